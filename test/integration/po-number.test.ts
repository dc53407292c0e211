import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as placeOrderRoute } from "@/app/api/orders/order/details/route";
import { GET as getOrderRoute, PATCH as patchOrderRoute } from "@/app/api/orders/order/details/[id]/route";
import { GET as getDraftRoute, PUT as putDraftRoute } from "@/app/api/orders/draft/route";
import { GET as getAdminDraftRoute, PUT as putAdminDraftRoute } from "@/app/api/orders/admin_draft/route";
import { POST as placeAdminOrderRoute } from "@/app/api/orders/admin_order/details/route";
import { GET as myOrdersRoute } from "@/app/api/orders/my_orders/route";
import { GET as orderListRoute } from "@/app/api/orders/order_list/route";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { getDb, type Db } from "@/db/client";
import { orderDrafts, orders, type ProductRow } from "@/db/schema";
import { getEnv } from "@/lib/env";
import { sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";
import { startSmtpReceiver } from "@/test/support/smtp-receiver";

/*
 * Issue 26: the buyer's PO number on every payload that takes one (the customer's order, draft and
 * order edit; the admin's draft and order), stored on the order, in every order answer and in the
 * order emails; and the province checked against the one list.
 */

let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  db = await getDb();
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());

type Headers = Record<string, string>;
const ORDER = "/api/orders/order/details/";
const billing = { companyName: "Kits Deli", country: "Canada", address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC", zipcode: "V6K 1N7", email: "orders@kitsdeli.example.ca", phone: "6045550199", orderNotes: "" };
const TOO_LONG = "P".repeat(41);

const place = (headers: Headers, body: unknown) => placeOrderRoute(apiRequest(ORDER, { method: "POST", body, headers }), noParams).then(json);
const getOrder = (headers: Headers, id: number) => getOrderRoute(apiRequest(`${ORDER}${id}/`, { headers }), routeParams({ id: String(id) })).then(json);
const patchOrder = (headers: Headers, id: number, body: unknown) => patchOrderRoute(apiRequest(`${ORDER}${id}/`, { method: "PATCH", body, headers }), routeParams({ id: String(id) })).then(json);
const putDraft = (headers: Headers, body: unknown) => putDraftRoute(apiRequest("/api/orders/draft/", { method: "PUT", body, headers }), noParams).then(json);
const getDraft = (headers: Headers) => getDraftRoute(apiRequest("/api/orders/draft/", { headers }), noParams).then(json);
const putAdminDraft = (headers: Headers, body: unknown) => putAdminDraftRoute(apiRequest("/api/orders/admin_draft/", { method: "PUT", body, headers }), noParams).then(json);
const getAdminDraft = (headers: Headers) => getAdminDraftRoute(apiRequest("/api/orders/admin_draft/", { headers }), noParams).then(json);
const placeAdmin = (headers: Headers, body: unknown) => placeAdminOrderRoute(apiRequest("/api/orders/admin_order/details/", { method: "POST", body, headers }), noParams).then(json);

const orderCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(orders))[0].n;

async function putInCart(user: TestUser, product: ProductRow) {
  const answer = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: product.id }, headers: tokenHeader(user) }), noParams);
  expect(answer.status).toBe(201);
}

/** A verified customer with a full profile, and an order body for one case of a taxed product. */
async function buyer(email?: string) {
  const user = await build.customer({ email, company: "Kits Deli", firstName: "Dana", lastName: "Lee", address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC", zipcode: "V6K 1N7", phoneNumber: "6045550199" });
  const product = await build.product({ price: "4.00", boxQuantity: 12, salesTaxCode: "G" });
  const body = { ...billing, price: build.orderTotal([{ product, quantity: 12 }]), purchased_items: [{ id: product.id, charged_quantity: 12 }] };
  return { user, product, body };
}

describe("po_number on the customer's order (POST /api/orders/order/details/)", () => {
  it("is stored trimmed and answered; left out or blank, it is null", async () => {
    const { user, body } = await buyer();
    const placed = await place(tokenHeader(user), { ...body, po_number: "  PO-4471 " });
    expect(placed.status).toBe(201);
    expect(placed.body.order.po_number).toBe("PO-4471");
    const [row] = await db.select({ poNumber: orders.poNumber }).from(orders).where(eq(orders.id, placed.body.order.id));
    expect(row.poNumber).toBe("PO-4471");
    expect((await getOrder(tokenHeader(user), placed.body.order.id)).body.po_number).toBe("PO-4471");

    const none = await place(tokenHeader(user), body);
    expect(none.status).toBe(201);
    expect(none.body.order.po_number).toBeNull();
    const blank = await place(tokenHeader(user), { ...body, po_number: "   " });
    expect(blank.body.order.po_number).toBeNull();
    expect((await place(tokenHeader(user), { ...body, po_number: null })).body.order.po_number).toBeNull();
  });

  it("refuses one too long, on two lines or not text with a 400 naming it, and places nothing", async () => {
    const { user, body } = await buyer();
    const before = await orderCount();
    const long = await place(tokenHeader(user), { ...body, po_number: TOO_LONG });
    expect(long).toMatchObject({ status: 400, body: { po_number: ["A PO number is at most 40 characters."] } });
    const twoLines = await place(tokenHeader(user), { ...body, po_number: "PO-1\nGrand total: $0.00" });
    expect(twoLines.status).toBe(400);
    expect(twoLines.body.po_number[0]).toMatch(/one line/);
    expect((await place(tokenHeader(user), { ...body, po_number: 4471 })).status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("is refused to a visitor and to a customer awaiting verification as the order itself is", async () => {
    const { body } = await buyer();
    expect((await place({}, { ...body, po_number: "PO-1" })).status).toBe(401);
    const pending = await build.customer({ verified: false });
    expect((await place(tokenHeader(pending), { ...body, po_number: "PO-1" })).status).toBe(403);
  });

  it("is in the emails of the order: to the customer, to the shop, and the confirmation", async () => {
    const { user, body } = await buyer("po-mail@test.example.ca");
    const admin = await build.admin();
    const placed = await place(tokenHeader(user), { ...body, po_number: "KD-2026-118" });
    expect(placed.status).toBe(201);
    const id = placed.body.order.id as number;
    await expect.poll(() => smtp.received.some((m) => m.to.includes(getEnv().ORDER_NOTIFICATION_EMAIL) && m.raw.includes(`New order #${id}`))).toBe(true);
    const toShop = smtp.received.find((m) => m.to.includes(getEnv().ORDER_NOTIFICATION_EMAIL) && m.raw.includes(`New order #${id}`));
    expect(toShop?.raw).toContain("PO number (the customer's):");
    expect(toShop?.raw).toContain("  KD-2026-118");
    expect((await smtp.waitFor("po-mail@test.example.ca")).raw).toContain("KD-2026-118");

    const confirmed = await confirmRoute(apiRequest(`/api/orders/confirm_order/${id}/`, { method: "PATCH", body: { confirmed: true }, headers: tokenHeader(admin) }), routeParams({ id: String(id) })).then(json);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.po_number).toBe("KD-2026-118");
    await expect.poll(() => smtp.received.filter((m) => m.to.includes("po-mail@test.example.ca") && m.raw.includes("KD-2026-118")).length).toBeGreaterThanOrEqual(2);
  });

  it("an order without one has no PO line in its emails", async () => {
    const { user, body } = await buyer("no-po-mail@test.example.ca");
    const placed = await place(tokenHeader(user), body);
    expect(placed.status).toBe(201);
    expect((await smtp.waitFor("no-po-mail@test.example.ca")).raw).not.toContain("PO number");
  });

  it("is in the lists' answers: My orders and the staff's order list", async () => {
    const { user, body } = await buyer();
    const admin = await build.admin();
    const placed = await place(tokenHeader(user), { ...body, po_number: "LIST-7" });
    const mine = await myOrdersRoute(apiRequest("/api/orders/my_orders/", { headers: tokenHeader(user) }), noParams).then(json);
    expect(mine.body.results.find((o: { id: number }) => o.id === placed.body.order.id).po_number).toBe("LIST-7");
    const all = await orderListRoute(apiRequest(`/api/orders/order_list/?customer=${user.id}`, { headers: tokenHeader(admin) }), noParams).then(json);
    expect(all.status).toBe(200);
    expect(all.body.results.find((o: { id: number }) => o.id === placed.body.order.id).po_number).toBe("LIST-7");
  });
});

describe("po_number on an order edit (PATCH /api/orders/order/details/{id}/)", () => {
  it("sets, keeps when left out, and clears with null or blank", async () => {
    const { user, body } = await buyer();
    const { order } = (await place(tokenHeader(user), body)).body;
    expect((await patchOrder(tokenHeader(user), order.id, { po_number: " NEW-1 " })).body.po_number).toBe("NEW-1");
    expect((await patchOrder(tokenHeader(user), order.id, { address: "2 Main St" })).body).toMatchObject({ po_number: "NEW-1", address: "2 Main St" });
    expect((await patchOrder(tokenHeader(user), order.id, { po_number: "" })).body.po_number).toBeNull();
    expect((await patchOrder(tokenHeader(user), order.id, { po_number: "AGAIN" })).body.po_number).toBe("AGAIN");
    expect((await patchOrder(await cookieHeader(user), order.id, { po_number: null })).body.po_number).toBeNull();
  });

  it("refuses a bad one with a 400 and changes nothing; another customer's order is not found", async () => {
    const { user, body } = await buyer();
    const { order } = (await place(tokenHeader(user), { ...body, po_number: "KEEP" })).body;
    const bad = await patchOrder(tokenHeader(user), order.id, { po_number: TOO_LONG, address: "9 Other St" });
    expect(bad).toMatchObject({ status: 400, body: { po_number: ["A PO number is at most 40 characters."] } });
    expect((await patchOrder(tokenHeader(user), order.id, { po_number: "A\tB" })).status).toBe(400);
    expect((await getOrder(tokenHeader(user), order.id)).body).toMatchObject({ po_number: "KEEP", address: "2100 W 4th Ave" });
    const other = await build.customer();
    expect((await patchOrder(tokenHeader(other), order.id, { po_number: "MINE" })).status).toBe(404);
    expect((await getOrder(tokenHeader(user), order.id)).body.po_number).toBe("KEEP");
  });
});

async function cookieHeader(user: TestUser): Promise<Headers> {
  return { cookie: await sessionCookie(user), origin: "http://shop.test" };
}

describe("po_number on the customer's draft (PUT /api/orders/draft/)", () => {
  it("is saved with the billing and answered; left out, it is null", async () => {
    const { user, product } = await buyer();
    await putInCart(user, product);
    const saved = await putDraft(tokenHeader(user), { ...billing, po_number: " D-9 " });
    expect(saved).toMatchObject({ status: 200, body: { billing: { po_number: "D-9" } } });
    expect((await getDraft(tokenHeader(user))).body.billing.po_number).toBe("D-9");
    expect((await putDraft(tokenHeader(user), billing)).body.billing.po_number).toBeNull();
  });

  it("refuses a bad one with a 400 and keeps what was saved", async () => {
    const { user, product } = await buyer();
    await putInCart(user, product);
    await putDraft(tokenHeader(user), { ...billing, po_number: "FIRST" });
    expect((await putDraft(tokenHeader(user), { ...billing, po_number: TOO_LONG })).status).toBe(400);
    expect((await putDraft(tokenHeader(user), { ...billing, po_number: "A\r\nB" })).status).toBe(400);
    expect((await getDraft(tokenHeader(user))).body.billing.po_number).toBe("FIRST");
  });

  it("a draft saved before PO numbers existed answers null", async () => {
    const { user, product } = await buyer();
    await putInCart(user, product);
    await db.insert(orderDrafts).values({ userId: user.id, billing: { ...billing, country: "Canada" } });
    expect((await getDraft(tokenHeader(user))).body.billing.po_number).toBeNull();
  });
});

describe("po_number on the admin's draft and order", () => {
  async function adminScene() {
    const admin = await build.admin();
    const { user: customer, product } = await buyer();
    await putInCart(admin, product);
    const body = { customer: customer.id, price: build.orderTotal([{ product, quantity: 12 }]), orderNotes: "", adminCreated: true, purchased_items: [{ id: product.id, charged_quantity: 12 }] };
    return { admin, customer, product, body };
  }

  it("the admin draft keeps it with the customer, and answers it", async () => {
    const { admin, customer } = await adminScene();
    const saved = await putAdminDraft(tokenHeader(admin), { customer: customer.id, orderNotes: "", po_number: " ADM-3 " });
    expect(saved).toMatchObject({ status: 200, body: { billing: { value: customer.id, po_number: "ADM-3" } } });
    expect((await getAdminDraft(tokenHeader(admin))).body.billing.po_number).toBe("ADM-3");
    expect((await putAdminDraft(tokenHeader(admin), { customer: customer.id })).body.billing.po_number).toBeNull();
  });

  it("the admin draft refuses a bad one and keeps what was saved; a customer may not call it", async () => {
    const { admin, customer } = await adminScene();
    await putAdminDraft(tokenHeader(admin), { customer: customer.id, po_number: "KEEP" });
    expect((await putAdminDraft(tokenHeader(admin), { customer: customer.id, po_number: TOO_LONG })).status).toBe(400);
    expect((await putAdminDraft(tokenHeader(admin), { customer: customer.id, po_number: "a\nb" })).status).toBe(400);
    expect((await getAdminDraft(tokenHeader(admin))).body.billing.po_number).toBe("KEEP");
    expect((await putAdminDraft(tokenHeader(customer), { customer: customer.id, po_number: "X" })).status).toBe(403);
  });

  it("the admin order stores it for the customer, who sees it", async () => {
    const { admin, customer, body } = await adminScene();
    const placed = await placeAdmin(tokenHeader(admin), { ...body, po_number: "PHONE-12" });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ po_number: "PHONE-12", adminCreated: true });
    expect((await getOrder(tokenHeader(customer), placed.body.order.id)).body.po_number).toBe("PHONE-12");
  });

  it("the admin order refuses a bad one and places nothing; a customer may not call it", async () => {
    const { admin, customer, body } = await adminScene();
    const before = await orderCount();
    expect(await placeAdmin(tokenHeader(admin), { ...body, po_number: TOO_LONG })).toMatchObject({ status: 400, body: { po_number: ["A PO number is at most 40 characters."] } });
    expect((await placeAdmin(tokenHeader(admin), { ...body, po_number: "1\n2" })).status).toBe(400);
    expect((await placeAdmin(tokenHeader(customer), { ...body, po_number: "X" })).status).toBe(403);
    expect((await placeAdmin({}, { ...body, po_number: "X" })).status).toBe(401);
    expect(await orderCount()).toBe(before);
  });
});

describe("the province of an order is one of the list", () => {
  it("takes a code or a name and stores the code", async () => {
    const { user, body } = await buyer();
    expect((await place(tokenHeader(user), { ...body, state: "british columbia" })).body.order.state).toBe("BC");
    expect((await place(tokenHeader(user), { ...body, state: "Québec" })).body.order.state).toBe("QC");
    // Delivered to Ontario, the order owes 13 % HST (issue 29): 12 × $4.00 + $6.24.
    expect((await place(tokenHeader(user), { ...body, state: "on", price: "54.24" })).body.order.state).toBe("ON");
  });

  it("refuses anything else with a 400 on state, on the order, the draft and the order edit", async () => {
    const { user, body, product } = await buyer();
    const before = await orderCount();
    const refused = await place(tokenHeader(user), { ...body, state: "Texas" });
    expect(refused).toMatchObject({ status: 400, body: { state: ["Choose a Canadian province or territory (a code such as BC, or its name)."] } });
    expect(await orderCount()).toBe(before);
    await putInCart(user, product);
    expect((await putDraft(tokenHeader(user), { ...billing, state: "Cascadia" })).status).toBe(400);
    const { order } = (await place(tokenHeader(user), body)).body;
    expect((await patchOrder(tokenHeader(user), order.id, { state: "Cascadia" })).status).toBe(400);
    expect((await patchOrder(tokenHeader(user), order.id, { state: "alberta" })).body.state).toBe("AB");
  });
});
