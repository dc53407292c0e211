import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { orderItems, orders } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { recordChange } from "@/lib/audit/audit-log";
import { statusAction } from "./order-audit";
import { emitOrderEvent } from "./order-webhooks";
import { requireAdmin } from "@/lib/identity/access";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { readTaxesOf } from "./order-taxes";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";
import type { OrderStatusChange } from "@/lib/shared/orders/schemas";

/**
 * Staff mark an order paid or not, delivered or not (docs/product.md §4 Order), and set the day it is
 * delivered on (issue 31: any real date, null for "to be arranged"; no cut-off, weekday or closed date
 * binds staff), confirmed or not: these are not edits of what was ordered, so a confirmed order takes
 * them too (staff reschedule a delivery). One UPDATE, with its audit row (docs/audit.md), in one transaction.
 */
export async function setOrderStatus(ctx: Ctx, orderId: number, change: OrderStatusChange): Promise<OrderView> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, (tx) => setStatusIn(tx, orderId, change));
}

async function setStatusIn(ctx: Ctx, orderId: number, change: OrderStatusChange): Promise<OrderView> {
  const [was] = await ctx.db
    .select({ status: orders.status, delivered_status: orders.deliveredStatus, delivery_date: orders.deliveryDate })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  if (!was) throw new NotFound();
  const [order] = await ctx.db
    .update(orders)
    .set({
      ...(change.status !== undefined && { status: change.status }),
      ...(change.delivered_status !== undefined && {
        deliveredStatus: change.delivered_status,
        // Payment terms run from the day of delivery: marking it Delivered again keeps that day.
        deliveredAt: change.delivered_status === "Delivered" ? sql`coalesce(${orders.deliveredAt}, now())` : null,
      }),
      ...(change.delivery_date !== undefined && { deliveryDate: change.delivery_date }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning(orderViewColumns);
  if (!order) throw new NotFound();
  const now = { status: order.status, delivered_status: order.deliveredStatus, delivery_date: order.deliveryDate };
  await recordChange(ctx, "order", orderId, was, now, statusAction(was, now));
  if (was.status !== "Paid" && now.status === "Paid") await emitOrderEvent(ctx, "order.paid", orderId);
  if (was.delivered_status !== "Delivered" && now.delivered_status === "Delivered") await emitOrderEvent(ctx, "order.delivered", orderId);
  if (was.delivery_date !== now.delivery_date) await emitOrderEvent(ctx, "order.edited", orderId);
  const items = await ctx.db.select(orderItemViewColumns).from(orderItems).where(inArray(orderItems.orderId, [order.id]));
  return shapeOrder(order, items, await readTaxesOf(ctx, order.id));
}
