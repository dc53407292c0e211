import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { ADMIN, adminToken, createCustomer, PENDING } from "./support/accounts";
import { signIn } from "./support/catalog";
import { placeOrderOverApi } from "./support/orders";
import { expect } from "./support/expect";
import { test } from "./support/test";

/*
 * The pages half of the authorization matrix (issue 10): every page under app/ × {visitor,
 * unverified customer, verified customer, admin} → the URL the browser ends on and its status,
 * per docs/product.md §2 route selection and lib/entry/page-paths.ts. A page file without a row fails
 * the first test. Dynamic segments are filled with real objects: a seeded product's slug, and an
 * unconfirmed order of the verified customer's (a fresh account, so its empty cart and its order
 * are this file's own).
 */

const ACTORS = ["visitor", "unverified", "verified", "admin"] as const;
type ActorName = (typeof ACTORS)[number];

const W = "/waiting-verification";
/** Where the actor ends: a pathname (status 200), or [pathname, status]. "." is the page itself. */
type End = string | [string, number];

interface Ids {
  slug: string;
  orderId: number;
  productId: number;
  vendorId: number;
  categoryId: number;
  customerId: number;
  priceListId: number;
  deliveryZoneId: number;
  webhookId: number;
}

interface PageRow {
  url: (ids: Ids) => string;
  ends: Record<ActorName, End>;
}

const PAGES: Record<string, PageRow> = {
  "/": { url: () => "/", ends: { visitor: ".", unverified: ".", verified: ".", admin: "." } },
  "/products": { url: () => "/products", ends: { visitor: ".", unverified: ".", verified: ".", admin: "." } },
  "/products/[slug]": { url: (ids) => `/products/${ids.slug}`, ends: { visitor: ".", unverified: ".", verified: ".", admin: "." } },
  // The offline screens (issue 26): open to everyone (the service worker saves them for whoever is
  // logged in); without a slug or a page to go back to, they stay where they are.
  "/offline/saved": { url: () => "/offline/saved", ends: { visitor: ".", unverified: ".", verified: ".", admin: "." } },
  "/offline/product": { url: () => "/offline/product", ends: { visitor: ".", unverified: ".", verified: ".", admin: "." } },
  "/cart": { url: () => "/cart", ends: { visitor: "/login", unverified: W, verified: ".", admin: "/" } },
  // A visitor asking for an account's page is sent to log in, coming back to it (issue 14).
  // The verified customer's cart is empty: checkout sends them to the cart to start.
  "/checkout": { url: () => "/checkout", ends: { visitor: "/", unverified: W, verified: "/cart", admin: "/" } },
  "/my-orders": { url: () => "/my-orders", ends: { visitor: "/login", unverified: W, verified: ".", admin: "/" } },
  // Quick order (issue 14): whoever has a cart, verified customers and admins.
  "/quick-order": { url: () => "/quick-order", ends: { visitor: "/login", unverified: W, verified: ".", admin: "." } },
  // The order guide (issue 26): verified customers only; staff edit a customer's at /admin/order-guide/{id}.
  "/order-guide": { url: () => "/order-guide", ends: { visitor: "/login", unverified: W, verified: ".", admin: "/" } },
  "/my-profile": { url: () => "/my-profile", ends: { visitor: "/login", unverified: W, verified: ".", admin: "." } },
  "/order/[id]": { url: (ids) => `/order/${ids.orderId}`, ends: { visitor: "/login", unverified: W, verified: ".", admin: "/" } },
  "/edit-order/[id]": { url: (ids) => `/edit-order/${ids.orderId}`, ends: { visitor: "/login", unverified: W, verified: ".", admin: "/" } },
  "/login": { url: () => "/login", ends: { visitor: ".", unverified: W, verified: "/", admin: "/" } },
  "/register": { url: () => "/register", ends: { visitor: ".", unverified: W, verified: "/", admin: "/" } },
  "/youremail": { url: () => "/youremail", ends: { visitor: ".", unverified: W, verified: "/", admin: "/" } },
  "/validateCode": { url: () => "/validateCode", ends: { visitor: ".", unverified: W, verified: "/", admin: "/" } },
  "/enterpassword": { url: () => "/enterpassword", ends: { visitor: ".", unverified: W, verified: "/", admin: "/" } },
  "/waiting-verification": { url: () => W, ends: { visitor: "/", unverified: ".", verified: "/", admin: "/" } },
  // The back office (issue 11): visitors to /login, everyone but staff away.
  // The staff's home (issue 25), where staff land after logging in.
  "/admin": { url: () => "/admin", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/products": { url: () => "/admin/products", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/add-product": { url: () => "/admin/add-product", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/categories": { url: () => "/admin/categories", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/add-category": { url: () => "/admin/add-category", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/category/[id]": { url: (ids) => `/admin/category/${ids.categoryId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // Ordering on behalf of a customer (issue 12): admins only; without a saved draft the checkout goes back to the cart.
  "/cart-admin": { url: () => "/cart-admin", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/checkout-admin": { url: () => "/checkout-admin", ends: { visitor: "/login", unverified: W, verified: "/", admin: "/cart-admin" } },
  "/admin/customers": { url: () => "/admin/customers", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // The customer CSV import (issue 32): staff only.
  "/admin/products/import": { url: () => "/admin/products/import", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/customers/import": { url: () => "/admin/customers/import", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/create-customer": { url: () => "/admin/create-customer", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/edit-customer/[id]": { url: (ids) => `/admin/edit-customer/${ids.customerId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/order-guide/[id]": { url: (ids) => `/admin/order-guide/${ids.customerId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/orders": { url: () => "/admin/orders", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/order/[id]": { url: (ids) => `/admin/order/${ids.orderId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/order/edit/[id]": { url: (ids) => `/admin/order/edit/${ids.orderId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/customer-orders/customer/[id]": { url: (ids) => `/admin/customer-orders/customer/${ids.customerId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/vendors": { url: () => "/admin/vendors/", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/add-vendor": { url: () => "/admin/add-vendor/", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/edit-vendor/[id]": { url: (ids) => `/admin/edit-vendor/${ids.vendorId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/product/[id]": { url: (ids) => `/admin/product/${ids.productId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // Price lists (issue 30): admins only.
  "/admin/price-lists": { url: () => "/admin/price-lists", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/add-price-list": { url: () => "/admin/add-price-list", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/price-list/[id]": { url: (ids) => `/admin/price-list/${ids.priceListId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // Delivery zones (issue 31): admins only.
  "/admin/delivery-zones": { url: () => "/admin/delivery-zones", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/add-delivery-zone": { url: () => "/admin/add-delivery-zone", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/delivery-zone/[id]": { url: (ids) => `/admin/delivery-zone/${ids.deliveryZoneId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // Webhooks (issue 32): admins only.
  "/admin/webhooks": { url: () => "/admin/webhooks", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  "/admin/webhook/[id]": { url: (ids) => `/admin/webhook/${ids.webhookId}`, ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // The audit log (issue 32): admins only.
  "/admin/audit": { url: () => "/admin/audit?entity=product", ends: { visitor: "/login", unverified: W, verified: "/", admin: "." } },
  // A missing product: proxy.ts shows this page with a 404 (issue 13); opened directly it is the same.
  "/products/not-found": { url: () => "/products/not-found", ends: { visitor: [".", 404], unverified: [".", 404], verified: [".", 404], admin: [".", 404] } },
  // A missing record of a private page: proxy.ts shows these with a 404 (issue 23); opened directly the same.
  ...Object.fromEntries(
    ["order", "admin-order", "admin-customer-orders", "admin-customer", "admin-vendor", "admin-category", "admin-product", "admin-price-list", "admin-delivery-zone", "admin-webhook"].map((kind) => [
      `/missing/${kind}`,
      { url: () => `/missing/${kind}`, ends: { visitor: [".", 404], unverified: [".", 404], verified: [".", 404], admin: [".", 404] } },
    ]),
  ) as Record<string, PageRow>,
  // Any unknown path goes home, which an unverified customer may now browse (no prices).
  "/[...unknown]": { url: () => "/no-such-page/at-all", ends: { visitor: "/", unverified: "/", verified: "/", admin: "/" } },
};

const APP_DIR = path.resolve(process.cwd(), "app");

/** Every page route under app/: route groups and the language segment (app/[locale]) dropped, dynamic segments kept as written. */
function pageRoutes(dir: string, segments: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      // (visitor): reached only by proxy.ts's rewrite of /, /products and product pages (lib/entry/visitor-pages.ts).
      if (name === "api" || name === "(visitor)") return [];
      return pageRoutes(full, /^\(.*\)$/.test(name) || name === "[locale]" ? segments : [...segments, name]);
    }
    return name === "page.tsx" ? [`/${segments.join("/")}`] : [];
  });
}

/** A fresh verified customer with one unconfirmed order placed over the REST API (its cart ends empty). */
async function verifiedWithOrder(request: APIRequestContext): Promise<{ account: { email: string; password: string }; ids: Ids }> {
  const account = await createCustomer(request, { verified: true, label: "pages-matrix" });
  const { orderId, product } = await placeOrderOverApi(request, account, (products) => products.find((p) => p.stock)!);
  const vendors = await request.get("/api/vendors/vendors_list/", { headers: { Authorization: `Token ${await adminToken(request)}` } });
  const vendorId = ((await vendors.json()) as Array<{ id: number }>)[0].id;
  const categoryId = ((await (await request.get("/api/categories/list/")).json()) as Array<{ id: number }>)[0].id;
  const priceList = await request.post("/api/price-lists/", {
    headers: { Authorization: `Token ${await adminToken(request)}` },
    data: { name: `Pages matrix ${account.email}` },
  });
  expect(priceList.status()).toBe(201);
  const priceListId = ((await priceList.json()) as { id: number }).id;
  // In Nunavut (X0A), where no spec orders: it changes no order's dates or total.
  const zone = await request.post("/api/delivery-zones/", {
    headers: { Authorization: `Token ${await adminToken(request)}` },
    data: { name: `Pages matrix ${account.email}`, postal_prefixes: ["X0A"], weekdays: [2], closed_dates: [] },
  });
  expect(zone.status()).toBe(201);
  const deliveryZoneId = ((await zone.json()) as { id: number }).id;
  // Nothing listens on port 9 (the e2e server allows private addresses, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES): a delivery fails at once.
  const webhook = await request.post("/api/webhooks/", {
    headers: { Authorization: `Token ${await adminToken(request)}` },
    data: { url: "http://127.0.0.1:9/pages-matrix", events: ["order.delivered"] },
  });
  expect(webhook.status()).toBe(201);
  const webhookId = ((await webhook.json()) as { id: number }).id;
  return { account, ids: { slug: product.slug, productId: product.id, vendorId, categoryId, customerId: account.id, orderId, priceListId, deliveryZoneId, webhookId } };
}

async function visitAll(browser: Browser, actor: ActorName, account: { email: string; password: string } | undefined, ids: Ids): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (account) await signIn(page, account);
  const cells: string[] = [];
  for (const [route, row] of Object.entries(PAGES)) {
    const url = row.url(ids);
    const end = row.ends[actor];
    const [expectedPath, expectedStatus] = typeof end === "string" ? [end, 200] : end;
    const wanted = expectedPath === "." ? new URL(url, "http://x").pathname : expectedPath;
    const response = await page.goto(url);
    // A redirect decided while the page streams (after its prerendered shell) is a client-side one.
    await page.waitForLoadState("load");
    if (expectedPath !== ".") await page.waitForURL((u) => u.pathname === wanted, { timeout: 5_000 }).catch(() => undefined);
    const landed = new URL(page.url()).pathname;
    cells.push(`${route} as ${actor}: ${landed} ${response?.status()} (expected ${wanted} ${expectedStatus})`);
    expect.soft({ route, actor, path: landed, status: response?.status() }).toEqual({ route, actor, path: wanted, status: expectedStatus });
  }
  await context.close();
  return cells;
}

test.describe("the pages matrix", () => {
  test("has a row for every page under app/, and none for a page that is gone", () => {
    const onDisk = pageRoutes(APP_DIR).sort();
    expect(onDisk.filter((route) => !(route in PAGES))).toEqual([]);
    expect(Object.keys(PAGES).filter((route) => !onDisk.includes(route))).toEqual([]);
  });

  // One test per actor: each visits every page (the four used to share one test and its time
  // limit, which the pages added by issue 23 outgrew).
  for (const actor of ACTORS) {
    test(`every page as the ${actor} ends where docs/product.md §2 says`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const { account, ids } = await verifiedWithOrder(request);
      const accounts: Record<ActorName, { email: string; password: string } | undefined> = { visitor: undefined, unverified: PENDING, verified: account, admin: ADMIN };
      const cells = await visitAll(browser, actor, accounts[actor], ids);
      console.log(`pages matrix: ${cells.length} page cells as the ${actor}`);
      expect(cells).toHaveLength(Object.keys(PAGES).length);
    });
  }

  // Issue 23: proxy.ts looks the path's record up with the page's own loader (lib/entry/page-subjects.ts),
  // so an unknown id, or another customer's order, is a real 404 with the page's not-found panel.
  test("a private page for a record that is not there answers a real 404 with its not-found panel", async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { account } = await verifiedWithOrder(request);
    const { ids: other } = await verifiedWithOrder(request);
    const cases: Array<[ActorName, string, RegExp]> = [
      ["verified", "/order/999999", /Order not found/],
      ["verified", `/order/${other.orderId}`, /Order not found/],
      ["verified", "/edit-order/999999", /Order not found/],
      ["admin", "/admin/order/999999", /Order not found/],
      ["admin", "/admin/order/edit/999999", /Order not found/],
      ["admin", "/admin/customer-orders/customer/999999", /Customer not found/],
      ["admin", "/admin/edit-customer/999999", /Customer not found/],
      ["admin", "/admin/edit-vendor/999999", /Vendor not found/],
      ["admin", "/admin/category/999999", /Category not found/],
      ["admin", "/admin/product/999999", /Product not found/],
      ["admin", "/admin/product/not-an-id", /Product not found/],
      ["admin", "/admin/price-list/999999", /Price list not found/],
      ["admin", "/admin/delivery-zone/999999", /Delivery zone not found/],
    ];
    for (const actor of ["verified", "admin"] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, actor === "admin" ? ADMIN : account);
      for (const [who, url, title] of cases.filter(([who]) => who === actor)) {
        const response = await page.goto(url);
        expect.soft({ who, url, status: response?.status() }).toEqual({ who, url, status: 404 });
        await expect.soft(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        expect.soft(new URL(page.url()).pathname).toBe(url);
      }
      await context.close();
    }
  });
});
