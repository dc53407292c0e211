import "server-only";
import type { Origin } from "@/lib/http/allowed-hosts";
import { readProductsQuery } from "@/lib/entry/products-view";
import { productsHref, productsQuery } from "@/lib/shared/ui/products-url";
import { SLUG_SHAPE } from "@/lib/shared/catalog/slug";

/*
 * The visitor's whole cached pages (docs/architecture.md "Whole cached pages for visitors"). A page
 * request without a session cookie for /, /products (every category page, search, sort and page)
 * or a product page is rewritten by proxy.ts to a route under VISITOR_PREFIX
 * (app/[locale]/(visitor)) whose every part is known from its path: the visitor's frame, the catalogue read
 * as the visitor audience from its cache, and the shop's origin (for the canonical link and the
 * JSON-LD) as a path segment. Next.js renders each such path once, keeps it in its page cache with
 * the catalogue tags of what it read (a catalogue write expires it: lib/catalog/catalog-cache.ts),
 * and serves it from there without rendering. Such a page carries no per-request nonce: proxy.ts
 * gives it visitorPagePolicy() (lib/http/security-headers.ts).
 *
 * Pure: proxy.ts decides from the path and query alone; the pages check the rest (a category that
 * no longer exists, or a page past the last, sends the browser on, as the page of /products does).
 */

export const VISITOR_PREFIX = "/visitor";

/** The only parameters the build renders (without a database: the pages render nothing for it). */
export const BUILD_PLACEHOLDER = "build";

/** The segment of a /products view without a query. */
const ALL = "all";

function encode(text: string): string {
  return Buffer.from(text, "utf8").toString("base64url");
}

function decode(segment: string): string {
  return Buffer.from(segment, "base64url").toString("utf8");
}

/** What proxy.ts does with a session-less page request: rewrite it, send the browser on, or neither. */
export type VisitorAnswer = { rewrite: string } | { redirect: string } | null;

/**
 * Where proxy.ts rewrites a session-less page request, or null: the page renders as for anyone. A
 * /products query is read as the page reads it (lib/entry/products-view.ts: the search trimmed and
 * lowercased, unknown parameters left out), so the cached page is the one of the view the page
 * would show, and a visitor stays on the visitor's pages whatever the query; a bad parameter sends
 * the browser to the URL without it, as the page does. The home page and product pages ignore
 * their query.
 */
export function visitorPage(pathname: string, search: string, origin: Origin): VisitorAnswer {
  const site = `${VISITOR_PREFIX}/${encode(`${origin.protocol}://${origin.host}`)}`;
  if (pathname === "/") return { rewrite: site };
  if (pathname === "/products") {
    const params: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(search)) if (!(key in params)) params[key] = value;
    const { view, bad } = readProductsQuery("visitor", params);
    if (bad) return { redirect: productsHref(view) };
    const query = productsQuery(view);
    return { rewrite: `${site}/products/${query ? encode(query) : ALL}` };
  }
  const slug = pathname.startsWith("/products/") ? pathname.slice("/products/".length) : null;
  if (slug && slug !== "not-found" && SLUG_SHAPE.test(slug)) return { rewrite: `${site}/product/${slug}` };
  return null;
}

/** Whether a path is one of the rewritten routes (a request for it from outside is answered 404). */
export function isVisitorPath(pathname: string): boolean {
  return pathname === VISITOR_PREFIX || pathname.startsWith(`${VISITOR_PREFIX}/`);
}

/** The origin a rewritten path names, or null (the build's placeholder, or nothing proxy.ts wrote). */
export function originOfSegment(segment: string): string | null {
  if (segment === BUILD_PLACEHOLDER) return null;
  const origin = decode(decodeURIComponent(segment));
  return /^https?:\/\/[^/\s]+$/.test(origin) ? origin : null;
}

/** The /products query a rewritten path names. */
export function queryOfSegment(segment: string): URLSearchParams {
  return new URLSearchParams(segment === ALL ? "" : decode(decodeURIComponent(segment)));
}
