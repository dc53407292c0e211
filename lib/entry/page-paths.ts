import "server-only";

/*
 * The one table of pages and who may open them (docs/product.md §2 and §6). proxy.ts reads it
 * before a page renders (lib/entry/request-guard.ts), and every page reads its own row through
 * guardPage(path) or pageRoute(path): the two can no longer disagree. A page file without a row
 * fails test/unit/page-paths.test.ts.
 *
 * Access (who may open the page; whoever may not is redirected, lib/entry/page-guard.ts):
 * - public: everyone; an unverified customer browses the catalogue as a visitor does (no prices,
 *   no cart: docs/architecture.md, where it differs from docs/product.md), which also lets the
 *   catalogue's pages send their prerendered shell before the session is read;
 * - guest: login, register and password reset, only without a session;
 * - verified: verified customers and admins (quick order);
 * - profile: my profile, the same people;
 * - customer: verified customers only (cart, checkout, my orders, order pages, edit order);
 * - admin: admins only (a visitor is sent to /login, which brings an admin back);
 * - waiting: the waiting page, only for an unverified customer;
 * - null: a page the guard leaves alone (the missing records' 404s, the unknown paths' redirect).
 *
 * Subject: the page shows one record named by its path's dynamic segment; proxy.ts looks it up as
 * the caller (lib/entry/page-subjects.ts) and, when there is none, shows `missing` (a page
 * prerendered as a 404 with this page's not-found panel) with a real 404: a page whose prerendered
 * shell has started streaming can no longer change its status.
 */
export type PageAccess = "public" | "guest" | "verified" | "customer" | "profile" | "admin" | "waiting";

/** The record a page's dynamic segment names: one loader per kind (lib/entry/page-subjects.ts). */
export type PageSubject = "product" | "productById" | "order" | "category" | "customer" | "customerOrders" | "vendor" | "priceList" | "deliveryZone" | "webhook";

export interface PageRow {
  access: PageAccess | null;
  subject?: PageSubject;
  /** Where proxy.ts shows, with a 404, a subject that is not there: a page prerendered as that 404. */
  missing?: string;
}

export const PAGE_PATHS = {
  "/": { access: "public" },
  "/products": { access: "public" },
  "/products/[slug]": { access: "public", subject: "product", missing: "/products/not-found" },
  "/products/not-found": { access: null },
  "/offline/saved": { access: "public" },
  "/offline/product": { access: "public" },
  "/cart": { access: "customer" },
  "/checkout": { access: "customer" },
  "/my-orders": { access: "customer" },
  "/order/[id]": { access: "customer", subject: "order", missing: "/missing/order" },
  "/edit-order/[id]": { access: "customer", subject: "order", missing: "/missing/order" },
  "/quick-order": { access: "verified" },
  "/order-guide": { access: "customer" },
  "/my-profile": { access: "profile" },
  "/login": { access: "guest" },
  "/register": { access: "guest" },
  "/youremail": { access: "guest" },
  "/validateCode": { access: "guest" },
  "/enterpassword": { access: "guest" },
  "/waiting-verification": { access: "waiting" },
  "/cart-admin": { access: "admin" },
  "/checkout-admin": { access: "admin" },
  "/admin": { access: "admin" },
  "/admin/products": { access: "admin" },
  "/admin/products/import": { access: "admin" },
  "/admin/add-product": { access: "admin" },
  "/admin/product/[id]": { access: "admin", subject: "productById", missing: "/missing/admin-product" },
  "/admin/categories": { access: "admin" },
  "/admin/add-category": { access: "admin" },
  "/admin/category/[id]": { access: "admin", subject: "category", missing: "/missing/admin-category" },
  "/admin/customers": { access: "admin" },
  "/admin/customers/import": { access: "admin" },
  "/admin/create-customer": { access: "admin" },
  "/admin/edit-customer/[id]": { access: "admin", subject: "customer", missing: "/missing/admin-customer" },
  "/admin/customer-orders/customer/[id]": { access: "admin", subject: "customerOrders", missing: "/missing/admin-customer-orders" },
  "/admin/order-guide/[id]": { access: "admin", subject: "customer", missing: "/missing/admin-customer" },
  "/admin/orders": { access: "admin" },
  "/admin/order/[id]": { access: "admin", subject: "order", missing: "/missing/admin-order" },
  "/admin/order/edit/[id]": { access: "admin", subject: "order", missing: "/missing/admin-order" },
  "/admin/vendors": { access: "admin" },
  "/admin/add-vendor": { access: "admin" },
  "/admin/edit-vendor/[id]": { access: "admin", subject: "vendor", missing: "/missing/admin-vendor" },
  "/admin/price-lists": { access: "admin" },
  "/admin/add-price-list": { access: "admin" },
  "/admin/price-list/[id]": { access: "admin", subject: "priceList", missing: "/missing/admin-price-list" },
  "/admin/delivery-zones": { access: "admin" },
  "/admin/add-delivery-zone": { access: "admin" },
  "/admin/delivery-zone/[id]": { access: "admin", subject: "deliveryZone", missing: "/missing/admin-delivery-zone" },
  "/admin/audit": { access: "admin" },
  "/admin/webhooks": { access: "admin" },
  "/admin/webhook/[id]": { access: "admin", subject: "webhook", missing: "/missing/admin-webhook" },
  "/missing/order": { access: null },
  "/missing/admin-order": { access: null },
  "/missing/admin-customer-orders": { access: null },
  "/missing/admin-customer": { access: null },
  "/missing/admin-vendor": { access: null },
  "/missing/admin-price-list": { access: null },
  "/missing/admin-delivery-zone": { access: null },
  "/missing/admin-webhook": { access: null },
  "/missing/admin-category": { access: null },
  "/missing/admin-product": { access: null },
  "/[...unknown]": { access: null },
} as const satisfies Record<string, PageRow>;

/** A page's route as written under app/ (route groups dropped): the key of its row. */
export type PagePath = keyof typeof PAGE_PATHS;

export interface PageMatch {
  path: PagePath;
  row: PageRow;
  /** The dynamic segment's value ([id], [slug]), still percent-encoded as in the URL. */
  param?: string;
}

const ROUTES = (Object.keys(PAGE_PATHS) as PagePath[]).map((path) => ({ path, segments: path.split("/").filter(Boolean) }));

function segmentsMatch(pattern: string[], segments: string[]): string | undefined | false {
  if (pattern.length === 1 && pattern[0]!.startsWith("[...")) return segments.length > 0 ? undefined : false;
  if (pattern.length !== segments.length) return false;
  let param: string | undefined;
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith("[")) param = segments[i];
    else if (part !== segments[i]) return false;
  }
  return param;
}

/** A row's rank as Next.js matches routes: static segments before dynamic ones, the catch-all last. */
function rank(pattern: string[]): number {
  if (pattern.some((p) => p.startsWith("[..."))) return 2;
  return pattern.some((p) => p.startsWith("[")) ? 1 : 0;
}

const RANKED = [...ROUTES].sort((a, b) => rank(a.segments) - rank(b.segments));

/** The row of the page a pathname opens (trailing slashes aside), or null for `/` paths the table does not know. */
export function matchPage(pathname: string): PageMatch | null {
  const segments = pathname.split("/").filter(Boolean);
  for (const { path, segments: pattern } of RANKED) {
    const param = segmentsMatch(pattern, segments);
    if (param === false) continue;
    return { path, row: PAGE_PATHS[path], ...(param !== undefined ? { param } : {}) };
  }
  return null;
}
