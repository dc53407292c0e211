import type { Actor } from "@/lib/context/actor";

/* The role rules of docs/product.md §6 that depend only on who is acting. Client-safe. */

export function isAdmin(actor: Actor): boolean {
  return actor.kind === "user" && actor.role === "Admin";
}

/** What a catalogue page shows: no prices (visitor), prices (customer), prices and staff tools (admin). */
export type Audience = "visitor" | "customer" | "admin";

export function audienceOf(actor: Actor): Audience {
  if (isAdmin(actor)) return "admin";
  return canSeePrices(actor) ? "customer" : "visitor";
}

/**
 * Where the audience's cart is (docs/product.md §2): the verified customer's own, the admin's that orders
 * for a customer; none for visitors and customers awaiting verification.
 */
export function cartPathFor(audience: Audience): "/cart" | "/cart-admin" | null {
  if (audience === "admin") return "/cart-admin";
  return audience === "customer" ? "/cart" : null;
}

/** docs/product.md §4: verified customers may add in-stock products to a cart, admins any product. */
export function mayAddToCart(audience: Audience, product: { stock: boolean }): boolean {
  return audience === "admin" || (audience === "customer" && product.stock);
}

/** docs/product.md §6: prices are for verified customers and admins only. */
export function canSeePrices(actor: Actor): boolean {
  return actor.kind === "user" && (actor.role === "Admin" || actor.verified);
}

/** A customer who has logged in but whom the shop has not verified yet (sees the catalogue as a visitor). */
export function awaitingVerification(actor: Actor): boolean {
  return actor.kind === "user" && actor.role === "Customer" && !actor.verified;
}
