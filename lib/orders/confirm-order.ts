import "server-only";
import { eq } from "drizzle-orm";
import { orderItems, orders } from "@/db/schema";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { invalidateCatalog } from "@/lib/catalog/catalog-cache";
import { takeStock } from "@/lib/catalog/stock";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { logger } from "@/lib/log/logger";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { sendOrderConfirmedEmail } from "./order-emails";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";

/**
 * Staff confirm an order (docs/product.md §4 Order): final, and it moves stock. In one transaction the
 * order row is locked (FOR UPDATE, taken before any stock row, as every order edit locks it first),
 * so of twenty simultaneous confirmations one changes the order and the stock and the others wait,
 * then read it confirmed and answer it unchanged. The ordered units, free units included, of every
 * line whose product still exists leave stock with takeStock (one statement, in product order, so
 * confirmations over the same products cannot deadlock). The customer's email goes after commit.
 */
export async function confirmOrder(ctx: Ctx, orderId: number): Promise<OrderView> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select(orderViewColumns).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new NotFound();
    const items = await tx.db.select(orderItemViewColumns).from(orderItems).where(eq(orderItems.orderId, orderId));
    if (order.confirmed) return shapeOrder(order, items);
    if (items.length === 0) throw Invalid.nonField(ordersErrorMessages.orderNeedsItem);
    const [confirmed] = await tx.db
      .update(orders)
      .set({ confirmed: true, confirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(orders.id, orderId))
      .returning(orderViewColumns);
    const taken = items.flatMap((i) => (i.productId === null ? [] : [{ productId: i.productId, units: i.quantity + i.freeQuantity }]));
    await takeStock(tx, taken);
    const view = shapeOrder(confirmed, items);
    // Stock levels and units sold changed: staff lists (Need to reorder), top sellers, those products' pages.
    invalidateCatalog(tx, { productIds: taken.map((t) => t.productId) });
    afterCommit(tx, () => sendOrderConfirmedEmail(view).catch((error: unknown) => logger.error({ err: error }, "order confirmed email failed")));
    return view;
  });
}
