import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as listRoute, POST as createRoute } from "@/app/api/price-lists/route";
import { DELETE as deleteRoute, GET as getRoute, PATCH as patchRoute } from "@/app/api/price-lists/[id]/route";
import { POST as importRoute } from "@/app/api/price-lists/[id]/import/route";
import { GET as exportRoute } from "@/app/api/price-lists/[id]/export/route";
import { GET as getProfile, PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { PATCH as patchRegistrationProfile } from "@/app/api/users/registration_profile/[id]/route";
import { PATCH as verifyRoute } from "@/app/api/users/profile_verification/[id]/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { getDb, type Db } from "@/db/client";
import { priceListEntries, priceLists, users } from "@/db/schema";
import { priceListTag } from "@/lib/catalog/catalog-cache";
import { priceListOf } from "@/lib/pricing/price-list-terms";
import { listPriceLists } from "@/lib/pricing/price-lists-admin";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { Forbidden, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { shopDay } from "@/lib/shared/orders/order-time";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { takeExpiredTags } from "@/test/support/next-cache-stub";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * Price lists in the back office (issue 30, docs/api.md "Price lists"): staff list, create, read,
 * edit and delete them over REST; bad input is a 400 that writes nothing; customers get 403 and
 * visitors 401 on every route; a list is assigned to a customer with PATCH /api/users/profile/{id}/
 * {price_list}, staff only. The CSV import and export: price-list-import.test.ts.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;

type Handler = (request: ReturnType<typeof apiRequest>, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Calls a route as `user` (null: a visitor); the answer's status and parsed JSON body (null when empty). */
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

const list = (user?: TestUser | null) => call(listRoute, "/api/price-lists/", { user });
const create = (body: unknown, user?: TestUser | null) => call(createRoute, "/api/price-lists/", { method: "POST", body, user });
const read = (id: number | string, user?: TestUser | null) => call(getRoute, `/api/price-lists/${id}/`, { id, user });
const patch = (id: number | string, body: unknown, user?: TestUser | null) => call(patchRoute, `/api/price-lists/${id}/`, { method: "PATCH", body, id, user });
const remove = (id: number | string, user?: TestUser | null) => call(deleteRoute, `/api/price-lists/${id}/`, { method: "DELETE", id, user });
const profile = (target: number, user?: TestUser | null) => call(getProfile, `/api/users/profile/${target}/`, { id: target, user });
const patchUser = (target: number, body: unknown, user?: TestUser | null) => call(patchProfile, `/api/users/profile/${target}/`, { method: "PATCH", body, id: target, user });

/** What the tables hold: every list and entry, to show a refused call wrote nothing. */
async function snapshot() {
  const lists = await db.select().from(priceLists).orderBy(priceLists.id);
  const entries = await db.select().from(priceListEntries).orderBy(priceListEntries.id);
  return { lists, entries };
}

async function assignedList(userId: number): Promise<number | null> {
  const [row] = await db.select({ priceListId: users.priceListId }).from(users).where(eq(users.id, userId));
  return row.priceListId;
}

let names = 0;
const newName = (what = "Contract") => `${what} ${(names += 1)}`;

const dayOffset = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
});
beforeEach(() => {
  resetAllLimiters();
  takeExpiredTags();
});

describe("POST /api/price-lists/ and GET /api/price-lists/{id}/", () => {
  it("creates a list with its three kinds of entries in one call (201) and answers it whole, names included", async () => {
    const parent = await build.category({ name: "Rice and grains" });
    const child = await build.category({ name: "Basmati", parentId: parent.id });
    const oil = await build.product({ item: "OIL-5L", name: "Canola oil 5 L", price: "12.50", boxQuantity: 4 });
    const rice = await build.product({ item: "RICE-10", name: "Basmati rice 10 kg", price: "30.00", boxQuantity: 2, categories: [child] });
    const name = newName();
    const answer = await create({
      name: `  ${name} `,
      valid_from: "2026-01-01",
      valid_to: "2099-12-31",
      entries: [
        { category: parent.id, percent_off: "12.5" },
        { product: oil.id, case_price: "41.10" },
        { product: oil.id, from_cases: 10, case_price: 39 },
        { product: rice.id, case_price: "55" },
      ],
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(["customers", "entries", "id", "in_force", "name", "valid_from", "valid_to"]);
    expect(answer.body).toMatchObject({ name, valid_from: "2026-01-01", valid_to: "2099-12-31", customers: [] });
    expect(answer.body.in_force).toBe(shopDay(new Date()) >= "2026-01-01");
    // Fixed prices by item code, then breaks, then categories.
    expect(answer.body.entries).toEqual([
      {
        kind: "product", product: oil.id, item: "OIL-5L", product_name: "Canola oil 5 L", box_quantity: 4, list_case_price: "50.00",
        category: null, category_name: null, category_slug: null, from_cases: null, case_price: "41.10", percent_off: null, is_deleted: false,
      },
      {
        kind: "product", product: rice.id, item: "RICE-10", product_name: "Basmati rice 10 kg", box_quantity: 2, list_case_price: "60.00",
        category: null, category_name: null, category_slug: null, from_cases: null, case_price: "55.00", percent_off: null, is_deleted: false,
      },
      {
        kind: "break", product: oil.id, item: "OIL-5L", product_name: "Canola oil 5 L", box_quantity: 4, list_case_price: "50.00",
        category: null, category_name: null, category_slug: null, from_cases: 10, case_price: "39.00", percent_off: null, is_deleted: false,
      },
      {
        kind: "category", product: null, item: null, product_name: null, box_quantity: null, list_case_price: null,
        category: parent.id, category_name: "Rice and grains", category_slug: parent.slug, from_cases: null, case_price: null, percent_off: "12.50", is_deleted: false,
      },
    ]);
    expect(await read(answer.body.id)).toEqual({ status: 200, body: answer.body });
    expect(takeExpiredTags()).toContain(priceListTag(answer.body.id));
  });

  it("creates a list with only a name: open-ended, in force, no entries", async () => {
    const name = newName();
    const answer = await create({ name });
    expect(answer).toMatchObject({ status: 201, body: { name, valid_from: null, valid_to: null, in_force: true, entries: [], customers: [] } });
  });

  it("a GET entry sent back as it is makes the same list", async () => {
    const product = await build.product();
    const first = await create({ name: newName(), entries: [{ product: product.id, case_price: "9.99" }, { product: product.id, from_cases: 3, case_price: "9.50" }] });
    const copy = await create({ name: newName(), entries: first.body.entries });
    expect(copy.status).toBe(201);
    expect(copy.body.entries).toEqual(first.body.entries);
  });

  it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
    const product = await build.product();
    const trashed = await build.product({ isDeleted: true });
    const category = await build.category();
    const trashedCategory = await build.category({ isDeleted: true });
    const taken = newName("Taken");
    expect((await create({ name: taken })).status).toBe(201);
    const good = { product: product.id, case_price: "1.00" };
    const cases: Array<[unknown, string]> = [
      [{}, "name"],
      [{ name: "" }, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(101) }, "name"],
      [{ name: "Line\nbreak" }, "name"],
      [{ name: "a\u0000b" }, "name"],
      [{ name: taken.toUpperCase() }, "name"],
      [{ name: newName(), valid_from: "2026-13-01" }, "valid_from"],
      [{ name: newName(), valid_to: "tomorrow" }, "valid_to"],
      [{ name: newName(), valid_from: "2026-06-02", valid_to: "2026-06-01" }, "valid_to"],
      [{ name: newName(), entries: "all" }, "entries"],
      [{ name: newName(), entries: [good, { product: 999_999, case_price: "1.00" }] }, "entries.1.product"],
      [{ name: newName(), entries: [good, { product: trashed.id, case_price: "1.00" }] }, "entries.1.product"],
      [{ name: newName(), entries: [good, { category: 999_999, percent_off: "5" }] }, "entries.1.category"],
      [{ name: newName(), entries: [good, { category: trashedCategory.id, percent_off: "5" }] }, "entries.1.category"],
      [{ name: newName(), entries: [good, good] }, "entries.1.product"],
      [{ name: newName(), entries: [{ category: category.id, percent_off: "5" }, { category: category.id, percent_off: "6" }] }, "entries.1.category"],
      [{ name: newName(), entries: [{ ...good, from_cases: 4 }, { ...good, from_cases: 4, case_price: "0.50" }] }, "entries.1.from_cases"],
      [{ name: newName(), entries: [{ product: product.id, case_price: "1.001" }] }, "entries.0.case_price"],
      [{ name: newName(), entries: [{ product: product.id, case_price: "-1" }] }, "entries.0.case_price"],
      [{ name: newName(), entries: [{ product: product.id }] }, "entries.0.case_price"],
      [{ name: newName(), entries: [{ product: product.id, from_cases: 0, case_price: "1" }] }, "entries.0.from_cases"],
      [{ name: newName(), entries: [{ product: product.id, from_cases: 1.5, case_price: "1" }] }, "entries.0.from_cases"],
      [{ name: newName(), entries: [{ category: category.id, percent_off: "0" }] }, "entries.0.percent_off"],
      [{ name: newName(), entries: [{ category: category.id, percent_off: "100.5" }] }, "entries.0.percent_off"],
      [{ name: newName(), entries: [{ category: category.id, percent_off: "12.345" }] }, "entries.0.percent_off"],
      [{ name: newName(), entries: [{ product: product.id, category: category.id, case_price: "1" }] }, "entries.0.category"],
      [{ name: newName(), entries: [{ product: -1, case_price: "1" }] }, "entries.0.product"],
      [{ name: newName(), entries: [{}] }, "entries.0"],
    ];
    const before = await snapshot();
    for (const [body, field] of cases) {
      const answer = await create(body);
      expect({ body, status: answer.status, fields: Object.keys(answer.body ?? {}) }).toEqual({ body, status: 400, fields: [field] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers the name conflict as a field message, and an unknown entry by its index", async () => {
    const name = newName();
    await create({ name });
    expect(await create({ name: name.toLowerCase() })).toEqual({ status: 400, body: { name: ["A price list with this name already exists."] } });
    const product = await build.product();
    expect(await create({ name: newName(), entries: [{ product: product.id, case_price: "1" }, { product: 999_998, case_price: "1" }] })).toEqual({
      status: 400,
      body: { "entries.1.product": ["There is no product with id 999998."] },
    });
  });

  it("answers a French caller (Accept-Language: fr-CA) in French, arguments read back out of the English", async () => {
    const name = newName();
    await create({ name });
    const french = (body: unknown) => call(createRoute, "/api/price-lists/", { method: "POST", body, headers: { "accept-language": "fr-CA" } });
    expect(await french({ name: name.toUpperCase() })).toEqual({ status: 400, body: { name: ["Une liste de prix portant ce nom existe déjà."] } });
    expect(await french({ name: newName(), valid_from: "2026-13-01" })).toEqual({ status: 400, body: { valid_from: ["Entrez une date au format AAAA-MM-JJ."] } });
    expect(await french({ name: newName(), entries: [{ product: 999_997, case_price: "1" }] })).toEqual({
      status: 400,
      body: { "entries.0.product": ["Aucun produit n’a l’identifiant 999997."] },
    });
    // The same calls in English, as before.
    expect(await create({ name })).toEqual({ status: 400, body: { name: ["A price list with this name already exists."] } });
  });

  it("GET answers 404 for an unknown or malformed id", async () => {
    for (const id of [999_999, "abc", "0", "-1", "2147483648"]) expect((await read(id)).status).toBe(404);
  });
});

describe("GET /api/price-lists/", () => {
  it("lists every list by name with its period, whether it is in force today, and its entry and customer counts", async () => {
    const product = await build.product();
    const category = await build.category();
    const stamp = `Zz${process.pid}`;
    const open = await create({ name: `${stamp} b open`, entries: [{ product: product.id, case_price: "1" }, { category: category.id, percent_off: "3" }] });
    const past = await create({ name: `${stamp} A past`, valid_from: dayOffset(-30), valid_to: dayOffset(-1) });
    const future = await create({ name: `${stamp} c future`, valid_from: dayOffset(2) });
    const today = await create({ name: `${stamp} d today`, valid_from: dayOffset(0), valid_to: dayOffset(0) });
    const buyer = await build.customer();
    expect((await patchUser(buyer.id, { price_list: open.body.id })).status).toBe(200);
    const answer = await list();
    expect(answer.status).toBe(200);
    const mine = answer.body.filter((l: { name: string }) => l.name.startsWith(stamp));
    expect(mine.map((l: { id: number }) => l.id)).toEqual([past.body.id, open.body.id, future.body.id, today.body.id]);
    expect(Object.keys(mine[0]).sort()).toEqual(["customer_count", "entry_count", "id", "in_force", "name", "valid_from", "valid_to"]);
    expect(mine.map((l: { in_force: boolean }) => l.in_force)).toEqual([false, true, false, true]);
    expect(mine[1]).toEqual({ id: open.body.id, name: `${stamp} b open`, valid_from: null, valid_to: null, in_force: true, entry_count: 2, customer_count: 1 });
    expect(mine[0]).toMatchObject({ valid_from: dayOffset(-30), valid_to: dayOffset(-1), entry_count: 0, customer_count: 0 });
  });
});

describe("PATCH /api/price-lists/{id}/", () => {
  it("changes only the fields it names; entries replaces every entry", async () => {
    const a = await build.product();
    const b = await build.product();
    const made = await create({ name: newName(), valid_from: "2026-01-01", entries: [{ product: a.id, case_price: "5" }, { product: a.id, from_cases: 2, case_price: "4" }] });
    const id = made.body.id;
    takeExpiredTags();
    const renamed = newName();
    const answer = await patch(id, { name: renamed });
    expect(answer).toMatchObject({ status: 200, body: { id, name: renamed, valid_from: "2026-01-01", valid_to: null } });
    expect(answer.body.entries).toEqual(made.body.entries);
    expect(takeExpiredTags()).toContain(priceListTag(id));
    const dated = await patch(id, { valid_to: "2026-12-31" });
    expect(dated.body).toMatchObject({ valid_from: "2026-01-01", valid_to: "2026-12-31", name: renamed });
    const replaced = await patch(id, { entries: [{ product: b.id, case_price: "7.25" }] });
    expect(replaced.body.entries.map((e: { product: number; case_price: string }) => [e.product, e.case_price])).toEqual([[b.id, "7.25"]]);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(priceListEntries).where(eq(priceListEntries.priceListId, id))).toEqual([{ n: 1 }]);
    const opened = await patch(id, { valid_from: null, valid_to: "" });
    expect(opened.body).toMatchObject({ valid_from: null, valid_to: null, in_force: true });
    expect((await patch(id, { entries: [] })).body.entries).toEqual([]);
    expect(await patch(id, {})).toMatchObject({ status: 200, body: { id, name: renamed } });
  });

  it("keeps an entry of a product or category that went to the trash when the list is saved back", async () => {
    const product = await build.product();
    const category = await build.category();
    const made = await create({ name: newName(), entries: [{ product: product.id, case_price: "5" }, { category: category.id, percent_off: "2" }] });
    await db.execute(sql`update products set is_deleted = true where id = ${product.id}`);
    await db.execute(sql`update categories set is_deleted = true where id = ${category.id}`);
    const shown = await read(made.body.id);
    expect(shown.body.entries.map((e: { is_deleted: boolean }) => e.is_deleted)).toEqual([true, true]);
    expect((await patch(made.body.id, { entries: shown.body.entries })).status).toBe(200);
    // A list that did not price it cannot add it.
    const other = await create({ name: newName() });
    expect((await patch(other.body.id, { entries: [{ product: product.id, case_price: "5" }] })).status).toBe(400);
  });

  it("refuses bad input with a 400 and writes nothing: the period against the stored dates, a name taken by another list", async () => {
    const product = await build.product();
    const other = newName();
    await create({ name: other });
    const made = await create({ name: newName(), valid_from: "2026-03-01", valid_to: "2026-03-31", entries: [{ product: product.id, case_price: "5" }] });
    const id = made.body.id;
    const before = await snapshot();
    const cases: Array<[unknown, string]> = [
      [{ name: other.toUpperCase() }, "name"],
      [{ name: "" }, "name"],
      [{ valid_from: "2026-04-01" }, "valid_from"],
      [{ valid_to: "2026-02-28" }, "valid_to"],
      [{ valid_from: "2026-05-01", valid_to: "2026-04-01" }, "valid_to"],
      [{ valid_from: "2026-02-30" }, "valid_from"],
      [{ name: newName(), entries: [{ product: 999_999, case_price: "1" }] }, "entries.0.product"],
      [{ name: newName(), entries: [{ product: product.id, case_price: "1" }, { product: product.id, case_price: "2" }] }, "entries.1.product"],
    ];
    for (const [body, field] of cases) {
      const answer = await patch(id, body);
      expect({ body, status: answer.status, fields: Object.keys(answer.body ?? {}) }).toEqual({ body, status: 400, fields: [field] });
    }
    expect(await snapshot()).toEqual(before);
    // Its own name in another case is its own.
    expect((await patch(id, { name: made.body.name.toUpperCase() })).status).toBe(200);
  });

  it("answers 404 for an unknown list before reading the body", async () => {
    expect((await patch(999_999, { name: "x" })).status).toBe(404);
    expect((await patch(999_999, { name: "" })).status).toBe(404);
    expect((await patch("abc", { name: "x" })).status).toBe(404);
  });
});

describe("DELETE /api/price-lists/{id}/", () => {
  it("deletes the list and its entries (204); its customers buy at list prices again", async () => {
    const product = await build.product();
    const made = await create({ name: newName(), entries: [{ product: product.id, case_price: "5" }] });
    const id = made.body.id;
    const buyer = await build.customer();
    const other = await build.customer();
    await patchUser(buyer.id, { price_list: id });
    await patchUser(other.id, { price_list: id });
    expect(await priceListOf(newContext(db, VISITOR), buyer.id)).toBe(id);
    expect((await read(id)).body.customers.map((c: { id: number }) => c.id).sort()).toEqual([buyer.id, other.id].sort());
    takeExpiredTags();
    expect(await remove(id)).toEqual({ status: 204, body: null });
    expect(takeExpiredTags()).toContain(priceListTag(id));
    expect((await read(id)).status).toBe(404);
    expect(await assignedList(buyer.id)).toBeNull();
    expect(await assignedList(other.id)).toBeNull();
    expect(await priceListOf(newContext(db, VISITOR), buyer.id)).toBeNull();
    expect(await db.select().from(priceListEntries).where(eq(priceListEntries.priceListId, id))).toEqual([]);
    expect((await profile(buyer.id)).body.price_list).toBeNull();
    expect((await remove(id)).status).toBe(404);
  });
});

describe("who may call the price lists", () => {
  it("answers visitors 401, customers (verified or not) 403 on every route, and unknown ids 404 to staff", async () => {
    const made = await create({ name: newName() });
    const id = made.body.id;
    const form = () => {
      const data = new FormData();
      data.set("file", new File(["item,case_price\n"], "list.csv", { type: "text/csv" }));
      return data;
    };
    const calls: Array<(user: TestUser | null, target: number | string) => Promise<{ status: number }>> = [
      (user) => list(user),
      (user) => create({ name: newName() }, user),
      (user, target) => read(target, user),
      (user, target) => patch(target, { name: newName() }, user),
      (user, target) => remove(target, user),
      (user, target) => call(importRoute, `/api/price-lists/${target}/import/?dry_run=true`, { method: "POST", body: form(), id: target, user }),
      (user, target) => call(exportRoute, `/api/price-lists/${target}/export/`, { id: target, user }).catch(() => ({ status: 200 })),
    ];
    for (const [index, run] of calls.entries()) {
      expect({ index, status: (await run(null, id)).status }).toEqual({ index, status: 401 });
      expect({ index, status: (await run(customer, id)).status }).toEqual({ index, status: 403 });
      expect({ index, status: (await run(pending, id)).status }).toEqual({ index, status: 403 });
    }
    for (const [index, run] of calls.entries()) {
      if (index < 2) continue;
      expect({ index, status: (await run(admin, 999_999)).status }).toEqual({ index, status: 404 });
    }
    expect((await read(id)).status).toBe(200);
  });

  it("refuses the domain functions to anyone but staff, too", async () => {
    await expect(listPriceLists(newContext(db, VISITOR))).rejects.toThrow(Unauthenticated);
    await expect(listPriceLists(newContext(db, { kind: "user", id: customer.id, email: customer.email, role: "Customer", verified: true }))).rejects.toThrow(Forbidden);
  });
});

describe("assigning a list to a customer: PATCH /api/users/profile/{id}/ {price_list}", () => {
  it("staff assign and unassign a list; their profile answers show it as {id, name}, the customer's own never does", async () => {
    const made = await create({ name: newName() });
    const buyer = await build.customer();
    const assigned = await patchUser(buyer.id, { price_list: made.body.id, first_name: "Renée" });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ first_name: "Renée", price_list: { id: made.body.id, name: made.body.name } });
    expect(await assignedList(buyer.id)).toBe(made.body.id);
    expect((await profile(buyer.id)).body.price_list).toEqual({ id: made.body.id, name: made.body.name });
    const own = await profile(buyer.id, buyer);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty("price_list");
    // A customer's own edit leaves it alone and does not show it.
    const edited = await patchUser(buyer.id, { first_name: "Marie" }, buyer);
    expect(edited.status).toBe(200);
    expect(edited.body).not.toHaveProperty("price_list");
    expect(await assignedList(buyer.id)).toBe(made.body.id);
    // Staff's verification answer (a profile) shows it too.
    const verified = await call(verifyRoute, `/api/users/profile_verification/${buyer.id}/`, { method: "PATCH", body: { verified: true }, id: buyer.id });
    expect(verified.body.price_list).toEqual({ id: made.body.id, name: made.body.name });
    const cleared = await patchUser(buyer.id, { price_list: null });
    expect(cleared).toMatchObject({ status: 200, body: { price_list: null } });
    expect(await assignedList(buyer.id)).toBeNull();
  });

  it("a customer sending price_list is refused (403) and nothing is written, whichever route and with whatever else", async () => {
    const made = await create({ name: newName() });
    const buyer = await build.customer();
    for (const body of [{ price_list: made.body.id }, { price_list: null }, { price_list: made.body.id, first_name: "Sneaky" }]) {
      expect(await patchUser(buyer.id, body, buyer)).toEqual({ status: 403, body: { detail: "Only staff can assign a customer's price list." } });
      const viaRegistration = await call(patchRegistrationProfile, `/api/users/registration_profile/${buyer.id}/`, { method: "PATCH", body, id: buyer.id, user: buyer });
      expect(viaRegistration.status).toBe(403);
    }
    expect(await assignedList(buyer.id)).toBeNull();
    const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, buyer.id));
    expect(row.firstName).toBe("Test");
    // Another customer's profile stays "not found", as without the field.
    expect((await patchUser(customer.id, { price_list: made.body.id }, buyer)).status).toBe(404);
  });

  it("an unknown list, or not an id, is a 400 on price_list that writes nothing; staff have no list of their own", async () => {
    const buyer = await build.customer();
    for (const bad of [999_999, 0, -1, "1", 1.5, true, {}]) {
      const answer = await patchUser(buyer.id, { price_list: bad, first_name: "Changed" });
      expect({ bad, status: answer.status, fields: Object.keys(answer.body) }).toEqual({ bad, status: 400, fields: ["price_list"] });
    }
    expect(await patchUser(buyer.id, { price_list: 999_999 })).toEqual({ status: 400, body: { price_list: ["There is no price list with id 999999."] } });
    const [row] = await db.select({ firstName: users.firstName, priceListId: users.priceListId }).from(users).where(eq(users.id, buyer.id));
    expect(row).toEqual({ firstName: "Test", priceListId: null });
    const made = await create({ name: newName() });
    expect((await patchUser(admin.id, { price_list: made.body.id })).status).toBe(400);
    const otherAdmin = await build.admin();
    expect((await patchUser(otherAdmin.id, { price_list: made.body.id })).status).toBe(404);
  });

  it("the OpenAPI document names price_list among the staff-only fields and describes the staff's profile", async () => {
    const doc = await (await openApi(apiRequest("/api/openapi.json"), noParams)).json();
    const operation = doc.paths["/api/users/profile/{id}/"].patch;
    expect(Object.keys(operation.requestBody.content["application/json"].schema.properties)).toContain("price_list");
    expect(operation.responses["403"].description).toContain("price_list");
    expect(JSON.stringify(doc.components.schemas.StaffProfile)).toContain("price_list");
    for (const [path, method] of [
      ["/api/price-lists/", "get"],
      ["/api/price-lists/", "post"],
      ["/api/price-lists/{id}/", "get"],
      ["/api/price-lists/{id}/", "patch"],
      ["/api/price-lists/{id}/", "delete"],
      ["/api/price-lists/{id}/import/", "post"],
      ["/api/price-lists/{id}/export/", "get"],
    ]) {
      expect(doc.paths[path]?.[method]?.["x-access"], `${method} ${path}`).toBe("admin");
    }
    expect(doc.paths["/api/price-lists/{id}/export/"].get.responses["200"].content).toHaveProperty("text/csv");
    expect(doc.paths["/api/price-lists/{id}/import/"].post.requestBody.content["multipart/form-data"].schema.properties.file).toMatchObject({ format: "binary" });
  });
});
