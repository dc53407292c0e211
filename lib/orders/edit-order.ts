import "server-only";
import { taxOrder, writeOrderTaxes } from "./order-taxes";
import { taxViews } from "@/lib/shared/pricing/sales-taxes";
import { DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";
import { eq, sql } from "drizzle-orm";
import { deliveryZones, orderItems, orders } from "@/db/schema";
import { zoneTerms, zoneTermsColumns } from "@/lib/delivery/zones";
import { deliveryFeeCents, minimumOutcome } from "@/lib/shared/orders/delivery-dates";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireUser } from "@/lib/identity/access";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { centsToDecimal, formatCad, toCents } from "@/lib/shared/pricing/money";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import { storedLine } from "@/lib/shared/pricing/stored-line";
import { priceListOf, termsFor } from "@/lib/pricing/price-list-terms";
import { lockEditableOrder } from "./customer-orders";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { chargedUnitsOf, priceSubmittedLines, quantityField } from "./order-lines";
import { orderItemRows } from "./order-rows";
import { addSoldCounts, soldChange, type LineUnits } from "./sold-counts";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";
import type { ProductsToAdd, SubmittedQuantity } from "@/lib/shared/orders/schemas";
import { orderBeforeStaffEdit, recordOrderChange } from "./order-audit";
import { emitOrderEvent } from "./order-webhooks";

/** A line's product and units (free units included), as the sales counters count them. */
const lineUnitsColumns = { productId: orderItems.productId, units: sql<number>`(${orderItems.quantity} + ${orderItems.freeQuantity})::int` };

export async function lineUnitsOf(ctx: Ctx, orderId: number): Promise<LineUnits[]> {
  return ctx.db.select(lineUnitsColumns).from(orderItems).where(eq(orderItems.orderId, orderId));
}

/**
 * Re-prices every line from its own snapshot (list prices at the time of ordering) under the
 * customer's price list of today (issue 30: an unconfirmed order takes today's contract prices;
 * a confirmed one is never edited), and stores the lines and totals: one UPDATE for all the lines, one for the order. Both answer what they wrote, which is
 * the order's view. The sales counters then follow the lines: `before` is what they were when the
 * edit began, so units added count and units removed are taken back (adding a product and deleting
 * it again leaves the top sellers as they were). Inside the caller's transaction, with the order locked.
 */
export async function recomputeTotals(ctx: Ctx, orderId: number, before: LineUnits[]): Promise<OrderView> {
  const items = await ctx.db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      boxQuantity: orderItems.boxQuantity,
      quantity: orderItems.quantity,
      price: orderItems.unitPrice,
      special: orderItems.special,
      salesTaxCode: orderItems.salesTaxCode,
      provincialTaxClass: orderItems.provincialTaxClass,
      actions: orderItems.actions,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const [placed] = await ctx.db
    .select({ customerId: orders.customerId, state: orders.state, createdAt: orders.createdAt, zone: zoneTermsColumns })
    .from(orders)
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(eq(orders.id, orderId));
  const priceList = await priceListOf(ctx, placed.customerId);
  const terms = await termsFor(ctx, priceList, items.flatMap((item) => (item.productId === null ? [] : [item.productId])));
  const priced = priceOrder(items.map((item) => storedLine(item, item.quantity, item.productId === null ? undefined : terms.get(item.productId))));
  // The zone's minimum as it is today (docs/delivery.md): its fee under it, or, for the customer, a refusal.
  const zone = placed.zone ? zoneTerms(placed.zone) : null;
  const minimum = zone ? minimumOutcome(zone, priced.subtotalCents) : null;
  if (zone && minimum?.kind === "refused" && !isAdmin(ctx.actor)) throw Invalid.nonField(messages.underMinimum(formatCad(minimum.missingCents), formatCad(zone.minimumOrderCents)));
  // The order keeps the province it is delivered to and the rates of the day it was placed.
  const taxed = await taxOrder(ctx, priced, items.map((item) => item.provincialTaxClass), { customerId: placed.customerId, state: placed.state, placedAt: placed.createdAt }, deliveryFeeCents(zone, priced.subtotalCents));
  const values = sql.join(
    items.map((item, n) => {
      const line = priced.lines[n];
      return sql`(${item.id}::int, ${line.freeQuantity}::int, ${centsToDecimal(line.discountedUnitCents)}::numeric, ${centsToDecimal(line.lineTotalCents)}::numeric, ${line.rule}::text)`;
    }),
    sql`, `,
  );
  const lines = items.length
    ? await ctx.db
        .update(orderItems)
        .set({ freeQuantity: sql`v.free_units`, discountedUnitPrice: sql`v.discounted_unit`, lineTotal: sql`v.line_total_new`, priceListId: priceList, priceRule: sql`v.rule` })
        .from(sql`(values ${values}) as v(item_id, free_units, discounted_unit, line_total_new, rule)`)
        .where(eq(orderItems.id, sql`v.item_id`))
        .returning(orderItemViewColumns)
    : [];
  const [order] = await ctx.db
    .update(orders)
    .set({ subtotal: centsToDecimal(taxed.subtotalCents), tax: centsToDecimal(taxed.taxes.totalCents), deliveryFee: centsToDecimal(taxed.feeCents), price: centsToDecimal(taxed.grandTotalCents), updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning(orderViewColumns);
  await writeOrderTaxes(ctx, orderId, taxed.taxes);
  const view = shapeOrder(order, lines, taxViews(taxed.taxes.lines, ctx.locale ?? DEFAULT_LOCALE));
  await addSoldCounts(ctx, soldChange(before, view.purchased_items.map((i) => ({ productId: i.product.id, units: i.total_quantity }))));
  return view;
}

async function itemOf(ctx: Ctx, itemId: number) {
  const [item] = await ctx.db
    .select({ orderId: orderItems.orderId, name: orderItems.name, actions: orderItems.actions, boxQuantity: orderItems.boxQuantity })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  if (!item) throw new NotFound();
  return item;
}

/** DELETE purchased_item: never the last one. */
export async function deleteOrderItem(ctx: Ctx, itemId: number): Promise<OrderView> {
  requireUser(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const item = await itemOf(tx, itemId);
    await lockEditableOrder(tx, item.orderId);
    const before = await lineUnitsOf(tx, item.orderId);
    if (before.length <= 1) throw Invalid.nonField(messages.lastItem);
    const was = await orderBeforeStaffEdit(tx, item.orderId);
    await tx.db.delete(orderItems).where(eq(orderItems.id, itemId));
    const view = await recomputeTotals(tx, item.orderId, before);
    await recordOrderChange(tx, was, view);
    await emitOrderEvent(tx, "order.edited", view.id);
    return view;
  });
}

/** PATCH purchased_item {quantity} or {charged_quantity}: whole cases of the line's own case size; 0 is not allowed. */
export async function setOrderItemQuantity(ctx: Ctx, itemId: number, submitted: SubmittedQuantity): Promise<OrderView> {
  requireUser(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const item = await itemOf(tx, itemId);
    await lockEditableOrder(tx, item.orderId);
    const charged = chargedUnitsOf(submitted, item, isAdmin(ctx.actor));
    if (charged === null) throw Invalid.field(quantityField(submitted), messages.lineNotWholeCases(item.name, item.boxQuantity, submitted.quantity));
    const before = await lineUnitsOf(tx, item.orderId);
    const was = await orderBeforeStaffEdit(tx, item.orderId);
    await tx.db.update(orderItems).set({ quantity: charged }).where(eq(orderItems.id, itemId));
    const view = await recomputeTotals(tx, item.orderId, before);
    await recordOrderChange(tx, was, view);
    await emitOrderEvent(tx, "order.edited", view.id);
    return view;
  });
}

/**
 * PATCH add_product_to_order {price, purchased_items}: adds products (or more of a product already
 * in the order) at today's prices; `price`, when sent, must equal the new total.
 */
export async function addProductsToOrder(ctx: Ctx, orderId: number, input: ProductsToAdd): Promise<OrderView> {
  requireUser(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    await lockEditableOrder(tx, orderId);
    const was = await orderBeforeStaffEdit(tx, orderId);
    const existing = await tx.db.select({ id: orderItems.id, ...lineUnitsColumns }).from(orderItems).where(eq(orderItems.orderId, orderId));
    const [order] = await tx.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    const lines = await priceSubmittedLines(tx, input.purchased_items, order.customerId);
    const fresh: typeof lines = { snapshots: [], priced: { ...lines.priced, lines: [] }, priceList: lines.priceList };
    const more: Array<{ itemId: number; units: number }> = [];
    for (const [i, snapshot] of lines.snapshots.entries()) {
      const already = existing.find((e) => e.productId === snapshot.productId);
      if (already) more.push({ itemId: already.id, units: lines.priced.lines[i].quantity });
      else {
        fresh.snapshots.push(snapshot);
        fresh.priced.lines.push(lines.priced.lines[i]);
      }
    }
    if (more.length) {
      const values = sql.join(more.map((m) => sql`(${m.itemId}::int, ${m.units}::int)`), sql`, `);
      await tx.db
        .update(orderItems)
        .set({ quantity: sql`${orderItems.quantity} + v.units` })
        .from(sql`(values ${values}) as v(item_id, units)`)
        .where(eq(orderItems.id, sql`v.item_id`));
    }
    if (fresh.snapshots.length) await tx.db.insert(orderItems).values(orderItemRows(orderId, fresh));
    const view = await recomputeTotals(tx, orderId, existing);
    if (input.price !== undefined && toCents(input.price) !== toCents(view.price)) {
      throw Invalid.field("price", messages.editedTotalChanged(formatCad(toCents(view.price)), formatCad(toCents(input.price))));
    }
    await recordOrderChange(tx, was, view);
    await emitOrderEvent(tx, "order.edited", view.id);
    return view;
  });
}
