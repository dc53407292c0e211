import type { APIRequestContext } from "@playwright/test";
import { ADMIN, adminToken } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * French names (issue 28, docs/i18n.md) as staff give them: the product list says how many products
 * lack one and lists them in a tab of their own; the product and category forms have a French name
 * under the English; the API then answers French readers with it. axe on each screen.
 */

const stamp = `${Date.now()}`.slice(-7);

/** A product of this spec's own, made over the REST API without a French name. */
async function unnamedProduct(request: APIRequestContext): Promise<{ id: number; item: string; name: string }> {
  const headers = { Authorization: `Token ${await adminToken(request)}` };
  const categories = (await (await request.get("/api/categories/list/")).json()) as Array<{ id: number; parent_category: unknown }>;
  const category = categories.find((c) => c.parent_category === null)!;
  const item = `FR-${stamp}`;
  const name = `Whipping cream ${stamp}`;
  const made = await request.post("/api/products/product/details/", {
    headers,
    multipart: { item, name, price: "5.10", box_quantity: "12", sales_tax_code: "E", purchase_tax_code: "E", actions: "None", cat: String(category.id) },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: ((await made.json()) as { id: number }).id, item, name };
}

test.describe("back office: French names", () => {
  test("a product without a French name is counted and listed; staff give it one and French readers get it", async ({ page, request }) => {
    test.setTimeout(60_000);
    const product = await unnamedProduct(request);
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/products");
    const missing = page.getByTestId("missing-french");
    await expect(missing).toHaveText(/^\d+ products? (has|have) no French name yet$/);
    await missing.click();
    await expect(page).toHaveURL(/tab=no-french/);
    await expect(page.getByRole("tab", { name: "Without a French name" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("searchbox", { name: "Search products" }).fill(product.item);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("product-row").filter({ hasText: product.item })).toBeVisible();
    await expectNoSeriousViolations(page);

    await gotoHydrated(page, `/admin/product/${product.id}`);
    const french = page.getByLabel("French name");
    await expect(french).toHaveValue("");
    await expect(french).toHaveAttribute("lang", "fr-CA");
    await french.fill(`Crème à fouetter 35 % ${stamp}`);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product edited succesfully")).toBeVisible();

    await gotoHydrated(page, `/admin/products?tab=no-french&search=${product.item}`);
    await expect(page.getByTestId("product-row")).toHaveCount(0);
    const answer = await request.get(`/api/products/product_list/?search=${product.item}`, { headers: { "Accept-Language": "fr-CA" } });
    expect(((await answer.json()) as { results: Array<{ name: string }> }).results.map((p) => p.name)).toEqual([`Crème à fouetter 35 % ${stamp}`]);
    const english = await request.get(`/api/products/product_list/?search=${product.item}`, { headers: { "Accept-Language": "en-CA" } });
    expect(((await english.json()) as { results: Array<{ name: string }> }).results.map((p) => p.name)).toEqual([product.name]);
  });

  test("a category's French name is edited beside the English, on a desktop and a phone", async ({ page, request }) => {
    await signIn(page, ADMIN);
    const categories = (await (await request.get("/api/categories/list/", { headers: { Authorization: `Token ${await adminToken(request)}` } })).json()) as Array<{
      id: number;
      name: string;
      name_fr: string;
      parent_category: unknown;
    }>;
    const dairy = categories.find((c) => c.name === "Dairy & Eggs") ?? categories.find((c) => c.parent_category === null)!;
    await gotoHydrated(page, `/admin/category/${dairy.id}`);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(dairy.name);
    await expect(page.getByLabel("French name")).toHaveValue(dairy.name_fr);
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByLabel("French name")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
