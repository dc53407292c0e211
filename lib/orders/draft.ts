import "server-only";
import { eq } from "drizzle-orm";
import { orderDrafts, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireVerifiedCustomer } from "@/lib/identity/access";
import { readCart, type Cart, type CartLine } from "@/lib/cart/cart";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import type { Billing } from "@/lib/shared/orders/schemas";
import type { TaxView } from "@/lib/shared/pricing/sales-taxes";
import { profileDeliveryOf } from "./order-taxes";
import { deliveryDatesFor, type DeliveryDatesView } from "@/lib/delivery/zones";

/**
 * The saved order draft of a customer (docs/product.md §3 "Saved order draft"): the billing entered on
 * /cart, kept on the server by Review and pay, with the cart's lines and its totals recomputed on
 * every read. The lines are the cart itself, so the draft can never disagree with it.
 */
export interface OrderDraft {
  products: CartLine[];
  /** The saved billing; null until Review and pay. */
  billing: Billing | null;
  orderPrice: string;
  tax: string;
  /** Each tax for the province of delivery (the saved billing's, else the profile's). */
  taxes: TaxView[];
  /** The zone's fee under its minimum (issue 31) for where the order goes; "0.00" when none. */
  deliveryFee: string;
  /** The zone of where the order goes (the saved billing's postal code, else the profile's), its next dates and minimum. */
  delivery: DeliveryDatesView;
  grandTotal: string;
}

export async function getDraft(ctx: Ctx): Promise<OrderDraft> {
  const actor = requireVerifiedCustomer(ctx.actor);
  const [draft] = await ctx.db.select({ billing: orderDrafts.billing }).from(orderDrafts).where(eq(orderDrafts.userId, actor.id));
  const billing = draft?.billing ? { ...draft.billing, po_number: draft.billing.po_number ?? null } : null;
  // Taxed and delivered for where the order goes: the saved billing's province and postal code, else the profile's.
  const profile = billing?.state && billing.zipcode ? null : await profileDeliveryOf(ctx, actor.id);
  const to = { customerId: actor.id, state: billing?.state || profile?.state || null, zipcode: billing?.zipcode || profile?.zipcode || null };
  const [cart, delivery] = await Promise.all([readCart(ctx, to), deliveryDatesFor(ctx, to.zipcode ?? "")]);
  return withCart(cart, billing, delivery);
}

/** Review and pay: stores the billing (validated by the caller's schema) for a cart that has lines. */
export async function saveDraft(ctx: Ctx, billing: Billing): Promise<OrderDraft> {
  const actor = requireVerifiedCustomer(ctx.actor);
  // Re-priced for the province just chosen: the review shows the taxes of where the order goes.
  const [cart, delivery] = await Promise.all([readCart(ctx, { customerId: actor.id, state: billing.state, zipcode: billing.zipcode }), deliveryDatesFor(ctx, billing.zipcode)]);
  if (cart.items.length === 0) throw Invalid.nonField(ordersErrorMessages.emptyCart);
  await ctx.db
    .insert(orderDrafts)
    .values({ userId: actor.id, billing, orderNotes: billing.orderNotes })
    .onConflictDoUpdate({ target: orderDrafts.userId, set: { billing, orderNotes: billing.orderNotes, updatedAt: new Date() } });
  return withCart(cart, billing, delivery);
}

function withCart(cart: Cart, billing: Billing | null, delivery: DeliveryDatesView): OrderDraft {
  return { products: cart.items, billing, orderPrice: cart.subtotal, tax: cart.tax, taxes: cart.taxes, deliveryFee: cart.delivery_fee, delivery, grandTotal: cart.grand_total };
}

/** The draft's lines and totals in the cart's own shape (the /cart screen). */
export function draftCart(draft: OrderDraft): Cart {
  return { items: draft.products, count: draft.products.length, subtotal: draft.orderPrice, tax: draft.tax, taxes: draft.taxes, delivery_fee: draft.deliveryFee, grand_total: draft.grandTotal };
}

/** The customer's name as the folded billing summary shows it (their profile's). */
export async function customerName(ctx: Ctx): Promise<string> {
  const actor = requireVerifiedCustomer(ctx.actor);
  const [user] = await ctx.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, actor.id));
  return user ? `${user.firstName} ${user.lastName}`.trim() : "";
}

/** What the billing form starts with: the saved draft, else the customer's profile (docs/product.md §2). */
export async function billingFormDefaults(ctx: Ctx, draft: OrderDraft): Promise<Billing> {
  if (draft.billing) return draft.billing;
  const actor = requireVerifiedCustomer(ctx.actor);
  const [user] = await ctx.db
    .select({ company: users.company, address: users.address, townCity: users.townCity, state: users.state, zipcode: users.zipcode, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, actor.id));
  return {
    companyName: user?.company ?? "",
    country: "Canada",
    address: user?.address ?? "",
    townCity: user?.townCity ?? "",
    state: user?.state ?? "",
    zipcode: user?.zipcode ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    orderNotes: "",
    po_number: null,
  };
}
