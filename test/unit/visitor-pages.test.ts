import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { isVisitorSearchKey } from "@/lib/cache/incremental-cache-handler.js";
import { BUILD_PLACEHOLDER, isVisitorPath, originOfSegment, queryOfSegment, visitorPage } from "@/lib/entry/visitor-pages";
import { productsQuery, readProductsParams } from "@/lib/shared/ui/products-url";
import { sortsFor } from "@/lib/shared/catalog/product-sorts";

/*
 * Issue 27: which session-less page requests proxy.ts rewrites to the visitor's whole cached pages,
 * and what the rewritten path carries (lib/entry/visitor-pages.ts).
 */

const HTTP = { protocol: "http", host: "shop.test" } as const;
const segments = (path: string) => path.split("/").slice(1);

/** Where the request is rewritten to (null: not rewritten). */
function visitorPath(pathname: string, search: string, origin: { protocol: "http" | "https"; host: string }): string | null {
  const answer = visitorPage(pathname, search, origin);
  return answer && "rewrite" in answer ? answer.rewrite : null;
}

describe("visitorPath", () => {
  it("rewrites the home page, every canonical /products view and a product page, keeping the origin and the query", () => {
    const home = visitorPath("/", "", HTTP)!;
    const [prefix, origin] = segments(home);
    expect(prefix).toBe("visitor");
    expect(originOfSegment(origin)).toBe("http://shop.test");
    expect(originOfSegment(segments(visitorPath("/", "", { protocol: "https", host: "[::1]:8443" })!)[1])).toBe("https://[::1]:8443");

    expect(visitorPath("/products", "", HTTP)).toBe(`${home}/products/all`);
    for (const query of ["category=3", "search=olive+oil", "search=cr%C3%A8me&category=3&sort=-name&page=2", "page=7"]) {
      const path = visitorPath("/products", `?${query}`, HTTP)!;
      expect(path.startsWith(`${home}/products/`)).toBe(true);
      expect(queryOfSegment(segments(path)[3]).toString()).toBe(query);
    }
    expect(visitorPath("/products/rice_5kg", "", HTTP)).toBe(`${home}/product/rice_5kg`);
  });

  it("reads a /products query as the page does, so every spelling of a view is one cached page", () => {
    const viewOf = (search: string) => queryOfSegment(segments(visitorPath("/products", search, HTTP)!)[3]).toString();
    expect(viewOf("?search=Rice")).toBe("search=rice");
    expect(viewOf("?search=%20rice%20")).toBe("search=rice");
    expect(viewOf("?search=pastry%20flour")).toBe("search=pastry+flour");
    expect(viewOf("?sort=name")).toBe("");
    expect(viewOf("?page=1&utm_source=mail&_rsc=1x2y")).toBe("");
    expect(viewOf("?category=3&search=rice")).toBe("search=rice&category=3");
    expect(visitorPath("/", "?utm_source=mail", HTTP)).toBe(visitorPath("/", "", HTTP));
    expect(visitorPath("/products/rice_5kg", "?x=1", HTTP)).toBe(visitorPath("/products/rice_5kg", "", HTTP));
  });

  it("sends the browser to the URL without a bad parameter, as the page does", () => {
    for (const [search, target] of [
      ["?sort=price", "/products"],
      ["?sort=bogus&search=rice", "/products?search=rice"],
      ["?page=abc", "/products"],
      ["?page=0&category=3", "/products?category=3"],
      ["?category=x", "/products"],
      [`?search=${"a".repeat(101)}`, "/products"],
    ]) {
      expect(visitorPage("/products", search, HTTP), search).toEqual({ redirect: target });
    }
  });

  it("leaves every other page to render as usual", () => {
    for (const path of ["/products/", "/products/not-found", "/products/Rice", "/products/a/b", "/login", "/register", "/cart", "/admin", "/my-orders", "/offline/saved"]) {
      expect(visitorPath(path, "", HTTP), path).toBeNull();
    }
  });

  it("rewrites any /products query to the view the page would show, or sends the browser to it (property)", () => {
    const value = fc.oneof(fc.constantFrom("rice", "olive oil", "Rice", " rice", "crème", "0", "1", "2", "-1", "x", "name", "-name", "price", "relevance"), fc.string({ maxLength: 6 }));
    const query = fc.array(fc.tuple(fc.constantFrom("search", "category", "sort", "page", "other"), value), { maxLength: 4 });
    fc.assert(
      fc.property(query, (pairs) => {
        const search = new URLSearchParams(pairs).toString();
        const answer = visitorPage("/products", search ? `?${search}` : "", HTTP)!;
        const view = productsQuery(readProductsParams(new URLSearchParams(search), sortsFor("visitor")));
        if ("redirect" in answer) {
          // Sent on to a URL whose view is read the same and is sent on no further.
          const again = visitorPage("/products", answer.redirect.slice("/products".length), HTTP)!;
          expect(again).toHaveProperty("rewrite");
        } else {
          expect(queryOfSegment(segments(answer.rewrite)[3]).toString()).toBe(view);
        }
      }),
    );
  });
});

describe("the rewritten path", () => {
  it("is recognised (a request from outside for it is a 404), and nothing else is", () => {
    expect(isVisitorPath("/visitor")).toBe(true);
    expect(isVisitorPath("/visitor/abc/products/all")).toBe(true);
    expect(isVisitorPath("/visitors")).toBe(false);
    expect(isVisitorPath("/products/visitor")).toBe(false);
  });

  it("names no origin for the build's placeholder or a segment that is not an origin", () => {
    expect(originOfSegment(BUILD_PLACEHOLDER)).toBeNull();
    expect(originOfSegment(Buffer.from("javascript:alert(1)").toString("base64url"))).toBeNull();
    expect(originOfSegment(Buffer.from("http://a.test/path").toString("base64url"))).toBeNull();
    expect(originOfSegment(Buffer.from("http://a b").toString("base64url"))).toBeNull();
  });
});

describe("the page cache's visitor searches", () => {
  const key = (query: string) => `/visitor/${Buffer.from("http://shop.test").toString("base64url")}/products/${Buffer.from(query).toString("base64url")}`;

  it("are the /products views with a search, whatever prefix the cache puts before the path", () => {
    expect(isVisitorSearchKey(key("search=rice"))).toBe(true);
    expect(isVisitorSearchKey(`APP_PAGE/abc/$${key("search=rice&page=2")}`)).toBe(true);
    expect(isVisitorSearchKey(key("category=3"))).toBe(false);
    expect(isVisitorSearchKey(key("category=3").replace(/[^/]+$/, "all"))).toBe(false);
    expect(isVisitorSearchKey(`/visitor/${Buffer.from("http://shop.test").toString("base64url")}/product/rice_5kg`)).toBe(false);
    expect(isVisitorSearchKey("/products")).toBe(false);
    expect(isVisitorSearchKey(undefined)).toBe(false);
  });
});
