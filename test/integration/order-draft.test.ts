import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as getDraft, PUT as putDraft } from "@/app/api/orders/draft/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { getDb, type Db } from "@/db/client";
import { orderDrafts } from "@/db/schema";
import { sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams } from "@/test/support/requests";

let db: Db;
const billing = { companyName: "Kits Deli", country: "Canada", address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC", zipcode: "v6k 1n7", email: "orders@kitsdeli.example.ca", phone: "6045550199", orderNotes: "Back door" };

const put = (headers: Record<string, string>, body: unknown) => putDraft(apiRequest("/api/orders/draft/", { method: "PUT", body, headers }), noParams).then(json);
const get = (headers: Record<string, string>) => getDraft(apiRequest("/api/orders/draft/", { headers }), noParams).then(json);

async function fillCart(user: TestUser) {
  const p = await build.product({ price: "4.00", boxQuantity: 12, salesTaxCode: "G" });
  await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: p.id }, headers: tokenHeader(user) }), noParams);
  return p;
}

beforeAll(async () => {
  db = await getDb();
});

describe("the saved order draft (Review and pay)", () => {
  it("stores the billing of a cart with lines and answers it with the cart's totals", async () => {
    const user = await build.customer();
    const p = await fillCart(user);
    const before = await get(tokenHeader(user));
    expect(before).toMatchObject({ status: 200, body: { billing: null, orderPrice: "48.00", tax: "2.40", grandTotal: "50.40", products: [{ id: p.id, quantity: 12 }] } });
    const saved = await put(tokenHeader(user), billing);
    expect(saved).toMatchObject({ status: 200, body: { billing: { ...billing, zipcode: "V6K 1N7" }, grandTotal: "50.40" } });
    expect((await get(tokenHeader(user))).body.billing).toEqual({ ...billing, zipcode: "V6K 1N7", po_number: null });
    // A second save replaces the first.
    expect((await put(tokenHeader(user), { ...billing, orderNotes: "" })).body.billing.orderNotes).toBe("");
    const rows = await db.select().from(orderDrafts).where(eq(orderDrafts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses bad billing with field messages and keeps what was saved", async () => {
    const user = await build.customer();
    await fillCart(user);
    await put(tokenHeader(user), billing);
    const bad = await put(tokenHeader(user), { ...billing, zipcode: "12345", phone: "604-555", email: "nope", address: " ", country: "USA" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["address", "country", "email", "phone", "zipcode"]);
    expect((await get(tokenHeader(user))).body.billing.zipcode).toBe("V6K 1N7");
  });

  it("answers a body that is not JSON with a 400", async () => {
    const user = await build.customer();
    await fillCart(user);
    const answer = await putDraft(apiRequest("/api/orders/draft/", { method: "PUT", body: "not json", headers: tokenHeader(user) }), noParams);
    expect(answer.status).toBe(400);
    expect(await db.select().from(orderDrafts).where(eq(orderDrafts.userId, user.id))).toEqual([]);
  });

  it("refuses Review and pay with an empty cart", async () => {
    const user = await build.customer();
    const answer = await put(tokenHeader(user), billing);
    expect(answer).toMatchObject({ status: 400, body: { non_field_errors: [expect.stringContaining("cart is empty")] } });
    expect(await db.select().from(orderDrafts).where(eq(orderDrafts.userId, user.id))).toEqual([]);
  });

  it("is for verified customers only; cookie writes need the shop's origin", async () => {
    const pending = await build.customer({ verified: false });
    const admin = await build.admin();
    expect((await get({})).status).toBe(401);
    expect((await put({}, billing)).status).toBe(401);
    expect((await get(tokenHeader(pending))).status).toBe(403);
    expect((await put(tokenHeader(pending), billing)).status).toBe(403);
    expect((await get(tokenHeader(admin))).status).toBe(403);
    expect((await put(tokenHeader(admin), billing)).status).toBe(403);
    const user = await build.customer();
    await fillCart(user);
    const cookie = await sessionCookie(user);
    const crossSite = await putDraft(apiRequest("/api/orders/draft/", { method: "PUT", body: billing, headers: { cookie, origin: "https://evil.example" } }), noParams);
    expect(crossSite.status).toBe(403);
    expect(await db.select().from(orderDrafts).where(eq(orderDrafts.userId, user.id))).toEqual([]);
  });

  it("is cleared with the cart when the order is placed", async () => {
    const user = await build.customer();
    const p = await fillCart(user);
    await put(tokenHeader(user), billing);
    const placed = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...billing, purchased_items: [{ id: p.id, quantity: 12 }], price: "50.40" }, headers: tokenHeader(user) }), noParams);
    expect(placed.status).toBe(201);
    expect(await get(tokenHeader(user))).toMatchObject({ body: { billing: null, products: [], grandTotal: "0.00" } });
  });

  it("keeps a line added after the review (e.g. in another tab) in the cart when the order is placed", async () => {
    const user = await build.customer();
    const ordered = await fillCart(user);
    await put(tokenHeader(user), billing);
    const later = await fillCart(user);
    const placed = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...billing, purchased_items: [{ id: ordered.id, quantity: 12 }], price: "50.40" }, headers: tokenHeader(user) }), noParams);
    expect(placed.status).toBe(201);
    expect(await get(tokenHeader(user))).toMatchObject({ body: { billing: null, products: [{ id: later.id, quantity: 12 }] } });
  });
});
