import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQLWrapper } from "drizzle-orm";
import { GET as orderList } from "@/app/api/orders/order_list/route";
import { PATCH as statusRoute } from "@/app/api/orders/order_status/[id]/route";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { adminOrdersWhere } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * The delivery date in the staff's order calls (issue 31): the order list filtered and sorted by it
 * (orders to be arranged last), and staff setting any day, or none, on an order, confirmed or not.
 */

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
/** The buyer's orders by name, placed in this order (so their ids ascend): a–c dated, d and e to be arranged. */
const ids: Record<"a" | "b" | "c" | "d" | "e", number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };

const headersOf = (user: TestUser | null) => (user ? tokenHeader(user) : {});

const list = (query: string, user: TestUser | null = admin) => orderList(apiRequest(`/api/orders/order_list/?${query}`, { headers: headersOf(user) }), noParams).then(json);

const setDate = (id: number | string, body: unknown, user: TestUser | null = admin) =>
  statusRoute(apiRequest(`/api/orders/order_status/${id}/`, { method: "PATCH", body, headers: headersOf(user) }), routeParams({ id: String(id) })).then(json);

async function storedDate(id: number): Promise<string | null> {
  const [row] = await (await getDb()).select({ date: orders.deliveryDate }).from(orders).where(eq(orders.id, id));
  return row.date;
}

const idsOf = (answer: { body: { results: Array<{ id: number }> } }) => answer.body.results.map((o) => o.id);

beforeAll(async () => {
  admin = await build.admin();
  buyer = await build.customer({ company: "Harbour Café" });
  other = await build.customer({ company: "Maple Deli" });
  const product = await build.product({ price: "3.00" });
  const db = await getDb();
  const dates = { a: "2026-12-04", b: "2026-12-01", c: "2026-12-04", d: null, e: null } as const;
  for (const name of ["a", "b", "c", "d", "e"] as const) {
    ids[name] = (await build.order(buyer, [product])).id;
    await db.update(orders).set({ deliveryDate: dates[name] }).where(eq(orders.id, ids[name]));
  }
  // Another customer's order on the same day: the filter combines with ?customer=.
  const theirs = await build.order(other, [product]);
  await db.update(orders).set({ deliveryDate: "2026-12-04" }).where(eq(orders.id, theirs.id));
}, 120_000);

describe("GET /api/orders/order_list/?delivery_date=", () => {
  it("lists the orders to deliver on a day, newest first, each with its date", async () => {
    const answer = await list(`delivery_date=2026-12-04&customer=${buyer.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(2);
    expect(idsOf(answer)).toEqual([ids.c, ids.a]);
    expect(answer.body.results.map((o: { delivery_date: string }) => o.delivery_date)).toEqual(["2026-12-04", "2026-12-04"]);
    expect((await list("delivery_date=2026-12-04")).body.count).toBe(3);
    expect((await list("delivery_date=2026-12-02")).body).toMatchObject({ count: 0, results: [] });
  });

  it("combines with the other filters", async () => {
    expect((await list(`delivery_date=2026-12-01&status=Paid&customer=${buyer.id}`)).body.count).toBe(0);
    expect(idsOf(await list(`delivery_date=2026-12-01&status=Not+paid&customer=${buyer.id}`))).toEqual([ids.b]);
  });

  it("refuses a day that is not a YYYY-MM-DD date: 400 on delivery_date", async () => {
    for (const bad of ["2026-02-30", "tomorrow", "2026-12-4", "04/12/2026", "1999-12-31"]) {
      expect(await list(`delivery_date=${encodeURIComponent(bad)}`), bad).toMatchObject({ status: 400, body: { delivery_date: ["Enter a date as YYYY-MM-DD."] } });
    }
  });

  it("reads the day through orders_delivery_date_idx", async () => {
    const db = await getDb();
    const where = adminOrdersWhere(adminOrdersQuerySchema.parse({ delivery_date: "2026-12-04" }));
    const plan = await db.transaction(async (tx) => {
      // A handful of rows: a sequential scan is cheaper, so it is ruled out to see whether the index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const statement: SQLWrapper = tx.select({ id: orders.id }).from(orders).where(where);
      const rows = ((await tx.execute(sql`explain ${statement}`)) as unknown as { rows: Array<Record<string, string>> }).rows;
      return rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toMatch(/orders_delivery_date_idx/);
  });
});

describe("GET /api/orders/order_list/?sort=delivery_date", () => {
  it("sorts by delivery date, earliest first, ties by order number, orders to be arranged last", async () => {
    expect(idsOf(await list(`sort=delivery_date&customer=${buyer.id}`))).toEqual([ids.b, ids.a, ids.c, ids.d, ids.e]);
  });

  it("sorts by delivery date, latest first, ties by order number, orders to be arranged still last", async () => {
    expect(idsOf(await list(`sort=-delivery_date&customer=${buyer.id}`))).toEqual([ids.c, ids.a, ids.b, ids.e, ids.d]);
  });

  it("names the delivery-date sorts among the choices of a bad sort", async () => {
    expect(await list("sort=delivery")).toMatchObject({
      status: 400,
      body: { sort: ["Select a valid choice: created_at, -created_at, price, -price, delivery_date, -delivery_date."] },
    });
  });
});

describe("PATCH /api/orders/order_status/{id}/ with delivery_date", () => {
  it("sets any real day, no cut-off or weekday binding staff, and answers the order", async () => {
    const order = await build.order(buyer, [await build.product()]);
    // A Sunday, and a day already past: staff may.
    expect(await setDate(order.id, { delivery_date: "2026-12-06" })).toMatchObject({ status: 200, body: { id: order.id, delivery_date: "2026-12-06", status: "Not paid" } });
    expect(await storedDate(order.id)).toBe("2026-12-06");
    expect((await setDate(order.id, { delivery_date: "2026-01-02" })).body.delivery_date).toBe("2026-01-02");
    expect(await storedDate(order.id)).toBe("2026-01-02");
  });

  it("sets null: to be arranged", async () => {
    const order = await build.order(buyer, [await build.product()]);
    await setDate(order.id, { delivery_date: "2026-12-08" });
    expect(await setDate(order.id, { delivery_date: null })).toMatchObject({ status: 200, body: { delivery_date: null } });
    expect(await storedDate(order.id)).toBeNull();
  });

  it("sets the date with the statuses in one call, and leaves it alone when it is not sent", async () => {
    const order = await build.order(buyer, [await build.product()]);
    expect(await setDate(order.id, { status: "Paid", delivery_date: "2026-12-11" })).toMatchObject({ status: 200, body: { status: "Paid", delivery_date: "2026-12-11" } });
    expect(await setDate(order.id, { delivered_status: "Delivered" })).toMatchObject({ status: 200, body: { delivered_status: "Delivered", delivery_date: "2026-12-11" } });
  });

  it("reschedules a confirmed order", async () => {
    const order = await build.order(buyer, [await build.product()]);
    await build.confirmOrder(order);
    expect(await setDate(order.id, { delivery_date: "2026-12-15" })).toMatchObject({ status: 200, body: { confirmed: true, delivery_date: "2026-12-15" } });
    expect(await storedDate(order.id)).toBe("2026-12-15");
  });

  it("refuses a date that does not exist or is not YYYY-MM-DD: 400 on delivery_date, nothing stored", async () => {
    const order = await build.order(buyer, [await build.product()]);
    await setDate(order.id, { delivery_date: "2026-12-04" });
    for (const bad of ["2026-02-30", "2026-13-01", "2026-12-4", "04/12/2026", "", 20261204, true]) {
      expect(await setDate(order.id, { delivery_date: bad }), String(bad)).toMatchObject({ status: 400, body: { delivery_date: ["Enter a date as YYYY-MM-DD."] } });
    }
    expect(await storedDate(order.id)).toBe("2026-12-04");
  });

  it("asks for one of the three when the body has none", async () => {
    const order = await build.order(buyer, [await build.product()]);
    expect(await setDate(order.id, {})).toMatchObject({ status: 400, body: { non_field_errors: ["Send status, delivered_status or delivery_date."] } });
  });

  it("answers 404 for an order that does not exist", async () => {
    expect((await setDate(999_999, { delivery_date: "2026-12-04" })).status).toBe(404);
  });

  it("is for staff only: 401 for a visitor, 403 for the order's own customer", async () => {
    const order = await build.order(buyer, [await build.product()]);
    expect((await setDate(order.id, { delivery_date: "2026-12-04" }, null)).status).toBe(401);
    expect((await setDate(order.id, { delivery_date: "2026-12-04" }, buyer)).status).toBe(403);
    expect((await setDate(order.id, { delivery_date: "2026-12-04" }, other)).status).toBe(403);
    expect(await storedDate(order.id)).toBeNull();
  });
});
