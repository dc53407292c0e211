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

const confirm = (id: number) =>
  confirmRoute(apiRequest(`/api/orders/confirm_order/${id}/`, { method: "PATCH", body: { confirmed: true }, headers: tokenHeader(admin) }), routeParams({ id: String(id) })).then(json);

describe("confirming an order moves stock", () => {
  it("takes quantity plus free units off each product's stock, once however often it is confirmed", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ price: "2.00", actions: "10-1" });
    const cased = await build.product({ price: "1.00", boxQuantity: 6 });
    const unstocked = await build.product({ price: "1.00" });
    await build.stockLevel(promo, 100);
    await build.stockLevel(cased, 30);
    const order = await build.order(buyer, [{ product: promo, quantity: 20 }, { product: cased, quantity: 12 }, unstocked]);
    expect(order.purchased_items.map((i) => i.free_quantity)).toEqual([1, 0, 0]);
    expect([await build.stockOf(promo), await build.stockOf(cased)]).toEqual([100, 30]);
    for (let n = 0; n < 3; n++) expect((await confirm(order.id)).status).toBe(200);
    // 20 charged + 1 free; 12; a product with no stock row goes below zero (counted, not refused).
    expect([await build.stockOf(promo), await build.stockOf(cased), await build.stockOf(unstocked)]).toEqual([79, 18, -1]);
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
