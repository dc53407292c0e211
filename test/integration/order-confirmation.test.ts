import { beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { GET as productList } from "@/app/api/products/product_list/route";
import { PATCH as productPatch } from "@/app/api/products/product/details/[id]/route";
import { DELETE as deleteItemRoute, PATCH as itemRoute } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PATCH as addRoute } from "@/app/api/orders/add_product_to_order/[orderId]/route";
import { getDb } from "@/db/client";
import { orderItems, orders, products, type ProductRow } from "@/db/schema";
import type { OrderView } from "@/lib/orders/order-view";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * Confirmation is final and moves stock (issue 12, item 3): the ordered units, free units
 * included, leave stock once, however many times and however concurrently an order is confirmed,
 * while other orders over the same products are edited. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL, where the transactions really interleave.
 */

let admin: TestUser;
beforeAll(async () => {
  admin = await build.admin();
});

const confirm = (id: number, options: Record<string, unknown> = {}) =>
  confirmRoute(apiRequest(`/api/orders/confirm_order/${id}/`, { method: "PATCH", body: { confirmed: true, ...options }, headers: tokenHeader(admin) }), routeParams({ id: String(id) })).then(json);

const inStock = async (p: { id: number }) => (await (await getDb()).select({ stock: products.stock }).from(products).where(eq(products.id, p.id)))[0].stock;
const orderRow = async (id: number) => (await (await getDb()).select({ confirmed: orders.confirmed, backordered: orders.backordered, price: orders.price }).from(orders).where(eq(orders.id, id)))[0];

describe("confirming checks stock (issue 25)", () => {
  it("answers 409 with the short lines when a line exceeds the units on hand, and changes nothing", async () => {
    const buyer = await build.customer();
    const tomatoes = await build.product({ name: "Diced Tomatoes 24 × 796 ml", boxQuantity: 24, onHand: 46 });
    const enough = await build.product({ onHand: 50 });
    const order = await build.order(buyer, [{ product: tomatoes, quantity: 480 }, { product: enough, quantity: 5 }]);
    const tomatoLine = order.purchased_items[0];
    const answer = await confirm(order.id);
    expect(answer).toMatchObject({
      status: 409,
      body: {
        detail: expect.stringContaining("1 line exceeds the units on hand"),
        shortfall: [{ item: tomatoLine.id, product: tomatoes.id, name: "Diced Tomatoes 24 × 796 ml", box_quantity: 24, ordered: 480, charged: 480, on_hand: 46, can_ship: 24 }],
      },
    });
    expect(await orderRow(order.id)).toMatchObject({ confirmed: false, backordered: false });
    expect([await build.stockOf(tomatoes), await build.stockOf(enough)]).toEqual([46, 50]);
    expect(await inStock(tomatoes)).toBe(true);
  });

  it("counts the 10-1 free unit, and a product without a stock row as 0 on hand", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ actions: "10-1", onHand: 10 });
    const untracked = await build.product({ onHand: null });
    const order = await build.order(buyer, [{ product: promo, quantity: 10 }, untracked]);
    const answer = await confirm(order.id);
    expect(answer.status).toBe(409);
    // 10 charged + 1 free = 11 > 10; 9 charged would be 9 units (no free unit below 10).
    expect(answer.body.shortfall).toMatchObject([
      { product: promo.id, ordered: 11, charged: 10, on_hand: 10, can_ship: 9 },
      { product: untracked.id, ordered: 1, on_hand: 0, can_ship: 0 },
    ]);
  });

  it("short-ships: lowers the lines named, re-prices the order, takes what ships off stock and tells the customer", async () => {
    const buyer = await build.customer();
    const tomatoes = await build.product({ name: "Short Tomatoes", price: "2.00", boxQuantity: 24, onHand: 46 });
    const beans = await build.product({ name: "Short Beans", price: "3.00", onHand: 2 });
    const rice = await build.product({ name: "Plenty Rice", price: "5.00", onHand: 100 });
    const order = await build.order(buyer, [{ product: tomatoes, quantity: 480 }, { product: beans, quantity: 4 }, { product: rice, quantity: 3 }]);
    const [t, b] = order.purchased_items;
    const answer = await confirm(order.id, { short_ship: [{ item: t.id, quantity: 24 }, { item: b.id, quantity: 0 }] });
    expect(answer).toMatchObject({ status: 200, body: { confirmed: true, backordered: false, subtotal: "63.00" } });
    expect(answer.body.purchased_items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity])).toEqual([[tomatoes.id, 24], [rice.id, 3]]);
    expect([await build.stockOf(tomatoes), await build.stockOf(beans), await build.stockOf(rice)]).toEqual([22, 2, 97]);
  });

  it("a short-ship that still leaves a line short is refused whole, and a named line must be the order's and shrink", async () => {
    const buyer = await build.customer();
    const p = await build.product({ onHand: 5 });
    const q = await build.product({ onHand: 5 });
    const order = await build.order(buyer, [{ product: p, quantity: 8 }, { product: q, quantity: 3 }]);
    const other = await build.order(buyer, [{ product: q, quantity: 1 }]);
    const [line, fine] = order.purchased_items;
    expect(await confirm(order.id, { short_ship: [{ item: line.id, quantity: 6 }] })).toMatchObject({ status: 409, body: { shortfall: [{ item: line.id, ordered: 6, on_hand: 5 }] } });
    expect((await (await getDb()).select().from(orderItems).where(eq(orderItems.id, line.id)))[0].quantity).toBe(8);
    expect(await confirm(order.id, { short_ship: [{ item: other.purchased_items[0].id, quantity: 0 }] })).toMatchObject({ status: 400, body: { short_ship: [`Item ${other.purchased_items[0].id} is not a line of this order.`] } });
    expect(await confirm(order.id, { short_ship: [{ item: fine.id, quantity: 3 }] })).toMatchObject({ status: 400, body: { short_ship: [expect.stringContaining("ship fewer than the 3 units")] } });
    expect(await confirm(order.id, { short_ship: [{ item: line.id, quantity: 0 }, { item: fine.id, quantity: 0 }] })).toMatchObject({ status: 400, body: { non_field_errors: ["An order needs at least one item."] } });
    expect(await confirm(order.id, { short_ship: [{ item: line.id, quantity: -1 }] })).toMatchObject({ status: 400 });
    expect(await confirm(order.id, { short_ship: [{ item: line.id, quantity: 1 }, { item: line.id, quantity: 2 }] })).toMatchObject({ status: 400, body: { short_ship: ["Name each item once in short_ship."] } });
    expect(await confirm(order.id, { backorder: "yes" })).toMatchObject({ status: 400, body: { backorder: ["Must be true or false."] } });
    expect(await orderRow(order.id)).toMatchObject({ confirmed: false });
    expect([await build.stockOf(p), await build.stockOf(q)]).toEqual([5, 5]);
  });

  it("back-orders: confirms anyway, marks the order back-ordered, and the product leaves In Stock at 0 or below", async () => {
    const buyer = await build.customer();
    const p = await build.product({ name: "Backorder Oil", onHand: 46 });
    const order = await build.order(buyer, [{ product: p, quantity: 500 }]);
    expect(await confirm(order.id, { backorder: true })).toMatchObject({ status: 200, body: { confirmed: true, backordered: true } });
    expect(await build.stockOf(p)).toBe(-454);
    expect(await inStock(p)).toBe(false);
    // Customers can no longer add it (docs/product.md §3 stock).
    const cart = await build.order(buyer, [{ product: p, quantity: 1 }]).then(() => "added", (e: unknown) => String(e));
    expect(cart).not.toBe("added");
  });

  it("short-ship and back-order together: lowered lines first, what is still short back-ordered", async () => {
    const buyer = await build.customer();
    const a = await build.product({ onHand: 10 });
    const b = await build.product({ onHand: 1 });
    const order = await build.order(buyer, [{ product: a, quantity: 20 }, { product: b, quantity: 5 }]);
    const [la] = order.purchased_items;
    expect(await confirm(order.id, { short_ship: [{ item: la.id, quantity: 10 }], backorder: true })).toMatchObject({ status: 200, body: { backordered: true } });
    expect([await build.stockOf(a), await build.stockOf(b)]).toEqual([0, -4]);
    expect([await inStock(a), await inStock(b)]).toEqual([false, false]);
  });

  it("enough stock: not back-ordered even when asked, and the product stays In Stock", async () => {
    const buyer = await build.customer();
    const p = await build.product({ onHand: 10 });
    const order = await build.order(buyer, [{ product: p, quantity: 9 }]);
    expect(await confirm(order.id, { backorder: true })).toMatchObject({ status: 200, body: { backordered: false } });
    expect(await inStock(p)).toBe(true);
  });

  it("20 orders of 10 units over 46 on hand confirmed at once: exactly 4 confirmed, 16 refused with the shortfall, 6 left", async () => {
    const p = await build.product({ onHand: 46 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => build.customer()));
    const placed: OrderView[] = [];
    for (let n = 0; n < 20; n++) placed.push(await build.order(buyers[n % 4], [{ product: p, quantity: 10 }]));
    const answers = await Promise.all(placed.map((o) => confirm(o.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(4).fill(200), ...Array(16).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.shortfall[0]).toMatchObject({ ordered: 10, can_ship: 6 });
    expect(await build.stockOf(p)).toBe(6);
    const rows = await (await getDb()).select({ confirmed: orders.confirmed }).from(orders).where(inArray(orders.id, placed.map((o) => o.id)));
    expect(rows.filter((r) => r.confirmed)).toHaveLength(4);
  }, 60_000);
});

describe("confirming an order moves stock", () => {
  it("takes quantity plus free units off each product's stock, once however often it is confirmed", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ price: "2.00", actions: "10-1" });
    const cased = await build.product({ price: "1.00", boxQuantity: 6 });
    const exact = await build.product({ price: "1.00", onHand: 1 });
    await build.stockLevel(promo, 100);
    await build.stockLevel(cased, 30);
    const order = await build.order(buyer, [{ product: promo, quantity: 20 }, { product: cased, quantity: 12 }, exact]);
    expect(order.purchased_items.map((i) => i.free_quantity)).toEqual([1, 0, 0]);
    expect([await build.stockOf(promo), await build.stockOf(cased)]).toEqual([100, 30]);
    for (let n = 0; n < 3; n++) expect((await confirm(order.id)).status).toBe(200);
    // 20 charged + 1 free; 12; the last unit of a product (exactly what is on hand is not short).
    expect([await build.stockOf(promo), await build.stockOf(cased), await build.stockOf(exact)]).toEqual([79, 18, 0]);
  });

  it("skips a line whose product was permanently deleted, and still confirms", async () => {
    const buyer = await build.customer();
    const kept = await build.product();
    const gone = await build.product();
    await build.stockLevel(kept, 10);
    const order = await build.order(buyer, [kept, gone]);
    // Permanent deletion keeps the order's snapshot and leaves the line without a product.
    await (await getDb()).delete(products).where(eq(products.id, gone.id));
    expect(await confirm(order.id)).toMatchObject({ status: 200, body: { confirmed: true, purchased_items: [{ product: { id: kept.id } }, { product: { id: null } }] } });
    expect(await build.stockOf(kept)).toBe(9);
  });

  it("lists a product that falls below its reorder level under Need to reorder", async () => {
    const buyer = await build.customer();
    const p = await build.product({ name: "Reorder Flour 10 kg", boxQuantity: 4 });
    await build.stockLevel(p, 10, 5);
    const reorder = async () =>
      (await json(await productList(apiRequest("/api/products/product_list/?is_deleted=false&need_to_reorder=true", { headers: tokenHeader(admin) }), noParams))).body as {
        results: Array<{ id: number; quantity: number; need_to_reorder_below: number }>;
      };
    expect((await reorder()).results.some((r) => r.id === p.id)).toBe(false);
    const order = await build.order(buyer, [{ product: p, quantity: 8 }]);
    expect((await reorder()).results.some((r) => r.id === p.id)).toBe(false);
    expect((await confirm(order.id)).status).toBe(200);
    expect((await reorder()).results.find((r) => r.id === p.id)).toMatchObject({ quantity: 2, need_to_reorder_below: 5 });
  });

  it("the Need to reorder count follows a confirmation at once (the cached count is dropped)", async () => {
    const buyer = await build.customer();
    const p = await build.product({ name: "Reorder Sugar 2 kg", boxQuantity: 1 });
    await build.stockLevel(p, 6, 5);
    const count = async () =>
      ((await json(await productList(apiRequest("/api/products/product_list/?need_to_reorder=true", { headers: tokenHeader(admin) }), noParams))).body as { count: number }).count;
    const before = await count();
    const order = await build.order(buyer, [{ product: p, quantity: 3 }]);
    expect((await confirm(order.id)).status).toBe(200);
    await expect.poll(count).toBe(before + 1);
  });

  it("a product edit of its reorder level keeps the units confirmations took off", async () => {
    const buyer = await build.customer();
    const p = await build.product({ name: "Reorder Rice 8 kg", boxQuantity: 1 });
    await build.stockLevel(p, 40, 5);
    const order = await build.order(buyer, [{ product: p, quantity: 12 }]);
    expect((await confirm(order.id)).status).toBe(200);
    const edited = await json(
      await productPatch(apiRequest(`/api/products/product/details/${p.id}/`, { method: "PATCH", body: { need_to_reorder_below: 30 }, headers: tokenHeader(admin) }), routeParams({ id: String(p.id) })),
    );
    expect(edited).toMatchObject({ status: 200, body: { quantity: 28, need_to_reorder_below: 30 } });
    expect(await build.stockOf(p)).toBe(28);
  });
});

describe("confirmations under concurrency", () => {
  it("12 orders over 5 shared products, each confirmed 20 times at once while other orders over the same products are edited: stock exact, no deadlock, no 5xx", async () => {
    const INITIAL = 100_000;
    const shared: ProductRow[] = [
      await build.product({ price: "3.00", actions: "10-1" }),
      await build.product({ price: "2.00", boxQuantity: 6 }),
      await build.product({ price: "5.00", salesTaxCode: "G" }),
      await build.product({ price: "1.50", actions: "10-1", boxQuantity: 2 }),
      await build.product({ price: "7.25" }),
    ];
    for (const p of shared) await build.stockLevel(p, INITIAL);
    const buyers = [await build.customer(), await build.customer(), await build.customer()];
    // Each order takes the products in a different order and amount (some with the free unit).
    const linesFor = (n: number) =>
      [0, 1, 2, 3, 4]
        .map((k) => shared[(n + k) % 5])
        .slice(0, 2 + (n % 4))
        .map((p, k) => ({ product: p, quantity: p.boxQuantity * (k === 0 && n % 2 === 0 ? 10 : 1 + ((n + k) % 3)) }));
    const toConfirm: OrderView[] = [];
    for (let n = 0; n < 12; n++) toConfirm.push(await build.order(buyers[n % 3], linesFor(n)));
    const toEdit: OrderView[] = [];
    for (let n = 0; n < 6; n++) toEdit.push(await build.order(buyers[n % 3], linesFor(n + 3)));

    // Edits of the unconfirmed orders, each by its own customer: quantities, adds, deletions.
    const ownerOf = (order: { id: number }) => buyers[[...toConfirm, ...toEdit].findIndex((o) => o.id === order.id) % 3];
    const edits = toEdit.flatMap((order, n) => {
      const headers = tokenHeader(ownerOf(order));
      const [first, second] = order.purchased_items;
      const missing = shared.find((p) => !order.purchased_items.some((i) => i.product.id === p.id));
      return [
        () => itemRoute(apiRequest(`/api/orders/purchased_item/${first.id}/`, { method: "PATCH", body: { charged_quantity: first.product.box_quantity * (2 + n) }, headers }), routeParams({ itemId: String(first.id) })),
        () => (missing ? addRoute(apiRequest(`/api/orders/add_product_to_order/${order.id}/`, { method: "PATCH", body: { purchased_items: [{ id: missing.id, charged_quantity: missing.boxQuantity }] }, headers }), routeParams({ orderId: String(order.id) })) : null),
        () => deleteItemRoute(apiRequest(`/api/orders/purchased_item/${second.id}/`, { method: "DELETE", headers }), routeParams({ itemId: String(second.id) })),
        () => itemRoute(apiRequest(`/api/orders/purchased_item/${first.id}/`, { method: "PATCH", body: { charged_quantity: first.product.box_quantity * 11 }, headers }), routeParams({ itemId: String(first.id) })),
      ];
    });
    // Edits racing the confirmations of the orders being confirmed: each may land before (200) or after (409).
    const racing = toConfirm.map((order) => {
      const item = order.purchased_items[0];
      return () => itemRoute(apiRequest(`/api/orders/purchased_item/${item.id}/`, { method: "PATCH", body: { charged_quantity: item.product.box_quantity * 3 }, headers: tokenHeader(ownerOf(order)) }), routeParams({ itemId: String(item.id) }));
    });

    const confirmations = toConfirm.flatMap((order) => Array.from({ length: 20 }, () => () => confirm(order.id)));
    // Interleave every call, then start them all at once.
    const calls: Array<() => Promise<{ status: number; body: unknown }> | null> = [];
    const editCalls = [...edits, ...racing].map((call) => () => {
      const started = call();
      return started ? started.then(json) : null;
    });
    for (let i = 0; i < Math.max(confirmations.length, editCalls.length); i++) {
      if (confirmations[i]) calls.push(confirmations[i]);
      if (i % 2 === 0 && editCalls[i / 2]) calls.push(editCalls[i / 2]);
    }
    const started = Date.now();
    const answers = (await Promise.all(calls.map((call) => call()))).filter((a) => a !== null);
    const elapsed = Date.now() - started;

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(JSON.stringify(answers)).not.toMatch(/deadlock/i);
    const db = await getDb();
    // Every confirmation answered 200 with the order confirmed; edits 200, or 409 once their order was confirmed.
    const confirmAnswers = await Promise.all(toConfirm.map((order) => confirm(order.id)));
    expect(confirmAnswers.every((a) => a.status === 200 && a.body.confirmed === true)).toBe(true);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const editAnswers = answers.filter((a) => typeof a.body === "object" && a.body !== null && "detail" in a.body);
    expect(editAnswers.every((a) => a.status === 409)).toBe(true);

    // Stock: initial minus the units (charged + free) of the confirmed orders' lines, as they were when confirmed (frozen since).
    const confirmedLines = await db
      .select({ productId: orderItems.productId, quantity: orderItems.quantity, free: orderItems.freeQuantity })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(inArray(orders.id, toConfirm.map((o) => o.id)));
    const expected = new Map(shared.map((p) => [p.id, INITIAL]));
    for (const line of confirmedLines) expected.set(line.productId!, expected.get(line.productId!)! - line.quantity - line.free);
    const actual = new Map<number, number>();
    for (const p of shared) actual.set(p.id, await build.stockOf(p));
    expect(actual).toEqual(expected);
    // The orders being edited were never confirmed and took nothing off stock.
    const editedState = await db.select({ confirmed: orders.confirmed }).from(orders).where(inArray(orders.id, toEdit.map((o) => o.id)));
    expect(editedState.every((o) => !o.confirmed)).toBe(true);

    const units = confirmedLines.reduce((sum, l) => sum + l.quantity + l.free, 0);
    console.log(
      `order confirmation concurrency: ${confirmations.length} confirmations of ${toConfirm.length} orders and ${editCalls.length} edits at once over ${shared.length} products in ${elapsed} ms; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length])))}; ${units} units off stock, exact`,
    );
  }, 120_000);
});
