import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as vendorsList } from "@/app/api/vendors/vendors_list/route";
import { POST as createVendor } from "@/app/api/vendors/details/route";
import { PATCH as patchVendor } from "@/app/api/vendors/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { vendors } from "@/db/schema";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { Forbidden, NotFound, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { listVendors } from "@/lib/vendors/vendors";
import { loadSubject } from "@/lib/entry/page-subjects";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { cookieHeaders, SAME_ORIGIN } from "@/test/support/matrix";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/* docs/product.md §3 Vendor and §7 vendors: the back office's vendor list, create and edit, staff only. */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;

const REQUIRED = "This field is required.";
const BAD_EMAIL = "Please enter valid email address";
const VENDOR_KEYS = ["email", "fax", "id", "main_phone", "name", "primary_contact"];

/** The caller: an admin unless named; VISITOR_CALL for no credentials. */
const VISITOR_CALL = null;
const headersOf = (user: TestUser | null) => (user ? tokenHeader(user) : {});

async function list(query = "", user: TestUser | null = admin) {
  return json(await vendorsList(apiRequest(`/api/vendors/vendors_list/${query}`, { headers: headersOf(user) }), noParams));
}

async function create(body: unknown, user: TestUser | null = admin) {
  return json(await createVendor(apiRequest("/api/vendors/details/", { method: "POST", body, headers: headersOf(user) }), noParams));
}

async function patch(id: number | string, body: unknown, user: TestUser | null = admin) {
  return json(await patchVendor(apiRequest(`/api/vendors/details/${id}/`, { method: "PATCH", body, headers: headersOf(user) }), routeParams({ id: String(id) })));
}

async function vendorCount(): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(vendors))[0].n;
}

async function stored(id: number) {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  return row;
}

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
});

describe("GET /api/vendors/vendors_list/", () => {
  it("answers every vendor by name, not paginated, with the keys of docs/product.md §3", async () => {
    const b = await build.vendor({ name: "Beta Dairy Co-op" });
    const a = await build.vendor({ name: "alpha Seafoods" });
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body).toHaveLength(await vendorCount());
    const names = answer.body.map((v: { name: string }) => v.name);
    expect(names.indexOf(a.name)).toBeLessThan(names.indexOf(b.name));
    const shown = answer.body.find((v: { id: number }) => v.id === a.id);
    expect(Object.keys(shown).sort()).toEqual(VENDOR_KEYS);
    expect(shown).toEqual({ id: a.id, name: a.name, primary_contact: a.primaryContact, main_phone: a.mainPhone, fax: a.fax, email: a.email });
  });

  it("orders names as people read them: accents and case aside", async () => {
    const names = ["Zephyr Spices", "Épicerie du Quai", "eastside Produce", "Fromagerie Nord", "Delta Dairy"];
    for (const name of names) await build.vendor({ name });
    const shown = (await list()).body.map((v: { name: string }) => v.name).filter((n: string) => names.includes(n));
    expect(shown).toEqual(["Delta Dairy", "eastside Produce", "Épicerie du Quai", "Fromagerie Nord", "Zephyr Spices"]);
  });

  it("searches names ignoring case and accents; wildcards are literal", async () => {
    const creme = await build.vendor({ name: "Crème Brûlée Supply Ltd." });
    const percent = await build.vendor({ name: "100% Juice Partners" });
    for (const term of ["creme", "CRÈME", "brulee supply", "  Crème  "]) {
      const answer = await list(`?search=${encodeURIComponent(term)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.map((v: { id: number }) => v.id)).toEqual([creme.id]);
    }
    expect((await list("?search=%25")).body.map((v: { id: number }) => v.id)).toEqual([percent.id]);
    expect((await list("?search=_")).body).toEqual([]);
    expect((await list("?search=zzzz-no-such-vendor")).body).toEqual([]);
    // A blank search is no search.
    expect((await list("?search=")).body).toHaveLength(await vendorCount());
  });

  it("refuses a search it cannot store or that is too long", async () => {
    expect(await list("?search=a%00b")).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
    expect(await list(`?search=${"a".repeat(101)}`)).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
  });

  it("is for staff only: visitor 401, customers 403", async () => {
    expect((await list("", VISITOR_CALL)).status).toBe(401);
    expect((await list("", pending)).status).toBe(403);
    expect((await list("", customer)).status).toBe(403);
    const viaCookie = await vendorsList(apiRequest("/api/vendors/vendors_list/", { headers: await cookieHeaders(admin) }), noParams);
    expect(viaCookie.status).toBe(200);
  });

  it("refuses the domain function to anyone but staff, too", async () => {
    await expect(listVendors(newContext(db, VISITOR))).rejects.toThrow(Unauthenticated);
    const asCustomer = newContext(db, { kind: "user", id: customer.id, email: customer.email, role: "Customer", verified: true });
    await expect(listVendors(asCustomer)).rejects.toThrow(Forbidden);
  });
});

describe("POST /api/vendors/details/", () => {
  const GOOD = {
    name: "  Okanagan Orchards Inc. ",
    primary_contact: "Jean-Luc Côté",
    main_phone: "+1 (250) 555-0199 ext. 12",
    fax: "250.555.0198",
    email: "orders@okanagan.example.ca",
  };

  it("adds a vendor (201) and answers it, trimmed", async () => {
    const before = await vendorCount();
    const answer = await create(GOOD);
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(VENDOR_KEYS);
    expect(answer.body).toMatchObject({ ...GOOD, name: "Okanagan Orchards Inc." });
    expect(await vendorCount()).toBe(before + 1);
    const row = await stored(answer.body.id);
    expect(row).toMatchObject({ name: "Okanagan Orchards Inc.", primaryContact: "Jean-Luc Côté", mainPhone: GOOD.main_phone, fax: GOOD.fax, email: GOOD.email });
  });

  it("needs only the name; the other fields default to blank", async () => {
    const answer = await create({ name: "Just A Name Foods" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: "Just A Name Foods", primary_contact: "", main_phone: "", fax: "", email: "" });
    const blanks = await create({ name: "Blank Fields Foods", primary_contact: "", main_phone: "", fax: "", email: "" });
    expect(blanks.status).toBe(201);
  });

  it.each([
    ["a missing name", { ...GOOD, name: undefined }, { name: [REQUIRED] }],
    ["a blank name", { ...GOOD, name: "   " }, { name: [REQUIRED] }],
    ["an empty name", { ...GOOD, name: "" }, { name: [REQUIRED] }],
    ["a name that is not text", { ...GOOD, name: 42 }, { name: [expect.any(String)] }],
    ["a name that is null", { ...GOOD, name: null }, { name: [expect.any(String)] }],
    ["a name too long", { ...GOOD, name: "n".repeat(201) }, { name: ["At most 200 characters."] }],
    ["a NUL byte in the name", { ...GOOD, name: "Bad\u0000Vendor" }, { name: [expect.stringContaining("NUL")] }],
    ["a lone surrogate in the contact", { ...GOOD, primary_contact: "x\ud800" }, { primary_contact: [expect.any(String)] }],
    ["a NUL byte in the email", { ...GOOD, email: "a\u0000@b.ca" }, { email: [expect.any(String)] }],
    ["a bad email", { ...GOOD, email: "not-an-email" }, { email: [BAD_EMAIL] }],
    ["an email without a domain", { ...GOOD, email: "orders@" }, { email: [BAD_EMAIL] }],
    ["letters in the phone", { ...GOOD, main_phone: "call us" }, { main_phone: [expect.any(String)] }],
    ["too few digits in the phone", { ...GOOD, main_phone: "555-01" }, { main_phone: [expect.any(String)] }],
    ["letters in the fax", { ...GOOD, fax: "fax me" }, { fax: [expect.any(String)] }],
  ])("refuses %s (400, nothing stored)", async (_label, body, fields) => {
    const before = await vendorCount();
    const answer = await create(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(fields);
    expect(await vendorCount()).toBe(before);
  });

  it("refuses a body that is not a JSON object", async () => {
    const before = await vendorCount();
    for (const body of ["{not json", "[]", "null"]) {
      const response = await createVendor(apiRequest("/api/vendors/details/", { method: "POST", body, headers: tokenHeader(admin) }), noParams);
      expect(response.status).toBe(400);
    }
    expect(await vendorCount()).toBe(before);
  });

  it("refuses a second vendor with the same name, case aside", async () => {
    await create({ name: "Twin Harbours Seafood" });
    const before = await vendorCount();
    const again = await create({ name: "TWIN HARBOURS SEAFOOD" });
    expect(again).toMatchObject({ status: 400, body: { name: ["A vendor with this name already exists."] } });
    expect(await vendorCount()).toBe(before);
  });

  it("is for staff only: visitor 401, customers 403, and stores nothing", async () => {
    const before = await vendorCount();
    expect((await create(GOOD, VISITOR_CALL)).status).toBe(401);
    expect((await create(GOOD, pending)).status).toBe(403);
    expect((await create(GOOD, customer)).status).toBe(403);
    expect(await vendorCount()).toBe(before);
  });

  it("refuses a cookie-authenticated write from another site", async () => {
    const response = await createVendor(
      apiRequest("/api/vendors/details/", { method: "POST", body: { name: "Cross Site Foods" }, headers: await cookieHeaders(admin, { origin: "https://evil.example" }) }),
      noParams,
    );
    expect(response.status).toBe(403);
    const sameSite = await createVendor(
      apiRequest("/api/vendors/details/", { method: "POST", body: { name: "Same Site Foods" }, headers: await cookieHeaders(admin, { origin: SAME_ORIGIN }) }),
      noParams,
    );
    expect(sameSite.status).toBe(201);
  });
});

describe("two saves of one name at once", () => {
  it("one vendor is made and the other save is a 400 on name (the unique index settles the race)", async () => {
    const before = await vendorCount();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => create({ name: i % 2 ? "Racing Dairy Co" : "racing dairy co" })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(Object.keys(refused.body)).toEqual(["name"]);
    expect(await vendorCount()).toBe(before + 1);
  });
});

describe("PATCH /api/vendors/details/{id}/", () => {
  it("changes only the fields sent", async () => {
    const v = await build.vendor();
    const answer = await patch(v.id, { primary_contact: "Amélie Tremblay", email: " sales@new.example.ca " });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: v.id, name: v.name, primary_contact: "Amélie Tremblay", main_phone: v.mainPhone, fax: v.fax, email: "sales@new.example.ca" });
    expect(await stored(v.id)).toMatchObject({ name: v.name, primaryContact: "Amélie Tremblay", email: "sales@new.example.ca", mainPhone: v.mainPhone, fax: v.fax });
  });

  it("edits every field, and clears optional ones with blanks", async () => {
    const v = await build.vendor();
    const full = { name: "Renamed Provisions", primary_contact: "", main_phone: "6045550123", fax: "", email: "" };
    const answer = await patch(v.id, full);
    expect(answer).toMatchObject({ status: 200, body: { id: v.id, ...full } });
    expect(await stored(v.id)).toMatchObject({ name: full.name, primaryContact: "", mainPhone: full.main_phone, fax: "", email: "" });
  });

  it("answers the vendor unchanged for an empty patch", async () => {
    const v = await build.vendor();
    expect(await patch(v.id, {})).toMatchObject({ status: 200, body: { id: v.id, name: v.name } });
  });

  it("keeps a vendor's own name in another case, but not another vendor's", async () => {
    const v = await build.vendor({ name: "Lower Mainland Meats" });
    const other = await build.vendor({ name: "Island Bakery Supply" });
    expect(await patch(v.id, { name: "LOWER MAINLAND MEATS" })).toMatchObject({ status: 200, body: { name: "LOWER MAINLAND MEATS" } });
    expect(await patch(v.id, { name: "island bakery supply" })).toMatchObject({ status: 400, body: { name: ["A vendor with this name already exists."] } });
    expect((await stored(v.id)).name).toBe("LOWER MAINLAND MEATS");
    expect((await stored(other.id)).name).toBe("Island Bakery Supply");
  });

  it.each([
    ["a blank name", { name: "  " }, { name: [REQUIRED] }],
    ["a null name", { name: null }, { name: [expect.any(String)] }],
    ["a bad email", { email: "orders at example.ca" }, { email: [BAD_EMAIL] }],
    ["a NUL byte", { primary_contact: "a\u0000b" }, { primary_contact: [expect.stringContaining("NUL")] }],
    ["a bad phone", { main_phone: "604-CALL-NOW" }, { main_phone: [expect.any(String)] }],
  ])("refuses %s (400, nothing changed)", async (_label, body, fields) => {
    const v = await build.vendor();
    const answer = await patch(v.id, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(fields);
    expect(await stored(v.id)).toEqual(v);
  });

  it("answers 404 for a vendor that does not exist, even with a bad body", async () => {
    for (const id of [999_999, "0", "abc", "2147483648", "-1"]) {
      expect(await patch(id, { name: "Ghost Foods" })).toMatchObject({ status: 404, body: { detail: "Not found." } });
    }
    expect((await patch(999_998, { name: "" })).status).toBe(404);
  });

  it("is for staff only: visitor 401, customers 403, and changes nothing", async () => {
    const v = await build.vendor();
    expect((await patch(v.id, { name: "Hijacked" }, VISITOR_CALL)).status).toBe(401);
    expect((await patch(v.id, { name: "Hijacked" }, pending)).status).toBe(403);
    expect((await patch(v.id, { name: "Hijacked" }, customer)).status).toBe(403);
    // Who is calling comes before whether the vendor exists.
    expect((await patch(999_997, { name: "Hijacked" }, customer)).status).toBe(403);
    expect(await stored(v.id)).toEqual(v);
  });
});

describe("the edit page's lookup", () => {
  it("finds a vendor by its path segment, and nothing for an unknown or malformed one", async () => {
    const v = await build.vendor();
    const ctx = newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });
    expect(await loadSubject(ctx, "/admin/edit-vendor/[id]", String(v.id))).toMatchObject({ id: v.id, name: v.name });
    for (const raw of ["999999", "0", "x1", "1.5", ""]) await expect(loadSubject(ctx, "/admin/edit-vendor/[id]", raw)).rejects.toThrow(NotFound);
  });
});
