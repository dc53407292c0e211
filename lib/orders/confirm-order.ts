import "server-only";
import { eq, inArray } from "drizzle-orm";
import { orderItems, orders } from "@/db/schema";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { invalidateCatalog } from "@/lib/catalog/catalog-cache";
import { lockUnitsOnHand, markSoldOut, stockLevels, takeStock } from "@/lib/catalog/stock";
import { Conflict, Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { logger } from "@/lib/log/logger";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { shippableUnits, type ShortLine } from "@/lib/shared/orders/shortfall";
import type { ConfirmOrderInput } from "@/lib/shared/orders/schemas";
import { sendOrderConfirmedEmail, type ConfirmedChanges } from "./order-emails";
import { recomputeTotals } from "./edit-order";
import { readTaxesOf } from "./order-taxes";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderItemRecord, type OrderView } from "./order-view";
import { chosenLocale } from "@/lib/identity/user-record";
import { recordOrderChange } from "./order-audit";
import { emitOrderEvent } from "./order-webhooks";

type StockedLine = Pick<OrderItemRecord, "id" | "productId" | "name" | "boxQuantity" | "actions" | "quantity" | "freeQuantity">;

/** The lines of an order that exceed their product's units on hand (`onHand` per product id). */
function shortLines(items: StockedLine[], onHand: Map<number, number>): ShortLine[] {
  return items.flatMap((i) => {
    if (i.productId === null) return [];
    const units = i.quantity + i.freeQuantity;
    const available = onHand.get(i.productId) ?? 0;
    if (units <= available) return [];
    return [
      {
        item: i.id,
        product: i.productId,
        name: i.name,
        box_quantity: i.boxQuantity,
        ordered: units,
        charged: i.quantity,
        on_hand: available,
        can_ship: shippableUnits(available, i.boxQuantity, i.actions),
      },
    ];
  });
}

/**
 * What confirming the order now would find short, line by line (the order page shows it before the
 * Confirm button does anything). Read without locks: the confirmation itself checks again.
 */
export async function orderShortfall(ctx: Ctx, order: OrderView): Promise<ShortLine[]> {
  requireAdmin(ctx.actor);
  if (order.confirmed) return [];
  const ids = order.purchased_items.flatMap((i) => (i.product.id === null ? [] : [i.product.id]));
  const levels = await stockLevels(ctx, ids);
  const onHand = new Map(ids.map((id) => [id, levels.get(id)?.quantity ?? 0]));
  const lines = order.purchased_items.map((i) => ({
    id: i.id,
    productId: i.product.id,
    name: i.product.name,
    boxQuantity: i.product.box_quantity,
    actions: i.product.actions,
    quantity: i.quantity,
    freeQuantity: i.free_quantity,
  }));
  return shortLines(lines, onHand);
}

/**
 * Lowers the lines staff short-ship to the units given (0 takes a line out) and re-prices the order
 * from its own snapshots. Each named line must be the order's and must shrink. Answers what changed,
 * for the customer's email.
 */
async function applyShortShip(ctx: Ctx, orderId: number, items: OrderItemRecord[], shortShip: NonNullable<ConfirmOrderInput["short_ship"]>) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const changes: ConfirmedChanges["shortShipped"] = [];
  for (const line of shortShip) {
    const item = byId.get(line.item);
    if (!item) throw Invalid.field("short_ship", ordersErrorMessages.shortShipNotInOrder(line.item));
    if (line.quantity >= item.quantity) throw Invalid.field("short_ship", ordersErrorMessages.shortShipNotLess(item.name, item.quantity));
    changes.push({ name: item.name, nameFr: item.nameFr, item: item.item, from: item.quantity, to: line.quantity });
  }
  if (shortShip.every((l) => l.quantity === 0) && shortShip.length === items.length) throw Invalid.nonField(ordersErrorMessages.orderNeedsItem);
  const before = items.map((i) => ({ productId: i.productId, units: i.quantity + i.freeQuantity }));
  const removed = shortShip.filter((l) => l.quantity === 0).map((l) => l.item);
  if (removed.length) await ctx.db.delete(orderItems).where(inArray(orderItems.id, removed));
  for (const line of shortShip.filter((l) => l.quantity > 0)) {
    await ctx.db.update(orderItems).set({ quantity: line.quantity }).where(eq(orderItems.id, line.item));
  }
  await recomputeTotals(ctx, orderId, before);
  return changes;
}

/**
 * Staff confirm an order (docs/product.md §4 Order): final, and it moves stock. In one transaction the
 * order row is locked (FOR UPDATE, taken before any stock row, as every order edit locks it first),
 * so of twenty simultaneous confirmations one changes the order and the stock and the others wait,
 * then read it confirmed and answer it unchanged. Then the products' stock rows are locked
 * (lockUnitsOnHand) and every line checked against the units on hand: a line that exceeds them is
 * refused with a 409 listing the short lines, unless the body says how to proceed — `short_ship`
 * lowers lines (re-priced) and is checked again, `backorder` confirms what is still short and marks
 * the order back-ordered. The ordered units, free units included, of every line whose product still
 * exists then leave stock with takeStock, and a product left with nothing on hand leaves "In Stock".
 * The customer's email, which names what was short-shipped or back-ordered, goes after commit.
 */
export async function confirmOrder(ctx: Ctx, orderId: number, input: Omit<ConfirmOrderInput, "confirmed"> = {}): Promise<OrderView> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select(orderViewColumns).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new NotFound();
    const readItems = () => tx.db.select(orderItemViewColumns).from(orderItems).where(eq(orderItems.orderId, orderId));
    let items = await readItems();
    if (order.confirmed) return shapeOrder(order, items, await readTaxesOf(tx, orderId));
    if (items.length === 0) throw Invalid.nonField(ordersErrorMessages.orderNeedsItem);
    const was = shapeOrder(order, items, []);
    const onHand = await lockUnitsOnHand(tx, items.flatMap((i) => (i.productId === null ? [] : [i.productId])));
    const changes: ConfirmedChanges = { shortShipped: [], backordered: [] };
    if (input.short_ship?.length) {
      changes.shortShipped = await applyShortShip(tx, orderId, items, input.short_ship);
      items = await readItems();
    }
    const short = shortLines(items, onHand);
    if (short.length && !input.backorder) throw new Conflict(ordersErrorMessages.shortfall(short.length), { shortfall: short });
    changes.backordered = short.map((l) => {
      const line = items.find((i) => i.id === l.item)!;
      return { name: l.name, nameFr: line.nameFr, item: line.item, ordered: l.ordered, onHand: Math.max(l.on_hand, 0) };
    });
    const [confirmed] = await tx.db
      .update(orders)
      .set({ confirmed: true, confirmedAt: new Date(), backordered: short.length > 0, updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning(orderViewColumns);
    const taken = items.flatMap((i) => (i.productId === null ? [] : [{ productId: i.productId, units: i.quantity + i.freeQuantity }]));
    await takeStock(tx, taken);
    await markSoldOut(tx, taken.map((t) => t.productId));
    const view = shapeOrder(confirmed, items, await readTaxesOf(tx, orderId));
    await recordOrderChange(tx, was, view, "confirm");
    await emitOrderEvent(tx, "order.confirmed", orderId);
    // Stock levels, "In Stock" and units sold changed: staff lists (Need to reorder), top sellers, those products' pages.
    invalidateCatalog(tx, { productIds: taken.map((t) => t.productId) });
    const language = await chosenLocale(tx, view.customer?.current_id);
    afterCommit(tx, () => sendOrderConfirmedEmail(view, changes, language).catch((error: unknown) => logger.error({ err: error }, "order confirmed email failed")));
    return view;
  });
}
