import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ADMIN, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { apiHeaders, placeCartOverApi, type ShopProduct } from "./support/orders";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The orders list as the staff's work queue (issue 25, item 3): filters that combine and live in the
 * URL, the search by order number, a whole row opening the order, one-click Mark paid / Mark
 * delivered with Undo (on a row and on the order's page), a bulk action on a selection; at 1280 and
 * 390 px, with axe on the list with its filters open. Each test works on a customer of its own,
 * scoped with ?customer=, so tests running side by side never see each other's orders.
 */

const WIDTHS = [1280, 390] as const;

interface Customer {
  account: { id: number; email: string; password: string };
  /** Newest first, as the queue lists them. */
  orderIds: number[];
}

/** A fresh verified customer with `count` unconfirmed orders of one unit of a product in stock. */
async function customerWithOrders(request: APIRequestContext, count: number): Promise<Customer> {
  const account = await createCustomer(request, { verified: true, label: "order-queue" });
  const headers = await apiHeaders(request, account);
  const list = await request.get("/api/products/product_list/?sort=name", { headers });
  const product = ((await list.json()) as { results: ShopProduct[] }).results.find((p) => p.stock && p.box_quantity === 1)!;
  const orderIds: number[] = [];
  for (let i = 0; i < count; i++) {
    expect((await request.post("/api/cart/items/", { headers, data: { product: product.id } })).status()).toBe(201);
    orderIds.unshift(await placeCartOverApi(request, headers, account.email));
  }
  return { account, orderIds };
}

const queueOf = (customer: Customer, query = "") => `/admin/orders?customer=${customer.account.id}${query}`;

/** The rows of the queue as shown at this width: table rows from 992 px, cards below. */
function rows(page: Page, width: number): Locator {
  return width >= 992 ? page.getByTestId("order-row") : page.getByTestId("order-card");
}

function rowOf(page: Page, width: number, orderId: number): Locator {
  return rows(page, width).filter({ has: page.getByRole("link", { name: `Order #${orderId}`, exact: true }) });
}

/** Clicks a toast's Undo and waits for that toast's answer. */
async function undo(page: Page, text: string): Promise<void> {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await toast.getByRole("button", { name: "Undo" }).click();
}

test.describe("the orders work queue", () => {
  test("filters combine and survive a reload; the search finds an order number; a whole row opens the order", async ({ page, request }) => {
    test.setTimeout(90_000);
    const customer = await customerWithOrders(request, 2);
    const [newest, oldest] = customer.orderIds;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);

    // ?customer= scopes the queue and says to whom.
    await gotoHydrated(page, queueOf(customer));
    await expect(page.getByTestId("customer-scope")).toHaveText("Customer: Tremblay Bistro");
    await expect(page.getByTestId("orders-count")).toHaveText("2 orders");

    // Two filters, one after the other: both in the URL with the API's names, and the customer kept.
    await page.getByLabel("Confirmed", { exact: true }).selectOption("false");
    await expect(page).toHaveURL(/confirmed=false/);
    await page.getByLabel("Paid", { exact: true }).selectOption("Not paid");
    await expect(page).toHaveURL(/customer=\d+.*status=Not\+paid.*confirmed=false/);
    await page.getByLabel("Delivery", { exact: true }).selectOption("Delivered");
    await expect(page.getByText("No orders match this filter.")).toBeVisible();
    await page.getByLabel("Delivery", { exact: true }).selectOption("");
    await expect(page.getByTestId("orders-count")).toHaveText("2 orders");

    // A date range: today's orders (the shop's day), applied with the button.
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date());
    await page.getByLabel("Placed from").fill(today);
    await page.getByLabel("Placed to").fill(today);
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(page.getByTestId("orders-count")).toHaveText("2 orders");

    // Reloaded, the same queue with the same controls.
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByLabel("Confirmed", { exact: true })).toHaveValue("false");
    await expect(page.getByLabel("Paid", { exact: true })).toHaveValue("Not paid");
    await expect(page.getByLabel("Placed from")).toHaveValue(today);
    await expect(page.getByTestId("customer-scope")).toBeVisible();
    await expect(page.getByTestId("orders-count")).toHaveText("2 orders");

    // The search by order number (#123), within the filters.
    const search = page.getByRole("searchbox", { name: "Search orders by number or customer" });
    await search.fill(`#${oldest}`);
    await search.press("Enter");
    await expect(page).toHaveURL(/search=%23\d+/);
    await expect(rows(page, 1280)).toHaveCount(1);
    await expect(rowOf(page, 1280, oldest)).toBeVisible();
    await search.fill(String(newest));
    await search.press("Enter");
    await expect(rowOf(page, 1280, newest)).toBeVisible();

    // Clear filters: the search stays, the filters and the customer go.
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?search=${newest}$`));
    await expect(page.getByLabel("Paid", { exact: true })).toHaveValue("");

    // The whole row opens the order: a click anywhere on it (here on its total), and the keyboard on its link.
    // (force: the point is covered by the order link's ::after, which is the point of the design.)
    await rowOf(page, 1280, newest).getByRole("cell").filter({ hasText: "CAD" }).click({ force: true });
    await expect(page).toHaveURL(new RegExp(`/admin/order/${newest}$`));
    await gotoHydrated(page, queueOf(customer));
    await rowOf(page, 1280, oldest).getByRole("link", { name: `Order #${oldest}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/admin/order/${oldest}$`));

    // A URL the API would refuse loses what it cannot read and keeps the rest.
    await page.goto(`/admin/orders?confirmed=maybe&status=Paid&from=2026-13-40&customer=${customer.account.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/orders\\?customer=${customer.account.id}&status=Paid$`));
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
  });

  for (const width of WIDTHS) {
    test(`a row's Mark paid and Mark delivered, each undone from its toast; the row stays in the filtered queue (${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const customer = await customerWithOrders(request, 2);
      const [id] = customer.orderIds;
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ADMIN);
      await gotoHydrated(page, queueOf(customer, "&status=Not+paid&delivered_status=Not+delivered"));
      const row = rowOf(page, width, id);

      await row.getByRole("button", { name: `Mark paid (order #${id})` }).click();
      await expect(page.getByText(`Order #${id} marked paid`)).toBeVisible();
      // Still in its place, now Paid, although the queue shows Not paid orders.
      await expect(rows(page, width)).toHaveCount(2);
      await expect(rows(page, width).first()).toContainText(`#${id}`);
      await expect(row.getByRole("button", { name: `Mark unpaid (order #${id})` })).toBeVisible();
      await undo(page, `Order #${id} marked paid`);
      await expect(page.getByText(`Order #${id} marked unpaid`)).toBeVisible();
      await expect(row.getByRole("button", { name: `Mark paid (order #${id})` })).toBeVisible();

      await row.getByRole("button", { name: `Mark delivered (order #${id})` }).click();
      await expect(page.getByText(`Order #${id} marked delivered`)).toBeVisible();
      await expect(row.getByRole("button", { name: `Mark undelivered (order #${id})` })).toBeVisible();
      await undo(page, `Order #${id} marked delivered`);
      await expect(page.getByText(`Order #${id} marked undelivered`)).toBeVisible();
      await expect(row.getByRole("button", { name: `Mark delivered (order #${id})` })).toBeVisible();

      // Confirm from the row (the product is in stock), one click.
      await row.getByRole("button", { name: `Confirm (order #${id})` }).click();
      await expect(page.getByText(`Order #${id} confirmed`)).toBeVisible();
      await expect(row.getByRole("button", { name: `Confirm (order #${id})` })).toHaveCount(0);

      // The server has it so: both undone, the order confirmed.
      await page.reload();
      await expect(rowOf(page, width, id)).toContainText("Not paid");
      await expect(rowOf(page, width, id)).toContainText("Not delivered");
      await expect(rowOf(page, width, id)).not.toContainText("Not confirmed");
    });

    test(`the order's page: Mark paid and Mark delivered, each undone from its toast (${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const customer = await customerWithOrders(request, 1);
      const [id] = customer.orderIds;
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ADMIN);
      await gotoHydrated(page, `/admin/order/${id}`);
      const quick = page.getByTestId("quick-status");

      await quick.getByRole("button", { name: `Mark paid (order #${id})` }).click();
      await expect(page.getByText(`Order #${id} marked paid`)).toBeVisible();
      await expect(quick).toContainText("Paid");
      // The status form follows the page's data.
      await expect(page.getByLabel("Paid status", { exact: true })).toHaveValue("Paid");
      await undo(page, `Order #${id} marked paid`);
      await expect(page.getByLabel("Paid status", { exact: true })).toHaveValue("Not paid");
      await expect(quick.getByRole("button", { name: `Mark paid (order #${id})` })).toBeVisible();

      await quick.getByRole("button", { name: `Mark delivered (order #${id})` }).click();
      await expect(page.getByText(`Order #${id} marked delivered`)).toBeVisible();
      await expect(page.getByLabel("Delivery status", { exact: true })).toHaveValue("Delivered");
      await undo(page, `Order #${id} marked delivered`);
      await expect(page.getByLabel("Delivery status", { exact: true })).toHaveValue("Not delivered");
      await expect(quick.getByRole("button", { name: `Mark delivered (order #${id})` })).toBeVisible();
      await page.screenshot({ path: `test-results/order-queue-order-${width}.png`, fullPage: true });
    });

    test(`bulk: two selected orders marked paid at once, the outcome told (${width} px)`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const customer = await customerWithOrders(request, 3);
      const [first, second, third] = customer.orderIds;
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, ADMIN);
      await gotoHydrated(page, queueOf(customer));

      await page.getByRole("checkbox", { name: `Select order #${first}` }).check();
      await page.getByRole("checkbox", { name: `Select order #${third}` }).check();
      const bar = page.getByRole("region", { name: "With the selected orders" });
      await expect(bar.getByTestId("selected-count")).toHaveText("2 selected");
      await bar.getByRole("button", { name: "Mark paid", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "2 orders marked paid" })).toBeVisible();
      await expect(rowOf(page, width, first).getByRole("button", { name: `Mark unpaid (order #${first})` })).toBeVisible();
      await expect(rowOf(page, width, third).getByRole("button", { name: `Mark unpaid (order #${third})` })).toBeVisible();
      await expect(rowOf(page, width, second).getByRole("button", { name: `Mark paid (order #${second})` })).toBeVisible();
      // The done ones leave the selection.
      await expect(page.getByRole("checkbox", { name: `Select order #${first}` })).not.toBeChecked();

      // Select all on the page, then mark them all delivered.
      await page.getByRole("checkbox", { name: "Select every order on this page" }).check();
      await expect(bar.getByTestId("selected-count")).toHaveText("3 selected");
      await bar.getByRole("button", { name: "Mark delivered", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "3 orders marked delivered" })).toBeVisible();

      await page.reload();
      await expect(rowOf(page, width, first)).toContainText("Paid");
      await expect(rowOf(page, width, second)).toContainText("Not paid");
      for (const id of customer.orderIds) await expect(rowOf(page, width, id)).toContainText("Delivered");
    });
  }

  test("axe on the queue with its filters open, at 1280 and 390 px", async ({ page, request }) => {
    test.setTimeout(90_000);
    const customer = await customerWithOrders(request, 2);
    await signIn(page, ADMIN);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, queueOf(customer, "&confirmed=false"));
      if (width < 992) {
        const toggle = page.getByRole("button", { name: /^Filters/ });
        await expect(toggle).toHaveText("Filters (1)");
        await expect(page.getByLabel("Paid", { exact: true })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
      }
      await expect(page.getByLabel("Paid", { exact: true })).toBeVisible();
      await page.getByRole("checkbox", { name: `Select order #${customer.orderIds[0]}` }).check();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/order-queue-list-${width}.png`, fullPage: true });
    }
  });
});
