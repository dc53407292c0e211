import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { GET as getCart } from "@/app/api/cart/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { GET as getDraft, PUT as putDraft } from "@/app/api/orders/draft/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { GET as getOrder } from "@/app/api/orders/order/details/[id]/route";
import { PATCH as setLine } from "@/app/api/orders/purchased_item/[itemId]/route";
import { GET as getAdminDraft, PUT as putAdminDraft } from "@/app/api/orders/admin_draft/route";
import { POST as placeAdminOrder } from "@/app/api/orders/admin_order/details/route";
import { getDb, type Db } from "@/db/client";
import { customerTaxExemptions, orders, orderTaxes, type ProductRow } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * Issue 29: the cart, the review, the order and its edits are taxed for the province of delivery
 * (docs/taxes.md), each tax stored by name with the order and answered as `taxes` beside `tax`.
 */

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const registrations = process.env.TAX_REGISTRATIONS;
/** The shop registered for these provincial taxes (TAX_REGISTRATIONS) for one test. */
function registeredFor(codes: string) {
  process.env.TAX_REGISTRATIONS = codes;
  resetEnvCache();
}
afterEach(() => {
  if (registrations === undefined) delete process.env.TAX_REGISTRATIONS;
  else process.env.TAX_REGISTRATIONS = registrations;
  resetEnvCache();
});

const billing = (state: string) => ({ companyName: "Bistro", country: "Canada", address: "1 Main St", townCity: "Town", state, zipcode: "A1A 1A1", email: "buyer@test.example.ca", phone: "6045550123", orderNotes: "" });

async function putInCart(user: TestUser, product: ProductRow, cases = 1) {
  const answer = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: product.id, cases }, headers: tokenHeader(user) }), noParams);
  expect(answer.status).toBe(201);
}
const cartOf = (user: TestUser) => getCart(apiRequest("/api/cart/", { headers: tokenHeader(user) }), noParams).then(json);
const draft = (user: TestUser, state: string) => putDraft(apiRequest("/api/orders/draft/", { method: "PUT", body: billing(state), headers: tokenHeader(user) }), noParams).then(json);
const place = (user: TestUser, state: string, price: string, items: Array<{ id: number; quantity: number }>, headers: Record<string, string> = {}) =>
  placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...billing(state), price, purchased_items: items }, headers: { ...tokenHeader(user), ...headers } }), noParams).then(json);
const storedTaxes = (orderId: number) =>
  db
    .select({ code: orderTaxes.code, province: orderTaxes.province, ratePpm: orderTaxes.ratePpm, base: orderTaxes.base, amount: orderTaxes.amount, exemptionNumber: orderTaxes.exemptionNumber })
    .from(orderTaxes)
    .where(eq(orderTaxes.orderId, orderId))
    .orderBy(asc(orderTaxes.position));

/** $100.00 of taxable food (G), $50.00 of zero-rated groceries (E), $20.00 of packaging (G, provincially taxable). */
async function products() {
  const food = await build.product({ price: "100.00", salesTaxCode: "G" });
  const groceries = await build.product({ price: "50.00", salesTaxCode: "E" });
  const packaging = await build.product({ price: "20.00", salesTaxCode: "G", provincialTaxClass: "taxable" });
  return { food, groceries, packaging };
}
const lines = (...ps: ProductRow[]) => ps.map((p) => ({ id: p.id, quantity: p.boxQuantity }));

describe("an order delivered to Ontario", () => {
  it("is charged 13 % HST on its G lines, in the cart, the review and the order, stored by name", async () => {
    const buyer = await build.customer({ state: "ON" });
    const { food, groceries, packaging } = await products();
    for (const p of [food, groceries, packaging]) await putInCart(buyer, p);
    // The cart is taxed for the profile's province; 13 % of $120.00 is $15.60.
    const hst = { code: "HST", name: "HST (ON) 13 %", province: "ON", rate: "13.000", base: "120.00", amount: "15.60", exemption: null };
    expect((await cartOf(buyer)).body).toMatchObject({ subtotal: "170.00", tax: "15.60", taxes: [hst], grand_total: "185.60" });
    expect((await draft(buyer, "ON")).body).toMatchObject({ tax: "15.60", taxes: [hst], grandTotal: "185.60" });

    const placed = await place(buyer, "ON", "185.60", lines(food, groceries, packaging));
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ subtotal: "170.00", tax: "15.60", taxes: [hst], price: "185.60", state: "ON" });
    expect(await storedTaxes(placed.body.order.id)).toEqual([{ code: "HST", province: "ON", ratePpm: 130_000, base: "120.00", amount: "15.60", exemptionNumber: null }]);
    const read = await json(await getOrder(apiRequest(`/api/orders/order/details/${placed.body.order.id}/`, { headers: tokenHeader(buyer) }), routeParams({ id: String(placed.body.order.id) })));
    expect(read.body).toMatchObject({ tax: "15.60", taxes: [hst], price: "185.60" });
  });

  it("names the taxes in the reader's language", async () => {
    const buyer = await build.customer({ state: "ON" });
    const { food } = await products();
    await putInCart(buyer, food);
    const cart = await json(await getCart(apiRequest("/api/cart/", { headers: { ...tokenHeader(buyer), "accept-language": "fr-CA" } }), noParams));
    expect(cart.body.taxes).toEqual([expect.objectContaining({ code: "HST", name: "TVH (ON) 13\u00a0%", amount: "13.00" })]);
  });
});

describe("an order delivered to Quebec", () => {
  it("is charged 5 % GST and 9.975 % QST where the shop is registered for the QST, the GST alone where it is not", async () => {
    const buyer = await build.customer({ state: "QC" });
    const { food, groceries } = await products();
    await putInCart(buyer, food);
    await putInCart(buyer, groceries);
    expect((await cartOf(buyer)).body).toMatchObject({ tax: "5.00", taxes: [{ code: "GST", name: "GST 5 %" }], grand_total: "155.00" });
    registeredFor("QST");
    const gst = { code: "GST", name: "GST 5 %", rate: "5.000", base: "100.00", amount: "5.00", exemption: null };
    const qst = { code: "QST", name: "QST 9.975 %", rate: "9.975", base: "100.00", amount: "9.98", exemption: null };
    expect((await cartOf(buyer)).body).toMatchObject({ tax: "14.98", taxes: [gst, qst], grand_total: "164.98" });
    const placed = await place(buyer, "QC", "164.98", lines(food, groceries));
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ tax: "14.98", taxes: [gst, qst], price: "164.98" });
    expect((await storedTaxes(placed.body.order.id)).map((t) => [t.code, t.amount])).toEqual([
      ["GST", "5.00"],
      ["QST", "9.98"],
    ]);
  });

  it("waives the QST of a customer with a QST registration, and says so on the order", async () => {
    registeredFor("QST,PST_BC");
    const buyer = await build.customer({ state: "QC" });
    await db.insert(customerTaxExemptions).values({ userId: buyer.id, code: "QST", number: "1234567890 TQ0001" });
    const { food } = await products();
    await putInCart(buyer, food);
    const placed = await place(buyer, "QC", "105.00", lines(food));
    expect(placed.status).toBe(201);
    expect(placed.body.order.taxes).toEqual([
      expect.objectContaining({ code: "GST", amount: "5.00", exemption: null }),
      expect.objectContaining({ code: "QST", base: "100.00", amount: "0.00", exemption: "1234567890 TQ0001" }),
    ]);
    expect((await storedTaxes(placed.body.order.id))[1]).toMatchObject({ code: "QST", amount: "0.00", exemptionNumber: "1234567890 TQ0001" });
  });
});

describe("British Columbia's PST", () => {
  it("applies 7 % to the provincially taxable lines where the shop is registered, and not to a customer's resale purchase", async () => {
    registeredFor("PST_BC");
    const { food, packaging } = await products();
    const buyer = await build.customer({ state: "BC" });
    await putInCart(buyer, food);
    await putInCart(buyer, packaging);
    // GST 5 % of $120.00 = $6.00; PST 7 % of the $20.00 of packaging = $1.40.
    expect((await cartOf(buyer)).body).toMatchObject({
      tax: "7.40",
      taxes: [
        { code: "GST", base: "120.00", amount: "6.00" },
        { code: "PST_BC", name: "PST (BC) 7 %", province: "BC", base: "20.00", amount: "1.40" },
      ],
      grand_total: "127.40",
    });
    await db.insert(customerTaxExemptions).values({ userId: buyer.id, code: "PST_BC", number: "PST-1234-5678" });
    expect((await cartOf(buyer)).body).toMatchObject({ tax: "6.00", taxes: [{ code: "GST" }, { code: "PST_BC", amount: "0.00", exemption: "PST-1234-5678" }], grand_total: "126.00" });
  });
});

describe("changing the province of delivery at review", () => {
  it("re-prices the review, and the total the customer last saw is the one charged", async () => {
    const buyer = await build.customer({ state: "BC" });
    const { food } = await products();
    await putInCart(buyer, food, 2);
    expect((await draft(buyer, "BC")).body).toMatchObject({ tax: "10.00", grandTotal: "210.00" });
    // To Nova Scotia: 14 % HST since 1 April 2025.
    expect((await draft(buyer, "NS")).body).toMatchObject({ tax: "28.00", taxes: [{ code: "HST", name: "HST (NS) 14 %" }], grandTotal: "228.00" });
    expect((await json(await getDraft(apiRequest("/api/orders/draft/", { headers: tokenHeader(buyer) }), noParams))).body).toMatchObject({ grandTotal: "228.00" });
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
    // The British Columbia total for a Nova Scotia delivery: refused, nothing written, the cart kept.
    const stale = await place(buyer, "NS", "210.00", [{ id: food.id, quantity: 2 * food.boxQuantity }]);
    expect(stale).toMatchObject({ status: 400, body: { price: [expect.stringContaining("$228.00")] } });
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n).toBe(before);
    expect((await cartOf(buyer)).body.items).toHaveLength(1);
    const placed = await place(buyer, "NS", "228.00", [{ id: food.id, quantity: 2 * food.boxQuantity }]);
    expect(placed).toMatchObject({ status: 201, body: { order: { tax: "28.00", price: "228.00", state: "NS" } } });
  });
});

describe("an order placed before a rate change", () => {
  it("keeps the rates of the day it was placed when it is edited", async () => {
    const buyer = await build.customer({ state: "NS" });
    const { food } = await products();
    await putInCart(buyer, food);
    const placed = await place(buyer, "NS", "114.00", lines(food));
    expect(placed.status).toBe(201);
    // As if placed on 15 March 2025, when Nova Scotia's HST was 15 %: an edit re-prices it at 15 %.
    await db.update(orders).set({ createdAt: new Date("2025-03-15T20:00:00Z") }).where(eq(orders.id, placed.body.order.id));
    const line = placed.body.order.purchased_items[0];
    const edited = await json(
      await setLine(apiRequest(`/api/orders/purchased_item/${line.id}/`, { method: "PATCH", body: { quantity: 2 * food.boxQuantity }, headers: tokenHeader(buyer) }), routeParams({ itemId: String(line.id) })),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ subtotal: "200.00", tax: "30.00", taxes: [{ code: "HST", name: "HST (NS) 15 %", amount: "30.00" }], price: "230.00" });
    expect(await storedTaxes(placed.body.order.id)).toEqual([{ code: "HST", province: "NS", ratePpm: 150_000, base: "200.00", amount: "30.00", exemptionNumber: null }]);
  });
});

describe("staff ordering for a customer", () => {
  it("tax the admin's cart for the chosen customer's province and exemptions, and charge the same", async () => {
    registeredFor("QST");
    const admin = await build.admin();
    const customer = await build.customer({ state: "QC" });
    const { food } = await products();
    await putInCart(admin, food);
    // No customer chosen yet: the province is unknown, the GST alone.
    expect((await json(await getAdminDraft(apiRequest("/api/orders/admin_draft/", { headers: tokenHeader(admin) }), noParams))).body).toMatchObject({ tax: "5.00" });
    const chosen = await json(await putAdminDraft(apiRequest("/api/orders/admin_draft/", { method: "PUT", body: { customer: customer.id, orderNotes: "" }, headers: tokenHeader(admin) }), noParams));
    expect(chosen.body).toMatchObject({ tax: "14.98", taxes: [{ code: "GST" }, { code: "QST", amount: "9.98" }], grandTotal: "114.98" });
    const body = { customer: customer.id, price: "114.98", orderNotes: "", adminCreated: true, purchased_items: [{ id: food.id, charged_quantity: food.boxQuantity }] };
    const placed = await json(await placeAdminOrder(apiRequest("/api/orders/admin_order/details/", { method: "POST", body, headers: tokenHeader(admin) }), noParams));
    expect(placed).toMatchObject({ status: 201, body: { order: { tax: "14.98", price: "114.98", state: "QC" } } });
  });
});
