import type { APIRequestContext } from "@playwright/test";
import { test } from "./support/test";
import { adminToken, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { apiHeaders, placeCartOverApi } from "./support/orders";
import { gotoHydrated } from "./support/routes";

/*
 * Order again (issue 14 point 4): the Reorder button of My orders and of the order page puts the
 * order's lines into the cart at today's prices and says which products are gone or out of stock.
 * The products are the spec's own (made through the admin API), so trashing one changes nothing
 * another spec relies on.
 */

interface Made {
  id: number;
  name: string;
}

async function makeProduct(request: APIRequestContext, token: string, label: string, boxQuantity: number): Promise<Made> {
  const headers = { Authorization: `Token ${token}` };
  type Category = { id: number; parent_category: unknown };
  const categories = (await (await request.get("/api/categories/list/")).json()) as Category[] | { results: Category[] };
  const category = (Array.isArray(categories) ? categories : categories.results).find((c) => c.parent_category === null)!;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `Reorder ${label} ${stamp}`;
  const response = await request.post("/api/products/product/details/", {
    headers,
    multipart: {
      item: `RO-${label}-${stamp}`.slice(0, 40),
      name,
      price: "2.50",
      box_quantity: String(boxQuantity),
      sales_tax_code: "E",
      purchase_tax_code: "E",
      actions: "None",
      cat: String(category.id),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: number; product?: { id: number } };
  return { id: body.id ?? body.product!.id, name };
}

/** An order of the customer's with `cases` cases of each product, placed over the REST API. */
async function orderOf(request: APIRequestContext, account: { email: string; password: string }, lines: Array<{ product: Made; cases: number }>): Promise<number> {
  const headers = await apiHeaders(request, account);
  for (const { product, cases } of lines) {
    expect((await request.post("/api/cart/items/", { headers, data: { product: product.id, cases } })).status()).toBe(201);
  }
  return placeCartOverApi(request, headers, account.email);
}

async function patchProduct(request: APIRequestContext, token: string, id: number, data: Record<string, unknown>): Promise<void> {
  const response = await request.patch(`/api/products/product/details/${id}/`, { headers: { Authorization: `Token ${token}` }, data });
  expect(response.status()).toBe(200);
}

test.describe("reorder", () => {
  // Journeys through several pages with axe scans: 30 s is short on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("from My orders: the lines go back into the cart, and gone or out-of-stock products are named", async ({ page, request }) => {
    const token = await adminToken(request);
    const [kept, trashed, out] = [await makeProduct(request, token, "kept", 6), await makeProduct(request, token, "trashed", 1), await makeProduct(request, token, "out", 1)];
    const buyer = await createCustomer(request, { verified: true, label: "reorder" });
    const orderId = await orderOf(request, buyer, [{ product: kept, cases: 2 }, { product: trashed, cases: 1 }, { product: out, cases: 1 }]);
    await patchProduct(request, token, trashed.id, { is_deleted: true });
    await patchProduct(request, token, out.id, { stock: false });

    await signIn(page, buyer);
    await gotoHydrated(page, "/my-orders");
    await page.getByRole("button", { name: `Reorder order #${orderId}` }).filter({ visible: true }).click();
    const dialog = page.getByRole("dialog", { name: `Order #${orderId} again` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Added to your cart at today's prices");
    await expect(dialog.getByRole("listitem").filter({ hasText: kept.name })).toContainText("2 cases × 6 = 12 units");
    const unavailable = dialog.getByTestId("reorder-unavailable");
    await expect(unavailable.getByRole("listitem").filter({ hasText: trashed.name })).toContainText("No longer sold");
    await expect(unavailable.getByRole("listitem").filter({ hasText: out.name })).toContainText("Temporary out of stock");
    await expectNoSeriousViolations(page);

    await dialog.getByRole("link", { name: "Go to cart" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/cart");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: `Cases of ${kept.name}` })).toHaveValue("2");
    await expect(page.getByText(trashed.name)).toHaveCount(0);
  });

  test("from the order page, by keyboard; Escape keeps the buyer on the order", async ({ page, request }) => {
    const token = await adminToken(request);
    const product = await makeProduct(request, token, "page", 4);
    const buyer = await createCustomer(request, { verified: true, label: "reorder-page" });
    const orderId = await orderOf(request, buyer, [{ product, cases: 3 }]);
    await patchProduct(request, token, product.id, { price: "3.00" });

    await signIn(page, buyer);
    await gotoHydrated(page, `/order/${orderId}`);
    await page.getByRole("button", { name: `Reorder order #${orderId}` }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `Order #${orderId} again` });
    await expect(dialog.getByRole("listitem").filter({ hasText: product.name })).toContainText("3 cases × 4 = 12 units");
    await expect(dialog.getByTestId("reorder-unavailable")).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === `/order/${orderId}`);
    await expect(page.getByRole("button", { name: `Reorder order #${orderId}` })).toBeFocused();

    // Today's price in the cart: 12 units at $3.00.
    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("textbox", { name: `Cases of ${product.name}` })).toHaveValue("3");
    await expect(page.getByTestId("estimated-total")).toHaveText("$36.00 CAD");
  });
});
