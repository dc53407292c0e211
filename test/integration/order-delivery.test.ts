import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { GET as getCart } from "@/app/api/cart/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { GET as getDraft, PUT as putDraft } from "@/app/api/orders/draft/route";
import { GET as deliveryDates } from "@/app/api/orders/delivery_dates/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as patchOrder } from "@/app/api/orders/order/details/[id]/route";
import { PATCH as setLine } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PUT as putAdminDraft } from "@/app/api/orders/admin_draft/route";
import { POST as placeAdminOrder } from "@/app/api/orders/admin_order/details/route";
import { getDb, type Db } from "@/db/client";
import { deliveryZones, orders, type ProductRow } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * Issue 31: an order's delivery is decided by the zone of its postal code (docs/delivery.md): the date
 * asked for must be one the zone delivers on, before its cut-off and not a closed day; under the
 * zone's minimum the order is refused, or pays the zone's fee; outside every zone it is placed with
 * no date, for staff to arrange. The shop's clock is set to Thursday 26 November 2026, 12:00 in
 * Vancouver (20:00 UTC), two hours before the cut-off for Friday's delivery.
 */

let db: Db;
const NOW = new Date("2026-11-26T20:00:00Z");
let downtown: number;
let valley: number;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  db = await getDb();
  [{ id: downtown }, { id: valley }] = await db
    .insert(deliveryZones)
    .values([
      // Tuesdays and Fridays, by 14:00 the day before, $250.00 minimum (refused under it), closed on Christmas (a Friday).
      { name: "Downtown", postalPrefixes: ["V6B", "V6C"], weekdays: [2, 5], cutoffTime: "14:00", cutoffDaysBefore: 1, minimumOrder: "250.00", feeUnderMinimum: null, closedDates: ["2026-12-25"] },
      // Thursdays, by 14:00 two days before, $150.00 minimum or a $15.00 fee.
      { name: "Valley", postalPrefixes: ["V2S"], weekdays: [4], cutoffTime: "14:00", cutoffDaysBefore: 2, minimumOrder: "150.00", feeUnderMinimum: "15.00", closedDates: [] },
    ])
    .returning({ id: deliveryZones.id });
});
afterAll(() => {
  vi.useRealTimers();
});

const billing = (zipcode: string) => ({ companyName: "Bistro", country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode, email: "buyer@test.example.ca", phone: "6045550123", orderNotes: "" });
const lines = (...ps: ProductRow[]) => ps.map((p) => ({ id: p.id, quantity: p.boxQuantity }));

function place(user: TestUser, zipcode: string, price: string, items: Array<{ id: number; quantity: number }>, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...billing(zipcode), price, purchased_items: items, ...extra }, headers: { ...tokenHeader(user), ...headers } }), noParams).then(json);
}
const datesFor = (zipcode: string, headers: Record<string, string>) =>
  deliveryDates(apiRequest(`/api/orders/delivery_dates/?zipcode=${encodeURIComponent(zipcode)}`, { headers }), noParams).then(json);
const patch = (user: TestUser, id: number, body: Record<string, unknown>) =>
  patchOrder(apiRequest(`/api/orders/order/details/${id}/`, { method: "PATCH", body, headers: tokenHeader(user) }), routeParams({ id: String(id) })).then(json);
const stored = (id: number) => db.select({ date: orders.deliveryDate, zone: orders.deliveryZoneId, fee: orders.deliveryFee, price: orders.price }).from(orders).where(eq(orders.id, id)).then((rows) => rows[0]);
const orderCount = () => db.$count(orders);

describe("GET /api/orders/delivery_dates/", () => {
  it("answers the zone of a postal code, its next 6 dates with their cut-offs, its minimum and fee", async () => {
    const buyer = await build.customer();
    const answer = await datesFor("v6b 1a1", tokenHeader(buyer));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      zone: { id: downtown, name: "Downtown" },
      // Friday 27 is still open (cut-off Thursday 14:00); Christmas Day is closed.
      dates: ["2026-11-27", "2026-12-01", "2026-12-04", "2026-12-08", "2026-12-11", "2026-12-15"],
      order_by: ["2026-11-26T14:00:00-08:00", "2026-11-30T14:00:00-08:00", "2026-12-03T14:00:00-08:00", "2026-12-07T14:00:00-08:00", "2026-12-10T14:00:00-08:00", "2026-12-14T14:00:00-08:00"],
      minimum_order: "250.00",
      fee_under_minimum: null,
    });
    const valleyDates = await datesFor("V2S 1A1", tokenHeader(buyer));
    // Thursday 26 is past its cut-off (Tuesday 14:00): the next Thursday is 3 December.
    expect(valleyDates.body).toMatchObject({ zone: { id: valley, name: "Valley" }, minimum_order: "150.00", fee_under_minimum: "15.00" });
    expect(valleyDates.body.dates[0]).toBe("2026-12-03");
  });

  it("answers no zone outside every zone, refuses a postal code that is not Canadian, and wants a login", async () => {
    const buyer = await build.customer();
    expect((await datesFor("T2P 1K3", tokenHeader(buyer))).body).toEqual({ zone: null, dates: [], order_by: [], minimum_order: "0.00", fee_under_minimum: null });
    const bad = await datesFor("12345", tokenHeader(buyer));
    expect(bad.status).toBe(400);
    expect(bad.body.zipcode).toEqual(["Enter a Canadian postal code, e.g. V6B 1A1."]);
    expect((await datesFor("V6B 1A1", {})).status).toBe(401);
    const staff = await build.admin();
    expect((await datesFor("V6B 1A1", tokenHeader(staff))).status).toBe(200);
  });
});

describe("placing an order in a zone", () => {
  it("takes the date picked, and the next one when none is sent", async () => {
    const buyer = await build.customer({ zipcode: "V6B 1A1" });
    const big = await build.product({ price: "300.00" });
    const picked = await place(buyer, "V6B 1A1", "300.00", lines(big), { delivery_date: "2026-12-04" });
    expect(picked.status).toBe(201);
    expect(picked.body.order).toMatchObject({ delivery_date: "2026-12-04", delivery_zone_id: downtown, delivery_fee: "0.00", price: "300.00" });
    expect(await stored(picked.body.order.id)).toEqual({ date: "2026-12-04", zone: downtown, fee: "0.00", price: "300.00" });
    const next = await place(buyer, "V6B 1A1", "300.00", lines(big));
    expect(next.body.order.delivery_date).toBe("2026-11-27");
  });

  it("refuses a date past its cut-off, on a closed day, not served or too far ahead, with a 400 on delivery_date and nothing written", async () => {
    const buyer = await build.customer();
    const big = await build.product({ price: "300.00" });
    const before = await orderCount();
    const cases: Array<[string, string]> = [
      ["2026-12-02", "We do not deliver to this postal code on 2026-12-02. Please pick one of the dates offered."],
      ["2026-12-25", "We do not deliver on 2026-12-25: it is a closed day. Please pick another date."],
      ["2026-11-24", "Orders for 2026-11-24 had to be in by 2026-11-23 14:00. Please pick a later date."],
      ["2027-06-01", "Pick one of the delivery dates offered."],
      ["2026-02-30", "Enter a date as YYYY-MM-DD."],
    ];
    for (const [date, message] of cases) {
      const refused = await place(buyer, "V6C 2B5", "300.00", lines(big), { delivery_date: date });
      expect(refused.status, date).toBe(400);
      expect(refused.body.delivery_date, date).toEqual([message]);
    }
    expect(await orderCount()).toBe(before);
  });

  it("refuses Friday's delivery from the cut-off on (14:00 Thursday in Vancouver)", async () => {
    const buyer = await build.customer();
    const big = await build.product({ price: "300.00" });
    vi.setSystemTime(new Date("2026-11-26T22:00:00Z"));
    try {
      const late = await place(buyer, "V6B 1A1", "300.00", lines(big), { delivery_date: "2026-11-27" });
      expect(late.status).toBe(400);
      expect(late.body.delivery_date).toEqual(["Orders for 2026-11-27 had to be in by 2026-11-26 14:00. Please pick a later date."]);
      // None sent: the next open date, Tuesday.
      expect((await place(buyer, "V6B 1A1", "300.00", lines(big))).body.order.delivery_date).toBe("2026-12-01");
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it("refuses an order under a minimum the zone does not charge a fee for, saying what is missing (in French for a French caller)", async () => {
    const buyer = await build.customer();
    const small = await build.product({ price: "211.80" });
    const before = await orderCount();
    const refused = await place(buyer, "V6B 1A1", "211.80", lines(small), { delivery_date: "2026-12-01" });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual(["Add $38.20 to reach the $250.00 minimum."]);
    const french = await place(buyer, "V6B 1A1", "211.80", lines(small), { delivery_date: "2026-12-01" }, { "accept-language": "fr-CA" });
    expect(french.body.non_field_errors).toEqual(["Ajoutez $38.20 pour atteindre le minimum de $250.00."]);
    expect(await orderCount()).toBe(before);
  });

  it("charges the zone's fee under its minimum, taxed like the goods it delivers, in the cart, the review and the order", async () => {
    const buyer = await build.customer({ state: "BC", zipcode: "V2S 4N2" });
    // $100.00 of taxable (G) goods: the $15.00 fee is all in the GST base; GST 5 % of $115.00 is $5.75.
    const food = await build.product({ price: "100.00", salesTaxCode: "G" });
    const added = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: food.id, cases: 1 }, headers: tokenHeader(buyer) }), noParams);
    expect(added.status).toBe(201);
    const cart = await json(await getCart(apiRequest("/api/cart/", { headers: tokenHeader(buyer) }), noParams));
    expect(cart.body).toMatchObject({ subtotal: "100.00", delivery_fee: "15.00", tax: "5.75", grand_total: "120.75" });
    const review = await json(await putDraft(apiRequest("/api/orders/draft/", { method: "PUT", body: billing("V2S 4N2"), headers: tokenHeader(buyer) }), noParams));
    expect(review.body).toMatchObject({ deliveryFee: "15.00", grandTotal: "120.75", delivery: { zone: { id: valley, name: "Valley" }, minimum_order: "150.00", fee_under_minimum: "15.00" } });
    const placed = await place(buyer, "V2S 4N2", "120.75", lines(food), { delivery_date: "2026-12-03" });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ subtotal: "100.00", delivery_fee: "15.00", tax: "5.75", price: "120.75", delivery_date: "2026-12-03" });

    // Editing it up to the minimum drops the fee; the order is re-totalled.
    const item = placed.body.order.purchased_items[0].id;
    const more = await json(await setLine(apiRequest(`/api/orders/purchased_item/${item}/`, { method: "PATCH", body: { charged_quantity: 2 }, headers: tokenHeader(buyer) }), routeParams({ itemId: String(item) })));
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({ subtotal: "200.00", delivery_fee: "0.00", tax: "10.00", price: "210.00" });
  });

  it("apportions the fee by the share of the goods in each tax base: zero-rated groceries carry none", async () => {
    const buyer = await build.customer();
    const groceries = await build.product({ price: "60.00", salesTaxCode: "E" });
    const food = await build.product({ price: "40.00", salesTaxCode: "G" });
    // Fee $15.00: 40 % of it ($6.00) is in the GST base with the $40.00 of G goods; GST 5 % of $46.00 is $2.30.
    const placed = await place(buyer, "V2S 4N2", "117.30", lines(groceries, food));
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ subtotal: "100.00", delivery_fee: "15.00", tax: "2.30", price: "117.30" });
    expect(placed.body.order.taxes).toMatchObject([{ code: "GST", base: "46.00", amount: "2.30" }]);
  });
});

describe("an order outside every zone", () => {
  it("is placed with no date, for staff to arrange; a date asked for is refused", async () => {
    const buyer = await build.customer();
    const small = await build.product({ price: "20.00" });
    const placed = await place(buyer, "T2P 1K3", "20.00", lines(small));
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ delivery_date: null, delivery_zone_id: null, delivery_fee: "0.00" });
    const refused = await place(buyer, "T2P 1K3", "20.00", lines(small), { delivery_date: "2026-12-01" });
    expect(refused.status).toBe(400);
    expect(refused.body.delivery_date).toEqual(["This postal code is outside our delivery zones: leave the delivery date out and we will arrange the delivery with you."]);
  });
});

describe("changing the date of an unconfirmed order", () => {
  it("takes another date the zone delivers on, refuses one it does not, and staff may set any date", async () => {
    const buyer = await build.customer();
    const staff = await build.admin();
    const big = await build.product({ price: "300.00" });
    const placed = await place(buyer, "V6B 1A1", "300.00", lines(big), { delivery_date: "2026-12-01" });
    const id = placed.body.order.id;
    expect((await patch(buyer, id, { delivery_date: "2026-12-08" })).body.delivery_date).toBe("2026-12-08");
    const refused = await patch(buyer, id, { delivery_date: "2026-12-09" });
    expect(refused.status).toBe(400);
    expect(refused.body.delivery_date).toEqual(["We do not deliver to this postal code on 2026-12-09. Please pick one of the dates offered."]);
    expect((await stored(id)).date).toBe("2026-12-08");
    // Staff arrange a Wednesday.
    const staffSet = await patch(staff, id, { delivery_date: "2026-12-09" });
    expect(staffSet.status).toBe(200);
    expect(staffSet.body.delivery_date).toBe("2026-12-09");
    // Another customer cannot touch it.
    const other = await build.customer();
    expect((await patch(other, id, { delivery_date: "2026-12-11" })).status).toBe(404);
  });

  it("moves the order to the new postal code's zone and its next date, re-totalled with that zone's fee", async () => {
    const buyer = await build.customer();
    const food = await build.product({ price: "100.00", salesTaxCode: "G" });
    const placed = await place(buyer, "T2P 1K3", "105.00", lines(food));
    expect(placed.body.order).toMatchObject({ delivery_date: null, price: "105.00" });
    const moved = await patch(buyer, placed.body.order.id, { zipcode: "V2S 4N2" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ zipcode: "V2S 4N2", delivery_zone_id: valley, delivery_date: "2026-12-03", delivery_fee: "15.00", tax: "5.75", price: "120.75" });
  });
});

describe("staff ordering for a customer", () => {
  it("may set any date or none, and is not held to the minimum (the fee still applies)", async () => {
    const staff = await build.admin();
    const customer = await build.customer({ state: "BC", zipcode: "V6B 1A1", address: "1 Main St", townCity: "Vancouver", phoneNumber: "6045550123", company: "Bistro" });
    const small = await build.product({ price: "20.00" });
    const addForStaff = async () => {
      const added = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: small.id, cases: 1 }, headers: tokenHeader(staff) }), noParams);
      expect(added.status).toBe(201);
      const draft = await json(await putAdminDraft(apiRequest("/api/orders/admin_draft/", { method: "PUT", body: { customer: customer.id }, headers: tokenHeader(staff) }), noParams));
      expect(draft.status).toBe(200);
      expect(draft.body.delivery).toMatchObject({ zone: { id: downtown } });
    };
    const placeFor = (extra: Record<string, unknown>) =>
      placeAdminOrder(apiRequest("/api/orders/admin_order/details/", { method: "POST", body: { customer: customer.id, adminCreated: true, price: "20.00", purchased_items: [{ id: small.id, quantity: 1 }], ...extra }, headers: tokenHeader(staff) }), noParams).then(json);
    await addForStaff();
    const wednesday = await placeFor({ delivery_date: "2026-12-02" });
    expect(wednesday.status).toBe(201);
    expect(wednesday.body.order).toMatchObject({ delivery_date: "2026-12-02", delivery_zone_id: downtown, price: "20.00" });
    await addForStaff();
    const arranged = await placeFor({ delivery_date: null });
    expect(arranged.body.order.delivery_date).toBeNull();
    await addForStaff();
    expect((await placeFor({})).body.order.delivery_date).toBe("2026-11-27");
    expect((await placeFor({ delivery_date: "soon" })).status).toBe(400);
  });
});

describe("the customer's review", () => {
  it("shows the zone and dates of the profile's postal code before Review and pay", async () => {
    const buyer = await build.customer({ state: "BC", zipcode: "V6B 1A1" });
    const big = await build.product({ price: "300.00" });
    await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: big.id, cases: 1 }, headers: tokenHeader(buyer) }), noParams);
    const draft = await json(await getDraft(apiRequest("/api/orders/draft/", { headers: tokenHeader(buyer) }), noParams));
    expect(draft.body.delivery).toMatchObject({ zone: { id: downtown, name: "Downtown" }, minimum_order: "250.00" });
    expect(draft.body.delivery.dates[0]).toBe("2026-11-27");
  });
});
