import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, not, or, sql, type SQL } from "drizzle-orm";
import { orderItems, orders, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { getEnv } from "@/lib/env";
import { requireAdmin } from "@/lib/identity/access";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { PAGE_SIZE, pageOffset, parsePageParam, resolvePage, type PageResult } from "@/lib/shared/pagination/pages";
import { readOrderTaxes } from "./order-taxes";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";
import type { AdminOrderSort, AdminOrdersQuery } from "@/lib/shared/orders/query-schemas";
import { startOfNextShopDay, startOfShopDay } from "@/lib/shared/orders/order-time";

/*
 * The order list of the back office (docs/product.md §2 /admin/orders, §7 order_list): every customer's
 * orders, staff only.
 */

const SORTS = {
  created_at: [asc(orders.createdAt), asc(orders.id)],
  "-created_at": [desc(orders.createdAt), desc(orders.id)],
  price: [asc(orders.price), asc(orders.id)],
  "-price": [desc(orders.price), desc(orders.id)],
  // The delivery date (issue 31): orders still to be arranged (null) last both ways, ties by number.
  // Ascending is the order of orders_delivery_date_idx (delivery_date, id), whose nulls sort last.
  delivery_date: [sql`${orders.deliveryDate} asc nulls last`, asc(orders.id)],
  "-delivery_date": [sql`${orders.deliveryDate} desc nulls last`, desc(orders.id)],
} satisfies Record<AdminOrderSort, readonly SQL[]>;

/** The customer search on the stored search_text (trigram index orders_search_trgm_idx), wildcards escaped. */
function searchCondition(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${orders.searchText} like '%' || shop_search_norm(${escaped}) || '%'`;
}

/** "#123" or "123": an order number (as the lists show it), else null. */
export function orderNumberOf(term: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(term.trim());
  return match ? Number(match[1]) : null;
}

/**
 * Delivered, still not paid, and delivered longer ago than the payment terms (PAYMENT_TERMS_DAYS):
 * the partial index orders_unpaid_delivered_idx serves it.
 */
export function overdueCondition(now = new Date()): SQL {
  const due = new Date(now.getTime() - getEnv().PAYMENT_TERMS_DAYS * 86_400_000);
  return and(eq(orders.status, "Not paid"), eq(orders.deliveredStatus, "Delivered"), lt(orders.deliveredAt, due))!;
}

/** Orders a page of the back office's work queue shows (/admin/orders): the REST API keeps 16. */
export const QUEUE_PAGE_SIZE = 50;

/**
 * One page (16, or `pageSize` for a screen) of all orders: search by customer or order number, one
 * customer's, sort, and the filters, which combine: paid, delivered, confirmed, overdue, placed by
 * staff or by the customer, the days it was placed on (from and to included, shop time), and the
 * day it is to be delivered on.
 */
export async function adminOrdersPage(ctx: Ctx, query: AdminOrdersQuery, pageSize = PAGE_SIZE): Promise<PageResult<OrderView>> {
  requireAdmin(ctx.actor);
  const where = adminOrdersWhere(query);
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(orders).where(where);
  const page = resolvePage(parsePageParam(query.page ?? null), count, pageSize);
  const rows = await ctx.db
    .select(orderViewColumns)
    .from(orders)
    .where(where)
    .orderBy(...adminOrdersOrder(query))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const items = rows.length ? await ctx.db.select(orderItemViewColumns).from(orderItems).where(inArray(orderItems.orderId, rows.map((r) => r.id))) : [];
  const itemsOf = new Map<number, typeof items>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
  const taxesOf = await readOrderTaxes(ctx, rows.map((r) => r.id));
  return { page, count, results: rows.map((row) => shapeOrder(row, itemsOf.get(row.id) ?? [], taxesOf.get(row.id) ?? [])) };
}

/** The order of a list's rows (newest first unless ?sort= says otherwise). */
function adminOrdersOrder(query: Pick<AdminOrdersQuery, "sort">): SQL[] {
  return SORTS[query.sort ?? "-created_at"];
}

/** The rows a list's filters and search keep (undefined: every order); exported for the plan tests. */
export function adminOrdersWhere(query: AdminOrdersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const number = orderNumberOf(query.search);
    conditions.push(number === null ? searchCondition(query.search) : or(eq(orders.id, number), searchCondition(query.search))!);
  }
  if (query.customer !== undefined) conditions.push(eq(orders.customerId, query.customer));
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.delivered_status) conditions.push(eq(orders.deliveredStatus, query.delivered_status));
  if (query.confirmed !== undefined) conditions.push(eq(orders.confirmed, query.confirmed));
  if (query.admin_created !== undefined) conditions.push(eq(orders.adminCreated, query.admin_created));
  if (query.overdue !== undefined) conditions.push(query.overdue ? overdueCondition() : not(overdueCondition()));
  if (query.from) conditions.push(gte(orders.createdAt, startOfShopDay(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, startOfNextShopDay(query.to)));
  // The orders to deliver on a day (orders_delivery_date_idx).
  if (query.delivery_date) conditions.push(eq(orders.deliveryDate, query.delivery_date));
  return conditions.length ? and(...conditions) : undefined;
}

/** The work queue's screen (/admin/orders): a page of QUEUE_PAGE_SIZE orders, and who ?customer= names. */
export interface OrdersQueue {
  orders: PageResult<OrderView>;
  /** The customer the list is scoped to; null when ?customer= names no customer account (any more). */
  customer: OrdersCustomer | null;
}

export async function adminOrdersQueue(ctx: Ctx, query: AdminOrdersQuery): Promise<OrdersQueue> {
  const orders = await adminOrdersPage(ctx, query, QUEUE_PAGE_SIZE);
  if (query.customer === undefined) return { orders, customer: null };
  try {
    return { orders, customer: await findOrdersCustomer(ctx, query.customer) };
  } catch (error) {
    if (error instanceof NotFound) return { orders, customer: null };
    throw error;
  }
}

/** Who a customer's order list is about (the page's title). */
export interface OrdersCustomer {
  id: number;
  company: string;
  name: string;
  email: string;
}

/** A customer account by id (staff only), else 404: an admin's id or a deleted customer is not one. */
export async function findOrdersCustomer(ctx: Ctx, customerId: number): Promise<OrdersCustomer> {
  requireAdmin(ctx.actor);
  const [user] = await ctx.db
    .select({ id: users.id, company: users.company, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "Customer")));
  if (!user) throw new NotFound();
  return { id: user.id, company: user.company, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

