import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { orders, users } from "@/db/schema";
import type { Actor } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { allCounts, backOfficeHome, homeStatements } from "@/lib/back-office/home";
import { Forbidden, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import type { TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";

/* The staff's home, /admin (issue 25): its counts and first rows, who may read them, and that each count is served by an index. */

const DAY = 86_400_000;
const daysAgo = (days: number, from = Date.now()) => new Date(from - days * DAY);

let db: Db;
let staff: TestUser;
const asAdmin = (): Actor => ({ kind: "user", id: staff.id, email: staff.email, role: "Admin", verified: true });

beforeAll(async () => {
  db = await getDb();
  staff = await build.admin();
});

describe("the back office's home", () => {
  it("counts and lists what is waiting, oldest or most urgent first; overdue from 30 days after delivery", async () => {
    const now = new Date();
    const buyer = await build.customer({ company: "Home Card Foods" });
    const p = await build.product();
    const place = async (changes: Partial<typeof orders.$inferInsert>) => {
      const placed = await build.order(buyer, [p]);
      await db.update(orders).set(changes).where(eq(orders.id, placed.id));
      return placed.id;
    };
    const confirmed = { confirmed: true, confirmedAt: daysAgo(40, now.getTime()) };
    const delivered = (days: number) => ({ ...confirmed, deliveredStatus: "Delivered" as const, deliveredAt: daysAgo(days, now.getTime()) });

    const newest = await place({ createdAt: daysAgo(1, now.getTime()) });
    const oldest = await place({ createdAt: daysAgo(3, now.getTime()) });
    const toDeliverLater = await place({ ...confirmed, createdAt: daysAgo(2, now.getTime()) });
    const toDeliverFirst = await place({ ...confirmed, createdAt: daysAgo(5, now.getTime()), status: "Paid" });
    const recentUnpaid = await place(delivered(29));
    const overdue = await place(delivered(31));
    const longOverdue = await place(delivered(45));
    await place({ ...delivered(60), status: "Paid" });

    const waitingLonger = await build.customer({ verified: false, company: "Waiting Longer Ltd" });
    const waiting = await build.customer({ verified: false });
    await db.update(users).set({ createdAt: daysAgo(10, now.getTime()) }).where(eq(users.id, waitingLonger.id));

    const none = await build.product({ name: "Aa first by name" });
    const half = await build.product({ name: "Half stocked" });
    const backordered = await build.product({ name: "Zz back-ordered" });
    const trashed = await build.product({ name: "Trashed low", isDeleted: true });
    const fine = await build.product({ name: "Enough on hand" });
    const atLevel = await build.product({ name: "Exactly at level" });
    await build.stockLevel(none, 0, 10);
    await build.stockLevel(half, 50, 100);
    await build.stockLevel(backordered, -4, 0);
    await build.stockLevel(trashed, 0, 10);
    await build.stockLevel(fine, 20, 10);
    await build.stockLevel(atLevel, 10, 10);

    const home = await backOfficeHome(newContext(db, asAdmin()), now);
    expect(home.paymentTermsDays).toBe(30);
    expect(home.toConfirm.count).toBe(2);
    expect(home.toConfirm.rows.map((o) => o.id)).toEqual([oldest, newest]);
    expect(home.toConfirm.rows[0]).toMatchObject({ customer: "Home Card Foods", email: buyer.email, totalCents: 1000 });
    expect(home.toDeliver.count).toBe(2);
    expect(home.toDeliver.rows.map((o) => o.id)).toEqual([toDeliverFirst, toDeliverLater]);
    // 29 days after delivery is within the terms; 31 is overdue.
    expect(home.overdue.count).toBe(2);
    expect(home.overdue.rows.map((o) => o.id)).toEqual([longOverdue, overdue]);
    expect(home.overdue.rows.map((o) => o.id)).not.toContain(recentUnpaid);
    expect(home.awaitingVerification.count).toBe(2);
    expect(home.awaitingVerification.rows.map((c) => c.id)).toEqual([waitingLonger.id, waiting.id]);
    expect(home.awaitingVerification.rows[0]).toMatchObject({ company: "Waiting Longer Ltd", email: waitingLonger.email });
    // Below zero first, then none of 10 on hand, then half of the level; not the trashed one, not one at its level.
    expect(home.toReorder.count).toBe(3);
    expect(home.toReorder.rows).toEqual([
      { id: backordered.id, name: "Zz back-ordered", item: backordered.item, quantity: -4, reorderBelow: 0 },
      { id: none.id, name: "Aa first by name", item: none.item, quantity: 0, reorderBelow: 10 },
      { id: half.id, name: "Half stocked", item: half.item, quantity: 50, reorderBelow: 100 },
    ]);

    // A day later the 29-day order is overdue too.
    expect((await backOfficeHome(newContext(db, asAdmin()), new Date(now.getTime() + 2 * DAY))).overdue.count).toBe(3);
  });

  it("lists at most five rows a card, while the count is the whole queue", async () => {
    const before = await backOfficeHome(newContext(db, asAdmin()));
    const buyer = await build.customer();
    const p = await build.product();
    for (let n = 0; n < 6; n++) await build.order(buyer, [p]);
    const after = await backOfficeHome(newContext(db, asAdmin()));
    expect(after.toConfirm.count).toBe(before.toConfirm.count + 6);
    expect(after.toConfirm.rows).toHaveLength(5);
  });

  it("is for staff only", async () => {
    const customer = await build.customer();
    const actor: Actor = { kind: "user", id: customer.id, email: customer.email, role: "Customer", verified: true };
    await expect(backOfficeHome(newContext(db, actor))).rejects.toThrow(Forbidden);
    await expect(backOfficeHome(newContext(db, { kind: "visitor" }))).rejects.toThrow(Unauthenticated);
  });

  it("reads every count through an index at 100,000 orders and 50,000 products", { timeout: 120_000 }, async () => {
    // Most orders long delivered and paid, as in a shop that has run for years; a few in each queue.
    await db.execute(sql`
      insert into orders (customer_snapshot, status, delivered_status, confirmed, confirmed_at, delivered_at, subtotal, tax, price,
                          email, phone, address, town_city, state, zipcode, created_at)
      select '{}'::jsonb,
             case when n % 997 = 0 then 'Not paid' else 'Paid' end,
             case when n % 1009 = 0 then 'Not delivered' else 'Delivered' end,
             n % 1013 <> 0,
             case when n % 1013 <> 0 then now() - interval '400 days' end,
             case when n % 1009 <> 0 then now() - (n % 300) * interval '1 day' end,
             10, 0, 10, 'bulk@example.ca', '6045550100', '1 Main St', 'Vancouver', 'BC', 'V6B 1A1',
             now() - interval '400 days' + n * interval '1 minute'
      from generate_series(1, 100000) as n`);
    await db.execute(sql`
      insert into products (item, name, slug, price)
      select 'BULK-' || n, 'Bulk product ' || n, 'bulk_product_' || n, 1 from generate_series(1, 50000) as n`);
    await db.execute(sql`
      insert into product_stock (product_id, quantity, need_to_reorder_below)
      select id, case when id % 499 = 0 then 1 else 100 end, 5 from products where item like 'BULK-%'`);
    await db.execute(sql`analyze`);

    const plan = async (statement: SQLWrapper) =>
      ((await db.execute(sql`explain ${statement}`)) as unknown as { rows: Array<Record<string, string>> }).rows.map((r) => Object.values(r)[0]).join("\n");
    const q = homeStatements(newContext(db, asAdmin()), new Date());
    // Each statement reads its queue through an index whose entries are (nearly) the queue itself:
    // a partial index, or the status index's range of the same statuses, which the planner may
    // prefer for the overdue count (both read the unpaid delivered orders only).
    const expectations: Array<[string, SQLWrapper, RegExp]> = [
      ["to confirm", q.toConfirm.count, /orders_unconfirmed_idx/],
      ["to confirm, rows", q.toConfirm.rows, /orders_unconfirmed_idx/],
      ["to deliver", q.toDeliver.count, /orders_status_created_idx/],
      ["to deliver, rows", q.toDeliver.rows, /orders_status_created_idx/],
      ["overdue", q.overdue.count, /orders_unpaid_delivered_idx|orders_status_created_idx/],
      ["overdue, rows", q.overdue.rows, /orders_unpaid_delivered_idx|orders_status_created_idx/],
      ["awaiting verification", q.awaitingVerification.count, /users_role_created_idx|Seq Scan on users/],
      ["to reorder", q.toReorder.count, /product_stock_reorder_idx/],
      ["to reorder, rows", q.toReorder.rows, /product_stock_reorder_idx/],
    ];
    for (const [name, statement, index] of expectations) {
      const text = await plan(statement);
      if (process.env.SHOW_PLANS) console.log(`${name}:\n${text}\n`);
      expect({ name, text }).toEqual({ name, text: expect.stringMatching(index) });
      expect({ name, text }).not.toEqual({ name, text: expect.stringMatching(/Seq Scan on (orders|product_stock|products)/) });
    }
    // The page runs the five counts as one statement: each still through its index.
    const together = await plan(allCounts(q));
    if (process.env.SHOW_PLANS) console.log(`all counts:\n${together}\n`);
    for (const index of ["orders_unconfirmed_idx", "orders_status_created_idx", "product_stock_reorder_idx"]) expect(together).toContain(index);
    expect(together).not.toMatch(/Seq Scan on (orders|product_stock|products)/);
    const started = performance.now();
    const home = await backOfficeHome(newContext(db, asAdmin()));
    if (process.env.SHOW_PLANS) console.log(`backOfficeHome: ${(performance.now() - started).toFixed(1)} ms`);
    expect(home.toReorder.count).toBeGreaterThanOrEqual(100);
    expect(home.toConfirm.count).toBeGreaterThanOrEqual(98);
  });
});
