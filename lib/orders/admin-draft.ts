import "server-only";
import { desc, eq } from "drizzle-orm";
import { orderDrafts, orders } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { readCart, type Cart, type CartLine, type CartTaxSubject } from "@/lib/cart/cart";
import { deliveryDatesFor, type DeliveryDatesView } from "@/lib/delivery/zones";
import type { TaxView } from "@/lib/shared/pricing/sales-taxes";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { translator } from "@/lib/i18n/translator";
import { customerLabel, findOrderCustomer, orderableCustomer, type OrderCustomer } from "./admin-order";
import { reorderInto, type ReorderResult } from "./reorder";
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
  /** The purchase-order number given with Review and pay, or null. */
  po_number: string | null;
}

export interface AdminOrderDraft {
  products: CartLine[];
  /** The chosen customer; null until Review and pay, or when that customer has since been deleted. */
  billing: AdminDraftBilling | null;
  orderPrice: string;
  tax: string;
  /** Each tax for the chosen customer's province (their exemptions applied); the GST alone before one is chosen. */
  taxes: TaxView[];
  /** The zone's fee under its minimum for the customer's postal code (issue 31); "0.00" when none. */
  deliveryFee: string;
  /** The chosen customer's zone and its next delivery dates (null before one is chosen): staff may pick any date. */
  delivery: DeliveryDatesView | null;
  grandTotal: string;
}

function draftBilling(customer: OrderCustomer, orderNotes: string, poNumber: string | null): AdminDraftBilling {
  return { label: customerLabel(customer), value: customer.id, data: customer, orderNotes, po_number: poNumber };
}

export async function getAdminDraft(ctx: Ctx): Promise<AdminOrderDraft> {
  const admin = requireAdmin(ctx.actor);
  const [draft] = await ctx.db
    .select({ customerId: orderDrafts.customerId, orderNotes: orderDrafts.orderNotes, poNumber: orderDrafts.poNumber })
    .from(orderDrafts)
    .where(eq(orderDrafts.userId, admin.id));
  const customer = draft?.customerId ? await findOrderCustomer(ctx, draft.customerId) : null;
  const [cart, delivery] = await Promise.all([readCart(ctx, customerTaxSubject(customer)), customer ? deliveryDatesFor(ctx, customer.zipcode) : null]);
  return withCart(cart, customer ? draftBilling(customer, draft.orderNotes, draft.poNumber) : null, delivery);
}

/** Review and pay on /cart-admin: the cart must have lines, and the customer be one staff may order for. */
export async function saveAdminDraft(ctx: Ctx, input: AdminDraftInput): Promise<AdminOrderDraft> {
  const admin = requireAdmin(ctx.actor);
  const { customer } = await orderableCustomer(ctx, input.customer, input.orderNotes);
  const [cart, delivery] = await Promise.all([readCart(ctx, customerTaxSubject(customer)), deliveryDatesFor(ctx, customer.zipcode)]);
  if (cart.items.length === 0) throw Invalid.nonField(ordersErrorMessages.emptyCart);
  const values = { customerId: customer.id, orderNotes: input.orderNotes, poNumber: input.po_number, billing: null };
  await ctx.db
    .insert(orderDrafts)
    .values({ userId: admin.id, ...values })
    .onConflictDoUpdate({ target: orderDrafts.userId, set: { ...values, updatedAt: new Date() } });
  return withCart(cart, draftBilling(customer, input.orderNotes, input.po_number), delivery);
}

/** The admin's cart is taxed for the customer the order is for: their province and exemptions. */
function customerTaxSubject(customer: OrderCustomer | null): CartTaxSubject {
  return customer ? { customerId: customer.id, state: customer.state, zipcode: customer.zipcode } : { customerId: null, state: null, zipcode: null };
}

function withCart(cart: Cart, billing: AdminDraftBilling | null, delivery: DeliveryDatesView | null): AdminOrderDraft {
  return { products: cart.items, billing, orderPrice: cart.subtotal, tax: cart.tax, taxes: cart.taxes, deliveryFee: cart.delivery_fee, delivery, grandTotal: cart.grand_total };
}

/** The draft's lines and totals in the cart's own shape (the /cart-admin screen). */
export function adminDraftCart(draft: AdminOrderDraft): Cart {
  return { items: draft.products, count: draft.products.length, subtotal: draft.orderPrice, tax: draft.tax, taxes: draft.taxes, delivery_fee: draft.deliveryFee, grand_total: draft.grandTotal };
}

/** What choosing a customer by link (/cart-admin?customer={id}) did, for the screen to say. */
export interface AdminDraftChoice {
  billing: AdminDraftBilling;
  /** The customer the draft was for before, when it was another one (null: none, or the same). */
  previous: string | null;
  /** Lines already in the admin's cart: they stay, and are now ordered for the chosen customer. */
  lines: number;
}

/**
 * "New order" for a customer (a customer's page, their orders, the orders list open
 * /cart-admin?customer={id}): the draft is now for that customer (the order notes go with a change
 * of customer). The cart's lines are never dropped here: the answer says how many there were and
 * for whom the draft was before, and the screen says so. Not a customer (unknown id, an admin): a
 * 400 on `customer`, the draft unchanged.
 */
export async function chooseAdminDraftCustomer(ctx: Ctx, customerId: number): Promise<AdminDraftChoice> {
  const admin = requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const customer = await findOrderCustomer(tx, customerId);
    if (!customer) throw Invalid.field("customer", translator(tx.locale, "adminCheckout")("unknownCustomer", { id: customerId }));
    const [[draft], cart] = await Promise.all([
      tx.db.select({ customerId: orderDrafts.customerId, orderNotes: orderDrafts.orderNotes, poNumber: orderDrafts.poNumber }).from(orderDrafts).where(eq(orderDrafts.userId, admin.id)).for("update"),
      readCart(tx),
    ]);
    const same = draft?.customerId === customer.id;
    const before = !same && draft?.customerId ? await findOrderCustomer(tx, draft.customerId) : null;
    const orderNotes = same ? draft.orderNotes : "";
    const poNumber = same ? draft.poNumber : null;
    const values = { customerId: customer.id, orderNotes, poNumber, billing: null };
    await tx.db
      .insert(orderDrafts)
      .values({ userId: admin.id, ...values })
      .onConflictDoUpdate({ target: orderDrafts.userId, set: { ...values, updatedAt: new Date() } });
    return { billing: draftBilling(customer, orderNotes, poNumber), previous: before ? customerLabel(before) : null, lines: cart.items.length };
  });
}

/** "Repeat last order": what was added to the admin cart from which of the customer's orders. */
export type RepeatLastOrderResult = ReorderResult & { customer: number };

/**
 * The lines of the customer's most recent order go into the admin's own cart at today's prices,
 * in whole cases of today's case size (as a customer's Reorder does, lib/orders/reorder.ts):
 * products permanently deleted, in the trash or out of stock are skipped and named. Not a customer:
 * a 400 on `customer`; a customer without orders: a 400 saying so. All or nothing.
 */
export async function repeatLastOrder(ctx: Ctx, customerId: number): Promise<RepeatLastOrderResult> {
  const admin = requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const customer = await findOrderCustomer(tx, customerId);
    if (!customer) throw Invalid.field("customer", translator(tx.locale, "adminCheckout")("unknownCustomer", { id: customerId }));
    const [last] = await tx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customer.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(1);
    if (!last) throw Invalid.field("customer", translator(tx.locale, "adminCheckout")("noOrdersYet", { company: customerLabel(customer) }));
    return { customer: customer.id, ...(await reorderInto(tx, admin.id, last.id)) };
  });
}

/** /cart-admin as opened: the draft, and what a "New order" link's customer did to it. */
export interface AdminCartOpened {
  draft: AdminOrderDraft;
  /** The link's customer was chosen (null without one, or when it was refused). */
  choice: AdminDraftChoice | null;
  /** Why the link's customer was not chosen (not a customer); the draft is unchanged. */
  refused: string | null;
}

/** The /cart-admin page: with `customer` (a "New order" link), that customer is chosen first. */
export async function openAdminCart(ctx: Ctx, query: { customer?: number }): Promise<AdminCartOpened> {
  requireAdmin(ctx.actor);
  let choice: AdminDraftChoice | null = null;
  let refused: string | null = null;
  if (query.customer !== undefined) {
    try {
      choice = await chooseAdminDraftCustomer(ctx, query.customer);
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      refused = error.message;
    }
  }
  return { draft: await getAdminDraft(ctx), choice, refused };
}
