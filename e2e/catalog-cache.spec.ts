import type { APIRequestContext } from "@playwright/test";
import { adminToken, CUSTOMER } from "./support/accounts";
import { productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { test } from "./support/test";

/*
 * Issue 13: the catalogue is cached per audience (Cache Components). A product edit shows on the
 * very next request, in every audience's pages and answers; what a verified customer's visit put
 * in the cache never reaches a visitor.
 */

interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  price?: string;
}

async function firstMatch(request: APIRequestContext, search: string, token?: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/product_list/?search=${encodeURIComponent(search)}`, {
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  return ((await response.json()) as { results: ApiProduct[] }).results[0];
}

async function rename(request: APIRequestContext, token: string, id: number, name: string): Promise<void> {
  const response = await request.patch(`/api/products/product/details/${id}/`, { headers: { Authorization: `Token ${token}` }, data: { name } });
  expect(response.status()).toBe(200);
}

test.describe("the catalogue cache", () => {
  test("an edit shows on the next request: the grid, the product page and the API, for visitors and customers", async ({ page, browser, request }) => {
    const token = await adminToken(request);
    const product = await firstMatch(request, "basmati", token);
    const original = product.name;
    const renamed = `${original} (renamed ${Date.now()})`;
    const search = `/products?search=basmati`;

    // Fill the cache for both audiences first.
    await page.goto(search);
    await expect(productCards(page).filter({ hasText: original }).first()).toBeVisible();
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, CUSTOMER);
    await customerPage.goto(`/products/${product.slug}`);
    await expect(customerPage.getByRole("heading", { level: 1 })).toHaveText(original);

    try {
      await rename(request, token, product.id, renamed);
      await page.goto(search);
      await expect(productCards(page).filter({ hasText: renamed }).first()).toBeVisible();
      await customerPage.goto(`/products/${product.slug}`);
      await expect(customerPage.getByRole("heading", { level: 1 })).toHaveText(renamed);
      expect((await firstMatch(request, renamed)).name).toBe(renamed);
    } finally {
      await rename(request, token, product.id, original);
      await customerContext.close();
    }
    await page.goto(search);
    await expect(productCards(page).filter({ hasText: original }).first()).toBeVisible();
  });

  test("what a verified customer's visit cached never shows a visitor a price", async ({ page, browser, request }) => {
    const url = "/products?search=flour&sort=name";
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, CUSTOMER);
    await customerPage.goto(url);
    await expect(customerPage.locator("main")).toContainText("$");
    const priced = await customerPage.request.get("/api/products/product_list/?search=flour");
    expect(JSON.stringify(await priced.json())).toContain('"price"');
    await customerContext.close();

    await page.goto(url);
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText("$");
    const forVisitor = await request.get("/api/products/product_list/?search=flour");
    expect(JSON.stringify(await forVisitor.json())).not.toMatch(/"(price|special|discounted_price|cost)"/);
  });
});
