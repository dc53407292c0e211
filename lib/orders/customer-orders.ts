import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { orderItems, orders } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireUser, requireVerified, type UserActor } from "@/lib/identity/access";
import { Conflict, NotFound } from "@/lib/shared/errors/domain-errors";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { compactPostalCode } from "@/lib/shared/orders/delivery-dates";
import { toCents } from "@/lib/shared/pricing/money";
import { chooseDelivery } from "./order-delivery";
import { lineUnitsOf, recomputeTotals } from "./edit-order";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { PAGE_SIZE, pageOffset, parsePageParam, resolvePage, type PageResult } from "@/lib/shared/pagination/pages";
import { readOrderTaxes, readTaxesOf } from "./order-taxes";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderRecord, type OrderView } from "./order-view";
import type { BillingPatch } from "@/lib/shared/orders/schemas";
import type { MyOrdersQuery } from "@/lib/shared/orders/query-schemas";
import { orderBeforeStaffEdit, recordOrderChange } from "./order-audit";
import { emitOrderEvent } from "./order-webhooks";

/** One page of the caller's own orders (docs/product.md §7 my_orders): sort, paid and delivery filters, 16 a page. */
export async function myOrdersPage(ctx: Ctx, query: MyOrdersQuery): Promise<PageResult<OrderView>> {
  const actor = requireVerified(ctx.actor);
  const conditions: SQL[] = [eq(orders.customerId, actor.id)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.delivered_status) conditions.push(eq(orders.deliveredStatus, query.delivered_status));
  const where = and(...conditions)!;
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where);
  const page = resolvePage(parsePageParam(query.page ?? null), count);
  const sort = query.sort ?? "-created_at";
  const order = {
    created_at: [asc(orders.createdAt), asc(orders.id)],
    "-created_at": [desc(orders.createdAt), desc(orders.id)],
    price: [asc(orders.price), asc(orders.id)],
    "-price": [desc(orders.price), desc(orders.id)],
  }[sort];
  const rows = await ctx.db.select(orderViewColumns).from(orders).where(where).orderBy(...order).limit(PAGE_SIZE).offset(pageOffset(page));
  const items = rows.length ? await ctx.db.select(orderItemViewColumns).from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))) : [];
  const taxesOf = await readOrderTaxes(ctx, rows.map((r) => r.id));
  return { page, count, results: rows.map((row) => shapeOrder(row, items.filter((i) => i.orderId === row.id), taxesOf.get(row.id) ?? [])) };
}

/** A customer sees their own orders while verified; an admin sees every order. */
function maySee(actor: UserActor, customerId: number | null): boolean {
  return actor.role === "Admin" || (customerId === actor.id && actor.verified);
}

/** An order the actor may see, else not found (another customer's order does not exist for them). */
async function findVisibleOrder(ctx: Ctx, orderId: number): Promise<OrderRecord> {
  const actor = requireUser(ctx.actor);
  const [order] = await ctx.db.select(orderViewColumns).from(orders).where(eq(orders.id, orderId));
  if (!order || !maySee(actor, order.customerId)) throw new NotFound();
  return order;
}

/** An order with its lines, as the API answers it. */
async function withItems(ctx: Ctx, order: OrderRecord): Promise<OrderView> {
  const [items, taxes] = await Promise.all([ctx.db.select(orderItemViewColumns).from(orderItems).where(eq(orderItems.orderId, order.id)), readTaxesOf(ctx, order.id)]);
  return shapeOrder(order, items, taxes);
}

/** 401/404 unless the actor may see the order (checked before a request body is read). */
export async function assertOrderVisible(ctx: Ctx, orderId: number): Promise<void> {
  const actor = requireUser(ctx.actor);
  const [order] = await ctx.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!order || !maySee(actor, order.customerId)) throw new NotFound();
}

/** 401/404 unless the actor may see the order this line belongs to. */
export async function assertOrderItemVisible(ctx: Ctx, itemId: number): Promise<void> {
  const actor = requireUser(ctx.actor);
  const [line] = await ctx.db
    .select({ customerId: orders.customerId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, itemId));
  if (!line || !maySee(actor, line.customerId)) throw new NotFound();
}

export async function getOrder(ctx: Ctx, orderId: number): Promise<OrderView> {
  return withItems(ctx, await findVisibleOrder(ctx, orderId));
}

/**
 * Inside a transaction: checks the order is visible to the actor and locks its row against a
 * concurrent confirmation or edit, then refuses a confirmed order (409). FOR UPDATE reads the row
 * as the last committed change left it, so a confirmation that won the race is seen.
 */
export async function lockEditableOrder(ctx: Ctx, orderId: number): Promise<void> {
  const actor = requireUser(ctx.actor);
  const [order] = await ctx.db.select({ customerId: orders.customerId, confirmed: orders.confirmed }).from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || !maySee(actor, order.customerId)) throw new NotFound();
  if (order.confirmed) throw new Conflict(ordersErrorMessages.confirmed);
}

/** Billing edit of an unconfirmed order, in one transaction: the fields sent, and only those (Drizzle leaves undefined keys out of the SET). */
export async function updateOrderBilling(ctx: Ctx, orderId: number, patch: BillingPatch): Promise<OrderView> {
  const { po_number, delivery_date, ...billing } = patch;
  return inTransaction(ctx, async (tx) => {
    await lockEditableOrder(tx, orderId);
    const was = await orderBeforeStaffEdit(tx, orderId);
    // A new date or postal code is decided again by the zone's rules (docs/delivery.md): a date asked
    // for must be one the zone delivers on; a new postal code alone takes its zone's next date.
    const delivery = delivery_date !== undefined || billing.zipcode !== undefined ? await redecideDelivery(tx, orderId, billing.zipcode, delivery_date) : null;
    const [order] = await tx.db
      .update(orders)
      .set({ ...billing, poNumber: po_number, ...(delivery ? { deliveryDate: delivery.date, deliveryZoneId: delivery.zone?.id ?? null } : {}), updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning(orderViewColumns);
    // The zone decides the fee under its minimum: the totals follow a change of zone.
    const view = delivery ? await recomputeTotals(tx, orderId, await lineUnitsOf(tx, orderId)) : await withItems(tx, order);
    await recordOrderChange(tx, was, view);
    await emitOrderEvent(tx, "order.edited", view.id);
    return view;
  });
}

async function redecideDelivery(ctx: Ctx, orderId: number, zipcode: string | undefined, requested: string | undefined) {
  const [current] = await ctx.db.select({ zipcode: orders.zipcode, subtotal: orders.subtotal, deliveryDate: orders.deliveryDate }).from(orders).where(eq(orders.id, orderId));
  const sameCode = zipcode === undefined || compactPostalCode(zipcode) === compactPostalCode(current.zipcode);
  // The date kept when only the details around it change; checked again when it is asked for.
  const asked = requested ?? (sameCode ? (current.deliveryDate ?? undefined) : undefined);
  return chooseDelivery(ctx, { zipcode: zipcode ?? current.zipcode, requested: asked, subtotalCents: toCents(current.subtotal), byStaff: isAdmin(ctx.actor) });
}

