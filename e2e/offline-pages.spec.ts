import type { BrowserContext, Page } from "@playwright/test";
import { test } from "./support/test";
import { CUSTOMER, createCustomer, logoutViaHeader } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { apiHeaders, placeOrderOverApi } from "./support/orders";
import { gotoHydrated } from "./support/routes";

/*
 * Issue 26 point 4, offline without dead ends (docs/product.md §4 "Offline"): a product page never
 * opened shows from the saved catalogue; the cart (read only), My orders and the order pages opened
 * show as last seen; any other page shows the offline screen, with the header, saying what is
 * saved. Nothing of one account's is shown to the next one on the device.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: "allow" });

const BANNER = "No internet, please check your connection!";
const FRENCH_BANNER = "Pas d’Internet, veuillez vérifier votre connexion\u00a0!";
/** The key the worker saves the catalogue under, one per language (offlineDataKey). */
const catalogueKey = (locale: "en-CA" | "fr-CA" = "en-CA") => `/api/products/all_product_list/?is_deleted=false&locale=${locale}`;
const CART_OFFLINE = "You are offline. The cart can be changed again once you are back online.";
const PRICE = /\$\d+\.\d\d/;

/** Waits until the worker controls the page and has saved the catalogue (in `locale`) and each of `paths` (path and query). */
async function waitUntilSaved(page: Page, paths: string[], locale: "en-CA" | "fr-CA" = "en-CA"): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ url, paths }) => {
            if (!navigator.serviceWorker.controller) return "no service worker yet";
            const catalogue = await caches.match(new URL(url, location.origin).href, { cacheName: "shop-catalogue-v2" });
            if (!catalogue) return "no catalogue yet";
            const pages = (await caches.keys()).find((name) => name.startsWith("shop-pages-"));
            if (!pages) return "no pages yet";
            for (const path of paths) if (!(await caches.match(`${location.origin}${path}`, { cacheName: pages }))) return `saving ${path}`;
            return "saved";
          },
          { url: catalogueKey(locale), paths },
        ),
      { timeout: 60_000 },
    )
    .toBe("saved");
}

/** The paths of every saved page. */
async function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith("shop-pages-"))) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return paths;
  });
}

/** Every product of the saved catalogue in `locale`: its name in that language, slug and item code. */
async function savedProducts(page: Page, locale: "en-CA" | "fr-CA"): Promise<Array<{ name: string; slug: string; item: string }>> {
  return page.evaluate(
    async ({ url }) => {
      const saved = await caches.match(new URL(url, location.origin).href, { cacheName: "shop-catalogue-v2" });
      const body = (await saved!.json()) as { fields: string[]; results: unknown[][] };
      const at = (row: unknown[], field: string) => row[body.fields.indexOf(field)] as string;
      return body.results.map((row) => ({ name: at(row, "name"), slug: at(row, "slug"), item: at(row, "item") }));
    },
    { url: catalogueKey(locale) },
  );
}

/** A product of the saved catalogue (in `locale`), by its position in it (not a page the test opened). */
async function savedProduct(page: Page, index: number, locale: "en-CA" | "fr-CA" = "en-CA"): Promise<{ name: string; slug: string; item: string }> {
  return (await savedProducts(page, locale))[index]!;
}

async function goOffline(context: BrowserContext, page: Page, banner = BANNER): Promise<void> {
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: banner })).toBeVisible();
}

test("offline, a buyer opens products from the saved catalogue, the cart read only, My orders and an order as last seen, and the offline screen says what is saved", async ({ page, context, request }) => {
  const buyer = await createCustomer(request, { verified: true, label: "offline-pages" });
  const { orderId } = await placeOrderOverApi(request, buyer, (products) => products.find((p) => p.stock)!);
  // One line in the cart.
  const headers = await apiHeaders(request, buyer);
  const list = (await (await request.get("/api/products/product_list/?sort=-name", { headers })).json()) as { results: Array<{ id: number; name: string; stock: boolean }> };
  const inCart = list.results.find((p) => p.stock)!;
  expect((await request.post("/api/cart/items/", { headers, data: { product: inCart.id, cases: 2 } })).status()).toBe(201);

  await signIn(page, buyer);
  await gotoHydrated(page, "/products");
  // The worker installs (the build's files) before it saves anything: wait for it once, here.
  await waitUntilSaved(page, ["/products", "/offline/saved", "/offline/product"]);
  await gotoHydrated(page, "/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: inCart.name })).toBeVisible();
  await gotoHydrated(page, "/my-orders");
  await gotoHydrated(page, `/order/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await waitUntilSaved(page, ["/products", "/offline/saved", "/offline/product", "/cart", "/my-orders", `/order/${orderId}`]);
  const product = await savedProduct(page, 7);

  await goOffline(context, page);

  // A product page never opened: shown from the saved catalogue, with the buyer's price.
  await page.goto(`/products/${product.slug}`);
  await expect(page).toHaveURL((url) => url.pathname === "/offline/product" && url.searchParams.get("slug") === product.slug);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  const details = page.getByTestId("offline-product");
  await expect(details.getByText("You are offline: this product is shown from the catalogue saved on this device.", { exact: false })).toBeVisible();
  await expect(details.getByText(product.item, { exact: true })).toBeVisible();
  await expect(details.getByTestId("product-price")).toContainText(PRICE);
  await expect(details.getByText("Not saved offline")).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The cart as last loaded: its line and totals, read only, and when it was loaded.
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  const line = page.getByTestId("cart-line").filter({ hasText: inCart.name });
  await expect(line).toBeVisible();
  await expect(page.getByText(CART_OFFLINE)).toBeVisible();
  await expect(line.getByRole("button", { name: /^Remove/ })).toBeDisabled();
  await expect(page.getByTestId("offline-page-saved-at")).toHaveText(/^This page is shown as last loaded \d{1,2} \w{3}, \d{1,2}:\d\d [AP]M \(Pacific time\)\.$/);
  await expectNoSeriousViolations(page);

  // My orders and the order opened, as last seen.
  await page.goto("/my-orders");
  await expect(page.getByRole("main").getByText(`#${orderId}`).first()).toBeVisible();
  await expect(page.getByTestId("offline-page-saved-at")).toBeVisible();
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();

  // A page never saved: the offline screen, in the shop's frame (header, banner), saying what is saved.
  await page.goto(`/order/${orderId + 100000}`);
  await expect(page).toHaveURL((url) => url.pathname === "/offline/saved" && url.searchParams.get("from") === `/order/${orderId + 100000}`);
  await expect(page.getByRole("heading", { level: 1, name: "This page is not saved on this device" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart, \d+ items?$/ })).toBeVisible();
  await expect(page.getByText(BANNER)).toBeVisible();
  const saved = page.getByTestId("offline-screen");
  await expect(saved.getByText(/^Saved \d{1,2} \w{3}, .*every product's page\.$/)).toBeVisible();
  await expect(saved.getByRole("link", { name: "Browse the saved catalogue" })).toBeVisible();
  await expect(saved.getByRole("link", { name: `Order #${orderId}, as last seen`, exact: false })).toBeVisible();
  await expect(saved.getByRole("link", { name: "Open My orders as last seen" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await saved.getByRole("link", { name: "Open the saved cart" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/cart");
  await expect(page.getByTestId("cart-line").filter({ hasText: inCart.name })).toBeVisible();

  // Back online: the cart is the server's again, and logging out drops every page of the buyer's.
  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toBeHidden();
  await gotoHydrated(page, "/products");
  await logoutViaHeader(page, buyer.email);
  await expect.poll(() => savedPaths(page)).not.toEqual(expect.arrayContaining(["/cart"]));
  for (const path of await savedPaths(page)) expect(path).not.toMatch(/^(\/fr)?\/(cart|my-orders|order\/)/);

  // The next person on the device never sees the buyer's cart or orders offline.
  await signIn(page, CUSTOMER);
  await gotoHydrated(page, "/products");
  await waitUntilSaved(page, ["/products", "/offline/saved"]);
  await goOffline(context, page);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "This page is not saved on this device" })).toBeVisible();
  await expect(page.getByText(inCart.name)).toHaveCount(0);
  await expect(page.getByTestId("offline-screen").getByText("Not saved: open your cart once while online.")).toBeVisible();
  await expect(page.getByTestId("offline-screen").getByText(`Order #${orderId}`)).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, a visitor opens a product page never saved from the saved catalogue, without prices", async ({ page, context }) => {
  await gotoHydrated(page, "/products");
  await expect(productCards(page).first()).toBeVisible();
  await waitUntilSaved(page, ["/products", "/offline/saved", "/offline/product"]);
  const product = await savedProduct(page, 3);
  await goOffline(context, page);
  // From the list, as a person would: the card's link.
  await page.goto(`/products?search=${encodeURIComponent(product.item.toLowerCase())}`);
  // The saved copy of /products is of another query: the list is answered from the saved catalogue
  // once it is read (a click before that lands on the replaced list).
  await expect(page.getByTestId("offline-catalogue")).toBeVisible();
  await productCards(page).filter({ hasText: product.name }).getByRole("link", { name: product.name }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/offline/product");
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId("product-price")).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(PRICE);
  // A product the saved catalogue does not hold says so, with the way to the catalogue.
  await page.goto("/products/no-such-product-anywhere");
  await expect(page.getByRole("heading", { level: 1, name: "This product is not in the catalogue saved on this device." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse the saved catalogue" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Back online, the screen gives way to the real page.
  await page.goto(`/offline/product?slug=${encodeURIComponent(product.slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL((url) => url.pathname === `/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
});

test("offline in French, a visitor keeps both languages' catalogues, opens a product never saved in French, and a page never saved gets the French screen", async ({ page, context }) => {
  await gotoHydrated(page, "/products");
  await waitUntilSaved(page, ["/products", "/offline/saved", "/offline/product"]);
  // The language switch keeps the page; the French pages and catalogue are saved beside the English.
  await gotoHydrated(page, "/fr/products");
  await expect(productCards(page).first()).toBeVisible();
  await waitUntilSaved(page, ["/fr/products", "/fr/offline/saved", "/fr/offline/product"], "fr-CA");
  // The French sync saved beside the English copy, not over it.
  await waitUntilSaved(page, ["/products", "/offline/saved"], "en-CA");
  // Each language's copy names the products in it (and sorts them by those names): a product whose
  // French name differs from its English one.
  const englishRows = await savedProducts(page, "en-CA");
  const frenchRows = await savedProducts(page, "fr-CA");
  expect(frenchRows).toHaveLength(englishRows.length);
  const renamed = frenchRows.find((row) => englishRows.some((other) => other.slug === row.slug && other.name !== row.name));
  expect(renamed, "a product named differently in the French copy than in the English one").toBeDefined();
  const french = renamed!;
  const english = englishRows.find((row) => row.slug === french.slug)!;

  await goOffline(context, page, FRENCH_BANNER);
  // The French list, answered from the French copy of the catalogue.
  await page.goto(`/fr/products?search=${encodeURIComponent(french.item.toLowerCase())}`);
  await expect(page.getByTestId("offline-catalogue")).toBeVisible();
  const card = productCards(page).filter({ hasText: french.name });
  await expect(card).toBeVisible();
  await card.getByRole("link", { name: french.name }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/fr/offline/product" && url.searchParams.get("slug") === french.slug);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1, name: french.name })).toBeVisible();
  await expect(page.getByTestId("product-price")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  // A page never saved: the French offline screen, which offers the French catalogue.
  await page.goto("/fr/my-orders");
  await expect(page).toHaveURL((url) => url.pathname === "/fr/offline/saved" && url.searchParams.get("from") === "/fr/my-orders");
  await expect(page.getByRole("heading", { level: 1, name: "Cette page n’est pas enregistrée sur cet appareil" })).toBeVisible();
  const browse = page.getByTestId("offline-screen").getByRole("link", { name: "Parcourir le catalogue enregistré" });
  await expect(browse).toHaveAttribute("href", "/fr/products");
  await expectNoSeriousViolations(page);
  // The English pages kept their English copy.
  await page.goto(`/products/${english.slug}`);
  await expect(page).toHaveURL((url) => url.pathname === "/offline/product");
  await expect(page.getByRole("heading", { level: 1, name: english.name })).toBeVisible();

  // Back online, the French product screen gives way to the French product page.
  await page.goto(`/fr/offline/product?slug=${encodeURIComponent(french.slug)}`);
  await expect(page.getByRole("heading", { level: 1, name: french.name })).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL((url) => url.pathname === `/fr/products/${french.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: french.name })).toBeVisible();
});
