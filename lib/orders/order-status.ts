import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { orderItems, orders } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { readTaxesOf } from "./order-taxes";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";
import type { OrderStatusChange } from "@/lib/shared/orders/schemas";

/**
 * Staff mark an order paid or not, delivered or not (docs/product.md §4 Order), and set the day it is
 * delivered on (issue 31: any real date, null for "to be arranged"; no cut-off, weekday or closed date
 * binds staff), confirmed or not: these are not edits of what was ordered, so a confirmed order takes
 * them too (staff reschedule a delivery). One UPDATE.
 */
export async function setOrderStatus(ctx: Ctx, orderId: number, change: OrderStatusChange): Promise<OrderView> {
  requireAdmin(ctx.actor);
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
  const items = await ctx.db.select(orderItemViewColumns).from(orderItems).where(inArray(orderItems.orderId, [order.id]));
  return shapeOrder(order, items, await readTaxesOf(ctx, order.id));
}
