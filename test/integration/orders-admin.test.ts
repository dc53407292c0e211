import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as orderList } from "@/app/api/orders/order_list/route";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { PATCH as statusRoute } from "@/app/api/orders/order_status/[id]/route";
import { POST as bulkRoute } from "@/app/api/orders/bulk/route";
import { PATCH as billingRoute } from "@/app/api/orders/order/details/[id]/route";
import { DELETE as deleteItemRoute, PATCH as itemRoute } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PATCH as addRoute } from "@/app/api/orders/add_product_to_order/[orderId]/route";
import { getDb } from "@/db/client";
import { orderItems, orders, users } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";
import { startSmtpReceiver } from "@/test/support/smtp-receiver";

/* The staff order calls (issue 12): order_list, confirm_order, order_status — each role, bad input, unknown ids. */

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: TestUser;
let verified: TestUser;
let unverified: TestUser;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  admin = await build.admin();
  verified = await build.customer();
  unverified = await build.customer({ verified: false });
});
afterAll(async () => smtp.stop());

/** null: the visitor (no credentials). */
const headersOf = (user: TestUser | null) => (user ? tokenHeader(user) : {});

const list = (query: string, user: TestUser | null = admin) =>
  orderList(apiRequest(`/api/orders/order_list/${query}`, { headers: headersOf(user) }), noParams).then(json);

const patchOrder = (handler: typeof confirmRoute, path: string, id: number | string, body: unknown, user: TestUser | null) =>
  handler(apiRequest(`/api/orders/${path}/${id}/`, { method: "PATCH", body, headers: headersOf(user) }), routeParams({ id: String(id) })).then(json);

const confirm = (id: number | string, body: unknown = { confirmed: true }, user?: TestUser) => patchOrder(confirmRoute, "confirm_order", id, body, user ?? admin);
const setStatus = (id: number | string, body: unknown, user?: TestUser) => patchOrder(statusRoute, "order_status", id, body, user ?? admin);

async function storedOrder(id: number) {
  const [row] = await (await getDb()).select({ confirmed: orders.confirmed, status: orders.status, delivered: orders.deliveredStatus }).from(orders).where(eq(orders.id, id));
  return row;
}

describe("GET /api/orders/order_list/", () => {
  let maple: TestUser;
  let harbour: TestUser;
  const placed: number[] = [];

  beforeAll(async () => {
    maple = await build.customer({ company: "Érable Bistro", firstName: "Josée", lastName: "Lavoie" });
    harbour = await build.customer({ company: "Harbour Café", firstName: "Sam", lastName: "Lee" });
    const cheap = await build.product({ price: "1.00" });
    const dear = await build.product({ price: "50.00" });
    placed.push((await build.order(maple, [cheap])).id);
    placed.push((await build.order(maple, [dear])).id);
    placed.push((await build.order(harbour, [{ product: cheap, quantity: 3 }])).id);
  });

  it("answers every customer's orders to staff, newest first, in the DRF envelope", async () => {
    const answer = await list("");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(answer.body.results.map((o: { id: number }) => o.id)).toEqual([...placed].reverse());
    expect(answer.body.results[0]).toMatchObject({ customer: { company: "Harbour Café", current_id: harbour.id }, purchased_items: [{ quantity: 3 }] });
  });

  it("searches the customer's company, name and email, ignoring case and accents", async () => {
    expect((await list("?search=ERABLE")).body.results.map((o: { id: number }) => o.id).sort()).toEqual(placed.slice(0, 2).sort());
    expect((await list("?search=sam%20lee")).body.count).toBe(1);
    expect((await list(`?search=${encodeURIComponent(harbour.email)}`)).body.count).toBe(1);
    expect((await list("?search=100%25")).body.count).toBe(0);
  });

  it("filters by customer, paid and delivery status, and sorts by total", async () => {
    expect((await list(`?customer=${maple.id}`)).body.count).toBe(2);
    expect((await setStatus(placed[1], { status: "Paid" })).status).toBe(200);
    expect((await list("?status=Paid")).body.results.map((o: { id: number }) => o.id)).toEqual([placed[1]]);
    expect((await list("?status=Not%20paid")).body.count).toBe(2);
    expect((await list("?delivered_status=Delivered")).body.count).toBe(0);
    expect((await list("?sort=-price")).body.results[0].id).toBe(placed[1]);
    expect((await list("?sort=price")).body.results[0].id).toBe(placed[0]);
    expect((await list("?sort=created_at")).body.results[0].id).toBe(placed[0]);
  });

  it("combines the work-queue filters: confirmed, placed by staff or customer, and the days placed on", async () => {
    const buyer = await build.customer({ company: "Queue Filters Ltd" });
    const p = await build.product();
    const [old, fresh, confirmedOne] = [await build.order(buyer, [p]), await build.order(buyer, [p]), await build.order(buyer, [p])];
    expect((await confirm(confirmedOne.id)).status).toBe(200);
    const db = await getDb();
    // Placed late on 10 November, shop time (Vancouver, UTC−8): 11 November in UTC.
    await db.update(orders).set({ createdAt: new Date("2026-11-11T07:30:00Z") }).where(eq(orders.id, old.id));
    await db.update(orders).set({ adminCreated: true }).where(eq(orders.id, fresh.id));
    const ids = async (query: string) => (await list(`?customer=${buyer.id}&${query}`)).body.results.map((o: { id: number }) => o.id).sort();
    expect(await ids("confirmed=true")).toEqual([confirmedOne.id]);
    expect(await ids("confirmed=false")).toEqual([old.id, fresh.id].sort());
    expect(await ids("admin_created=true")).toEqual([fresh.id]);
    expect(await ids("admin_created=false&confirmed=false")).toEqual([old.id]);
    expect(await ids("from=2026-11-10&to=2026-11-10")).toEqual([old.id]);
    expect(await ids("to=2026-11-10")).toEqual([old.id]);
    expect(await ids("from=2026-11-11&to=2026-11-11")).toEqual([]);
    expect(await ids("from=2026-11-11")).toEqual([fresh.id, confirmedOne.id].sort());
  });

  it("lists overdue orders: delivered, not paid, delivered longer ago than the payment terms (30 days)", async () => {
    const buyer = await build.customer({ company: "Overdue Filter Ltd" });
    const p = await build.product();
    const [late, recent, paid, undelivered] = [await build.order(buyer, [p]), await build.order(buyer, [p]), await build.order(buyer, [p]), await build.order(buyer, [p])];
    const db = await getDb();
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await db.update(orders).set({ deliveredStatus: "Delivered", deliveredAt: daysAgo(31) }).where(eq(orders.id, late.id));
    await db.update(orders).set({ deliveredStatus: "Delivered", deliveredAt: daysAgo(29) }).where(eq(orders.id, recent.id));
    await db.update(orders).set({ deliveredStatus: "Delivered", deliveredAt: daysAgo(60), status: "Paid" }).where(eq(orders.id, paid.id));
    await db.update(orders).set({ createdAt: daysAgo(90) }).where(eq(orders.id, undelivered.id));
    const ids = async (query: string) => (await list(`?customer=${buyer.id}&${query}`)).body.results.map((o: { id: number }) => o.id).sort();
    expect(await ids("overdue=true")).toEqual([late.id]);
    expect(await ids("overdue=false")).toEqual([recent.id, paid.id, undelivered.id].sort());
    // Marked Delivered through the API: the day is recorded, and kept when marked Delivered again.
    expect((await setStatus(undelivered.id, { delivered_status: "Delivered" })).status).toBe(200);
    const [first] = await db.select({ at: orders.deliveredAt }).from(orders).where(eq(orders.id, undelivered.id));
    expect(Date.now() - first.at!.getTime()).toBeLessThan(60_000);
    await setStatus(undelivered.id, { delivered_status: "Delivered" });
    expect((await db.select({ at: orders.deliveredAt }).from(orders).where(eq(orders.id, undelivered.id)))[0].at).toEqual(first.at);
    await setStatus(undelivered.id, { delivered_status: "Not delivered" });
    expect((await db.select({ at: orders.deliveredAt }).from(orders).where(eq(orders.id, undelivered.id)))[0].at).toBeNull();
    expect(await list("?overdue=maybe")).toMatchObject({ status: 400, body: { overdue: ["Must be true or false."] } });
  });

  it("finds an order by its number, #123 or 123, as well as by customer", async () => {
    const buyer = await build.customer({ company: "Number Search Co" });
    const placedHere = await build.order(buyer, [await build.product()]);
    for (const term of [`%23${placedHere.id}`, String(placedHere.id), `%23%20${placedHere.id}`]) {
      const found = (await list(`?search=${term}`)).body.results.map((o: { id: number }) => o.id);
      expect(found).toContain(placedHere.id);
    }
    expect((await list(`?search=%23${placedHere.id}&customer=${buyer.id}`)).body.count).toBe(1);
    expect((await list("?search=%23999999999")).body.count).toBe(0);
  });

  it("pages by 16 with absolute next and previous links", async () => {
    const buyer = await build.customer({ company: "Pager Foods" });
    const p = await build.product();
    for (let n = 0; n < 17; n++) await build.order(buyer, [p]);
    const first = await list(`?customer=${buyer.id}`);
    expect(first.body).toMatchObject({ count: 17, previous: null, next: `http://shop.test/api/orders/order_list/?customer=${buyer.id}&page=2` });
    expect(first.body.results).toHaveLength(16);
    const second = await list(`?customer=${buyer.id}&page=2`);
    expect(second.body).toMatchObject({ next: null, previous: `http://shop.test/api/orders/order_list/?customer=${buyer.id}` });
    expect(second.body.results).toHaveLength(1);
    expect(await list(`?customer=${buyer.id}&page=3`)).toMatchObject({ status: 404, body: { detail: "Invalid page." } });
  });

  it("refuses bad query values with a 400 naming the field", async () => {
    expect(await list("?sort=total")).toMatchObject({ status: 400, body: { sort: [expect.any(String)] } });
    expect(await list("?status=Payed")).toMatchObject({ status: 400, body: { status: [expect.any(String)] } });
    expect(await list("?delivered_status=yes")).toMatchObject({ status: 400, body: { delivered_status: [expect.any(String)] } });
    expect(await list("?customer=abc")).toMatchObject({ status: 400, body: { customer: [expect.any(String)] } });
    expect(await list(`?search=${"x".repeat(101)}`)).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
    expect(await list("?search=%00")).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
    expect(await list("?confirmed=yes")).toMatchObject({ status: 400, body: { confirmed: ["Must be true or false."] } });
    expect(await list("?admin_created=1")).toMatchObject({ status: 400, body: { admin_created: ["Must be true or false."] } });
    expect(await list("?from=2026-02-30")).toMatchObject({ status: 400, body: { from: ["Enter a date as YYYY-MM-DD."] } });
    expect(await list("?to=26-11-2026")).toMatchObject({ status: 400, body: { to: ["Enter a date as YYYY-MM-DD."] } });
    expect(await list("?to=9999-12-31")).toMatchObject({ status: 400, body: { to: ["Enter a date as YYYY-MM-DD."] } });
    expect(await list("?from=2026-11-12&to=2026-11-11")).toMatchObject({ status: 400, body: { to: ["The end date must not be before the start date."] } });
  });

  it("is for staff only: 401 for a visitor, 403 for customers verified or not", async () => {
    expect((await list("", null)).status).toBe(401);
    expect((await list("", unverified)).status).toBe(403);
    expect((await list("", verified)).status).toBe(403);
    expect((await list("", maple)).status).toBe(403);
  });
});

describe("PATCH /api/orders/confirm_order/{id}/", () => {
  it("confirms an order: confirmed with its time, the answer the order", async () => {
    const order = await build.order(verified, [await build.product()]);
    const answer = await confirm(order.id);
    expect(answer).toMatchObject({ status: 200, body: { id: order.id, confirmed: true, confirmed_at: expect.any(String) } });
    expect(Date.now() - Date.parse(answer.body.confirmed_at)).toBeLessThan(60_000);
    // Again: the same order, the same time.
    const again = await confirm(order.id);
    expect(again).toMatchObject({ status: 200, body: { confirmed: true, confirmed_at: answer.body.confirmed_at } });
  });

  it("refuses any body but {confirmed: true} with a 400, and leaves the order unconfirmed", async () => {
    const order = await build.order(verified, [await build.product()]);
    for (const body of [{ confirmed: false }, {}, { confirmed: "true" }, { confirmed: 1 }, { confirmed: null }]) {
      expect(await confirm(order.id, body)).toMatchObject({ status: 400, body: { confirmed: ['Send {"confirmed": true} to confirm the order.'] } });
    }
    expect((await confirm(order.id, "not json")).status).toBe(400);
    expect((await storedOrder(order.id)).confirmed).toBe(false);
  });

  it("answers 404 for an id that does not exist, even with a bad body", async () => {
    expect(await confirm(999_999)).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
    expect((await confirm(999_999, { confirmed: false })).status).toBe(404);
    expect((await confirm("abc")).status).toBe(404);
  });

  it("is for staff only: 401 for a visitor, 403 for customers, the owner included; nothing changes", async () => {
    const order = await build.order(verified, [await build.product()]);
    expect((await patchOrder(confirmRoute, "confirm_order", order.id, { confirmed: true }, null)).status).toBe(401);
    expect((await confirm(order.id, { confirmed: true }, unverified)).status).toBe(403);
    expect((await confirm(order.id, { confirmed: true }, verified)).status).toBe(403);
    expect((await storedOrder(order.id)).confirmed).toBe(false);
  });

  it("refuses an order without items (400): it needs at least one", async () => {
    const order = await build.order(verified, [await build.product()]);
    const { orderItems } = await import("@/db/schema");
    await (await getDb()).delete(orderItems).where(eq(orderItems.orderId, order.id));
    expect(await confirm(order.id)).toMatchObject({ status: 400, body: { non_field_errors: ["An order needs at least one item."] } });
    expect((await storedOrder(order.id)).confirmed).toBe(false);
  });

  it("closes the order to every edit, by its customer and by staff: 409, nothing changed", async () => {
    const a = await build.product({ price: "2.00" });
    const b = await build.product({ price: "3.00" });
    const order = await build.order(verified, [a, b]);
    expect((await confirm(order.id)).status).toBe(200);
    const billing = { country: "Canada", address: "9 Other St", townCity: "Victoria", state: "BC", zipcode: "V8W 1A1", email: "x@test.example.ca", phone: "2505550100" };
    for (const user of [verified, admin]) {
      const headers = tokenHeader(user);
      const [first, second] = order.purchased_items;
      const answers = await Promise.all([
        billingRoute(apiRequest(`/api/orders/order/details/${order.id}/`, { method: "PATCH", body: billing, headers }), routeParams({ id: String(order.id) })).then(json),
        itemRoute(apiRequest(`/api/orders/purchased_item/${first.id}/`, { method: "PATCH", body: { quantity: 5 }, headers }), routeParams({ itemId: String(first.id) })).then(json),
        deleteItemRoute(apiRequest(`/api/orders/purchased_item/${second.id}/`, { method: "DELETE", headers }), routeParams({ itemId: String(second.id) })).then(json),
        addRoute(apiRequest(`/api/orders/add_product_to_order/${order.id}/`, { method: "PATCH", body: { purchased_items: [{ id: a.id, quantity: 1 }] }, headers }), routeParams({ orderId: String(order.id) })).then(json),
      ]);
      for (const answer of answers) expect(answer).toMatchObject({ status: 409, body: { detail: "This order is confirmed and can no longer be changed." } });
    }
    const [kept] = await (await getDb()).select({ price: orders.price, address: orders.address }).from(orders).where(eq(orders.id, order.id));
    expect(kept).toEqual({ price: order.price, address: order.address });
  });

  it("emails the customer that the order is confirmed, with its lines and totals, once", async () => {
    const buyer = await build.customer({ email: "confirmed-mail@test.example.ca" });
    const p = await build.product({ item: "CONF-1", name: "Smoked Salmon 200 g", price: "12.00", actions: "10-1", salesTaxCode: "G" });
    const order = await build.order(buyer, [{ product: p, quantity: 10 }]);
    await smtp.waitFor("confirmed-mail@test.example.ca"); // the order-received mail
    const before = smtp.received.length;
    expect((await confirm(order.id)).status).toBe(200);
    await expect.poll(() => smtp.received.slice(before).filter((m) => m.raw.includes(`order #${order.id} is confirmed`)).length).toBe(1);
    const mail = smtp.received.slice(before).find((m) => m.raw.includes(`order #${order.id} is confirmed`))!;
    expect(mail.to).toEqual(["confirmed-mail@test.example.ca"]);
    expect(mail.raw).toContain("Smoked Salmon 200 g (CONF-1): 10 +1 GRATIS");
    expect(mail.raw).toContain("Grand total: $126.00 CAD");
    expect((await confirm(order.id)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.slice(before).filter((m) => m.raw.includes(`order #${order.id} is confirmed`))).toHaveLength(1);
  });

  it("the confirmation email says which lines were short-shipped and which are back-ordered, with the new totals", async () => {
    const buyer = await build.customer({ email: "short-mail@test.example.ca" });
    const tomatoes = await build.product({ item: "DT-24", name: "Diced Tomatoes", price: "2.00", boxQuantity: 24, onHand: 46 });
    const oil = await build.product({ item: "OO-1", name: "Olive Oil", price: "9.00", onHand: 3 });
    const order = await build.order(buyer, [{ product: tomatoes, quantity: 96 }, { product: oil, quantity: 5 }]);
    await smtp.waitFor("short-mail@test.example.ca");
    const before = smtp.received.length;
    const tomatoLine = order.purchased_items[0].id;
    expect(await confirm(order.id, { confirmed: true, short_ship: [{ item: tomatoLine, quantity: 24 }], backorder: true })).toMatchObject({ status: 200, body: { backordered: true, subtotal: "93.00" } });
    await expect.poll(() => smtp.received.slice(before).filter((m) => m.raw.includes(`order #${order.id} is confirmed`)).length).toBe(1);
    const mail = smtp.received.slice(before).find((m) => m.raw.includes(`order #${order.id} is confirmed`))!.raw.replace(/=\r?\n/g, "");
    expect(mail).toContain("Diced Tomatoes (DT-24): 96 units ordered, 24 shipped");
    expect(mail).toContain("Olive Oil (OO-1): 5 units ordered, 3 in stock now");
    expect(mail).toContain("Subtotal: $93.00 CAD");
  });

  it("mails nobody when the customer's account was deleted, and still confirms", async () => {
    const buyer = await build.customer({ email: "gone@test.example.ca" });
    const order = await build.order(buyer, [await build.product()]);
    await (await getDb()).delete(users).where(eq(users.id, buyer.id));
    const before = smtp.received.length;
    expect(await confirm(order.id)).toMatchObject({ status: 200, body: { confirmed: true, customer: { email: "gone@test.example.ca", current_id: null } } });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.slice(before).filter((m) => m.raw.includes(`order #${order.id} is confirmed`))).toEqual([]);
  });
});

describe("PATCH /api/orders/order_status/{id}/", () => {
  it("sets the paid status, the delivery status or both, on a confirmed order too", async () => {
    const order = await build.order(verified, [await build.product()]);
    expect(await setStatus(order.id, { status: "Paid" })).toMatchObject({ status: 200, body: { id: order.id, status: "Paid", delivered_status: "Not delivered" } });
    expect(await setStatus(order.id, { delivered_status: "Delivered" })).toMatchObject({ status: 200, body: { status: "Paid", delivered_status: "Delivered" } });
    expect((await confirm(order.id)).status).toBe(200);
    expect(await setStatus(order.id, { status: "Not paid", delivered_status: "Not delivered" })).toMatchObject({ status: 200, body: { status: "Not paid", delivered_status: "Not delivered", confirmed: true } });
    expect(await storedOrder(order.id)).toEqual({ confirmed: true, status: "Not paid", delivered: "Not delivered" });
  });

  it("refuses a body without a status or with an unknown one: 400, nothing stored", async () => {
    const order = await build.order(verified, [await build.product()]);
    expect(await setStatus(order.id, {})).toMatchObject({ status: 400, body: { non_field_errors: ["Send status, delivered_status or delivery_date."] } });
    expect(await setStatus(order.id, { status: "Payed" })).toMatchObject({ status: 400, body: { status: ['Select a valid choice: "Paid" or "Not paid".'] } });
    expect(await setStatus(order.id, { status: "Paid", delivered_status: "Shipped" })).toMatchObject({ status: 400, body: { delivered_status: [expect.any(String)] } });
    expect(await setStatus(order.id, { confirmed: true })).toMatchObject({ status: 400 });
    expect(await storedOrder(order.id)).toEqual({ confirmed: false, status: "Not paid", delivered: "Not delivered" });
  });

  it("answers 404 for an id that does not exist", async () => {
    expect((await setStatus(999_999, { status: "Paid" })).status).toBe(404);
    expect((await setStatus(0, { status: "Paid" })).status).toBe(404);
  });

  it("is for staff only: 401 for a visitor, 403 for customers, the owner included", async () => {
    const order = await build.order(verified, [await build.product()]);
    expect((await patchOrder(statusRoute, "order_status", order.id, { status: "Paid" }, null)).status).toBe(401);
    expect((await setStatus(order.id, { status: "Paid" }, unverified)).status).toBe(403);
    expect((await setStatus(order.id, { status: "Paid" }, verified)).status).toBe(403);
    expect((await storedOrder(order.id)).status).toBe("Not paid");
  });
});

describe("POST /api/orders/bulk/", () => {
  const bulk = (body: unknown, user: TestUser | null = admin) =>
    bulkRoute(apiRequest("/api/orders/bulk/", { method: "POST", body, headers: headersOf(user) }), noParams).then(json);

  it("marks several orders paid, delivered, and back, each as its own call would, and says so per order", async () => {
    const buyer = await build.customer();
    const p = await build.product();
    const [one, two] = [await build.order(buyer, [p]), await build.order(buyer, [p])];
    const paid = await bulk({ ids: [two.id, one.id, 999_999_999], action: "mark_paid" });
    expect(paid).toMatchObject({
      status: 200,
      body: {
        results: [
          { id: two.id, ok: true, status: 200 },
          { id: one.id, ok: true, status: 200 },
          { id: 999_999_999, ok: false, status: 404, detail: "Not found." },
        ],
      },
    });
    expect(await storedOrder(one.id)).toMatchObject({ status: "Paid", delivered: "Not delivered" });
    expect((await bulk({ ids: [one.id, two.id], action: "mark_delivered" })).status).toBe(200);
    expect(await storedOrder(two.id)).toMatchObject({ status: "Paid", delivered: "Delivered" });
    expect((await bulk({ ids: [one.id], action: "mark_unpaid" })).status).toBe(200);
    expect((await bulk({ ids: [one.id], action: "mark_undelivered" })).status).toBe(200);
    expect(await storedOrder(one.id)).toMatchObject({ status: "Not paid", delivered: "Not delivered" });
    expect(await storedOrder(two.id)).toMatchObject({ status: "Paid", delivered: "Delivered" });
  });

  it("confirms several orders; one already confirmed stays as it was, one without items is refused and the others are still done", async () => {
    const buyer = await build.customer();
    const p = await build.product();
    const [a, b, empty] = [await build.order(buyer, [p]), await build.order(buyer, [p]), await build.order(buyer, [p])];
    expect((await confirm(a.id)).status).toBe(200);
    await (await getDb()).delete(orderItems).where(eq(orderItems.orderId, empty.id));
    const answer = await bulk({ ids: [a.id, empty.id, b.id], action: "confirm" });
    expect(answer.body.results).toEqual([
      { id: a.id, ok: true, status: 200 },
      { id: empty.id, ok: false, status: 400, detail: expect.stringMatching(/item/i) },
      { id: b.id, ok: true, status: 200 },
    ]);
    expect(await storedOrder(b.id)).toMatchObject({ confirmed: true });
    expect(await storedOrder(empty.id)).toMatchObject({ confirmed: false });
  });

  it("a confirm short of stock is not applied and says so; the orders that fit are confirmed", async () => {
    const buyer = await build.customer();
    const p = await build.product({ onHand: 15 });
    const [fits, short] = [await build.order(buyer, [{ product: p, quantity: 10 }]), await build.order(buyer, [{ product: p, quantity: 10 }])];
    const answer = await bulk({ ids: [fits.id, short.id], action: "confirm" });
    expect(answer.body.results).toEqual([
      { id: fits.id, ok: true, status: 200 },
      { id: short.id, ok: false, status: 409, detail: expect.stringContaining("1 line exceeds the units on hand") },
    ]);
    expect(await storedOrder(short.id)).toMatchObject({ confirmed: false });
    expect(await build.stockOf(p)).toBe(5);
  });

  it("refuses a bad body with a 400 naming the field, and changes nothing", async () => {
    const buyer = await build.customer();
    const o = await build.order(buyer, [await build.product()]);
    const tooMany = Array.from({ length: 101 }, (_, n) => n + 1);
    for (const [body, field] of [
      [{ ids: [], action: "mark_paid" }, "ids"],
      [{ ids: tooMany, action: "mark_paid" }, "ids"],
      [{ ids: [o.id, o.id], action: "mark_paid" }, "ids"],
      [{ ids: ["x"], action: "mark_paid" }, "ids"],
      [{ ids: [o.id], action: "delete" }, "action"],
      [{ ids: [o.id] }, "action"],
    ] as const) {
      const answer = await bulk(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body)[0].split(".")[0]).toBe(field);
    }
    expect(await storedOrder(o.id)).toMatchObject({ status: "Not paid", confirmed: false });
  });

  it("is for staff only: 401 for a visitor, 403 for customers, their own orders included; nothing changes", async () => {
    const buyer = await build.customer();
    const o = await build.order(buyer, [await build.product()]);
    expect((await bulk({ ids: [o.id], action: "mark_paid" }, null)).status).toBe(401);
    expect((await bulk({ ids: [o.id], action: "mark_paid" }, unverified)).status).toBe(403);
    expect((await bulk({ ids: [o.id], action: "mark_paid" }, buyer)).status).toBe(403);
    expect((await bulk({ ids: [o.id], action: "confirm" }, verified)).status).toBe(403);
    expect(await storedOrder(o.id)).toMatchObject({ status: "Not paid", confirmed: false });
  });
});
