import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { POST as placeAdminOrder } from "@/app/api/orders/admin_order/details/route";
import { GET as getAdminDraft, PUT as putAdminDraft } from "@/app/api/orders/admin_draft/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { GET as myOrders } from "@/app/api/orders/my_orders/route";
import { GET as getOrder } from "@/app/api/orders/order/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { cartItems, orderDrafts, orders, productSales, users, type ProductRow } from "@/db/schema";
import { sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";
import { startSmtpReceiver } from "@/test/support/smtp-receiver";

/*
 * Ordering on behalf of a customer (issue 12 item 4): the admin's draft (GET/PUT
 * /api/orders/admin_draft/) and POST /api/orders/admin_order/details/.
 */

let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const PATH = "/api/orders/admin_order/details/";
const DRAFT = "/api/orders/admin_draft/";

const post = (headers: Record<string, string>, body: unknown) => placeAdminOrder(apiRequest(PATH, { method: "POST", body, headers }), noParams).then(json);
const getDraft = (headers: Record<string, string>) => getAdminDraft(apiRequest(DRAFT, { headers }), noParams).then(json);
const putDraft = (headers: Record<string, string>, body: unknown) => putAdminDraft(apiRequest(DRAFT, { method: "PUT", body, headers }), noParams).then(json);

async function putInCart(user: TestUser, product: ProductRow, cases = 1) {
  for (let n = 0; n < cases; n++) {
    const answer = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: product.id }, headers: tokenHeader(user) }), noParams);
    expect(answer.status).toBe(201);
  }
}

const orderCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;
const cartOf = (user: TestUser) => db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, user.id));

/** A bistro with a full profile, and two products: a taxable one and a 10-1 one out of stock. */
async function scene() {
  const admin = await build.admin();
  const customer = await build.customer({ company: "Kits Deli", firstName: "Dana", lastName: "Lee", address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC", zipcode: "V6K 1N7", phoneNumber: "6045550199" });
  const taxed = await build.product({ price: "4.00", boxQuantity: 12, salesTaxCode: "G" });
  const promo = await build.product({ price: "1.00", boxQuantity: 10, actions: "10-1", stock: false });
  const price = build.orderTotal([{ product: taxed, quantity: 12 }, { product: promo, quantity: 10 }]);
  const body = { customer: customer.id, price, orderNotes: "Call on arrival", adminCreated: true, purchased_items: [{ id: taxed.id, charged_quantity: 12 }, { id: promo.id, charged_quantity: 10 }] };
  return { admin, customer, taxed, promo, price, body };
}

beforeAll(async () => {
  db = await getDb();
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());

describe("POST /api/orders/admin_order/details/", () => {
  it("places the admin's cart for the customer: priced by the server, shipped to the customer's profile, in their My orders", async () => {
    const { admin, customer, taxed, promo, price, body } = await scene();
    await putInCart(admin, taxed);
    await putInCart(admin, promo); // out of stock: no restriction for staff (docs/product.md §4)
    const other = await build.product({ price: "2.00" });
    await putInCart(admin, other);
    expect((await putDraft(tokenHeader(admin), { customer: customer.id, orderNotes: "Call on arrival" })).status).toBe(200);

    // The billing keys of the original payload are accepted and not used: the profile is.
    const placed = await post(tokenHeader(admin), { ...body, address: "1 Elsewhere Rd", companyName: "Not Kits", fullName: "Someone", country: "Canada", email: "x@elsewhere.example.com", phone: "1", state: "ON", townCity: "Toronto", zipcode: "M5V 1A1" });
    expect(placed.status).toBe(201);
    expect(price).toBe("60.40"); // 12 × $4.00 + 5 % tax, and 10 × $1.00 (+1 free)
    expect(placed.body.order).toMatchObject({
      price,
      subtotal: "58.00",
      tax: "2.40",
      adminCreated: true,
      confirmed: false,
      companyName: "Kits Deli",
      address: "2100 W 4th Ave",
      townCity: "Vancouver",
      state: "BC",
      zipcode: "V6K 1N7",
      country: "Canada",
      email: customer.email,
      phone: "6045550199",
      orderNotes: "Call on arrival",
      customer: { company: "Kits Deli", first_name: "Dana", last_name: "Lee", email: customer.email },
    });
    expect(placed.body.order.purchased_items.map((i: { quantity: number; free_quantity: number }) => [i.quantity, i.free_quantity])).toEqual([[12, 0], [10, 1]]);
    const [row] = await db.select({ customerId: orders.customerId, createdById: orders.createdById, adminCreated: orders.adminCreated, fullName: orders.fullName }).from(orders).where(eq(orders.id, placed.body.order.id));
    expect(row).toEqual({ customerId: customer.id, createdById: admin.id, adminCreated: true, fullName: "Dana Lee" });

    // The ordered lines left the admin's cart (the other stays) and the draft is gone.
    expect(await cartOf(admin)).toEqual([{ productId: other.id, quantity: 1 }]);
    expect(await db.select().from(orderDrafts).where(eq(orderDrafts.userId, admin.id))).toEqual([]);

    // Sales counters as for customers: 12, and 10 + 1 free.
    const sold = await db.select({ id: productSales.productId, n: productSales.soldCount }).from(productSales).where(sql`${productSales.productId} in (${taxed.id}, ${promo.id})`).orderBy(productSales.productId);
    expect(sold.map((s) => s.n)).toEqual([12, 11]);

    // The customer sees it in My orders and may open it; the mail goes to the customer's account.
    const mine = await json(await myOrders(apiRequest("/api/orders/my_orders/", { headers: tokenHeader(customer) }), noParams));
    expect(mine.body.results.map((o: { id: number }) => o.id)).toContain(placed.body.order.id);
    const detail = await getOrder(apiRequest(`/api/orders/order/details/${placed.body.order.id}/`, { headers: tokenHeader(customer) }), routeParams({ id: String(placed.body.order.id) }));
    expect(detail.status).toBe(200);
    expect((await smtp.waitFor(customer.email)).raw).toContain(`order #${placed.body.order.id}`);
  });

  it("refuses bad payloads with field messages, storing nothing", async () => {
    const { admin, taxed, body } = await scene();
    await putInCart(admin, taxed);
    const before = await orderCount();
    const cases: Array<[unknown, string]> = [
      [{ ...body, customer: undefined }, "customer"],
      [{ ...body, customer: "abc" }, "customer"],
      [{ ...body, purchased_items: [] }, "purchased_items"],
      [{ ...body, purchased_items: undefined }, "purchased_items"],
      [{ ...body, price: "a lot" }, "price"],
      [{ ...body, adminCreated: false }, "adminCreated"],
      [{ ...body, orderNotes: "x".repeat(1001) }, "orderNotes"],
      [{ ...body, address: "nul\u0000" }, "address"],
      [{ ...body, purchased_items: [{ id: taxed.id, charged_quantity: -12 }] }, "purchased_items"],
      [{ ...body, purchased_items: [{ id: taxed.id, quantity: 12, charged_quantity: 12 }] }, "purchased_items"],
      [{ ...body, purchased_items: [{ id: taxed.id, charged_quantity: 12 }, { id: taxed.id, charged_quantity: 12 }] }, "purchased_items"],
      [{ ...body, purchased_items: [{ id: 2_000_000_000, charged_quantity: 1 }] }, "purchased_items"],
    ];
    for (const [payload, field] of cases) {
      const answer = await post(tokenHeader(admin), payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(Object.keys(answer.body).join(",")).toMatch(field);
    }
    expect((await placeAdminOrder(apiRequest(PATH, { method: "POST", body: "not json", headers: tokenHeader(admin) }), noParams)).status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("refuses a price that disagrees with the server's: 400 naming the total, nothing stored, the cart kept", async () => {
    const { admin, taxed, promo, body } = await scene();
    await putInCart(admin, taxed);
    await putInCart(admin, promo);
    const before = await orderCount();
    const answer = await post(tokenHeader(admin), { ...body, price: "1.00" });
    expect(answer).toMatchObject({ status: 400, body: { price: [expect.stringContaining("$60.40")] } });
    expect(await orderCount()).toBe(before);
    expect(await cartOf(admin)).toHaveLength(2);
  });

  it("orders only for an existing, verified customer with an address to ship to (400 on customer)", async () => {
    const { admin, taxed } = await scene();
    const price = build.orderTotal([{ product: taxed, quantity: 12 }]);
    const order = (customer: number) => post(tokenHeader(admin), { customer, price, purchased_items: [{ id: taxed.id, charged_quantity: 12 }] });
    const before = await orderCount();
    expect(await order(2_000_000_000)).toMatchObject({ status: 400, body: { customer: [expect.stringContaining("does not exist")] } });
    expect(await order(admin.id)).toMatchObject({ status: 400, body: { customer: [expect.stringContaining("does not exist")] } });
    const pending = await build.customer({ verified: false, company: "Prairie Grocer" });
    expect(await order(pending.id)).toMatchObject({ status: 400, body: { customer: [expect.stringContaining("Prairie Grocer is awaiting verification")] } });
    const noAddress = await build.customer({ company: "Half Done Inc", address: "", zipcode: "" });
    expect(await order(noAddress.id)).toMatchObject({ status: 400, body: { customer: [expect.stringMatching(/Half Done Inc.*address, postal code/)] } });
    expect(await orderCount()).toBe(before);
    // Without a company the customer goes by name: no company is needed to ship.
    const person = await build.customer({ company: "" });
    expect((await order(person.id)).status).toBe(201);
  });

  it("is for staff only: 401 visitor, 403 customers, nothing stored", async () => {
    const { customer, body } = await scene();
    const pending = await build.customer({ verified: false });
    const before = await orderCount();
    expect((await post({}, body)).status).toBe(401);
    expect((await post(tokenHeader(pending), body)).status).toBe(403);
    expect((await post(tokenHeader(customer), body)).status).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it("with an Idempotency-Key, a retry answers the same order and creates one; another body with the key is a 422", async () => {
    const { admin, taxed, body } = await scene();
    const one = { ...body, price: build.orderTotal([{ product: taxed, quantity: 12 }]), purchased_items: [{ id: taxed.id, charged_quantity: 12 }] };
    const before = await orderCount();
    const key = { ...tokenHeader(admin), "idempotency-key": "admin-retry-1" };
    const answers = await Promise.all([post(key, one), post(key, one), post(key, one)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect((await post(key, { ...one, orderNotes: "changed" })).status).toBe(422);
    expect(await orderCount()).toBe(before + 1);
  });

  it("places a product out of stock or not in the admin's cart (any active product, as docs/product.md §4 says), never a trashed one", async () => {
    const { admin, customer } = await scene();
    const outOfStock = await build.product({ price: "3.00", stock: false });
    const placed = await post(tokenHeader(admin), { customer: customer.id, price: "3.00", purchased_items: [{ id: outOfStock.id, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const trashed = await build.product({ price: "3.00", isDeleted: true });
    expect((await post(tokenHeader(admin), { customer: customer.id, price: "3.00", purchased_items: [{ id: trashed.id, quantity: 1 }] })).status).toBe(400);
  });
});

describe("the admin draft: GET/PUT /api/orders/admin_draft/", () => {
  it("answers the admin cart's lines and totals, and after Review and pay the chosen customer as label, value, data, orderNotes", async () => {
    const { admin, customer, taxed } = await scene();
    expect((await getDraft(tokenHeader(admin))).body).toEqual({ products: [], billing: null, orderPrice: "0.00", tax: "0.00", taxes: [], deliveryFee: "0.00", delivery: null, grandTotal: "0.00" });
    await putInCart(admin, taxed);
    const before = await getDraft(tokenHeader(admin));
    expect(before).toMatchObject({ status: 200, body: { billing: null, orderPrice: "48.00", tax: "2.40", grandTotal: "50.40", products: [{ id: taxed.id, quantity: 12 }] } });
    const saved = await putDraft(tokenHeader(admin), { customer: customer.id, orderNotes: "Side door" });
    expect(saved).toMatchObject({ status: 200, body: { grandTotal: "50.40", billing: { label: "Kits Deli", value: customer.id, orderNotes: "Side door", data: { id: customer.id, company: "Kits Deli", email: customer.email, verified: true } } } });
    expect((await getDraft(tokenHeader(admin))).body.billing).toEqual(saved.body.billing);
    // A second save replaces the first; one row per admin.
    const other = await build.customer({ company: "Zed's" });
    expect((await putDraft(tokenHeader(admin), { customer: other.id })).body.billing).toMatchObject({ value: other.id, orderNotes: "" });
    expect(await db.select().from(orderDrafts).where(eq(orderDrafts.userId, admin.id))).toHaveLength(1);
    // The customer deleted meanwhile: no billing, the lines still there.
    await db.delete(users).where(eq(users.id, other.id));
    expect((await getDraft(tokenHeader(admin))).body).toMatchObject({ billing: null, products: [{ id: taxed.id }] });
  });

  it("refuses an empty cart, a customer staff may not order for, and bad input, keeping what was saved", async () => {
    const { admin, customer, taxed } = await scene();
    expect(await putDraft(tokenHeader(admin), { customer: customer.id })).toMatchObject({ status: 400, body: { non_field_errors: [expect.stringContaining("cart is empty")] } });
    await putInCart(admin, taxed);
    await putDraft(tokenHeader(admin), { customer: customer.id });
    const pending = await build.customer({ verified: false });
    expect((await putDraft(tokenHeader(admin), { customer: pending.id })).body).toHaveProperty("customer");
    expect((await putDraft(tokenHeader(admin), { customer: 2_000_000_000 })).body).toHaveProperty("customer");
    expect((await putDraft(tokenHeader(admin), { customer: "x", orderNotes: 5 })).body).toEqual({ customer: [expect.any(String)], orderNotes: [expect.any(String)] });
    expect((await putDraft(tokenHeader(admin), {})).status).toBe(400);
    expect((await getDraft(tokenHeader(admin))).body.billing.value).toBe(customer.id);
  });

  it("is for staff only; a customer's own draft is not touched; cookie writes need the shop's origin", async () => {
    const { admin, customer, taxed } = await scene();
    const pending = await build.customer({ verified: false });
    for (const headers of [{}, tokenHeader(pending), tokenHeader(customer)]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await getDraft(headers)).status).toBe(expected);
      expect((await putDraft(headers, { customer: customer.id })).status).toBe(expected);
    }
    expect(await db.select().from(orderDrafts).where(and(eq(orderDrafts.userId, customer.id)))).toEqual([]);
    await putInCart(admin, taxed);
    const cookie = await sessionCookie(admin);
    const crossSite = await putAdminDraft(apiRequest(DRAFT, { method: "PUT", body: { customer: customer.id }, headers: { cookie, origin: "https://evil.example" } }), noParams);
    expect(crossSite.status).toBe(403);
    const sameSite = await putAdminDraft(apiRequest(DRAFT, { method: "PUT", body: { customer: customer.id }, headers: { cookie, origin: "http://shop.test" } }), noParams);
    expect(sameSite.status).toBe(200);
  });
});
