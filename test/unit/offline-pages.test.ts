import { describe, expect, it } from "vitest";
import {
  isCataloguePage,
  isPersonalPage,
  offlineProductHref,
  offlineDataKey,
  dataLocaleOf,
  offlineScreenHref,
  offlineScreensFor,
  pageToReturnTo,
  personalPageKey,
  productSlugOf,
} from "@/client/offline/offline-caches";
import { summariseSavedPages } from "@/lib/shared/offline/saved-pages";
import { translator } from "@/lib/i18n/translator";
import { quickOrderExample } from "@/lib/shared/cart/quick-order-example";

/*
 * What the service worker keeps for offline use besides the catalogue (app/sw.ts, docs/product.md §4
 * "Offline"): which pages, under which keys, where a page never saved goes, and what the offline
 * screen lists as saved.
 */

describe("the pages kept offline", () => {
  it("saves the offline screens with the catalogue pages, for everyone", () => {
    for (const path of ["/offline/saved", "/offline/product"]) expect(isCataloguePage(path)).toBe(true);
    expect(isCataloguePage("/offline/other")).toBe(false);
  });

  it("keeps a customer's cart, My orders and order pages, and nothing else of theirs", () => {
    for (const path of ["/cart", "/my-orders", "/order/12"]) expect(isPersonalPage(path)).toBe(true);
    for (const path of ["/checkout", "/cart-admin", "/order/abc", "/order/12/x", "/edit-order/12", "/my-profile", "/admin/order/12", "/products"]) {
      expect(isPersonalPage(path)).toBe(false);
    }
  });

  it("keys My orders by its query (pages and filters apart), the cart and an order by their path", () => {
    expect(personalPageKey(new URL("https://shop.test/my-orders?status=Pending&page=2"))).toBe("https://shop.test/my-orders?status=Pending&page=2");
    expect(personalPageKey(new URL("https://shop.test/cart?x=1"))).toBe("https://shop.test/cart");
    expect(personalPageKey(new URL("https://shop.test/order/7?from=mail"))).toBe("https://shop.test/order/7");
  });

  it("sends a product page never saved to the product screen, with its slug", () => {
    expect(productSlugOf("/products/flour_10_kg")).toBe("flour_10_kg");
    expect(productSlugOf("/products/caf%C3%A9")).toBe("café");
    for (const path of ["/products", "/products/", "/products/a/b", "/products/not-found", "/products/%E0%A4%A", "/offline/product"]) {
      expect(productSlugOf(path)).toBeNull();
    }
    expect(offlineProductHref("café & co")).toBe("/offline/product?slug=caf%C3%A9+%26+co");
    expect(new URL(offlineProductHref("café & co"), "https://shop.test").searchParams.get("slug")).toBe("café & co");
  });

  it("sends any other page never saved to the offline screen, which goes back only to the shop's own pages", () => {
    expect(offlineScreenHref("/my-orders?page=2")).toBe("/offline/saved?from=%2Fmy-orders%3Fpage%3D2");
    expect(pageToReturnTo("/my-orders?page=2")).toBe("/my-orders?page=2");
    for (const from of [null, "", "https://evil.test/", "//evil.test/x", "/offline/saved", "/offline/saved?from=/cart", "javascript:alert(1)"]) {
      expect(pageToReturnTo(from)).toBeNull();
    }
  });
});

describe("the pages kept offline in French", () => {
  it("keeps the same pages at their French addresses", () => {
    for (const path of ["/fr", "/fr/products", "/fr/products/flour_10_kg", "/fr/offline/saved", "/fr/offline/product"]) expect(isCataloguePage(path)).toBe(true);
    for (const path of ["/fr/cart", "/fr/my-orders", "/fr/order/12"]) expect(isPersonalPage(path)).toBe(true);
    for (const path of ["/fr/checkout", "/fr/admin/order/12", "/francais/products", "/fr/fr/products"]) {
      expect(isCataloguePage(path) || isPersonalPage(path)).toBe(false);
    }
    expect(personalPageKey(new URL("https://shop.test/fr/my-orders?page=2"))).toBe("https://shop.test/fr/my-orders?page=2");
    expect(personalPageKey(new URL("https://shop.test/fr/order/7?from=mail"))).toBe("https://shop.test/fr/order/7");
  });

  it("sends a French page never saved to the French screens, the English ones when only those are saved", () => {
    expect(productSlugOf("/fr/products/caf%C3%A9")).toBe("café");
    expect(productSlugOf("/fr/products")).toBeNull();
    expect(offlineProductHref("café", "fr-CA")).toBe("/fr/offline/product?slug=caf%C3%A9");
    expect(offlineScreenHref("/fr/my-orders?page=2", "fr-CA")).toBe("/fr/offline/saved?from=%2Ffr%2Fmy-orders%3Fpage%3D2");
    expect(pageToReturnTo("/fr/my-orders?page=2")).toBe("/fr/my-orders?page=2");
    expect(pageToReturnTo("/fr/offline/saved?from=/fr/cart")).toBeNull();
    expect(offlineScreensFor("fr-CA")).toEqual(["fr-CA", "en-CA"]);
    expect(offlineScreensFor("en-CA")).toEqual(["en-CA", "fr-CA"]);
  });

  it("saves the catalogue once per language, the one the page asked for", () => {
    const asked = (headers: Record<string, string>) => dataLocaleOf(new Headers(headers));
    // The page's language, named by the shop's own header, whatever the browser's Accept-Language.
    expect(asked({ "x-page-language": "fr-CA", "accept-language": "en-CA" })).toBe("fr-CA");
    expect(asked({ "x-page-language": "en-CA", "accept-language": "fr-CA" })).toBe("en-CA");
    // Without it (another caller), Accept-Language.
    expect(asked({ "accept-language": "fr-CA" })).toBe("fr-CA");
    expect(asked({ "accept-language": "fr", "x-page-language": "de-DE" })).toBe("fr-CA");
    for (const header of ["en-CA", "", "de", "*"]) expect(asked({ "accept-language": header })).toBe("en-CA");
    expect(asked({})).toBe("en-CA");
    const english = offlineDataKey("/api/products/all_product_list/?is_deleted=false", "en-CA");
    const french = offlineDataKey("/api/products/all_product_list/?is_deleted=false", "fr-CA");
    expect(english).not.toBe(french);
    expect(new URL(french, "https://shop.test").pathname).toBe("/api/products/all_product_list/");
  });
});

describe("what the offline screen lists as saved", () => {
  const at = new Date("2026-11-26T12:00:00Z");

  it("finds the cart, My orders (its first page first) and the orders opened, newest order first", () => {
    const summary = summariseSavedPages(
      [
        { path: "/", savedAt: at },
        { path: "/products", savedAt: at },
        { path: "/my-orders?page=2", savedAt: at },
        { path: "/order/3", savedAt: at },
        { path: "/my-orders", savedAt: null },
        { path: "/order/12", savedAt: at },
        { path: "/cart", savedAt: at },
        { path: "/offline/saved", savedAt: at },
        { path: "/fr/order/40", savedAt: at },
      ],
      "en-CA",
    );
    expect(summary.cart).toEqual({ path: "/cart", savedAt: at });
    expect(summary.myOrders).toEqual({ path: "/my-orders", savedAt: null });
    expect(summary.orders.map((order) => [order.id, order.path])).toEqual([
      [12, "/order/12"],
      [3, "/order/3"],
    ]);
  });

  it("offers another page of My orders when the first is not saved, and nothing that is not saved", () => {
    const summary = summariseSavedPages([{ path: "/my-orders?status=Pending", savedAt: at }, { path: "/my-ordersx", savedAt: at }], "en-CA");
    expect(summary.myOrders?.path).toBe("/my-orders?status=Pending");
    expect(summary.cart).toBeNull();
    expect(summariseSavedPages([], "fr-CA")).toEqual({ cart: null, myOrders: null, orders: [] });
  });

  it("lists a French screen's pages saved in French, by their paths without the language (its links add it)", () => {
    const pages = [
      { path: "/cart", savedAt: at },
      { path: "/fr/my-orders?status=Pending", savedAt: at },
      { path: "/fr/order/7", savedAt: at },
      { path: "/order/9", savedAt: at },
      { path: "/fr/orders/8", savedAt: at },
      { path: "/francais/order/5", savedAt: at },
    ];
    const french = summariseSavedPages(pages, "fr-CA");
    expect(french.cart).toBeNull();
    expect(french.myOrders).toEqual({ path: "/my-orders?status=Pending", savedAt: at });
    expect(french.orders.map((order) => [order.id, order.path])).toEqual([[7, "/order/7"]]);
    const english = summariseSavedPages(pages, "en-CA");
    expect(english.cart?.path).toBe("/cart");
    expect(english.myOrders).toBeNull();
    expect(english.orders.map((order) => order.id)).toEqual([9]);
  });
});

describe("the quick order's example", () => {
  const t = translator("en-CA", "quickOrder");
  it("names the catalogue's item codes", () => {
    expect(quickOrderExample(t, ["TOM-28", "OIL-3"])).toEqual({
      hint: "For example: TOM-28 3, or TOM-28,3, or a code and a case count in two spreadsheet columns.",
      placeholder: "TOM-28 3\nOIL-3,2",
    });
    expect(quickOrderExample(t, ["ONLY-1"]).placeholder).toBe("ONLY-1 3\nONLY-1,2");
  });

  it("falls back to a placeholder code while the catalogue is empty", () => {
    expect(quickOrderExample(t, []).hint).toContain("ITEM-CODE 3");
  });
});
