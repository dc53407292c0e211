import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";
import { orderItems, orders, type OrderRow } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireUser, requireVerified } from "@/lib/accounts/access";
import { Conflict, NotFound } from "@/lib/http/errors";
import { parseIdParam } from "@/lib/http/ids";
import { PAGE_SIZE, pageEnvelope, pageOffset, parsePageParam, resolvePage, type Page } from "@/lib/http/pagination";
import { shapeOrder, type OrderView } from "./order-view";
import type { Billing } from "./schemas";
import type { MyOrdersQuery } from "./query-schemas";

export const CONFIRMED_MESSAGE = "This order is confirmed and can no longer be changed.";

/** One page of the caller's own orders (SPEC.md §7 my_orders): sort, paid and delivery filters, 16 a page. */
export async function myOrdersPage(ctx: Ctx, query: MyOrdersQuery): Promise<{ page: number; count: number; results: OrderView[] }> {
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
  const rows = await ctx.db.select().from(orders).where(where).orderBy(...order).limit(PAGE_SIZE).offset(pageOffset(page));
  const items = rows.length ? await ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))).orderBy(asc(orderItems.id)) : [];
  return { page, count, results: rows.map((row) => shapeOrder(row, items.filter((i) => i.orderId === row.id))) };
}

/** The same page in the DRF envelope, with links relative to the request URL. */
export async function listMyOrders(ctx: Ctx, query: MyOrdersQuery, url: URL): Promise<Page<OrderView>> {
  const { page, count, results } = await myOrdersPage(ctx, query);
  return pageEnvelope(url, page, count, results);
}

/** An order the actor may see: a customer's own, or any for an admin; others are not found. */
export async function findVisibleOrder(db: Db, ctx: Ctx, orderId: number) {
  const actor = requireUser(ctx.actor);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound();
  if (actor.role !== "Admin" && (order.customerId !== actor.id || !actor.verified)) throw new NotFound();
  return order;
}

/** An order with its lines, as the API answers it. */
export async function loadOrderView(db: Db, orderId: number): Promise<OrderView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new NotFound();
  return withItems(db, order);
}

async function withItems(db: Db, order: OrderRow): Promise<OrderView> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return shapeOrder(order, items);
}

/** 401/404 unless the actor may see the order (checked before a request body is read). */
export async function assertOrderVisible(ctx: Ctx, orderId: number): Promise<void> {
  await findVisibleOrder(ctx.db, ctx, orderId);
}

export async function getOrder(ctx: Ctx, orderId: number): Promise<OrderView> {
  return withItems(ctx.db, await findVisibleOrder(ctx.db, ctx, orderId));
}

/**
 * Inside a transaction: checks the order is visible to the actor, locks its row against a
 * concurrent confirmation, and refuses a confirmed order (409).
 */
export async function lockEditableOrder(db: Db, ctx: Ctx, orderId: number) {
  const order = await findVisibleOrder(db, ctx, orderId);
  await db.execute(sql`select id from orders where id = ${order.id} for update`);
  const [fresh] = await db.select({ confirmed: orders.confirmed }).from(orders).where(eq(orders.id, order.id));
  if (fresh.confirmed) throw new Conflict(CONFIRMED_MESSAGE);
  return order;
}

/** Billing edit of an unconfirmed order, in one transaction. */
export async function updateOrderBilling(ctx: Ctx, orderId: number, billing: Billing): Promise<OrderView> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await lockEditableOrder(db, ctx, orderId);
    await db
      .update(orders)
      .set({ ...billing, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    return loadOrderView(db, orderId);
  });
}

/** An order for a page: the raw path id, or null when it is not one this actor may see. */
export async function findOrderForPage(ctx: Ctx, rawId: string): Promise<OrderView | null> {
  try {
    return await getOrder(ctx, parseIdParam(rawId));
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}
