import "server-only";
import { eq } from "drizzle-orm";
import { orderItems, orders } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { recordChange, type AuditAction } from "@/lib/audit/audit-log";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";

/*
 * What the audit log records of an order (docs/audit.md): staff's writes only — placing an order
 * for a customer, confirming, the statuses and delivery date, edits of an unconfirmed order. A
 * customer's own order and edits are theirs, not audited. The fields are the API's names; the lines
 * are written "item code × units charged", so an edit reads as the lines that changed.
 */

export function orderAuditFields(order: OrderView) {
  return {
    customer: order.customer?.current_id ?? null,
    status: order.status,
    delivered_status: order.delivered_status,
    delivery_date: order.delivery_date,
    confirmed: order.confirmed,
    backordered: order.backordered,
    companyName: order.companyName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    townCity: order.townCity,
    state: order.state,
    zipcode: order.zipcode,
    country: order.country,
    orderNotes: order.orderNotes,
    po_number: order.po_number,
    lines: order.purchased_items.map((line) => `${line.product.item} × ${line.quantity}`),
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    tax: order.tax,
    price: order.price,
  };
}

/**
 * The order as it is before a staff edit, read inside the edit's transaction once the order is
 * locked; null when the actor is not staff (a customer's edit of their own order is not audited).
 */
export async function orderBeforeStaffEdit(ctx: Ctx, orderId: number): Promise<OrderView | null> {
  if (!isAdmin(ctx.actor)) return null;
  const [order] = await ctx.db.select(orderViewColumns).from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await ctx.db.select(orderItemViewColumns).from(orderItems).where(eq(orderItems.orderId, orderId));
  return shapeOrder(order, items, []);
}

/** Records a staff edit of an order (nothing when `before` is null: not staff's, or nothing changed). */
export async function recordOrderChange(ctx: Ctx, before: OrderView | null, after: OrderView, action: AuditAction = "update"): Promise<void> {
  if (!before) return;
  await recordChange(ctx, "order", after.id, orderAuditFields(before), orderAuditFields(after), action);
}

type StatusFields = Pick<OrderView, "status" | "delivered_status" | "delivery_date">;

/** A status change named as the bulk actions name it when it is one of them, else "status". */
export function statusAction(before: StatusFields, after: StatusFields): AuditAction {
  const changed = (["status", "delivered_status", "delivery_date"] as const).filter((key) => before[key] !== after[key]);
  if (changed.length !== 1) return "status";
  if (changed[0] === "status") return after.status === "Paid" ? "mark_paid" : "mark_unpaid";
  if (changed[0] === "delivered_status") return after.delivered_status === "Delivered" ? "mark_delivered" : "mark_undelivered";
  return "reschedule";
}
