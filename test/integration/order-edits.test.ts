import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as patchItem, DELETE as deleteItem } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PATCH as addProducts } from "@/app/api/orders/add_product_to_order/[orderId]/route";
import { getDb, type Db } from "@/db/client";
import { orders, products, productSales, type ProductRow } from "@/db/schema";
import { createUser, tokenHeader, type TestUser } from "@/test/support/accounts";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

let db: Db;
let seq = 0;
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const billing = { companyName: "", country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "b@test.example.ca", phone: "6045550100", orderNotes: "" };

async function product(overrides: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> {
  seq += 1;
  const [row] = await db.insert(products).values({ item: `E-${seq}`, name: `Edit product ${seq}`, slug: `edit_product_${seq}`, price: "10.00", boxQuantity: 1, ...overrides }).returning();
  return row;
}

async function placeTwoLineOrder(user: TestUser) {
  const a = await product({ price: "2.00", boxQuantity: 6 });
  const b = await product({ price: "1.00", salesTaxCode: "G" });
  const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...billing, price: "13.05", purchased_items: [{ id: a.id, quantity: 6 }, { id: b.id, quantity: 1 }] }, headers: tokenHeader(user) }), noParams);
  const { order } = await response.json();
  return { order, a, b };
}

const itemCall = (handler: typeof patchItem, user: TestUser | undefined, itemId: number, body?: unknown) =>
  handler(apiRequest(`/api/orders/purchased_item/${itemId}/`, { method: body === undefined ? "DELETE" : "PATCH", body, headers: user ? tokenHeader(user) : {} }), routeParams({ itemId: String(itemId) })).then(json);

beforeAll(async () => {
  db = await getDb();
});

describe("editing an unconfirmed order", () => {
  it("changes a quantity in whole cases and recomputes the totals", async () => {
    const user = await createUser({ verified: true });
    const { order } = await placeTwoLineOrder(user);
    expect(order.price).toBe("13.05");
    const first = order.purchased_items[0];
    const changed = await itemCall(patchItem, user, first.id, { quantity: 12 });
    expect(changed).toMatchObject({ status: 200, body: { subtotal: "25.00", tax: "0.05", price: "25.05" } });
    expect((await itemCall(patchItem, user, first.id, { quantity: 7 })).status).toBe(400);
    expect((await itemCall(patchItem, user, first.id, { quantity: 0 })).status).toBe(400);
  });

  it("deletes an item but never the last one", async () => {
    const user = await createUser({ verified: true });
    const { order } = await placeTwoLineOrder(user);
    const [first, second] = order.purchased_items;
    expect(await itemCall(deleteItem, user, second.id)).toMatchObject({ status: 200, body: { price: "12.00", purchased_items: [{ id: first.id }] } });
    expect(await itemCall(deleteItem, user, first.id)).toMatchObject({ status: 400, body: { non_field_errors: ["An order must keep at least one item."] } });
  });

  it("adds products at today's price, merging a product already in the order", async () => {
    const user = await createUser({ verified: true });
    const { order, a } = await placeTwoLineOrder(user);
    const c = await product({ price: "3.00", boxQuantity: 2 });
    const add = (body: unknown, u: TestUser = user) => addProducts(apiRequest(`/api/orders/add_product_to_order/${order.id}/`, { method: "PATCH", body, headers: tokenHeader(u) }), routeParams({ orderId: String(order.id) })).then(json);
    const soldOf = async (p: ProductRow) => (await db.select({ n: productSales.soldCount }).from(productSales).where(eq(productSales.productId, p.id)))[0]?.n ?? 0;
    expect((await add({ price: "1.00", purchased_items: [{ id: c.id, quantity: 2 }] })).status).toBe(400);
    // The refused change left nothing behind, not even the sales counter.
    expect(await soldOf(c)).toBe(0);
    const added = await add({ price: "31.05", purchased_items: [{ id: c.id, quantity: 2 }, { id: a.id, quantity: 6 }] });
    expect(added.status).toBe(200);
    expect([await soldOf(c), await soldOf(a)]).toEqual([2, 12]);
    expect(added.body.purchased_items).toHaveLength(3);
    expect(added.body.purchased_items.find((i: { product: { id: number } }) => i.product.id === a.id).quantity).toBe(12);
    expect((await add({ purchased_items: [{ id: c.id, quantity: 3 }] })).status).toBe(400);
    expect((await add({ purchased_items: [{ id: c.id, quantity: 2 }] }, await createUser({ verified: true }))).status).toBe(404);
  });

  it("refuses any change to another customer's order (404), to a visitor (401) and to a confirmed order (409)", async () => {
    const owner = await createUser({ verified: true });
    const stranger = await createUser({ verified: true });
    const { order } = await placeTwoLineOrder(owner);
    const item = order.purchased_items[0];
    expect((await itemCall(patchItem, stranger, item.id, { quantity: 12 })).status).toBe(404);
    expect((await itemCall(deleteItem, stranger, order.purchased_items[1].id)).status).toBe(404);
    expect((await itemCall(patchItem, undefined, item.id, { quantity: 12 })).status).toBe(401);
    expect((await itemCall(patchItem, owner, 999999, { quantity: 12 })).status).toBe(404);
    await db.update(orders).set({ confirmed: true, confirmedAt: new Date() }).where(eq(orders.id, order.id));
    expect(await itemCall(patchItem, owner, item.id, { quantity: 12 })).toMatchObject({ status: 409, body: { detail: "This order is confirmed and can no longer be changed." } });
    expect((await itemCall(deleteItem, owner, order.purchased_items[1].id)).status).toBe(409);
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.price).toBe("13.05");
  });
});
