import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as repeatLastRoute } from "@/app/api/orders/admin_draft/repeat_last/route";
import { POST as previewRoute } from "@/app/api/cart/quick_order/preview/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { getDb, type Db } from "@/db/client";
import { cartItems, orderDrafts, orders, products } from "@/db/schema";
import { newContext } from "@/lib/context/context";
import { openAdminCart, chooseAdminDraftCustomer } from "@/lib/orders/admin-draft";
import { Forbidden, Invalid } from "@/lib/shared/errors/domain-errors";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams } from "@/test/support/requests";

/*
 * Phone orders on the admin cart (issue 25 item 4): "New order" choosing the customer
 * (/cart-admin?customer={id}, openAdminCart), "Repeat last order" (POST
 * /api/orders/admin_draft/repeat_last/), and the quick entry's names (the quick order preview,
 * for staff only).
 */

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const REPEAT = "/api/orders/admin_draft/repeat_last/";
const repeat = (user: TestUser | null, body: unknown) =>
  repeatLastRoute(apiRequest(REPEAT, { method: "POST", body, headers: user ? tokenHeader(user) : {} }), noParams).then(json);
const preview = (user: TestUser, text: string) => previewRoute(apiRequest("/api/cart/quick_order/preview/", { method: "POST", body: { text }, headers: tokenHeader(user) }), noParams).then(json);
const ctxOf = (user: TestUser, role: "Admin" | "Customer" = "Admin") => newContext(db, { kind: "user", id: user.id, email: user.email, role, verified: true });
const cartOf = async (user: TestUser) =>
  Object.fromEntries((await db.select().from(cartItems).where(eq(cartItems.userId, user.id))).map((r) => [r.productId, r.quantity]));

async function putInCart(user: TestUser, productId: number, cases = 1) {
  const answer = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: productId, cases }, headers: tokenHeader(user) }), noParams);
  expect(answer.status).toBe(201);
}

describe("New order for a customer (/cart-admin?customer={id})", () => {
  it("chooses the customer on the server, and says the lines the cart already held stay, and for whom they were started", async () => {
    const admin = await build.admin();
    const before = await build.customer({ company: "Old Bistro" });
    const now = await build.customer({ company: "Kits Deli" });
    const p = await build.product({ boxQuantity: 6 });
    // An empty cart, no draft yet: chosen, nothing to say about lines.
    const first = await openAdminCart(ctxOf(admin), { customer: before.id });
    expect(first.refused).toBeNull();
    expect(first.choice).toEqual({ billing: expect.objectContaining({ value: before.id, label: "Old Bistro", orderNotes: "" }), previous: null, lines: 0 });
    expect(first.draft.billing?.value).toBe(before.id);
    // Lines added for Old Bistro, then "New order" for Kits Deli: the lines stay, the answer says so.
    await putInCart(admin, p.id, 2);
    await db.update(orderDrafts).set({ orderNotes: "Back door" }).where(eq(orderDrafts.userId, admin.id));
    const second = await openAdminCart(ctxOf(admin), { customer: now.id });
    expect(second.choice).toMatchObject({ previous: "Old Bistro", lines: 1, billing: { value: now.id, orderNotes: "" } });
    expect(second.draft.products.map((line) => line.id)).toEqual([p.id]);
    expect(await cartOf(admin)).toEqual({ [p.id]: 12 });
    // The same customer again keeps the notes and names no previous customer.
    await db.update(orderDrafts).set({ orderNotes: "Front door" }).where(eq(orderDrafts.userId, admin.id));
    const again = await chooseAdminDraftCustomer(ctxOf(admin), now.id);
    expect(again).toMatchObject({ previous: null, lines: 1, billing: { orderNotes: "Front door" } });
  });

  it("refuses an id that is not a customer's (unknown, an admin), leaving the draft as it was", async () => {
    const admin = await build.admin();
    const other = await build.admin();
    const customer = await build.customer();
    await chooseAdminDraftCustomer(ctxOf(admin), customer.id);
    for (const id of [other.id, 2_000_000_000]) {
      const opened = await openAdminCart(ctxOf(admin), { customer: id });
      expect(opened.choice).toBeNull();
      expect(opened.refused).toBe(`Customer ${id} does not exist.`);
      expect(opened.draft.billing?.value).toBe(customer.id);
    }
    await expect(chooseAdminDraftCustomer(ctxOf(admin), admin.id)).rejects.toThrow(Invalid);
  });

  it("is for staff only", async () => {
    const customer = await build.customer();
    await expect(chooseAdminDraftCustomer(ctxOf(customer, "Customer"), customer.id)).rejects.toThrow(Forbidden);
    await expect(openAdminCart(ctxOf(customer, "Customer"), {})).rejects.toThrow(Forbidden);
  });
});

describe("POST /api/orders/admin_draft/repeat_last/", () => {
  it("adds the customer's most recent order to the admin's cart at today's prices, skipping and naming what cannot be ordered", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const [a, b, gone, out] = await Promise.all([build.product({ boxQuantity: 6, price: "2.00" }), build.product({ boxQuantity: 4 }), build.product(), build.product()]);
    await build.order(customer, [a]);
    const last = await build.order(customer, [{ product: a, quantity: 12 }, b, gone, out]);
    await db.update(products).set({ isDeleted: true }).where(eq(products.id, gone.id));
    await db.update(products).set({ stock: false }).where(eq(products.id, out.id));
    await db.update(products).set({ price: "2.50" }).where(eq(products.id, a.id));
    const { status, body } = await repeat(admin, { customer: customer.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      customer: customer.id,
      order: last.id,
      added: [
        { id: a.id, cases: 2, quantity: 12 },
        { id: b.id, cases: 1, quantity: 4 },
      ],
      unavailable: [
        { id: gone.id, name: gone.name, reason: "gone" },
        { id: out.id, name: out.name, reason: "out-of-stock" },
      ],
    });
    expect(body.cart.items.find((line: { id: number }) => line.id === a.id)).toMatchObject({ quantity: 12, line_total: "30.00" });
    // Into the admin's own cart; the customer's cart is untouched.
    expect(await cartOf(admin)).toEqual({ [a.id]: 12, [b.id]: 4 });
    expect(await cartOf(customer)).toEqual({});
  });

  it("refuses bad input with a 400 naming the field, changing nothing", async () => {
    const admin = await build.admin();
    for (const body of [{}, { customer: "7" }, { customer: 0 }, { customer: 1.5 }, { customer: 2 ** 31 }, []]) {
      const answer = await repeat(admin, body);
      expect(answer.status).toBe(400);
    }
    expect((await repeat(admin, {})).body).toEqual({ customer: ["This field is required."] });
    expect(await cartOf(admin)).toEqual({});
  });

  it("refuses an id that is not a customer's, and a customer without orders, on customer", async () => {
    const admin = await build.admin();
    const other = await build.admin();
    const fresh = await build.customer({ company: "New Cafe" });
    expect(await repeat(admin, { customer: other.id })).toEqual({ status: 400, body: { customer: [`Customer ${other.id} does not exist.`] } });
    expect(await repeat(admin, { customer: 2_000_000_000 })).toMatchObject({ status: 400 });
    expect(await repeat(admin, { customer: fresh.id })).toEqual({ status: 400, body: { customer: ["New Cafe has no orders yet: there is no last order to repeat."] } });
    expect(await cartOf(admin)).toEqual({});
  });

  it("is for staff only: a visitor 401, customers 403 (their own id or another's), nothing added", async () => {
    const customer = await build.customer();
    const other = await build.customer();
    const pending = await build.customer({ verified: false });
    const p = await build.product();
    await build.order(customer, [p]);
    expect((await repeat(null, { customer: customer.id })).status).toBe(401);
    expect((await repeat(customer, { customer: customer.id })).status).toBe(403);
    expect((await repeat(other, { customer: customer.id })).status).toBe(403);
    expect((await repeat(pending, { customer: customer.id })).status).toBe(403);
    expect(await cartOf(customer)).toEqual({});
    expect(await cartOf(other)).toEqual({});
  });

  it("picks the most recent order even when an older one has a higher id", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const [p, q] = await Promise.all([build.product(), build.product()]);
    const newer = await build.order(customer, [p]);
    const older = await build.order(customer, [q]);
    await db.update(orders).set({ createdAt: new Date("2020-01-01T00:00:00Z") }).where(eq(orders.id, older.id));
    const { body } = await repeat(admin, { customer: customer.id });
    expect(body.order).toBe(newer.id);
  });
});

describe("quick entry by name (the quick order preview, staff only)", () => {
  it("reads a code that is no item code or barcode as a product name for staff: one match is ready, several are listed to pick from", async () => {
    const admin = await build.admin();
    const paste = await build.product({ name: "Zesty Paste 156 mL" });
    const whole = await build.product({ name: "Zesty Whole Peeled 796 mL" });
    const diced = await build.product({ name: "Zesty Diced 796 mL" });
    const trashed = await build.product({ name: "Zesty Gone 1 L", isDeleted: true });
    const { status, body } = await preview(admin, "zesty paste 2\nZESTY 1\nzesty whole peeled 796 ml 3\nnothing like it 1\nzesty gone 1");
    expect(status).toBe(200);
    expect(body.lines[0]).toMatchObject({ status: "ready", matched_by: "name", product: { id: paste.id }, total_cases: 2 });
    expect(body.lines[1]).toMatchObject({ status: "ambiguous", error: "“ZESTY” matches several products: pick one, or type its item code.", product: null });
    expect(body.lines[1].candidates.map((c: { id: number }) => c.id).sort()).toEqual([paste.id, whole.id, diced.id].sort());
    expect(body.lines[1].candidates.map((c: { id: number }) => c.id)).not.toContain(trashed.id);
    // Every word, any case and accents: the one product.
    expect(body.lines[2]).toMatchObject({ status: "ready", matched_by: "name", product: { id: whole.id } });
    expect(body.lines[3]).toMatchObject({ status: "unknown", error: "No product has the item code, barcode or name “nothing like it”." });
    // A trashed product is no name match.
    expect(body.lines[4]).toMatchObject({ status: "unknown" });
    // Item codes still win, and are not marked as found by name.
    const byCode = await preview(admin, `${diced.item} 1`);
    expect(byCode.body.lines[0]).toMatchObject({ status: "ready", product: { id: diced.id } });
    expect(byCode.body.lines[0].matched_by).toBeUndefined();
    expect(await cartOf(admin)).toEqual({});
  });

  it("leaves a customer's quick order as it was: a name is an unknown code, with no candidates", async () => {
    const customer = await build.customer();
    await build.product({ name: "Quirky Relish 500 mL" });
    const { body } = await preview(customer, "quirky relish 2");
    expect(body.lines[0]).toEqual(expect.objectContaining({ status: "unknown", error: "No product has the item code or barcode “quirky relish”." }));
    expect(body.lines[0]).not.toHaveProperty("candidates");
    expect(body.lines[0]).not.toHaveProperty("matched_by");
  });
});

describe("an order holding one product on two lines", () => {
  it("repeats into one cart line with the cases added up", async () => {
    const { orderItems } = await import("@/db/schema");
    const admin = await build.admin();
    const customer = await build.customer();
    const p = await build.product({ boxQuantity: 10 });
    const placed = await build.order(customer, [{ product: p, quantity: 20 }]);
    // A second line of the same product, as the back office's order edit can leave it.
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    await db.insert(orderItems).values({ ...line, id: undefined, quantity: 10 });
    const { status, body } = await repeat(admin, { customer: customer.id });
    expect(status).toBe(200);
    expect(body.added).toEqual([expect.objectContaining({ id: p.id, cases: 3, quantity: 30 })]);
    expect(await cartOf(admin)).toEqual({ [p.id]: 30 });
  });
});
