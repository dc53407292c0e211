/**
 * SPEC.md §4, login redirect: to /checkout when the buyer was sent to log in from checkout;
 * else Admin → /admin/products, verified Customer → /products, unverified → /waiting-verification.
 * Client-safe.
 */
export function loginRedirectPath(
  user: { form: "Admin" | "Customer"; verified: boolean },
  options: { fromCheckout?: boolean } = {},
): string {
  if (user.form === "Admin") return options.fromCheckout ? "/checkout-admin" : "/admin/products";
  if (!user.verified) return "/waiting-verification";
  return options.fromCheckout ? "/checkout" : "/products";
}
