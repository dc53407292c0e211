import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as getCart, DELETE as clearCart } from "@/app/api/cart/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { PATCH as setItem, DELETE as removeItem } from "@/app/api/cart/items/[productId]/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { GET as getOrder, PATCH as patchOrder } from "@/app/api/orders/order/details/[id]/route";
import { GET as myOrders } from "@/app/api/orders/my_orders/route";
import { getDb, type Db } from "@/db/client";
import { cartItems, orders, orderTaxes, products, productSales, type ProductRow } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";

let db: Db;

const billing = { companyName: "North Shore Bistro", country: "Canada", address: "88 Lonsdale Ave", townCity: "North Vancouver", state: "BC", zipcode: "v7m 2e6", email: "buyer@test.example.ca", phone: "6045550123", orderNotes: "" };

const expectedTotal = (lines: Array<{ p: ProductRow; charged: number }>) => build.orderTotal(lines.map(({ p, charged }) => ({ product: p, quantity: charged })));

const order = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
  placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: { ...tokenHeader(user), ...headers } }), noParams).then(json);

beforeAll(async () => {
  db = await getDb();
});

describe("the server-side cart", () => {
  it("adds whole cases, steps, sets, removes and clears, with server totals", async () => {
    const user = await build.customer();
    const p = await build.product({ boxQuantity: 6, price: "2.50", salesTaxCode: "G" });
    const add = () => addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: p.id }, headers: tokenHeader(user) }), noParams).then(json);
    expect(await add()).toMatchObject({ status: 201, body: { count: 1, added: { name: p.name, quantity: 6 }, items: [{ id: p.id, quantity: 6, line_total: "15.00" }], subtotal: "15.00", tax: "0.75", grand_total: "15.75" } });
    expect((await add()).body.items[0].quantity).toBe(12);
    const set = (quantity: unknown) => setItem(apiRequest(`/api/cart/items/${p.id}/`, { method: "PATCH", body: { quantity }, headers: tokenHeader(user) }), routeParams({ productId: String(p.id) })).then(json);
    expect((await set("24")).body.items[0].quantity).toBe(24);
    expect(await set(7)).toMatchObject({ status: 400, body: { quantity: [expect.stringContaining("multiple of 6")] } });
    expect((await set("1e2")).status).toBe(400);
    expect((await set(-6)).status).toBe(400);
    expect((await set(0)).body.count).toBe(0);
    await add();
    const removed = await json(await removeItem(apiRequest(`/api/cart/items/${p.id}/`, { method: "DELETE", headers: tokenHeader(user) }), routeParams({ productId: String(p.id) })));
    expect(removed.body.items).toEqual([]);
    await add();
    expect((await json(await clearCart(apiRequest("/api/cart/", { method: "DELETE", headers: tokenHeader(user) }), noParams))).body.count).toBe(0);
  });

  it("adds several cases at once; a bad case count or a line past its limit is a 400 that changes nothing", async () => {
    const user = await build.customer();
    const p = await build.product({ boxQuantity: 48, price: "1.09" });
    const add = (body: unknown) => addItem(apiRequest("/api/cart/items/", { method: "POST", body, headers: tokenHeader(user) }), noParams).then(json);
    expect(await add({ product: p.id, cases: 3 })).toMatchObject({ status: 201, body: { added: { quantity: 144 }, items: [{ id: p.id, quantity: 144, line_total: "156.96" }] } });
    expect((await add({ product: p.id, cases: 2 })).body.items[0].quantity).toBe(240);
    for (const cases of [0, -1, 1.5, "3", 1000, null]) {
      expect(await add({ product: p.id, cases })).toMatchObject({ status: 400, body: { cases: [expect.any(String)] } });
    }
    const [line] = await db.select().from(cartItems).where(eq(cartItems.productId, p.id));
    expect(line!.quantity).toBe(240);
    // A line may hold at most 999,999 units: past that the add is refused and the line stays.
    const big = await build.product({ boxQuantity: 1000 });
    expect((await add({ product: big.id, cases: 999 })).status).toBe(201);
    expect(await add({ product: big.id, cases: 2 })).toMatchObject({ status: 400, body: { cases: [expect.stringContaining("999,999")] } });
    const [bigLine] = await db.select().from(cartItems).where(eq(cartItems.productId, big.id));
    expect(bigLine!.quantity).toBe(999_000);
  });

  it("keeps out-of-stock products out of customers' carts, not admins'", async () => {
    const customer = await build.customer();
    const admin = await build.admin();
    const p = await build.product({ stock: false });
    const add = (u: TestUser) => addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: p.id }, headers: tokenHeader(u) }), noParams);
    expect((await add(customer)).status).toBe(409);
    expect((await add(admin)).status).toBe(201);
    const trashed = await build.product({ isDeleted: true });
    expect((await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: trashed.id }, headers: tokenHeader(admin) }), noParams)).status).toBe(404);
  });

  it("is for verified customers and admins only", async () => {
    const pending = await build.customer({ verified: false });
    const p = await build.product();
    expect((await getCart(apiRequest("/api/cart/"), noParams)).status).toBe(401);
    expect((await getCart(apiRequest("/api/cart/", { headers: tokenHeader(pending) }), noParams)).status).toBe(403);
    expect((await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: p.id }, headers: tokenHeader(pending) }), noParams)).status).toBe(403);
    expect((await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: "x" }, headers: tokenHeader(await build.customer()) }), noParams)).status).toBe(400);
  });
});

describe("POST /api/orders/order/details/", () => {
  it("prices orders of 1 to 50 lines on the server: discounts, 10-1, 5% tax on G, rounding", async () => {
    const user = await build.customer();
    for (const size of [1, 7, 50]) {
      const lines: Array<{ p: ProductRow; charged: number; submitted: number }> = [];
      for (let i = 0; i < size; i++) {
        const p = await build.product({
          price: centsToDecimal(99 + ((i * 7919) % 9000)),
          special: ["0", "12.5", "33.3", "100"][i % 4],
          salesTaxCode: i % 3 ? "E" : "G",
          actions: i % 5 === 0 ? "10-1" : "None",
          boxQuantity: [1, 6, 12][i % 3],
        });
        const charged = p.boxQuantity * (1 + (i % 3));
        const submitted = p.actions === "10-1" && charged > 9 ? charged + 1 : charged;
        lines.push({ p, charged, submitted });
      }
      const price = expectedTotal(lines);
      const answer = await order(user, { ...billing, price, purchased_items: lines.map((l) => ({ id: l.p.id, quantity: l.submitted })) });
      expect(answer.status).toBe(201);
      expect(answer.body.order).toMatchObject({ price, confirmed: false, status: "Not paid", delivered_status: "Not delivered", zipcode: "V7M 2E6" });
      expect(answer.body.order.purchased_items).toHaveLength(size);
      const sum = answer.body.order.purchased_items.reduce((acc: number, i: { line_total: string }) => acc + toCents(i.line_total), 0);
      expect(sum).toBe(toCents(answer.body.order.subtotal));
      // The tax is kept by name (order_taxes, issue 29): one GST line on the G lines, whose amount is the order's tax.
      const taxed = answer.body.order.purchased_items.filter((_: unknown, i: number) => lines[i].p.salesTaxCode === "G");
      const taxLines = await db.select().from(orderTaxes).where(eq(orderTaxes.orderId, answer.body.order.id));
      expect(taxLines).toEqual([
        {
          orderId: answer.body.order.id,
          code: "GST",
          province: null,
          ratePpm: 50000,
          base: centsToDecimal(taxed.reduce((acc: number, i: { line_total: string }) => acc + toCents(i.line_total), 0)),
          amount: answer.body.order.tax,
          position: 0,
          exemptionNumber: null,
        },
      ]);
      for (const [i, item] of answer.body.order.purchased_items.entries()) {
        expect(item.quantity).toBe(lines[i].charged);
        expect(item.free_quantity).toBe(lines[i].p.actions === "10-1" && lines[i].charged > 9 ? 1 : 0);
      }
    }
  });

  it("refuses a tampered price, and quantities that are not whole cases, storing nothing", async () => {
    const user = await build.customer();
    const p = await build.product({ price: "4.00", boxQuantity: 12 });
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
    const taxLinesBefore = (await db.select({ n: sql<number>`count(*)::int` }).from(orderTaxes))[0].n;
    const cheap = await order(user, { ...billing, price: "1.00", purchased_items: [{ id: p.id, quantity: 12 }] });
    expect(cheap).toMatchObject({ status: 400, body: { price: [expect.stringContaining("$48.00")] } });
    const partial = await order(user, { ...billing, price: "20.00", purchased_items: [{ id: p.id, quantity: 5 }] });
    expect(partial).toMatchObject({ status: 400, body: { purchased_items: [expect.stringContaining("case of 12")] } });
    expect((await order(user, { ...billing, price: "0.00", purchased_items: [] })).status).toBe(400);
    expect((await order(user, { ...billing, zipcode: "12345", price: "48.00", purchased_items: [{ id: p.id, quantity: 12 }] })).body).toHaveProperty("zipcode");
    expect((await order(user, { ...billing, phone: "604-555", price: "48.00", purchased_items: [{ id: p.id, quantity: 12 }] })).body).toHaveProperty("phone");
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n).toBe(before);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(orderTaxes))[0].n).toBe(taxLinesBefore);
  });

  it("empties the cart after placing, and keeps the order's snapshot when the product changes", async () => {
    const user = await build.customer();
    const p = await build.product({ price: "3.00" });
    await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: p.id }, headers: tokenHeader(user) }), noParams);
    const placed = await order(user, { ...billing, price: "3.00", purchased_items: [{ id: p.id, quantity: 1 }] });
    expect(placed.status).toBe(201);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);
    await db.update(products).set({ price: "99.00", name: "Renamed" }).where(eq(products.id, p.id));
    const detail = await json(await getOrder(apiRequest(`/api/orders/order/details/${placed.body.order.id}/`, { headers: tokenHeader(user) }), routeParams({ id: String(placed.body.order.id) })));
    expect(detail.body.purchased_items[0].product).toMatchObject({ name: p.name, price: "3.00" });
  });

  it("counts the units sold, free unit included, for the top sellers", async () => {
    const user = await build.customer();
    const promo = await build.product({ price: "1.00", boxQuantity: 10, actions: "10-1" });
    const plain = await build.product({ price: "2.00", boxQuantity: 4 });
    await db.insert(productSales).values({ productId: plain.id, soldCount: 5 });
    // 10 charged + 1 free, and 8 of the other: $10.00 + $16.00.
    const placed = await order(user, { ...billing, price: "26.00", purchased_items: [{ id: promo.id, quantity: 11 }, { id: plain.id, quantity: 8 }] });
    expect(placed.status).toBe(201);
    const sold = await db.select({ id: productSales.productId, n: productSales.soldCount }).from(productSales).where(sql`${productSales.productId} in (${promo.id}, ${plain.id})`).orderBy(productSales.productId);
    expect(sold.map((r) => r.n)).toEqual([11, 13]);
  });

  it("concurrent orders over the same products all succeed and count every unit sold", async () => {
    const shared = await Promise.all([1, 2, 3, 4, 5].map(() => build.product({ price: "1.00" })));
    const buyers = await Promise.all(Array.from({ length: 12 }, () => build.customer()));
    // Each buyer lists the products in another order: the counters must not deadlock.
    const answers = await Promise.all(
      buyers.map((buyer, n) => {
        const lines = [...shared.slice(n % 5), ...shared.slice(0, n % 5)].map((p) => ({ id: p.id, quantity: 1 }));
        return order(buyer, { ...billing, price: "5.00", purchased_items: n % 2 ? lines.reverse() : lines });
      }),
    );
    expect(answers.filter((a) => a.status !== 201).map((a) => a.body)).toEqual([]);
    expect(answers.map((a) => a.status)).toEqual(buyers.map(() => 201));
    const sold = await db.select({ n: productSales.soldCount }).from(productSales).where(sql`${productSales.productId} in (${sql.join(shared.map((p) => sql`${p.id}`), sql`, `)})`);
    expect(sold.map((r) => r.n)).toEqual([12, 12, 12, 12, 12]);
  });

  it("an Idempotency-Key makes retries return the same order; another body with it is a 422", async () => {
    const user = await build.customer();
    const p = await build.product({ price: "5.00" });
    const body = { ...billing, price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    const first = await order(user, body, { "idempotency-key": "retry-1" });
    const again = await order(user, body, { "idempotency-key": "retry-1" });
    expect(again).toEqual(first);
    const other = await order(user, { ...body, orderNotes: "changed" }, { "idempotency-key": "retry-1" });
    expect(other.status).toBe(422);
    // Another customer may use the same key for their own order.
    const someoneElse = await build.customer();
    expect((await order(someoneElse, body, { "idempotency-key": "retry-1" })).body.order.id).not.toBe(first.body.order.id);
  });

  it("50 parallel requests with one key create one order", async () => {
    const user = await build.customer();
    const p = await build.product({ price: "5.00" });
    const body = { ...billing, price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(user, body, { "idempotency-key": "burst" })));
    const ids = new Set(answers.map((a) => a.body.order?.id));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.customerId, user.id)))[0].n).toBe(1);
  });

  it("is for verified customers only", async () => {
    const p = await build.product();
    const body = { ...billing, price: "10.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    expect((await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body }), noParams)).status).toBe(401);
    expect((await order(await build.customer({ verified: false }), body)).status).toBe(403);
    expect((await order(await build.admin(), body)).status).toBe(403);
  });
});

describe("a customer's orders", () => {
  it("lists only their own orders, newest first, with sort and filters", async () => {
    const user = await build.customer();
    const other = await build.customer();
    const p = await build.product({ price: "2.00" });
    for (const quantity of [1, 3, 2]) await build.order(user, [{ product: p, quantity }]);
    await build.order(other, [p]);
    const list = (query: string) => myOrders(apiRequest(`/api/orders/my_orders/${query}`, { headers: tokenHeader(user) }), noParams).then(json);
    const all = await list("");
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((o: { price: string }) => o.price)).toEqual(["4.00", "6.00", "2.00"]);
    expect((await list("?sort=price")).body.results.map((o: { price: string }) => o.price)).toEqual(["2.00", "4.00", "6.00"]);
    expect((await list("?sort=-price")).body.results[0].price).toBe("6.00");
    expect((await list("?status=Paid")).body.count).toBe(0);
    expect((await list("?status=Not%20paid&delivered_status=Not%20delivered")).body.count).toBe(3);
    expect((await list("?sort=colour")).status).toBe(400);
    expect((await list("?status=Maybe")).status).toBe(400);
    expect((await list("?page=2")).status).toBe(404);
    expect((await myOrders(apiRequest("/api/orders/my_orders/"), noParams)).status).toBe(401);
  });

  it("another customer's order is not found, for reading and editing; a confirmed order cannot change", async () => {
    const owner = await build.customer();
    const stranger = await build.customer();
    const p = await build.product({ price: "2.00" });
    const placed = await build.order(owner, [p]);
    const id = String(placed.id);
    const get = (u?: TestUser) => getOrder(apiRequest(`/api/orders/order/details/${id}/`, { headers: u ? tokenHeader(u) : {} }), routeParams({ id }));
    const patch = (u: TestUser, body: unknown) => patchOrder(apiRequest(`/api/orders/order/details/${id}/`, { method: "PATCH", body, headers: tokenHeader(u) }), routeParams({ id })).then(json);
    expect((await get(owner)).status).toBe(200);
    expect((await get(stranger)).status).toBe(404);
    expect((await get()).status).toBe(401);
    expect((await patch(stranger, { ...billing, address: "Elsewhere" })).status).toBe(404);
    expect((await patch(owner, { ...billing, zipcode: "nope" })).status).toBe(400);
    expect(await patch(owner, { ...billing, address: "1 New Street", price: "0.01" })).toMatchObject({ status: 200, body: { address: "1 New Street", price: "2.00" } });
    await build.confirmOrder(placed);
    expect(await patch(owner, { ...billing, address: "Too late" })).toMatchObject({ status: 409, body: { detail: "This order is confirmed and can no longer be changed." } });
  });
});
