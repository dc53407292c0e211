import "server-only";
import { and, asc, eq, inArray, lt, not, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { executeRows } from "@/db/rows";
import { orders, products, productStock, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { getEnv } from "@/lib/env";
import { requireAdmin } from "@/lib/identity/access";
import { overdueCondition } from "@/lib/orders/admin-orders";
import { PAID_STATUSES, type PaidStatus } from "@/lib/shared/orders/statuses";
import { toCents } from "@/lib/shared/pricing/money";

/*
 * The staff's home, /admin (issue 25): what is waiting on someone, each a count and its first few
 * rows, oldest or most urgent first. Every read is served by a partial index (EXPLAIN-checked in
 * test/integration/admin-home.test.ts), so the page stays cheap at 100,000 orders and 50,000
 * products: orders_unconfirmed_idx, orders_unpaid_delivered_idx, product_stock_reorder_idx; and
 * orders_status_created_idx for the confirmed orders still to deliver (few, once the shop delivers).
 */

/** How many rows each card lists. */
export const HOME_ROWS = 5;

/** An order waiting on staff: its number, who it is for, its total, when it was placed (or delivered). */
export interface HomeOrder {
  id: number;
  customer: string;
  email: string;
  totalCents: number;
  createdAt: Date;
  /** Delivered orders: the day they were delivered, from which payment terms run. */
  deliveredAt: Date | null;
}

export interface HomeCustomer {
  id: number;
  company: string;
  name: string;
  email: string;
  createdAt: Date;
}

export interface HomeProduct {
  id: number;
  name: string;
  item: string;
  /** Units on hand (below zero when confirmed orders are back-ordered). */
  quantity: number;
  /** The level the units on hand fell below. */
  reorderBelow: number;
}

export interface HomeQueue<T> {
  count: number;
  /** The first HOME_ROWS, oldest or most urgent first. */
  rows: T[];
}

export interface BackOfficeHome {
  /** When the counts were read: ages are measured from it. */
  now: Date;
  paymentTermsDays: number;
  toConfirm: HomeQueue<HomeOrder>;
  toDeliver: HomeQueue<HomeOrder>;
  overdue: HomeQueue<HomeOrder>;
  awaitingVerification: HomeQueue<HomeCustomer>;
  toReorder: HomeQueue<HomeProduct>;
}

const orderColumns = {
  id: orders.id,
  company: orders.companyName,
  fullName: orders.fullName,
  email: orders.email,
  price: orders.price,
  createdAt: orders.createdAt,
  deliveredAt: orders.deliveredAt,
};

type OrderRow = { id: number; company: string; fullName: string; email: string; price: string; createdAt: Date; deliveredAt: Date | null };

/** Who the order is for as the order keeps it: the company, else the name on the order, else the email. */
function shapeOrder(row: OrderRow): HomeOrder {
  return {
    id: row.id,
    customer: row.company || row.fullName || row.email,
    email: row.email,
    totalCents: toCents(row.price),
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
  };
}

const count = sql<number>`count(*)::int`;

/** Customers awaiting verification, with the name and company the card shows. */
const customerColumns = { id: users.id, company: users.company, firstName: users.firstName, lastName: users.lastName, email: users.email, createdAt: users.createdAt };

/**
 * Each card's two statements, its count and its first rows, not yet run (the test EXPLAINs them).
 * - to confirm: not confirmed, oldest first; orders_unconfirmed_idx (created_at) where not confirmed;
 * - to deliver: confirmed, not delivered, oldest first; orders_status_created_idx, which reads only
 *   the orders not delivered (a few, once the shop delivers);
 * - overdue: delivered, unpaid, past the payment terms, longest overdue first;
 *   orders_unpaid_delivered_idx (delivered_at);
 * - awaiting verification: the customers who have waited longest first; users_role_created_idx;
 * - to reorder: products on sale below their reorder level (the Need to reorder tab), the furthest
 *   below first, by units on hand as a share of the level (0 of 10 before 50 of 100);
 *   product_stock_reorder_idx holds exactly the rows below their level.
 */
export function homeStatements(ctx: Ctx, now: Date) {
  const { db } = ctx;
  const orderQueue = (where: SQL, order: SQL[]) => ({
    count: db.select({ n: count }).from(orders).where(where),
    rows: db.select(orderColumns).from(orders).where(where).orderBy(...order).limit(HOME_ROWS),
  });
  // Both paid states spelt out, so that the index on (status, delivered_status, created_at) serves
  // the count on PostgreSQL 15 too, which has no skip scan; and the list as two walks of that index
  // in date order, one per paid state, five rows each at most, whatever the planner guesses.
  const undelivered = and(eq(orders.deliveredStatus, "Not delivered"), eq(orders.confirmed, true))!;
  const undeliveredRows = (status: PaidStatus) =>
    db.select(orderColumns).from(orders).where(and(eq(orders.status, status), undelivered)).orderBy(asc(orders.createdAt), asc(orders.id)).limit(HOME_ROWS);
  const awaiting = and(eq(users.role, "Customer"), eq(users.verified, false));
  // The Need to reorder tab's rule (needToReorderCondition, lib/catalog/stock.ts) read from the
  // stock side: the partial index holds exactly these rows, and each is checked against its product
  // by primary key. (A join lets the planner, which guesses a third of the stock rows are below their
  // level, scan every product instead.)
  const below = lt(productStock.quantity, productStock.needToReorderBelow);
  const onSale = sql`(select not ${products.isDeleted} from ${products} where ${products.id} = ${productStock.productId})`;
  const urgency = sql<number>`(${productStock.quantity} - ${productStock.needToReorderBelow})::float8 / greatest(${productStock.needToReorderBelow}, 1)`;
  const urgent = db
    .select({ productId: productStock.productId, quantity: productStock.quantity, reorderBelow: productStock.needToReorderBelow, urgency: urgency.as("urgency") })
    .from(productStock)
    .where(and(below, onSale))
    .orderBy(asc(urgency), asc(productStock.productId))
    .limit(HOME_ROWS)
    .as("urgent");
  return {
    toConfirm: orderQueue(not(orders.confirmed), [asc(orders.createdAt), asc(orders.id)]),
    toDeliver: {
      count: db.select({ n: count }).from(orders).where(and(inArray(orders.status, PAID_STATUSES), undelivered)),
      rows: unionAll(undeliveredRows("Paid"), undeliveredRows("Not paid"))
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(HOME_ROWS),
    },
    overdue: orderQueue(overdueCondition(now), [asc(orders.deliveredAt), asc(orders.id)]),
    awaitingVerification: {
      count: db.select({ n: count }).from(users).where(awaiting),
      rows: db.select(customerColumns).from(users).where(awaiting).orderBy(asc(users.createdAt), asc(users.id)).limit(HOME_ROWS),
    },
    toReorder: {
      count: db.select({ n: count }).from(productStock).where(and(below, onSale)),
      rows: db
        .select({ id: products.id, name: products.name, item: products.item, quantity: urgent.quantity, reorderBelow: urgent.reorderBelow })
        .from(urgent)
        .innerJoin(products, eq(products.id, urgent.productId))
        .orderBy(asc(urgent.urgency), asc(urgent.productId)),
    },
  };
}

/** The five counts of homeStatements as one statement. */
export function allCounts(q: ReturnType<typeof homeStatements>): SQL {
  return sql`select (${q.toConfirm.count}) as "toConfirm", (${q.toDeliver.count}) as "toDeliver", (${q.overdue.count}) as "overdue",
    (${q.awaitingVerification.count}) as "awaiting", (${q.toReorder.count}) as "toReorder"`;
}

/** Everything /admin shows, staff only. */
export async function backOfficeHome(ctx: Ctx, now = new Date()): Promise<BackOfficeHome> {
  requireAdmin(ctx.actor);
  const q = homeStatements(ctx, now);
  // The five counts in one statement, then the five short lists: a page view holds at most five of
  // the pool's connections, briefly.
  const [countRows, confirmRows, deliverRows, overdueRows, awaitingRows, reorderRows] = await Promise.all([
    executeRows<Record<"toConfirm" | "toDeliver" | "overdue" | "awaiting" | "toReorder", number | string>>(ctx.db, allCounts(q)),
    q.toConfirm.rows,
    q.toDeliver.rows,
    q.overdue.rows,
    q.awaitingVerification.rows,
    q.toReorder.rows,
  ]);
  const n = countRows[0];
  return {
    now,
    paymentTermsDays: getEnv().PAYMENT_TERMS_DAYS,
    toConfirm: { count: Number(n.toConfirm), rows: confirmRows.map(shapeOrder) },
    toDeliver: { count: Number(n.toDeliver), rows: deliverRows.map(shapeOrder) },
    overdue: { count: Number(n.overdue), rows: overdueRows.map(shapeOrder) },
    awaitingVerification: {
      count: Number(n.awaiting),
      rows: awaitingRows.map((row) => ({ id: row.id, company: row.company, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, createdAt: row.createdAt })),
    },
    toReorder: { count: Number(n.toReorder), rows: reorderRows },
  };
}
