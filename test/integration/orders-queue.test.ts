import { beforeAll, describe, expect, it } from "vitest";
import { GET as orderList } from "@/app/api/orders/order_list/route";
import { getDb } from "@/db/client";
import { newContext } from "@/lib/context/context";
import { QUEUE_PAGE_SIZE, adminOrdersPage, adminOrdersQueue } from "@/lib/orders/admin-orders";
import { Forbidden } from "@/lib/shared/errors/domain-errors";
import type { AdminOrdersQuery } from "@/lib/shared/orders/query-schemas";
import { PAGE_SIZE } from "@/lib/shared/pagination/pages";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams } from "@/test/support/requests";

/*
 * The back office's work queue (issue 25): its screen reads 50 orders a page while the REST API keeps
 * 16 (docs/product.md §9), and names the customer ?customer= scopes it to.
 */

let admin: TestUser;
let harbour: TestUser;
let other: TestUser;
const placed: number[] = [];

/** A parsed order_list query: what is not given is absent. */
const q = (query: Partial<AdminOrdersQuery> = {}): AdminOrdersQuery => ({ customer: undefined, ...query });

const adminCtx = async () => newContext(await getDb(), { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });

beforeAll(async () => {
  admin = await build.admin();
  harbour = await build.customer({ company: "Harbour Café", firstName: "Sam", lastName: "Lee" });
  other = await build.customer({ company: "Maple Deli" });
  const product = await build.product({ price: "2.00" });
  for (let i = 0; i < PAGE_SIZE + 2; i++) placed.push((await build.order(i % 2 ? other : harbour, [product])).id);
}, 120_000);

describe("the work queue's page size", () => {
  it("reads QUEUE_PAGE_SIZE orders a page for the screen, newest first", async () => {
    expect(QUEUE_PAGE_SIZE).toBeGreaterThan(PAGE_SIZE);
    const page = await adminOrdersPage(await adminCtx(), q(), QUEUE_PAGE_SIZE);
    expect(page).toMatchObject({ page: 1, count: placed.length });
    expect(page.results.map((o) => o.id)).toEqual([...placed].reverse());
  });

  it("keeps 16 a page by default and on the REST API", async () => {
    expect((await adminOrdersPage(await adminCtx(), q())).results).toHaveLength(PAGE_SIZE);
    const answer = await orderList(apiRequest("/api/orders/order_list/", { headers: tokenHeader(admin) }), noParams).then(json);
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(placed.length);
    expect(answer.body.results).toHaveLength(PAGE_SIZE);
    expect(answer.body.next).toMatch(/page=2/);
  });

  it("answers a page past the last of the queue's size as not found", async () => {
    await expect(adminOrdersPage(await adminCtx(), q({ page: "2" }), QUEUE_PAGE_SIZE)).rejects.toThrow();
    expect((await adminOrdersPage(await adminCtx(), q({ page: "2" }))).results).toHaveLength(2);
  });
});

describe("adminOrdersQueue", () => {
  it("names the customer ?customer= scopes the list to, with their orders only", async () => {
    const queue = await adminOrdersQueue(await adminCtx(), q({ customer: harbour.id }));
    expect(queue.customer).toMatchObject({ id: harbour.id, company: "Harbour Café", name: "Sam Lee" });
    expect(queue.orders.count).toBe(Math.ceil(placed.length / 2));
    expect(queue.orders.results.every((o) => o.customer?.current_id === harbour.id)).toBe(true);
  });

  it("answers no customer, and no orders, for an id that is not a customer's", async () => {
    for (const id of [admin.id, 999_999]) {
      const queue = await adminOrdersQueue(await adminCtx(), q({ customer: id }));
      expect(queue.customer).toBeNull();
      expect(queue.orders.count).toBe(0);
    }
  });

  it("combines the customer with the filters and the order-number search", async () => {
    const mine = placed.filter((_, i) => i % 2 === 0);
    const queue = await adminOrdersQueue(await adminCtx(), q({ customer: harbour.id, search: `#${mine[1]}`, confirmed: false, status: "Not paid" }));
    expect(queue.orders.results.map((o) => o.id)).toEqual([mine[1]]);
    // Another customer's order number finds nothing of this customer's by number.
    const byOther = await adminOrdersQueue(await adminCtx(), q({ customer: harbour.id, search: `${placed[1]}` }));
    expect(byOther.orders.results.map((o) => o.id)).not.toContain(placed[1]);
    expect((await adminOrdersQueue(await adminCtx(), q({ customer: harbour.id, confirmed: true }))).orders.count).toBe(0);
  });

  it("is staff only", async () => {
    const db = await getDb();
    const asCustomer = newContext(db, { kind: "user", id: other.id, email: other.email, role: "Customer", verified: true });
    await expect(adminOrdersQueue(asCustomer, q())).rejects.toThrow(Forbidden);
  });
});
