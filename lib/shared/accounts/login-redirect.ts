const BASE = "http://next.invalid";

/**
 * A path on this site to come back to after logging in ("/cart", "/products?search=rice"), or null:
 * never another origin ("//x", "/\\x"), never the API or an account page. Judged on the path as
 * the browser will resolve it ("/products/../api/x" is "/api/x"), and answered in that form.
 * Client-safe.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500 || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // Percent-encoded dots or slashes could still mean another path to the server: refuse them.
  if (/%2e|%2f|%5c/i.test(url.pathname)) return null;
  if (/^\/(api|login|register|youremail|validateCode|enterpassword|waiting-verification)(\/|$)/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, coming back to `returnTo` afterwards (where a visitor was sent to log in from). */
export function loginHref(returnTo: string): string {
  const next = safeReturnPath(returnTo);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}

/**
 * docs/product.md §4, login redirect: to /checkout when the buyer was sent to log in from checkout;
 * else Admin → /admin (the back office's home, issue 25), verified Customer → /products, unverified → /waiting-verification.
 * Client-safe.
 */
export function loginRedirectPath(
  user: { form: "Admin" | "Customer"; verified: boolean },
  options: { fromCheckout?: boolean; next?: string | null } = {},
): string {
  const next = safeReturnPath(options.next);
  if (user.form === "Admin") return options.fromCheckout ? "/checkout-admin" : next && staffMayReturnTo(next) ? next : "/admin";
  if (!user.verified) return "/waiting-verification";
  if (options.fromCheckout) return "/checkout";
  return next && !next.startsWith("/admin") && !/^\/(cart|checkout)-admin/.test(next) ? next : "/products";
}

/** Staff come back to the back office or the catalogue, not to a customer's own pages. */
function staffMayReturnTo(next: string): boolean {
  return /^\/(admin|products|cart-admin|checkout-admin)(\/|\?|$)/.test(next) || next === "/" || next.startsWith("/?");
}

/** Why a visitor was sent to log in, from the page they asked for: the `reason` of the "account" namespace's loginReason. */
export type LoginReason = "cart" | "orders" | "profile" | "backOffice" | "products" | "other";

export function loginReasonOf(next: string): LoginReason {
  // The same page in either language: /fr/cart is /cart.
  const unprefixed = next.replace(/^\/fr(?=[/?#]|$)/, "");
  const path = unprefixed.startsWith("/") ? unprefixed : `/${unprefixed}`;
  if (/^\/cart(\/|\?|$)/.test(path)) return "cart";
  if (/^\/(my-orders|order|edit-order)(\/|\?|$)/.test(path)) return "orders";
  if (/^\/my-profile(\/|\?|$)/.test(path)) return "profile";
  if (/^\/(admin|cart-admin|checkout-admin)(\/|\?|$)/.test(path)) return "backOffice";
  if (/^\/(products)?(\/|\?|$)/.test(path)) return "products";
  return "other";
}
