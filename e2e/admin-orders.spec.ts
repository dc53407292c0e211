import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { placeOrderOverApi, type ShopProduct } from "./support/orders";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * Order management in the back office (issue 12, items 2 and 3): Manage Orders with search, sort
 * and filter; an order placed by a customer, edited, confirmed, marked paid and delivered by staff;
 * the customer then sees it so in My orders. Axe on each screen at 1280 and 390 px.
 */

const WIDTHS = [1280, 390] as const;

interface Placed {
  account: { id: number; email: string; password: string };
  orderId: number;
  /** A second product sold by the unit, to add from the picker. */
  extra: { id: number; name: string };
  line: { name: string };
}

/** A fresh verified customer with one unconfirmed order of one product sold by the unit, over the REST API. */
async function customerWithOrder(request: APIRequestContext): Promise<Placed> {
  const account = await createCustomer(request, { verified: true, label: "admin-orders" });
  let extra: ShopProduct | undefined;
  const { orderId, product } = await placeOrderOverApi(request, account, (products) => {
    const units = products.filter((p) => p.stock && p.box_quantity === 1);
    extra = units[1];
    return units[0];
  });
  return { account, orderId, extra: { id: extra!.id, name: extra!.name }, line: { name: product.name } };
}

/** Axe at both widths, with a screenshot of each for review. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `test-results/admin-orders-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}


test.describe("admin orders", () => {
  test("finds a customer's order, edits it, confirms it, marks it paid and delivered; the customer sees it so", async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const placed = await customerWithOrder(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);

    // Manage Orders: the search by customer email, by Enter; the filter and sort keep it.
    await gotoHydrated(page, "/admin/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: /breadcrumb/i })).toContainText("Orders");
    await checkScreen(page, "list");
    const search = page.getByRole("searchbox", { name: "Search orders by number or customer" });
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeDisabled();
    await search.fill(placed.account.email.toUpperCase());
    await search.press("Enter");
    await expect(page).toHaveURL(/\/admin\/orders\?search=/);
    await expect(page.getByTestId("orders-count")).toHaveText("1 order");
    await page.getByLabel("Paid", { exact: true }).selectOption("Paid");
    await expect(page).toHaveURL(/search=.*status=Paid|status=Paid.*search=/);
    await expect(page.getByText("No orders match")).toBeVisible();
    await page.getByLabel("Paid", { exact: true }).selectOption("Not paid");
    await expect(page.getByTestId("orders-count")).toHaveText("1 order");
    await page.getByLabel("Sort by").selectOption("-price");
    await expect(page).toHaveURL(/sort=-price/);
    await expect(page.getByTestId("orders-count")).toHaveText("1 order");
    await page.getByRole("link", { name: `Order #${placed.orderId}`, exact: true }).click();

    // The order's page: number, statuses, lines, the customer linking to their orders.
    await expect(page).toHaveURL(new RegExp(`/admin/order/${placed.orderId}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order #${placed.orderId}` })).toBeVisible();
    await expect(page.getByText("Not confirmed yet: the order can still be edited.")).toBeVisible();
    await expect(page.getByTestId("order-customer").getByRole("link", { name: "Robin Tremblay" })).toHaveAttribute("href", `/admin/customer-orders/customer/${placed.account.id}`);
    await checkScreen(page, "order");

    // Edit: one more unit, a product added from the picker (1 unit).
    await page.getByRole("link", { name: "Edit order" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/edit/${placed.orderId}$`));
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: `Edit order #${placed.orderId}` })).toBeVisible();
    await page.getByRole("button", { name: `One more case of ${placed.line.name}` }).click();
    await expect(page.getByText("Order edited succesfully")).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${placed.line.name}`)).toHaveValue("2");
    const picker = page.getByRole("region", { name: "Add products" }).or(page.locator("section[aria-labelledby=picker-heading]"));
    await picker.getByRole("searchbox").fill(placed.extra.name.toLowerCase());
    await picker.getByRole("button", { name: "Search" }).click();
    await picker.getByRole("button", { name: `Add ${placed.extra.name} to the order` }).click();
    await expect(page.getByText("Order edited succesfully").first()).toBeVisible();
    await expect(page.getByLabel(`Quantity of ${placed.extra.name}`)).toHaveValue("1");
    await expect(page.getByTestId("picker-results")).toHaveCSS("max-height", "500px");
    await checkScreen(page, "edit");

    // Confirm, behind its dialog.
    await page.getByRole("button", { name: "Confirm order" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Confirm order #${placed.orderId}?`);
    await dialog.getByRole("button", { name: "Confirm order" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${placed.orderId}$`));
    await expect(page.getByTestId("confirmed-at")).toHaveText(/^Confirmed at \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [AP]M$/);
    await expect(page.getByRole("link", { name: "Edit order" })).toHaveCount(0);
    // The edit screen of a confirmed order sends back to its page.
    await page.goto(`/admin/order/edit/${placed.orderId}`);
    await expect(page).toHaveURL(new RegExp(`/admin/order/${placed.orderId}$`));

    // Paid and delivered.
    await waitHydrated(page);
    await page.getByLabel("Paid status", { exact: true }).selectOption("Paid");
    await page.getByLabel("Delivery status", { exact: true }).selectOption("Delivered");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Order edited succesfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save status" })).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel("Paid status", { exact: true })).toHaveValue("Paid");
    await expect(page.getByLabel("Delivery status", { exact: true })).toHaveValue("Delivered");
    await checkScreen(page, "confirmed");

    // The customer's orders, from the customer's name.
    await page.getByTestId("order-customer").getByRole("link", { name: "Robin Tremblay" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customer-orders/customer/${placed.account.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Robin Tremblay" })).toBeVisible();
    await expect(page.getByTestId("orders-count")).toContainText("1 order");
    await expect(page.getByRole("link", { name: `Order #${placed.orderId}`, exact: true })).toBeVisible();
    await checkScreen(page, "customer-orders");

    // The customer sees it confirmed, paid and delivered in My orders.
    const customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, placed.account);
    await gotoHydrated(customerPage, "/my-orders");
    const row = customerPage.getByRole("row").filter({ hasText: `#${placed.orderId}` });
    await expect(row).toContainText("Paid");
    await expect(row).toContainText("Delivered");
    await expect(row).toContainText("Confirmed");
    await customerContext.close();
  });

  test("an unknown order or customer shows the not-found panel", async ({ page }) => {
    await signIn(page, ADMIN);
    for (const url of ["/admin/order/999999999", "/admin/order/edit/999999999", "/admin/order/abc"]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
    }
    await page.goto("/admin/customer-orders/customer/999999999");
    await expect(page.getByRole("heading", { level: 1, name: "Customer not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to orders" })).toBeVisible();
  });

  test("offline, the status and confirm controls are disabled with the offline notice", async ({ page, request, context }) => {
    const placed = await customerWithOrder(request);
    await signIn(page, ADMIN);
    await gotoHydrated(page, `/admin/order/edit/${placed.orderId}`);
    await context.setOffline(true);
    await expect(page.getByRole("button", { name: "Confirm order" })).toBeDisabled();
    await expect(page.getByText("You are offline. Connect to the internet to continue.").first()).toBeVisible();
    await context.setOffline(false);
    await gotoHydrated(page, `/admin/order/${placed.orderId}`);
    await context.setOffline(true);
    await expect(page.getByLabel("Paid status", { exact: true })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save status" })).toBeDisabled();
    await context.setOffline(false);
  });
});
