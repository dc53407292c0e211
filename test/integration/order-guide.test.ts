import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as guideGet, POST as guidePin } from "@/app/api/order-guide/route";
import { DELETE as guideUnpin, PATCH as guidePatch } from "@/app/api/order-guide/[productId]/route";
import { POST as guideAdd } from "@/app/api/order-guide/add-to-cart/route";
import { getDb } from "@/db/client";
import { cartItems, orderGuideLines, orders, products } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/* The order guide (issue 26 point 2): GET/POST /api/order-guide/, PATCH/DELETE /api/order-guide/{productId}/, POST /api/order-guide/add-to-cart/. */

type Who = TestUser | null;
const headers = (user: Who) => (user ? tokenHeader(user) : {});
const qs = (customer?: number | string) => (customer === undefined ? "" : `?customer=${customer}`);

const get = (user: Who, customer?: number | string) => guideGet(apiRequest(`/api/order-guide/${qs(customer)}`, { headers: headers(user) }), noParams).then(json);
const pin = (user: Who, body: unknown, customer?: number | string) =>
  guidePin(apiRequest(`/api/order-guide/${qs(customer)}`, { method: "POST", body, headers: headers(user) }), noParams).then(json);
const patch = (user: Who, productId: number | string, body: unknown, customer?: number | string) =>
  guidePatch(apiRequest(`/api/order-guide/${productId}/${qs(customer)}`, { method: "PATCH", body, headers: headers(user) }), routeParams({ productId: String(productId) })).then(json);
const unpin = (user: Who, productId: number | string, customer?: number | string) =>
  guideUnpin(apiRequest(`/api/order-guide/${productId}/${qs(customer)}`, { method: "DELETE", headers: headers(user) }), routeParams({ productId: String(productId) })).then(json);
const add = (user: Who, body: unknown, customer?: number | string) =>
  guideAdd(apiRequest(`/api/order-guide/add-to-cart/${qs(customer)}`, { method: "POST", body, headers: headers(user) }), noParams).then(json);

interface Line {
  product: { id: number; name: string; is_deleted: boolean; stock: boolean; price?: string };
  last_quantity: number | null;
  usual_quantity: number | null;
  pinned: boolean;
  position: number;
}
const ids = (body: { results: Line[] }) => body.results.map((l) => l.product.id);

async function cartOf(user: TestUser): Promise<Record<number, number>> {
  const rows = await (await getDb()).select().from(cartItems).where(eq(cartItems.userId, user.id));
  return Object.fromEntries(rows.map((r) => [r.productId, r.quantity]));
}

/** Places an order at a given time (so "the most recent" is certain). */
async function orderAt(buyer: TestUser, lines: Array<{ product: typeof products.$inferSelect; quantity: number }>, at: string) {
  const placed = await build.order(buyer, lines);
  await (await getDb()).update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, placed.id));
  return placed;
}

describe("GET /api/order-guide/", () => {
  it("lists the products of the customer's orders with the last and usual cases, most often ordered first", async () => {
    const buyer = await build.customer();
    const oil = await build.product({ name: "Guide Oil", boxQuantity: 6 });
    const rice = await build.product({ name: "Guide Rice", boxQuantity: 4 });
    const salt = await build.product({ name: "Guide Salt", boxQuantity: 1 });
    // Oil: 2 cases, 2 cases, then 3 cases → usual 2, last 3. Rice: 1 then 2 cases → tie, the most recent (2).
    await orderAt(buyer, [{ product: oil, quantity: 12 }, { product: rice, quantity: 4 }], "2026-01-01T10:00:00Z");
    await orderAt(buyer, [{ product: oil, quantity: 12 }, { product: rice, quantity: 8 }], "2026-02-01T10:00:00Z");
    await orderAt(buyer, [{ product: oil, quantity: 18 }, { product: salt, quantity: 5 }], "2026-03-01T10:00:00Z");
    const { status, body } = await get(buyer);
    expect(status).toBe(200);
    expect(body.customer).toBe(buyer.id);
    expect(body.results).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: oil.id, name: "Guide Oil", box_quantity: 6, is_deleted: false, price: oil.price }), last_quantity: 3, usual_quantity: 2, pinned: false, position: 1 }),
      expect.objectContaining({ product: expect.objectContaining({ id: rice.id }), last_quantity: 2, usual_quantity: 2, position: 2 }),
      expect.objectContaining({ product: expect.objectContaining({ id: salt.id }), last_quantity: 5, usual_quantity: 5, position: 3 }),
    ]);
  });

  it("keeps a trashed or out-of-stock product, marked, and drops a permanently deleted one", async () => {
    const buyer = await build.customer();
    const [kept, trashed, out, deleted] = await Promise.all([build.product(), build.product(), build.product(), build.product()]);
    await build.order(buyer, [kept, trashed, out, deleted]);
    const db = await getDb();
    await db.update(products).set({ isDeleted: true }).where(eq(products.id, trashed.id));
    await db.update(products).set({ stock: false }).where(eq(products.id, out.id));
    await db.delete(products).where(eq(products.id, deleted.id));
    const { body } = await get(buyer);
    const byId = new Map<number, Line>(body.results.map((l: Line) => [l.product.id, l]));
    expect([...byId.keys()].sort()).toEqual([kept.id, trashed.id, out.id].sort());
    expect(byId.get(trashed.id)!.product.is_deleted).toBe(true);
    expect(byId.get(out.id)!.product.stock).toBe(false);
  });

  it("is empty for a new customer, and never shows another customer's orders", async () => {
    const [a, b] = [await build.customer(), await build.customer()];
    await build.order(a, [await build.product()]);
    expect((await get(b)).body).toEqual({ customer: b.id, results: [] });
  });

  it("answers 401 to a visitor, 403 to an unverified customer, 403 to a customer naming another customer", async () => {
    const [a, b, pending] = [await build.customer(), await build.customer(), await build.customer({ verified: false })];
    expect((await get(null)).status).toBe(401);
    expect((await get(pending)).status).toBe(403);
    expect((await get(b, a.id)).status).toBe(403);
    expect((await get(a, a.id)).status).toBe(200);
  });

  it("lets staff read a customer's guide with ?customer=, and asks for one (400) when missing, not a customer or malformed", async () => {
    const [buyer, staff] = [await build.customer(), await build.admin()];
    const p = await build.product();
    await build.order(buyer, [p]);
    const { status, body } = await get(staff, buyer.id);
    expect(status).toBe(200);
    expect(ids(body)).toEqual([p.id]);
    expect(await get(staff)).toMatchObject({ status: 400, body: { customer: [expect.stringContaining("?customer=")] } });
    expect(await get(staff, staff.id)).toMatchObject({ status: 400, body: { customer: [expect.stringContaining("not a customer")] } });
    expect(await get(staff, 2_000_000_000)).toMatchObject({ status: 400 });
    expect(await get(staff, "abc")).toMatchObject({ status: 400, body: { customer: expect.any(Array) } });
  });
});

describe("POST /api/order-guide/ (pin) and DELETE /api/order-guide/{productId}/ (unpin)", () => {
  it("pins a product never ordered, and forgets it when unpinned", async () => {
    const buyer = await build.customer();
    const p = await build.product({ name: "Pinned Thing" });
    const pinned = await pin(buyer, { product: p.id });
    expect(pinned.status).toBe(201);
    expect(pinned.body.results).toEqual([expect.objectContaining({ product: expect.objectContaining({ id: p.id }), pinned: true, last_quantity: null, usual_quantity: null })]);
    const gone = await unpin(buyer, p.id);
    expect(gone).toMatchObject({ status: 200, body: { results: [] } });
    expect(await (await getDb()).select().from(orderGuideLines).where(eq(orderGuideLines.customerId, buyer.id))).toEqual([]);
  });

  it("hides an ordered product once unpinned, even after later orders of it, until it is pinned again", async () => {
    const buyer = await build.customer();
    const p = await build.product();
    await build.order(buyer, [p]);
    expect(ids((await unpin(buyer, p.id)).body)).toEqual([]);
    await build.order(buyer, [p]);
    expect(ids((await get(buyer)).body)).toEqual([]);
    const back = await pin(buyer, { product: p.id });
    expect(back.body.results).toEqual([expect.objectContaining({ product: expect.objectContaining({ id: p.id }), pinned: true, last_quantity: 1 })]);
  });

  it("refuses bad input with a 400 and unknown or trashed products with a 404, changing nothing", async () => {
    const buyer = await build.customer();
    const trashed = await build.product({ isDeleted: true });
    expect(await pin(buyer, {})).toMatchObject({ status: 400, body: { product: expect.any(Array) } });
    expect(await pin(buyer, { product: "x" })).toMatchObject({ status: 400 });
    expect(await pin(buyer, { product: 2_000_000_000 })).toMatchObject({ status: 404 });
    expect(await pin(buyer, { product: trashed.id })).toMatchObject({ status: 404 });
    expect((await unpin(buyer, trashed.id)).status).toBe(404);
    expect((await unpin(buyer, "abc")).status).toBe(404);
    expect((await get(buyer)).body.results).toEqual([]);
  });

  it("keeps customers to their own guide and lets staff pin and unpin for a customer", async () => {
    const [a, b, pending, staff] = [await build.customer(), await build.customer(), await build.customer({ verified: false }), await build.admin()];
    const p = await build.product();
    expect((await pin(null, { product: p.id })).status).toBe(401);
    expect((await pin(pending, { product: p.id })).status).toBe(403);
    expect((await pin(b, { product: p.id }, a.id)).status).toBe(403);
    expect((await pin(staff, { product: p.id })).status).toBe(400);
    expect((await pin(staff, { product: p.id }, a.id)).status).toBe(201);
    expect(ids((await get(a)).body)).toEqual([p.id]);
    // B cannot unpin A's line (403), nor see it in their own guide (404 there).
    expect((await unpin(b, p.id, a.id)).status).toBe(403);
    expect((await unpin(b, p.id)).status).toBe(404);
    expect((await unpin(staff, p.id, a.id)).status).toBe(200);
    expect(ids((await get(a)).body)).toEqual([]);
  });
});

describe("PATCH /api/order-guide/{productId}/", () => {
  async function guideOfThree(buyer: TestUser) {
    const [x, y, z] = [await build.product({ name: "PX" }), await build.product({ name: "PY" }), await build.product({ name: "PZ" })];
    for (const p of [x, y, z]) await pin(buyer, { product: p.id });
    return [x.id, y.id, z.id];
  }

  it("moves a line to a place and keeps the places dense, 1…n, as the customer sees them", async () => {
    const buyer = await build.customer();
    const [x, y, z] = await guideOfThree(buyer);
    expect(ids((await get(buyer)).body)).toEqual([x, y, z]);
    const moved = await patch(buyer, z, { position: 1 });
    expect(moved.status).toBe(200);
    expect(ids(moved.body)).toEqual([z, x, y]);
    expect(moved.body.results.map((l: Line) => l.position)).toEqual([1, 2, 3]);
    // Past the end is the end; down one place.
    expect(ids((await patch(buyer, z, { position: 99 })).body)).toEqual([x, y, z]);
    expect(ids((await patch(buyer, x, { position: 2 })).body)).toEqual([y, x, z]);
    // Unpinning closes the gap: the stored places stay 1…n.
    await unpin(buyer, x);
    const rows = await (await getDb()).select().from(orderGuideLines).where(eq(orderGuideLines.customerId, buyer.id));
    expect(rows.map((r) => [r.productId, r.position]).sort((a, b) => a[1]! - b[1]!)).toEqual([[y, 1], [z, 2]]);
  });

  it("sets the usual cases and null brings back the most frequent of past orders", async () => {
    const buyer = await build.customer();
    const p = await build.product({ boxQuantity: 6 });
    await build.order(buyer, [{ product: p, quantity: 18 }]);
    expect((await patch(buyer, p.id, { usual_quantity: 5 })).body.results[0]).toMatchObject({ usual_quantity: 5, last_quantity: 3 });
    expect((await patch(buyer, p.id, { usual_quantity: null })).body.results[0]).toMatchObject({ usual_quantity: 3 });
  });

  it("refuses bad input (400), a product not in the guide (404), other customers (403) and visitors (401)", async () => {
    const [buyer, other, pending, staff] = [await build.customer(), await build.customer(), await build.customer({ verified: false }), await build.admin()];
    const [x] = await guideOfThree(buyer);
    const stranger = await build.product();
    for (const body of [{}, { usual_quantity: 0 }, { usual_quantity: 1000 }, { usual_quantity: 1.5 }, { position: 0 }, { position: "1" }]) {
      expect(await patch(buyer, x, body)).toMatchObject({ status: 400 });
    }
    expect((await patch(buyer, stranger.id, { position: 1 })).status).toBe(404);
    expect((await patch(null, x, { position: 1 })).status).toBe(401);
    expect((await patch(pending, x, { position: 1 })).status).toBe(403);
    expect((await patch(other, x, { position: 1 }, buyer.id)).status).toBe(403);
    expect((await patch(other, x, { position: 1 })).status).toBe(404);
    expect((await patch(staff, x, { position: 1 })).status).toBe(400);
    expect((await patch(staff, x, { position: 3, usual_quantity: 4 }, buyer.id)).body.results[2]).toMatchObject({ product: expect.objectContaining({ id: x }), usual_quantity: 4 });
  });
});

describe("POST /api/order-guide/add-to-cart/", () => {
  it("adds every line that can be added at its usual cases, through the cart's rules (10-1), and names the others", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ name: "Promo Line", boxQuantity: 5, actions: "10-1" });
    const out = await build.product({ name: "Out Line" });
    const gone = await build.product({ name: "Gone Line" });
    const pinnedOnly = await build.product({ name: "Pinned Line", boxQuantity: 3 });
    await build.order(buyer, [{ product: promo, quantity: 10 }, out, gone]);
    await pin(buyer, { product: pinnedOnly.id });
    const db = await getDb();
    await db.update(products).set({ stock: false }).where(eq(products.id, out.id));
    await db.update(products).set({ isDeleted: true }).where(eq(products.id, gone.id));
    const { status, body } = await add(buyer, {});
    expect(status).toBe(200);
    expect(body.added).toEqual(
      expect.arrayContaining([
        { id: promo.id, name: "Promo Line", cases: 2, box_quantity: 5, quantity: 10 },
        { id: pinnedOnly.id, name: "Pinned Line", cases: 1, box_quantity: 3, quantity: 3 },
      ]),
    );
    expect(body.added).toHaveLength(2);
    expect(body.unavailable).toEqual(expect.arrayContaining([{ id: out.id, name: "Out Line", reason: "out-of-stock" }, { id: gone.id, name: "Gone Line", reason: "gone" }]));
    expect(body.cart.items.find((i: { id: number }) => i.id === promo.id)).toMatchObject({ quantity: 10, free_quantity: 1 });
    expect(await cartOf(buyer)).toEqual({ [promo.id]: 10, [pinnedOnly.id]: 3 });
  });

  it("adds the given lines all or nothing: one line not addable refuses them all with a 400 naming it", async () => {
    const buyer = await build.customer();
    const [a, b] = [await build.product({ name: "Line A", boxQuantity: 2 }), await build.product({ name: "Line B" })];
    const stranger = await build.product({ name: "Stranger" });
    await build.order(buyer, [a, b]);
    await (await getDb()).update(products).set({ stock: false }).where(eq(products.id, b.id));
    const refused = await add(buyer, { lines: [{ product: a.id, cases: 3 }, { product: b.id, cases: 1 }, { product: stranger.id, cases: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.lines).toEqual([expect.stringContaining("Line B"), expect.stringContaining(String(stranger.id))]);
    expect(await cartOf(buyer)).toEqual({});
    expect((await add(buyer, { lines: [{ product: a.id, cases: 1 }, { product: a.id, cases: 1 }] })).status).toBe(400);
    const ok = await add(buyer, { lines: [{ product: a.id, cases: 3 }] });
    expect(ok).toMatchObject({ status: 200, body: { added: [{ id: a.id, cases: 3, quantity: 6 }], unavailable: [] } });
    expect(await cartOf(buyer)).toEqual({ [a.id]: 6 });
  });

  it("refuses bad bodies (400), an empty guide (400), visitors (401), the unverified (403) and another customer's guide (403)", async () => {
    const [buyer, other, pending] = [await build.customer(), await build.customer(), await build.customer({ verified: false })];
    const p = await build.product();
    for (const body of [{ lines: [] }, { lines: [{ product: p.id }] }, { lines: [{ product: p.id, cases: 0 }] }, { lines: [{ product: p.id, cases: 1000 }] }, { lines: "all" }]) {
      expect(await add(buyer, body)).toMatchObject({ status: 400 });
    }
    expect(await add(buyer, {})).toMatchObject({ status: 400, body: { lines: expect.any(Array) } });
    await build.order(buyer, [p]);
    expect((await add(null, {})).status).toBe(401);
    expect((await add(pending, {})).status).toBe(403);
    expect((await add(other, {}, buyer.id)).status).toBe(403);
    expect(await cartOf(other)).toEqual({});
  });

  it("puts a customer's guide into the staff's own admin cart, out-of-stock lines included (staff may order them)", async () => {
    const [buyer, staff] = [await build.customer(), await build.admin()];
    const p = await build.product({ boxQuantity: 4 });
    await build.order(buyer, [{ product: p, quantity: 8 }]);
    await (await getDb()).update(products).set({ stock: false }).where(eq(products.id, p.id));
    expect((await add(staff, {})).status).toBe(400);
    const { status, body } = await add(staff, {}, buyer.id);
    expect(status).toBe(200);
    expect(body.added).toEqual([{ id: p.id, name: p.name, cases: 2, box_quantity: 4, quantity: 8 }]);
    expect(await cartOf(staff)).toEqual({ [p.id]: 8 });
    expect(await cartOf(buyer)).toEqual({});
    const rows = await (await getDb()).select().from(orderGuideLines).where(and(eq(orderGuideLines.customerId, buyer.id)));
    expect(rows).toEqual([]);
  });
});
