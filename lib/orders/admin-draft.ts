import "server-only";
import { eq } from "drizzle-orm";
import { orderDrafts } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { readCart, type Cart, type CartLine } from "@/lib/cart/cart";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { customerLabel, findOrderCustomer, orderableCustomer, type OrderCustomer } from "./admin-order";
import type { AdminDraftInput } from "@/lib/shared/orders/schemas";

/**
 * The admin's saved order draft (docs/product.md §3 "Admin draft billing": label, value = customer id,
 * data = the customer's record, orderNotes): the customer chosen on /cart-admin and the order
 * notes, kept in the admin's row of order_drafts by Review and pay. The lines are the admin's own
 * cart and the totals are recomputed on every read, so the draft never disagrees with the cart;
 * the customer's record is read afresh too (a profile edited meanwhile shows as it is now).
 */
export interface AdminDraftBilling {
  label: string;
  value: number;
  data: OrderCustomer;
  orderNotes: string;
}

export interface AdminOrderDraft {
  products: CartLine[];
  /** The chosen customer; null until Review and pay, or when that customer has since been deleted. */
  billing: AdminDraftBilling | null;
  orderPrice: string;
  tax: string;
  grandTotal: string;
}

function draftBilling(customer: OrderCustomer, orderNotes: string): AdminDraftBilling {
  return { label: customerLabel(customer), value: customer.id, data: customer, orderNotes };
}

export async function getAdminDraft(ctx: Ctx): Promise<AdminOrderDraft> {
  const admin = requireAdmin(ctx.actor);
  const [[draft], cart] = await Promise.all([
    ctx.db.select({ customerId: orderDrafts.customerId, orderNotes: orderDrafts.orderNotes }).from(orderDrafts).where(eq(orderDrafts.userId, admin.id)),
    readCart(ctx),
  ]);
  const customer = draft?.customerId ? await findOrderCustomer(ctx, draft.customerId) : null;
  return {
    products: cart.items,
    billing: customer ? draftBilling(customer, draft.orderNotes) : null,
    orderPrice: cart.subtotal,
    tax: cart.tax,
    grandTotal: cart.grand_total,
  };
}

/** Review and pay on /cart-admin: the cart must have lines, and the customer be one staff may order for. */
export async function saveAdminDraft(ctx: Ctx, input: AdminDraftInput): Promise<AdminOrderDraft> {
  const admin = requireAdmin(ctx.actor);
  const cart = await readCart(ctx);
  if (cart.items.length === 0) throw Invalid.nonField(ordersErrorMessages.emptyCart);
  const { customer } = await orderableCustomer(ctx, input.customer, input.orderNotes);
  const values = { customerId: customer.id, orderNotes: input.orderNotes, billing: null };
  await ctx.db
    .insert(orderDrafts)
    .values({ userId: admin.id, ...values })
    .onConflictDoUpdate({ target: orderDrafts.userId, set: { ...values, updatedAt: new Date() } });
  return { products: cart.items, billing: draftBilling(customer, input.orderNotes), orderPrice: cart.subtotal, tax: cart.tax, grandTotal: cart.grand_total };
}

/** The draft's lines and totals in the cart's own shape (the /cart-admin screen). */
export function adminDraftCart(draft: AdminOrderDraft): Cart {
  return { items: draft.products, count: draft.products.length, subtotal: draft.orderPrice, tax: draft.tax, grand_total: draft.grandTotal };
}
