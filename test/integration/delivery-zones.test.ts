import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/delivery-zones/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/delivery-zones/[id]/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { getDb, type Db } from "@/db/client";
import { deliveryZones, orders } from "@/db/schema";
import { DEMO_DELIVERY_ZONES, seedDeliveryZones } from "@/db/seed/demo-seed";
import { holidaysAhead } from "@/lib/shared/orders/delivery-dates";
import { shopDay } from "@/lib/shared/orders/order-time";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * Delivery zones in the back office (issue 31, docs/delivery.md "Zones", docs/api.md): staff list,
 * create, read, edit and delete them over REST; bad input is a 400 naming its field that writes
 * nothing; a zone created without closed dates is closed on the coming year's statutory holidays;
 * customers get 403 and visitors 401 on every route; deleting a zone leaves its orders their date.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;

type Handler = (request: ReturnType<typeof apiRequest>, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(
  handler: Handler,
  path: string,
  options: { method?: string; body?: unknown; user?: TestUser | null; id?: number | string; headers?: Record<string, string> } = {},
) {
  const user = options.user === undefined ? admin : options.user;
  const response = await handler(
    apiRequest(path, { method: options.method ?? "GET", body: options.body, headers: { ...(user ? tokenHeader(user) : {}), ...options.headers } }),
    options.id === undefined ? noParams : routeParams({ id: String(options.id) }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

const list = (user?: TestUser | null) => call(listRoute as Handler, "/api/delivery-zones/", { user });
const create = (body: unknown, user?: TestUser | null, headers?: Record<string, string>) =>
  call(createRoute as Handler, "/api/delivery-zones/", { method: "POST", body, user, headers });
const read = (id: number | string, user?: TestUser | null) => call(getRoute as Handler, `/api/delivery-zones/${id}/`, { id, user });
const patch = (id: number | string, body: unknown, user?: TestUser | null, headers?: Record<string, string>) =>
  call(patchRoute as Handler, `/api/delivery-zones/${id}/`, { method: "PATCH", body, id, user, headers });
const remove = (id: number | string, user?: TestUser | null) => call(deleteRoute as Handler, `/api/delivery-zones/${id}/`, { method: "DELETE", id, user });

const snapshot = () => db.select().from(deliveryZones).orderBy(deliveryZones.id);

let names = 0;
const newName = (what = "Route") => `${what} ${(names += 1)}`;
const dayOffset = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

/**
 * An order delivered outside every zone these tests make (an Ottawa postal code, the buyer's province
 * and so its taxes unchanged): no zone's minimum or fee changes its total. The test then sets its zone and date.
 */
const place = (buyer: TestUser, product: Awaited<ReturnType<typeof build.product>>) => build.order(buyer, [product], { zipcode: "K1A 0B1" });

const FULL = {
  postal_prefixes: ["v6b", "V6C", "v5*"],
  weekdays: [5, 2],
  cutoff_time: "15:30",
  cutoff_days_before: 2,
  minimum_order: "250",
  fee_under_minimum: "25.00",
  closed_dates: ["2026-12-26", "2026-12-25"],
};

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
});
beforeEach(() => resetAllLimiters());

describe("POST /api/delivery-zones/ and GET /api/delivery-zones/{id}/", () => {
  it("creates a zone (201), normalised, and answers it as GET does", async () => {
    const name = newName();
    const answer = await create({ name: `  ${name} `, ...FULL });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      name,
      postal_prefixes: ["V6B", "V6C", "V5*"],
      weekdays: [2, 5],
      cutoff_time: "15:30",
      cutoff_days_before: 2,
      minimum_order: "250.00",
      fee_under_minimum: "25.00",
      closed_dates: ["2026-12-25", "2026-12-26"],
      order_count: 0,
    });
    expect(await read(answer.body.id)).toEqual({ status: 200, body: answer.body });
  });

  it("takes the defaults, and the coming year's statutory holidays when closed_dates is left out ([] is none)", async () => {
    const answer = await create({ name: newName(), postal_prefixes: ["V7*"], weekdays: [1] });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ cutoff_time: "14:00", cutoff_days_before: 1, minimum_order: "0.00", fee_under_minimum: null });
    const holidays = holidaysAhead(shopDay(new Date()));
    expect(holidays.length).toBeGreaterThanOrEqual(11);
    expect(answer.body.closed_dates).toEqual(holidays);
    const none = await create({ name: newName(), postal_prefixes: ["V7*"], weekdays: [1], closed_dates: [] });
    expect(none.body.closed_dates).toEqual([]);
  });

  it.each([
    ["no body fields", {}, ["name", "postal_prefixes", "weekdays"]],
    ["a bad area", { postal_prefixes: ["V6B", "123"] }, ["postal_prefixes.1"]],
    ["no weekdays", { weekdays: [] }, ["weekdays"]],
    ["a weekday 8", { weekdays: [8] }, ["weekdays.0"]],
    ["a weekday twice", { weekdays: [2, 2] }, ["weekdays.1"]],
    ["a cut-off of 25:00", { cutoff_time: "25:00" }, ["cutoff_time"]],
    ["15 days before", { cutoff_days_before: 15 }, ["cutoff_days_before"]],
    ["a negative minimum", { minimum_order: "-1" }, ["minimum_order"]],
    ["a fee with 3 decimals", { fee_under_minimum: "1.005" }, ["fee_under_minimum"]],
    ["31 April", { closed_dates: ["2027-04-31"] }, ["closed_dates.0"]],
    ["a name over 100 characters", { name: "x".repeat(101) }, ["name"]],
    ["a name with U+0000", { name: "Route\u0000" }, ["name"]],
  ])("refuses %s (400 naming the field) and writes nothing", async (_label, change, fields) => {
    const before = await snapshot();
    const body = Object.keys(change).length === 0 ? {} : { name: newName(), postal_prefixes: ["V6B"], weekdays: [2], ...change };
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual([...fields].sort());
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a name already taken, case aside, as a 400 on name (not a 500)", async () => {
    const name = newName("Okanagan run");
    expect((await create({ name, postal_prefixes: ["V1V"], weekdays: [3] })).status).toBe(201);
    const before = await snapshot();
    expect(await create({ name: name.toUpperCase(), postal_prefixes: ["V1W"], weekdays: [3] })).toEqual({
      status: 400,
      body: { name: ["A delivery zone with this name already exists."] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("answers a French caller in French, a quoted area read back out of the English", async () => {
    const name = newName();
    await create({ name, postal_prefixes: ["V6B"], weekdays: [2] });
    const fr = { "accept-language": "fr-CA" };
    expect(await create({ name: name.toLowerCase(), postal_prefixes: ["V6B"], weekdays: [2] }, admin, fr)).toEqual({
      status: 400,
      body: { name: ["Une zone de livraison porte déjà ce nom."] },
    });
    const answer = await create({ name: newName(), postal_prefixes: ["12B"], weekdays: [9], closed_dates: ["demain"] }, admin, fr);
    expect(answer).toEqual({
      status: 400,
      body: {
        "postal_prefixes.0": ["«\u00a012B\u00a0» n’est pas un secteur postal\u00a0: écrivez les trois premiers caractères d’un code postal (V6B) ou un préfixe suivi d’une étoile (V6*)."],
        "weekdays.0": ["Un jour de la semaine est un nombre entier de 1 (lundi) à 7 (dimanche)."],
        "closed_dates.0": ["Une date de fermeture est une date réelle au format AAAA-MM-JJ, p. ex. 2026-12-25."],
      },
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [999_999, "abc", "0", "-1", "2147483648"]) expect((await read(id)).status).toBe(404);
  });
});

describe("GET /api/delivery-zones/", () => {
  it("lists every zone by name, case and accents aside, with its upcoming orders only", async () => {
    const stamp = `Zz${process.pid}`;
    const b = await create({ name: `${stamp} b`, postal_prefixes: ["V2S"], weekdays: [4] });
    const a = await create({ name: `${stamp} A`, postal_prefixes: ["V2T"], weekdays: [4] });
    const e = await create({ name: `${stamp} É`, postal_prefixes: ["V3G"], weekdays: [4] });
    const buyer = await build.customer();
    const product = await build.product();
    const placed = [await place(buyer, product), await place(buyer, product), await place(buyer, product)];
    const dates = [dayOffset(0), dayOffset(5), dayOffset(-1)];
    for (const [index, order] of placed.entries()) {
      await db.update(orders).set({ deliveryZoneId: b.body.id, deliveryDate: dates[index] }).where(eq(orders.id, order.id));
    }
    const answer = await list();
    expect(answer.status).toBe(200);
    const mine = answer.body.filter((z: { name: string }) => z.name.startsWith(stamp));
    expect(mine.map((z: { id: number }) => z.id)).toEqual([a.body.id, b.body.id, e.body.id]);
    expect(mine.map((z: { order_count: number }) => z.order_count)).toEqual([0, 2, 0]);
    expect((await read(b.body.id)).body.order_count).toBe(2);
  });
});

describe("PATCH /api/delivery-zones/{id}/", () => {
  it("changes only the fields it names, checked as on creation", async () => {
    const zone = (await create({ name: newName(), ...FULL })).body;
    const answer = await patch(zone.id, { weekdays: [3], fee_under_minimum: null, closed_dates: ["2027-01-01", "2026-12-25", "2027-01-01"] });
    expect(answer).toEqual({ status: 200, body: { ...zone, weekdays: [3], fee_under_minimum: null, closed_dates: ["2026-12-25", "2027-01-01"] } });
    expect(await patch(zone.id, {})).toEqual({ status: 200, body: answer.body });
    const renamed = await patch(zone.id, { name: zone.name.toUpperCase(), postal_prefixes: ["v9a", "v9a"] });
    expect(renamed.body).toMatchObject({ name: zone.name.toUpperCase(), postal_prefixes: ["V9A"] });
  });

  it("refuses bad fields and a name another zone has (400), writing nothing", async () => {
    const other = (await create({ name: newName(), postal_prefixes: ["V6B"], weekdays: [2] })).body;
    const zone = (await create({ name: newName(), postal_prefixes: ["V6C"], weekdays: [2] })).body;
    const before = await snapshot();
    expect(await patch(zone.id, { name: other.name.toLowerCase() })).toEqual({ status: 400, body: { name: ["A delivery zone with this name already exists."] } });
    expect((await patch(zone.id, { weekdays: [], postal_prefixes: [] })).body).toEqual({
      weekdays: ["Choose at least one weekday: a list of ISO weekdays, Monday 1 to Sunday 7."],
      postal_prefixes: ["Postal-code areas are a list of 1 to 200 texts, e.g. V6B and V5*."],
    });
    expect((await patch(zone.id, { cutoff_time: "2 pm", minimum_order: 1.234 })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for an unknown zone before reading the body", async () => {
    expect((await patch(999_999, { weekdays: [] })).status).toBe(404);
    expect((await patch("abc", { name: "x" })).status).toBe(404);
  });
});

describe("DELETE /api/delivery-zones/{id}/", () => {
  it("deletes the zone (204); its orders keep their delivery date and lose their zone", async () => {
    const zone = (await create({ name: newName(), postal_prefixes: ["V8*"], weekdays: [3] })).body;
    const buyer = await build.customer();
    const order = await place(buyer, await build.product());
    const date = dayOffset(9);
    await db.update(orders).set({ deliveryZoneId: zone.id, deliveryDate: date }).where(eq(orders.id, order.id));
    expect(await remove(zone.id)).toEqual({ status: 204, body: null });
    expect((await read(zone.id)).status).toBe(404);
    const [row] = await db.select({ deliveryDate: orders.deliveryDate, deliveryZoneId: orders.deliveryZoneId }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ deliveryDate: date, deliveryZoneId: null });
    expect((await remove(zone.id)).status).toBe(404);
  });
});

describe("who may use the zones", () => {
  it("answers visitors 401 and customers (verified or not) 403 on every route, writing nothing", async () => {
    const zone = (await create({ name: newName(), postal_prefixes: ["V6B"], weekdays: [2] })).body;
    const body = { name: newName(), postal_prefixes: ["V6B"], weekdays: [2] };
    const runs = [
      (user: TestUser | null) => list(user),
      (user: TestUser | null) => create(body, user),
      (user: TestUser | null) => read(zone.id, user),
      (user: TestUser | null) => patch(zone.id, { name: "Taken over" }, user),
      (user: TestUser | null) => remove(zone.id, user),
    ];
    const before = await snapshot();
    for (const [index, run] of runs.entries()) {
      expect({ index, status: (await run(null)).status }).toEqual({ index, status: 401 });
      expect({ index, status: (await run(customer)).status }).toEqual({ index, status: 403 });
      expect({ index, status: (await run(pending)).status }).toEqual({ index, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("the demo zones and the OpenAPI document", () => {
  it("seeds the five demo zones once, each closed on the coming year's holidays", async () => {
    await seedDeliveryZones(db, "2026-11-28");
    await seedDeliveryZones(db, "2026-11-28");
    const rows = await db.select().from(deliveryZones);
    for (const demo of DEMO_DELIVERY_ZONES) {
      const found = rows.filter((r) => r.name === demo.name);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ ...demo, postalPrefixes: [...demo.postalPrefixes], weekdays: [...demo.weekdays], closedDates: holidaysAhead("2026-11-28") });
    }
    expect(holidaysAhead("2026-11-28")).toContain("2026-12-25");
  });

  it("documents the routes, staff only, with their answers", async () => {
    const document = await (await openApi(apiRequest("/api/openapi.json"), noParams)).json();
    const paths = document.paths as Record<string, Record<string, { "x-access": string; responses: Record<string, unknown> }>>;
    expect(Object.keys(paths["/api/delivery-zones/"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(paths["/api/delivery-zones/{id}/"]).sort()).toEqual(["delete", "get", "patch"]);
    for (const operation of [...Object.values(paths["/api/delivery-zones/"]), ...Object.values(paths["/api/delivery-zones/{id}/"])]) expect(operation["x-access"]).toBe("admin");
    expect(JSON.stringify(paths["/api/delivery-zones/"].post.responses["201"])).toContain("DeliveryZone");
    expect(document.components.schemas.DeliveryZone.required).toContain("order_count");
  });
});
