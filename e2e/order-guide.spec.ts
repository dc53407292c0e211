import type { APIRequestContext, Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, adminToken, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { apiHeaders, placeCartOverApi } from "./support/orders";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * The order guide (issue 26 point 2): a returning buyer sees their guide first on the home page,
 * adds from it, puts it in their order, filters it and unpins a line; products gone or out of stock
 * say so; staff set up a customer's guide from the back office. The products are the spec's own.
 */

interface Made {
  id: number;
  name: string;
  item: string;
}

async function makeProduct(request: APIRequestContext, token: string, label: string, boxQuantity: number): Promise<Made> {
  type Category = { id: number; parent_category: unknown };
  const categories = (await (await request.get("/api/categories/list/")).json()) as Category[] | { results: Category[] };
  const category = (Array.isArray(categories) ? categories : categories.results).find((c) => c.parent_category === null)!;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const name = `Guide ${label} ${stamp}`;
  const item = `OG-${label}-${stamp}`.slice(0, 40);
  const response = await request.post("/api/products/product/details/", {
    headers: { Authorization: `Token ${token}` },
    multipart: { item, name, price: "2.50", box_quantity: String(boxQuantity), sales_tax_code: "E", purchase_tax_code: "E", actions: "None", cat: String(category.id) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: number; product?: { id: number } };
  return { id: body.id ?? body.product!.id, name, item };
}

async function orderOf(request: APIRequestContext, account: { email: string; password: string }, lines: Array<{ product: Made; cases: number }>): Promise<number> {
  const headers = await apiHeaders(request, account);
  for (const { product, cases } of lines) {
    expect((await request.post("/api/cart/items/", { headers, data: { product: product.id, cases } })).status()).toBe(201);
  }
  return placeCartOverApi(request, headers, account.email);
}

// The previous page stays in the document, hidden, after a client-side navigation (the router keeps its state): visible lines only.
const guideLines = (page: Page) => page.getByTestId("guide-line").filter({ visible: true });
const lineOf = (page: Page, name: string) => guideLines(page).filter({ hasText: name });

async function guideNames(page: Page): Promise<string[]> {
  return page.getByTestId("guide-line-name").filter({ visible: true }).allTextContents();
}

for (const width of [1280, 390]) {
  test.describe(`order guide at ${width} px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("a returning buyer adds from the guide on the home page and on /order-guide, reorders, filters and unpins", async ({ page, request }) => {
      const token = await adminToken(request);
      const [oil, rice, salt, gone] = [
        await makeProduct(request, token, "Oil", 6),
        await makeProduct(request, token, "Rice", 4),
        await makeProduct(request, token, "Salt", 1),
        await makeProduct(request, token, "Gone", 1),
      ];
      const buyer = await createCustomer(request, { verified: true, label: "guide" });
      await orderOf(request, buyer, [{ product: oil, cases: 2 }, { product: rice, cases: 1 }, { product: gone, cases: 1 }]);
      await orderOf(request, buyer, [{ product: oil, cases: 2 }, { product: salt, cases: 3 }]);
      const admin = { Authorization: `Token ${token}` };
      expect((await request.patch(`/api/products/product/details/${gone.id}/`, { headers: admin, data: { is_deleted: true } })).status()).toBe(200);
      expect((await request.patch(`/api/products/product/details/${salt.id}/`, { headers: admin, data: { stock: false } })).status()).toBe(200);

      await signIn(page, buyer);
      await gotoHydrated(page, "/");
      const home = page.getByRole("region", { name: "Your order guide" });
      await expect(home).toBeVisible();
      await expect(page.getByRole("region", { name: "Recent orders" }).getByRole("listitem")).toHaveCount(2);
      // Most often ordered first: the oil, twice, at its usual 2 cases.
      await expect(home.getByTestId("guide-line").first()).toContainText(oil.name);
      await expect(home.getByRole("textbox", { name: `Cases of ${oil.name} to add` })).toHaveValue("2");
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/order-guide-home-${width}.png`, fullPage: true });
      await home.getByRole("button", { name: `Add ${oil.name} to cart` }).click();
      await expect(page.getByRole("link", { name: "Cart, 1 item" }).first()).toBeAttached();

      await home.getByRole("link", { name: /Open the full guide/ }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/order-guide");
      await waitHydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: "Order guide" })).toBeVisible();
      await expect(lineOf(page, gone.name)).toContainText("No longer sold");
      await expect(lineOf(page, gone.name).getByRole("button", { name: `Add ${gone.name} to cart` })).toBeDisabled();
      await expect(lineOf(page, salt.name)).toContainText("Temporary out of stock");
      await expect(lineOf(page, salt.name).getByRole("button", { name: `Add ${salt.name} to cart` })).toBeDisabled();
      await expect(lineOf(page, oil.name)).toContainText("Last order: 2 cases");
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `test-results/order-guide-${width}.png`, fullPage: true });

      // The rice moves up one place, by keyboard; the keyboard stays on it.
      const before = await guideNames(page);
      const riceAt = before.indexOf(rice.name);
      expect(riceAt).toBeGreaterThan(0);
      await page.getByRole("button", { name: `Move ${rice.name} up` }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => guideNames(page)).toEqual([...before.slice(0, riceAt - 1), rice.name, before[riceAt - 1], ...before.slice(riceAt + 1)]);
      await expect(page.getByRole("button", { name: new RegExp(`^Move ${rice.name} (up|down)$`) }).and(page.locator(":focus"))).toHaveCount(1);
      // The order stays after a reload (it is the customer's, on the server).
      const moved = await guideNames(page);
      await gotoHydrated(page, "/order-guide");
      expect(await guideNames(page)).toEqual(moved);

      // The filter narrows the lines; the rice's stepper sets 3 cases and its line is added.
      await page.getByRole("searchbox", { name: "Filter the guide" }).fill(rice.item);
      await expect(guideLines(page)).toHaveCount(1);
      await page.getByRole("button", { name: `One case more of ${rice.name}` }).click();
      await page.getByRole("button", { name: `One case more of ${rice.name}` }).click();
      await expect(page.getByRole("textbox", { name: `Cases of ${rice.name} to add` })).toHaveValue("3");
      await page.getByRole("button", { name: `Add ${rice.name} to cart` }).click();
      await expect(page.getByRole("link", { name: "Cart, 2 items" }).first()).toBeAttached();
      await page.getByRole("searchbox", { name: "Filter the guide" }).fill("");
      await expect(guideLines(page)).toHaveCount(4);

      // Unpinning the gone product takes it out, for good.
      await page.getByRole("button", { name: `Remove ${gone.name} from the guide` }).click();
      await expect(lineOf(page, gone.name)).toHaveCount(0);
      await gotoHydrated(page, "/order-guide");
      await expect(guideLines(page)).toHaveCount(3);

      // Add all: the lines that can be added, at their cases (the oil grows by 2 cases).
      await page.getByRole("button", { name: "Add all to cart" }).click();
      await expect(page.getByRole("status").filter({ hasText: "2 lines added to cart" })).toBeAttached();
      await gotoHydrated(page, "/cart");
      await expect(page.getByRole("textbox", { name: `Cases of ${oil.name}` })).toHaveValue("4");
      await expect(page.getByRole("textbox", { name: `Cases of ${rice.name}` })).toHaveValue("4");
    });
  });
}

test.describe("order guide in the back office", () => {
  test.describe.configure({ timeout: 120_000 });

  test("staff pin a product to a new customer's guide, set its usual cases and order the lines", async ({ page, request }) => {
    const token = await adminToken(request);
    const [first, second] = [await makeProduct(request, token, "First", 12), await makeProduct(request, token, "Second", 1)];
    const buyer = await createCustomer(request, { verified: true, label: "guide-staff" });

    await signIn(page, ADMIN);
    await gotoHydrated(page, `/admin/edit-customer/${buyer.id}`);
    await page.getByRole("link", { name: "Order guide" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/admin/order-guide/${buyer.id}`);
    await waitHydrated(page);
    await expect(page.getByText("It fills up by itself with the products of this customer's orders.")).toBeVisible();

    for (const product of [first, second]) {
      const picker = page.getByRole("region", { name: "Pin a product" });
      await picker.getByRole("searchbox", { name: "Search products to pin" }).fill(product.item);
      await picker.getByRole("button", { name: "Search" }).click();
      await page.getByRole("button", { name: `Pin ${product.name} to the guide` }).click();
      await expect(lineOf(page, product.name)).toBeVisible();
    }
    await expect(guideLines(page)).toHaveCount(2);
    await page.getByRole("button", { name: `One case more of ${first.name}` }).click();
    await page.getByRole("button", { name: `One case more of ${first.name}` }).click();
    await page.getByRole("button", { name: `Set 3 cases as the usual quantity of ${first.name}` }).click();
    await expect(lineOf(page, first.name)).toContainText("Usual: 3 cases");
    await page.getByRole("button", { name: `Move ${second.name} up` }).click();
    await expect.poll(() => guideNames(page)).toEqual([second.name, first.name]);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: "test-results/order-guide-staff-1280.png", fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: "test-results/order-guide-staff-390.png", fullPage: true });

    // The customer's own guide is what staff set up.
    const headers = await apiHeaders(request, buyer);
    const guide = (await (await request.get("/api/order-guide/", { headers })).json()) as { results: Array<{ product: { id: number }; usual_quantity: number | null; pinned: boolean }> };
    expect(guide.results.map((l) => [l.product.id, l.usual_quantity, l.pinned])).toEqual([
      [second.id, null, true],
      [first.id, 3, true],
    ]);
  });
});
