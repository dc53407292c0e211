import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, orders } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireUser } from "@/lib/accounts/access";
import { Invalid, NotFound } from "@/lib/http/errors";
import { centsToDecimal, formatCad, toCents } from "@/lib/pricing/money";
import { priceOrder } from "@/lib/pricing/pricing";
import { storedLine } from "@/lib/pricing/stored-line";
import { loadOrderView, lockEditableOrder } from "./customer-orders";
import { chargedUnits } from "@/lib/pricing/quantities";
import { priceSubmittedLines } from "./order-lines";
import { orderItemRows } from "./order-rows";
import { addSoldCounts } from "./sold-counts";
import type { OrderView } from "./order-view";

export const LAST_ITEM_MESSAGE = "An order must keep at least one item.";

/** Re-prices every line from its own snapshot (prices at the time of ordering) and stores totals. */
async function recomputeTotals(db: Db, orderId: number): Promise<void> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const priced = priceOrder(items.map((i) => storedLine({ ...i, price: i.unitPrice }, i.quantity)));
  for (const [n, item] of items.entries()) {
    await db
      .update(orderItems)
      .set({ freeQuantity: priced.lines[n].freeQuantity, discountedUnitPrice: centsToDecimal(priced.lines[n].discountedUnitCents), lineTotal: centsToDecimal(priced.lines[n].lineTotalCents) })
      .where(eq(orderItems.id, item.id));
  }
  await db
    .update(orders)
    .set({ subtotal: centsToDecimal(priced.subtotalCents), tax: centsToDecimal(priced.taxCents), price: centsToDecimal(priced.grandTotalCents), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

async function itemOf(db: Db, itemId: number) {
  const [item] = await db.select().from(orderItems).where(eq(orderItems.id, itemId));
  if (!item) throw new NotFound();
  return item;
}

/** DELETE purchased_item: never the last one. */
export async function deleteOrderItem(ctx: Ctx, itemId: number): Promise<OrderView> {
  requireUser(ctx.actor);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const item = await itemOf(db, itemId);
    await lockEditableOrder(db, ctx, item.orderId);
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orderItems).where(eq(orderItems.orderId, item.orderId));
    if (n <= 1) throw Invalid.nonField(LAST_ITEM_MESSAGE);
    await db.delete(orderItems).where(eq(orderItems.id, itemId));
    await recomputeTotals(db, item.orderId);
    return loadOrderView(db, item.orderId);
  });
}

/** PATCH purchased_item {quantity}: whole cases of the line's own case size; 0 is not allowed. */
export async function setOrderItemQuantity(ctx: Ctx, itemId: number, submitted: number): Promise<OrderView> {
  requireUser(ctx.actor);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const item = await itemOf(db, itemId);
    await lockEditableOrder(db, ctx, item.orderId);
    const charged = submitted > 0 ? chargedUnits(submitted, item.actions, item.boxQuantity) : null;
    if (charged === null) {
      throw Invalid.field("quantity", `${item.name} is sold by the case of ${item.boxQuantity}: ${submitted} is not a whole number of cases.`);
    }
    await db.update(orderItems).set({ quantity: charged }).where(eq(orderItems.id, itemId));
    await recomputeTotals(db, item.orderId);
    return loadOrderView(db, item.orderId);
  });
}

/**
 * PATCH add_product_to_order {price, purchased_items}: adds products (or more of a product already
 * in the order) at today's prices; `price`, when sent, must equal the new total.
 */
export async function addProductsToOrder(ctx: Ctx, orderId: number, input: { price?: string; purchased_items: Array<{ id: number; quantity: number }> }): Promise<OrderView> {
  const actor = requireUser(ctx.actor);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockEditableOrder(db, ctx, orderId);
    const existing = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const lines = await priceSubmittedLines(db, actor, input.purchased_items);
    const fresh: typeof lines = { snapshots: [], priced: { ...lines.priced, lines: [] } };
    for (const [i, snapshot] of lines.snapshots.entries()) {
      const already = existing.find((e) => e.productId === snapshot.productId);
      const units = lines.priced.lines[i].quantity;
      if (already) await db.update(orderItems).set({ quantity: already.quantity + units }).where(eq(orderItems.id, already.id));
      else {
        fresh.snapshots.push(snapshot);
        fresh.priced.lines.push(lines.priced.lines[i]);
      }
    }
    await addSoldCounts(db, lines.snapshots.map((snapshot, i) => ({ productId: snapshot.productId, units: lines.priced.lines[i].totalQuantity })));
    if (fresh.snapshots.length) await db.insert(orderItems).values(orderItemRows(orderId, fresh));
    await recomputeTotals(db, orderId);
    const view = await loadOrderView(db, orderId);
    if (input.price !== undefined && toCents(input.price) !== toCents(view.price)) {
      throw Invalid.field("price", `The new order total is ${formatCad(toCents(view.price))}, not ${formatCad(toCents(input.price))}. Please review the order.`);
    }
    return view;
  });
}

