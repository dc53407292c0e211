import type { APIRequestContext, APIResponse } from "@playwright/test";
import { CUSTOMER, PENDING } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * Issue 27: a request without a session for the home page, a catalogue page or a product page is
 * answered with a whole page from the page cache (lib/entry/visitor-pages.ts), under the visitor
 * policy; a request with a session never is. (The catalogue edit showing on the next request is
 * e2e/catalog-cache.spec.ts's first test, whose visitor search page is such a page.)
 */

/** The visitor pages of the demo catalogue: home, all products, a category, a search, a page, a product. */
async function visitorUrls(request: APIRequestContext): Promise<string[]> {
  const [category] = (await (await request.get("/api/categories/list/")).json()) as Array<{ id: number }>;
  const [product] = ((await (await request.get("/api/products/product_list/?search=rice")).json()) as { results: Array<{ slug: string }> }).results;
  return ["/", "/products", `/products?category=${category.id}`, "/products?search=rice", "/products?search=oil&sort=-name&page=2", `/products/${product.slug}`];
}

/** A price as the shop shows one ($12.34, $1,234.56). */
const PRICE = /\$\s?\d[\d,]*\.\d{2}/;

function expectVisitorPolicy(response: APIResponse, url: string) {
  const policy = response.headers()["content-security-policy"];
  expect(policy, url).toMatch(/script-src 'self' 'unsafe-inline'(;|$)/);
  expect(policy, url).toContain("script-src-attr 'none'");
  expect(policy, url).toContain("frame-ancestors 'none'");
  expect(policy, url).not.toContain("nonce");
  expect(policy, url).not.toContain("unsafe-eval");
}

function expectNoncePolicy(response: APIResponse, url: string) {
  const policy = response.headers()["content-security-policy"];
  expect(policy, url).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers()["x-middleware-rewrite"] ?? "", url).not.toContain("/visitor/");
}

test.describe("the visitor's whole cached pages", () => {
  test("come from the page cache with the visitor policy, and hold no price and nothing of a session", async ({ request }) => {
    for (const url of await visitorUrls(request)) {
      const first = await request.get(url);
      expect(first.status(), url).toBe(200);
      const again = await request.get(url);
      expect(again.headers()["x-nextjs-cache"], url).toBe("HIT");
      expectVisitorPolicy(again, url);
      const html = await again.text();
      // No price in what the page shows (its text, scripts aside) nor in the data its scripts carry.
      expect(html.replace(/<script\b[\s\S]*?<\/script>/g, ""), url).not.toMatch(PRICE);
      expect(html, url).not.toContain("nonce=");
      expect(html, url).not.toMatch(/"(price|discounted_price|special)":/);
      expect(html, url).toContain('href="/login"');
      // Nothing of a session, in the markup or the data: its texts as words (the page's messages are
      // keyed by names such as "viewCart", which are not texts).
      expect(html, url).not.toMatch(/(?<![A-Za-z])(My orders|Log ?out|Cart)\b/);
    }
  });

  test("a request with a session never gets the visitor page or its policy, verified or not", async ({ browser, request }) => {
    const urls = await visitorUrls(request);
    for (const account of [CUSTOMER, PENDING]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, account);
      for (const url of urls) {
        const response = await page.request.get(url);
        expect(response.status(), `${account.email} ${url}`).toBe(200);
        expect(response.headers()["x-nextjs-cache"], `${account.email} ${url}`).toBeUndefined();
        expectNoncePolicy(response, `${account.email} ${url}`);
        const html = await response.text();
        if (account === CUSTOMER && url.startsWith("/products/")) expect(html.replace(/<script\b[\s\S]*?<\/script>/g, "")).toMatch(PRICE);
      }
      await context.close();
    }
  });

  test("the account pages keep the nonce policy; any spelling of a catalogue view is its one cached page", async ({ request }) => {
    for (const url of ["/login", "/register", "/youremail"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expectNoncePolicy(response, url);
    }
    const canonical = await (await request.get("/products?search=rice")).text();
    for (const url of ["/products?search=Rice", "/products?search=%20rice&utm_source=mail", "/products?search=rice&page=1"]) {
      const response = await request.get(url);
      expect(response.headers()["x-nextjs-cache"], url).toBe("HIT");
      expectVisitorPolicy(response, url);
      expect(await response.text(), url).toBe(canonical);
    }
  });

  test("a request from outside for the rewritten route is a 404", async ({ request }) => {
    const origin = Buffer.from("http://127.0.0.1").toString("base64url");
    for (const url of [`/visitor/${origin}`, `/visitor/${origin}/products/all`, "/visitor"]) {
      expect((await request.get(url, { maxRedirects: 0 })).status(), url).toBe(404);
    }
  });

  test("a visitor browses the cached pages as any page: category, next page, a product, then logs in", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "View all products" }).first().click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(productCards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // A category from the tree, then its next page: client navigations between cached pages.
    const category = page.getByRole("navigation", { name: "Categories" }).first().getByRole("link").nth(1);
    const categoryName = (await category.textContent())?.trim() ?? "";
    await category.click();
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(categoryName);
    const next = page.getByRole("link", { name: "Next page" });
    if (await next.count()) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
    }
    await waitHydrated(page);
    const card = productCards(page).first();
    const name = (await card.getByRole("heading").textContent())?.trim() ?? "";
    await card.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.locator("main")).not.toContainText("$");

    // Logging in from a cached page: the signed-in header and prices, under the nonce policy.
    await page.getByRole("link", { name: "Login" }).first().click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, CUSTOMER);
    await gotoHydrated(page, "/products");
    await expect(page.locator("main")).toContainText("$");
  });
});
