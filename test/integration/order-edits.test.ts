import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PATCH as patchItem, DELETE as deleteItem } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PATCH as addProducts } from "@/app/api/orders/add_product_to_order/[orderId]/route";
import { getDb, type Db } from "@/db/client";
import { orders, orderTaxes, productSales, type ProductRow } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, routeParams } from "@/test/support/requests";

let db: Db;

/** Six units of a at $2.00 and one of b at $1.00 with 5% tax: $13.05. */
async function placeTwoLineOrder(user: TestUser) {
  const a = await build.product({ price: "2.00", boxQuantity: 6 });
  const b = await build.product({ price: "1.00", salesTaxCode: "G" });
  const order = await build.order(user, [{ product: a, quantity: 6 }, { product: b, quantity: 1 }]);
  return { order, a, b };
}

const itemCall = (handler: typeof patchItem, user: TestUser | undefined, itemId: number, body?: unknown) =>
  handler(apiRequest(`/api/orders/purchased_item/${itemId}/`, { method: body === undefined ? "DELETE" : "PATCH", body, headers: user ? tokenHeader(user) : {} }), routeParams({ itemId: String(itemId) })).then(json);

const taxLinesOf = (orderId: number) =>
  db.select({ code: orderTaxes.code, province: orderTaxes.province, ratePpm: orderTaxes.ratePpm, base: orderTaxes.base, amount: orderTaxes.amount, position: orderTaxes.position }).from(orderTaxes).where(eq(orderTaxes.orderId, orderId));

const soldOf = async (p: ProductRow) => (await db.select({ n: productSales.soldCount }).from(productSales).where(eq(productSales.productId, p.id)))[0]?.n ?? 0;

beforeAll(async () => {
  db = await getDb();
});

describe("editing an unconfirmed order", () => {
  it("changes a quantity in whole cases and recomputes the totals", async () => {
    const user = await build.customer();
    const { order } = await placeTwoLineOrder(user);
    expect(order.price).toBe("13.05");
    const first = order.purchased_items[0];
    const changed = await itemCall(patchItem, user, first.id, { quantity: 12 });
    expect(changed).toMatchObject({ status: 200, body: { subtotal: "25.00", tax: "0.05", price: "25.05" } });
    // The tax is kept by name too (order_taxes, issue 29), rewritten with the totals.
    expect(await taxLinesOf(order.id)).toEqual([{ code: "GST", province: null, ratePpm: 50000, base: "1.00", amount: "0.05", position: 0 }]);
    expect((await itemCall(patchItem, user, first.id, { quantity: 7 })).status).toBe(400);
    expect((await itemCall(patchItem, user, first.id, { quantity: 0 })).status).toBe(400);
  });

  it("deletes an item but never the last one", async () => {
    const user = await build.customer();
    const { order } = await placeTwoLineOrder(user);
    const [first, second] = order.purchased_items;
    expect(await itemCall(deleteItem, user, second.id)).toMatchObject({ status: 200, body: { price: "12.00", purchased_items: [{ id: first.id }] } });
    expect(await itemCall(deleteItem, user, first.id)).toMatchObject({ status: 400, body: { non_field_errors: ["An order must keep at least one item."] } });
  });

  it("adds products at today's price, merging a product already in the order", async () => {
    const user = await build.customer();
    const { order, a } = await placeTwoLineOrder(user);
    const c = await build.product({ price: "3.00", boxQuantity: 2 });
    const add = (body: unknown, u: TestUser = user) => addProducts(apiRequest(`/api/orders/add_product_to_order/${order.id}/`, { method: "PATCH", body, headers: tokenHeader(u) }), routeParams({ orderId: String(order.id) })).then(json);
    expect((await add({ price: "1.00", purchased_items: [{ id: c.id, quantity: 2 }] })).status).toBe(400);
    // The refused change left nothing behind, not even the sales counter.
    expect(await soldOf(c)).toBe(0);
    const added = await add({ price: "31.05", purchased_items: [{ id: c.id, quantity: 2 }, { id: a.id, quantity: 6 }] });
    expect(added.status).toBe(200);
    expect([await soldOf(c), await soldOf(a)]).toEqual([2, 12]);
    expect(added.body.purchased_items).toHaveLength(3);
    expect(added.body.purchased_items.find((i: { product: { id: number } }) => i.product.id === a.id).quantity).toBe(12);
    expect((await add({ purchased_items: [{ id: c.id, quantity: 3 }] })).status).toBe(400);
    expect((await add({ purchased_items: [{ id: c.id, quantity: 2 }] }, await build.customer())).status).toBe(404);
  });

  it("refuses any change to another customer's order (404), to a visitor (401) and to a confirmed order (409)", async () => {
    const owner = await build.customer();
    const stranger = await build.customer();
    const { order } = await placeTwoLineOrder(owner);
    const item = order.purchased_items[0];
    expect((await itemCall(patchItem, stranger, item.id, { quantity: 12 })).status).toBe(404);
    expect((await itemCall(deleteItem, stranger, order.purchased_items[1].id)).status).toBe(404);
    expect((await itemCall(patchItem, undefined, item.id, { quantity: 12 })).status).toBe(401);
    expect((await itemCall(patchItem, owner, 999999, { quantity: 12 })).status).toBe(404);
    await build.confirmOrder(order);
    expect(await itemCall(patchItem, owner, item.id, { quantity: 12 })).toMatchObject({ status: 409, body: { detail: "This order is confirmed and can no longer be changed." } });
    expect((await itemCall(deleteItem, owner, order.purchased_items[1].id)).status).toBe(409);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.price).toBe("13.05");
  });

  it("the top-selling counts follow the order's lines: adding a product and deleting it, or lowering a quantity, takes the units back", async () => {
    const user = await build.customer();
    const { order, a, b } = await placeTwoLineOrder(user);
    const promo = await build.product({ price: "1.00", boxQuantity: 10, actions: "10-1" });
    const add = (body: unknown) => addProducts(apiRequest(`/api/orders/add_product_to_order/${order.id}/`, { method: "PATCH", body, headers: tokenHeader(user) }), routeParams({ orderId: String(order.id) })).then(json);
    const counts = async () => [await soldOf(a), await soldOf(b), await soldOf(promo)];
    expect(await counts()).toEqual([6, 1, 0]);

    // Add 10 (+1 free) of the promo product, then delete the line: back to where it was.
    const added = await add({ purchased_items: [{ id: promo.id, charged_quantity: 10 }] });
    expect(added.status).toBe(200);
    expect(await counts()).toEqual([6, 1, 11]);
    const promoLine = added.body.purchased_items.find((i: { product: { id: number } }) => i.product.id === promo.id);
    expect((await itemCall(deleteItem, user, promoLine.id)).status).toBe(200);
    expect(await counts()).toEqual([6, 1, 0]);

    // Raising a quantity counts the new units; lowering it again takes them back, never below zero.
    const aLine = order.purchased_items.find((i) => i.product.id === a.id)!;
    expect((await itemCall(patchItem, user, aLine.id, { quantity: 600 })).status).toBe(200);
    expect(await counts()).toEqual([600, 1, 0]);
    expect((await itemCall(patchItem, user, aLine.id, { quantity: 6 })).status).toBe(200);
    expect(await counts()).toEqual([6, 1, 0]);
    // Repeating the round trip cannot push any counter up (the old inflation) or down.
    for (let round = 0; round < 3; round++) {
      const again = await add({ purchased_items: [{ id: promo.id, charged_quantity: 20 }, { id: a.id, quantity: 60 }] });
      expect(again.status).toBe(200);
      const line = again.body.purchased_items.find((i: { product: { id: number } }) => i.product.id === promo.id);
      expect((await itemCall(deleteItem, user, line.id)).status).toBe(200);
      expect((await itemCall(patchItem, user, aLine.id, { quantity: 6 })).status).toBe(200);
    }
    expect(await counts()).toEqual([6, 1, 0]);

    // Merging into a line already in the order counts the line's units, the free unit counted once.
    const merged = await add({ purchased_items: [{ id: promo.id, charged_quantity: 10 }] });
    const mergedAgain = await add({ purchased_items: [{ id: promo.id, charged_quantity: 10 }] });
    expect(mergedAgain.body.purchased_items.find((i: { product: { id: number } }) => i.product.id === promo.id)).toMatchObject({ quantity: 20, free_quantity: 1 });
    expect(merged.status).toBe(200);
    expect(await soldOf(promo)).toBe(21);
  });

  it("keeps the sales counters in 64 bits: a count past 2^31 still grows and shrinks", async () => {
    const user = await build.customer();
    const { order, a } = await placeTwoLineOrder(user);
    const big = 2 ** 31 + 5;
    await db.update(productSales).set({ soldCount: big }).where(eq(productSales.productId, a.id));
    const aLine = order.purchased_items.find((i) => i.product.id === a.id)!;
    expect((await itemCall(patchItem, user, aLine.id, { quantity: 12 })).status).toBe(200);
    expect(await soldOf(a)).toBe(big + 6);
    expect((await itemCall(patchItem, user, aLine.id, { quantity: 6 })).status).toBe(200);
    expect(await soldOf(a)).toBe(big);
  });
});
