import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as reorderRoute } from "@/app/api/orders/reorder/[id]/route";
import { getDb } from "@/db/client";
import { cartItems, products } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, routeParams } from "@/test/support/requests";

/* Order again (issue 14 point 4): POST /api/orders/reorder/{id}/. */

const reorder = (user: TestUser | null, id: number | string) =>
  reorderRoute(apiRequest(`/api/orders/reorder/${id}/`, { method: "POST", headers: user ? tokenHeader(user) : {} }), routeParams({ id: String(id) })).then(json);

async function cartOf(user: TestUser): Promise<Record<number, number>> {
  const rows = await (await getDb()).select().from(cartItems).where(eq(cartItems.userId, user.id));
  return Object.fromEntries(rows.map((r) => [r.productId, r.quantity]));
}

describe("reorder", () => {
  it("puts the order's paid cases into the cart at today's prices, the 10-1 free unit coming back by itself", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ boxQuantity: 5, actions: "10-1", price: "2.00" });
    const plain = await build.product({ boxQuantity: 6, price: "3.00" });
    // 2 cases of 5 = 10 charged units (+1 free) and 1 case of 6.
    const placed = await build.order(buyer, [{ product: promo, quantity: 10 }, plain]);
    expect(placed.purchased_items[0]).toMatchObject({ quantity: 10, free_quantity: 1 });
    await (await getDb()).update(products).set({ price: "2.50" }).where(eq(products.id, promo.id));
    const { status, body } = await reorder(buyer, placed.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      order: placed.id,
      added: [
        { id: promo.id, cases: 2, box_quantity: 5, quantity: 10, previous_box_quantity: null },
        { id: plain.id, cases: 1, box_quantity: 6, quantity: 6, previous_box_quantity: null },
      ],
      unavailable: [],
    });
    // Today's price (2.50), and the free unit of the 10-1 rule on the 10 units again.
    expect(body.cart.items.find((i: { id: number }) => i.id === promo.id)).toMatchObject({ quantity: 10, free_quantity: 1, line_total: "25.00" });
    expect(await cartOf(buyer)).toEqual({ [promo.id]: 10, [plain.id]: 6 });
    // A second reorder grows the lines by the same cases.
    await reorder(buyer, placed.id);
    expect(await cartOf(buyer)).toEqual({ [promo.id]: 20, [plain.id]: 12 });
  });

  it("rounds up to whole cases of today's box_quantity and says the case size changed", async () => {
    const buyer = await build.customer();
    const p = await build.product({ boxQuantity: 12 });
    const placed = await build.order(buyer, [{ product: p, quantity: 36 }]);
    await (await getDb()).update(products).set({ boxQuantity: 24 }).where(eq(products.id, p.id));
    const { body } = await reorder(buyer, placed.id);
    expect(body.added).toEqual([{ id: p.id, name: p.name, cases: 2, box_quantity: 24, quantity: 48, previous_box_quantity: 12 }]);
  });

  it("refuses the whole reorder, changing nothing, when a cart line would pass 999,999 units", async () => {
    const buyer = await build.customer();
    const small = await build.product({ boxQuantity: 6 });
    const big = await build.product({ boxQuantity: 1000 });
    const placed = await build.order(buyer, [small, { product: big, quantity: 2000 }]);
    const db = await getDb();
    await db.insert(cartItems).values({ userId: buyer.id, productId: big.id, quantity: 999_000 });
    const answer = await reorder(buyer, placed.id);
    expect(answer).toMatchObject({ status: 400, body: { order: [expect.stringContaining("999,999")] } });
    expect(await cartOf(buyer)).toEqual({ [big.id]: 999_000 });
  });

  it("says which products are gone (trashed, permanently deleted) or out of stock, and adds the rest", async () => {
    const buyer = await build.customer();
    const [kept, trashed, deleted, out] = await Promise.all([build.product(), build.product(), build.product(), build.product()]);
    const placed = await build.order(buyer, [kept, trashed, deleted, out]);
    const db = await getDb();
    await db.update(products).set({ isDeleted: true }).where(eq(products.id, trashed.id));
    await db.update(products).set({ stock: false }).where(eq(products.id, out.id));
    // Permanently deleted: the row goes, the order line keeps its snapshot (product_id null).
    await db.delete(products).where(eq(products.id, deleted.id));
    const { status, body } = await reorder(buyer, placed.id);
    expect(status).toBe(200);
    expect(body.added.map((a: { id: number }) => a.id)).toEqual([kept.id]);
    expect(body.unavailable).toEqual([
      { id: trashed.id, name: trashed.name, reason: "gone" },
      { id: null, name: deleted.name, reason: "gone" },
      { id: out.id, name: out.name, reason: "out-of-stock" },
    ]);
    expect(await cartOf(buyer)).toEqual({ [kept.id]: 1 });
  });

  it("adds nothing and answers 200 when no product of the order can be ordered now", async () => {
    const buyer = await build.customer();
    const p = await build.product();
    const placed = await build.order(buyer, [p]);
    await (await getDb()).update(products).set({ stock: false }).where(eq(products.id, p.id));
    expect(await reorder(buyer, placed.id)).toMatchObject({ status: 200, body: { added: [], unavailable: [{ reason: "out-of-stock" }], cart: { count: 0 } } });
  });

  it("is the buyer's own: another customer's order and a missing id are 404, visitors 401, unverified and admins 403", async () => {
    const buyer = await build.customer();
    const other = await build.customer();
    const p = await build.product();
    const placed = await build.order(buyer, [p]);
    expect((await reorder(other, placed.id)).status).toBe(404);
    expect(await cartOf(other)).toEqual({});
    expect((await reorder(buyer, 2_000_000_000)).status).toBe(404);
    expect((await reorder(buyer, "abc")).status).toBe(404);
    expect((await reorder(null, placed.id)).status).toBe(401);
    expect((await reorder(await build.customer({ verified: false }), placed.id)).status).toBe(403);
    expect((await reorder(await build.admin(), placed.id)).status).toBe(403);
    expect(await cartOf(buyer)).toEqual({});
  });
});
