import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./support/expect";
import { test } from "./support/test";
import { ADMIN, adminToken, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { apiHeaders, placeCartOverApi } from "./support/orders";
import { gotoHydrated } from "./support/routes";

/*
 * Issue 25: confirming checks stock (the short lines first, then short-ship or back-order), and
 * quantities read in cases the same way in the shop, the cart and the admin's order edit.
 */

interface Made {
  id: number;
  name: string;
  slug: string;
}

/** A product sold by the case of `box`, with `onHand` units in stock, made over the REST API. */
async function makeProduct(request: APIRequestContext, label: string, box: number, onHand: number): Promise<Made> {
  const headers = { Authorization: `Token ${await adminToken(request)}` };
  type Category = { id: number; parent_category: unknown };
  const categories = (await (await request.get("/api/categories/list/")).json()) as Category[] | { results: Category[] };
  const category = (Array.isArray(categories) ? categories : categories.results).find((c) => c.parent_category === null)!;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `Stock ${label} ${stamp}`;
  const response = await request.post("/api/products/product/details/", {
    headers,
    multipart: {
      item: `ST-${label}-${stamp}`.slice(0, 40),
      name,
      price: "2.00",
      box_quantity: String(box),
      quantity: String(onHand),
      sales_tax_code: "E",
      purchase_tax_code: "E",
      actions: "None",
      cat: String(category.id),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: number; slug?: string; product?: { id: number; slug: string } };
  return { id: body.id ?? body.product!.id, slug: body.slug ?? body.product!.slug, name };
}

async function orderOf(request: APIRequestContext, account: { email: string; password: string }, product: Made, cases: number): Promise<number> {
  const headers = await apiHeaders(request, account);
  expect((await request.post("/api/cart/items/", { headers, data: { product: product.id, cases } })).status()).toBe(201);
  return placeCartOverApi(request, headers, account.email);
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("confirming an order short of stock shows the short line first, then ships what is in stock", async ({ page, request }) => {
      const product = await makeProduct(request, `short${width}`, 12, 30);
      const buyer = await createCustomer(request, { verified: true, label: `short-${width}` });
      const orderId = await orderOf(request, buyer, product, 4);
      await signInAsAdmin(page);
      await gotoHydrated(page, `/admin/order/edit/${orderId}`);
      const shortfall = page.getByTestId("shortfall");
      await expect(shortfall.getByRole("heading", { name: "Not enough stock" })).toBeVisible();
      await expect(shortfall).toContainText("1 line exceeds the units on hand");
      const line = shortfall.getByTestId("shortfall-line");
      await expect(line).toContainText(product.name);
      await expect(line).toContainText("Ordered: 4 cases · 48 units · On hand: 30 units");
      // Prefilled with the whole cases on hand: 2 cases, 24 units.
      await expect(line.getByLabel(`Units of ${product.name} to ship`)).toHaveValue("24");
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/stock-shortfall-${width}.png`, fullPage: true });
      await shortfall.getByRole("button", { name: "Confirm, shipping these quantities" }).click();
      await expect(page.getByText(`Order #${orderId} confirmed with the quantities in stock`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/order/${orderId}$`));
      await expect(page.getByTestId("confirmed-at")).toBeVisible();
      await expect(page.getByTestId("line-quantity").filter({ visible: true }).first()).toContainText("2 cases · 24 units");
    });

    test("back-ordering confirms anyway, says so, and the product shows out of stock in the shop", async ({ page, request }) => {
      const product = await makeProduct(request, `back${width}`, 6, 10);
      const buyer = await createCustomer(request, { verified: true, label: `back-${width}` });
      const orderId = await orderOf(request, buyer, product, 3);
      await signInAsAdmin(page);
      await gotoHydrated(page, `/admin/order/edit/${orderId}`);
      await page.getByTestId("shortfall").getByRole("button", { name: "Confirm as back-ordered" }).click();
      await expect(page.getByText(`Order #${orderId} confirmed, back-ordered`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/order/${orderId}$`));
      await expect(page.getByText("Back-ordered", { exact: true }).first()).toBeVisible();
      // 10 on hand, 18 shipped: −8, so the shop says it is out of stock.
      await page.context().clearCookies();
      await gotoHydrated(page, `/products/${product.slug}`);
      await expect(page.getByText("Temporary out of stock").first()).toBeVisible();
    });

    test("a case added in the shop reads the same in the cart and in the admin's order edit, where + adds a case", async ({ page, request }) => {
      const product = await makeProduct(request, `cases${width}`, 24, 1000);
      const buyer = await createCustomer(request, { verified: true, label: `cases-${width}` });
      await signIn(page, buyer);
      await gotoHydrated(page, `/products?search=${encodeURIComponent(product.name.toLowerCase())}`);
      const card = productCards(page).filter({ hasText: product.name });
      const cases = card.getByLabel(`Cases of ${product.name}`);
      await cases.fill("5");
      await cases.press("Tab");
      await expect(card.getByTestId("cases-units")).toHaveText("5 cases · 120 units");
      await card.getByRole("button", { name: `Add to cart ${product.name}` }).click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: `5x ${product.name} added to cart (5 cases · 120 units)` })).toBeVisible();

      await gotoHydrated(page, "/cart");
      const inCart = page.getByRole("textbox", { name: `Cases of ${product.name}` }).filter({ visible: true });
      await expect(inCart).toHaveValue("5");
      await expect(page.getByTestId("line-quantity").filter({ visible: true })).toContainText("5 cases · 120 units");
      await page.getByRole("button", { name: `One more case of ${product.name}` }).filter({ visible: true }).click();
      await expect(inCart).toHaveValue("6");
      await expect(page.getByTestId("line-quantity").filter({ visible: true })).toContainText("6 cases · 144 units");

      const headers = await apiHeaders(request, buyer);
      const orderId = await placeCartOverApi(request, headers, buyer.email);
      await page.context().clearCookies();
      await signInAsAdmin(page);
      await gotoHydrated(page, `/admin/order/edit/${orderId}`);
      const edit = page.getByTestId("edit-line").filter({ hasText: product.name });
      await expect(edit.getByRole("textbox", { name: `Cases of ${product.name}` })).toHaveValue("6");
      await expect(edit.getByTestId("line-quantity")).toContainText("6 cases · 144 units");
      await edit.getByRole("button", { name: `One more case of ${product.name}` }).click();
      await expect(page.getByText("Order edited succesfully").first()).toBeVisible();
      await expect(edit.getByRole("textbox", { name: `Cases of ${product.name}` })).toHaveValue("7");
      await expect(edit.getByTestId("line-quantity")).toContainText("7 cases · 168 units");
      await expectNoSeriousViolations(page);
    });
  });
}
