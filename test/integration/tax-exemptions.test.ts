import { beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { GET as getProfile, PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { PATCH as patchRegistrationProfile } from "@/app/api/users/registration_profile/[id]/route";
import { PATCH as verify } from "@/app/api/users/profile_verification/[id]/route";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { getDb } from "@/db/client";
import { customerTaxExemptions, users } from "@/db/schema";
import { readTaxExemptions } from "@/lib/customers/tax-exemptions";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * A customer's exemptions from the provincial taxes (issue 29, docs/taxes.md): staff set them with
 * PATCH /api/users/profile/{id}/ {tax_exemptions}, the whole list at once; every profile answer
 * shows them, to staff and to the customer; a customer may not set them; bad input writes nothing.
 */

const params = (id: number | string) => routeParams({ id: String(id) });
const profilePath = (id: number | string) => `/api/users/profile/${id}/`;

async function patch(target: number, body: unknown, as?: TestUser, headers: Record<string, string> = {}) {
  return json(await patchProfile(apiRequest(profilePath(target), { method: "PATCH", body, headers: { ...(as ? tokenHeader(as) : {}), ...headers } }), params(target)));
}

async function profile(target: number, as?: TestUser) {
  return json(await getProfile(apiRequest(profilePath(target), { headers: as ? tokenHeader(as) : {} }), params(target)));
}

/** What the table holds for the customer, by code. */
async function stored(userId: number) {
  const db = await getDb();
  return db
    .select({ code: customerTaxExemptions.code, number: customerTaxExemptions.number })
    .from(customerTaxExemptions)
    .where(eq(customerTaxExemptions.userId, userId))
    .orderBy(asc(customerTaxExemptions.code));
}

async function firstName(userId: number): Promise<string> {
  const [row] = await (await getDb()).select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row.firstName;
}

const BC_AND_QC = [
  { code: "QST", number: "1234567890TQ0001" },
  { code: "PST_BC", number: "PST-1234-5678" },
];

beforeEach(() => resetAllLimiters());

describe("staff set a customer's tax exemptions", () => {
  it("stores them with the other fields of the PATCH, trimmed, and every profile answer shows them, to staff and to the customer", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const answer = await patch(customer.id, { first_name: "Renée", tax_exemptions: [{ code: "QST", number: "  1234567890TQ0001 " }, { code: "PST_BC", number: "PST-1234-5678" }] }, admin);
    expect(answer.status).toBe(200);
    // In a stable order, by code (PST_BC before QST), whatever order they were sent in.
    const expected = [
      { code: "PST_BC", number: "PST-1234-5678" },
      { code: "QST", number: "1234567890TQ0001" },
    ];
    expect(answer.body).toMatchObject({ id: customer.id, first_name: "Renée", tax_exemptions: expected });
    expect(await stored(customer.id)).toEqual(expected);
    expect((await profile(customer.id, admin)).body.tax_exemptions).toEqual(expected);
    expect(await profile(customer.id, customer)).toMatchObject({ status: 200, body: { tax_exemptions: expected } });
    // The tax computation's reader sees the same.
    expect(await readTaxExemptions({ db: await getDb() }, customer.id)).toEqual(expected);
    // Verifying answers the profile too.
    const verified = await json(await verify(apiRequest(`/api/users/profile_verification/${customer.id}/`, { method: "PATCH", body: { verified: true }, headers: tokenHeader(admin) }), params(customer.id)));
    expect(verified).toMatchObject({ status: 200, body: { tax_exemptions: expected } });
  });

  it("replaces the whole list, keeps it when a PATCH does not name it, and [] removes them all", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const bystander = await build.customer();
    await patch(bystander.id, { tax_exemptions: [{ code: "RST_MB", number: "MB-777" }] }, admin);

    expect((await patch(customer.id, { tax_exemptions: BC_AND_QC }, admin)).status).toBe(200);
    const replaced = await patch(customer.id, { tax_exemptions: [{ code: "PST_SK", number: "SK 42" }, { code: "QST", number: "9999999999TQ0001" }] }, admin);
    expect(replaced).toMatchObject({ status: 200, body: { tax_exemptions: [{ code: "PST_SK", number: "SK 42" }, { code: "QST", number: "9999999999TQ0001" }] } });
    expect(await stored(customer.id)).toEqual([{ code: "PST_SK", number: "SK 42" }, { code: "QST", number: "9999999999TQ0001" }]);

    expect(await patch(customer.id, { company: "Renamed Co" }, admin)).toMatchObject({ status: 200, body: { company: "Renamed Co", tax_exemptions: [{ code: "PST_SK" }, { code: "QST" }] } });
    expect(await patch(customer.id, { tax_exemptions: [] }, customer)).toMatchObject({ status: 403 });
    expect(await patch(customer.id, { tax_exemptions: [] }, admin)).toMatchObject({ status: 200, body: { tax_exemptions: [] } });
    expect(await stored(customer.id)).toEqual([]);
    expect(await stored(bystander.id)).toEqual([{ code: "RST_MB", number: "MB-777" }]);
  });

  it("two saves racing each other end as one of them, never a mix or a duplicate key", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const first = [{ code: "QST", number: "AAA" }, { code: "PST_BC", number: "BBB" }];
    const second = [{ code: "PST_BC", number: "CCC" }, { code: "PST_SK", number: "DDD" }];
    const answers = await Promise.all([patch(customer.id, { tax_exemptions: first }, admin), patch(customer.id, { tax_exemptions: second }, admin)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await stored(customer.id);
    const sorted = (list: typeof first) => [...list].sort((a, b) => a.code.localeCompare(b.code));
    expect([sorted(first), sorted(second)]).toContainEqual(rows);
  });
});

describe("bad exemptions are a 400 and write nothing", () => {
  it.each([
    ["an unknown tax", [{ code: "GST", number: "123" }], "tax_exemptions.0.code"],
    ["HST, which no customer is exempt from here", [{ code: "HST", number: "123" }], "tax_exemptions.0.code"],
    ["a code in lower case", [{ code: "qst", number: "123" }], "tax_exemptions.0.code"],
    ["an empty number", [{ code: "QST", number: "" }], "tax_exemptions.0.number"],
    ["a blank number", [{ code: "PST_BC", number: "   " }], "tax_exemptions.0.number"],
    ["no number", [{ code: "PST_BC" }], "tax_exemptions.0.number"],
    ["a number of 41 characters", [{ code: "PST_BC", number: "1".repeat(41) }], "tax_exemptions.0.number"],
    ["a number with a line break", [{ code: "PST_BC", number: "12\n34" }], "tax_exemptions.0.number"],
    ["a number that is a number", [{ code: "PST_BC", number: 1234 }], "tax_exemptions.0.number"],
    ["one code twice", [{ code: "QST", number: "1" }, { code: "PST_BC", number: "2" }, { code: "QST", number: "3" }], "tax_exemptions"],
    ["an object instead of a list", { code: "QST", number: "1" }, "tax_exemptions"],
    ["a list of strings", ["QST"], "tax_exemptions.0"],
    ["null", null, "tax_exemptions"],
    ["five entries", ["QST", "PST_BC", "RST_MB", "PST_SK", "QST"].map((code, i) => ({ code, number: String(i) })), "tax_exemptions"],
  ])("%s", async (_label, exemptions, field) => {
    const admin = await build.admin();
    const customer = await build.customer();
    await patch(customer.id, { tax_exemptions: BC_AND_QC }, admin);
    const answer = await patch(customer.id, { first_name: "Nope", tax_exemptions: exemptions }, admin);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toContain(field);
    expect(await stored(customer.id)).toEqual([BC_AND_QC[1], BC_AND_QC[0]]);
    expect(await firstName(customer.id)).toBe("Test");
  });

  it("names the code listed twice, in the caller's language", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const twice = [{ code: "PST_SK", number: "1" }, { code: "PST_SK", number: "2" }];
    expect(await patch(customer.id, { tax_exemptions: twice }, admin)).toEqual({
      status: 400,
      body: { tax_exemptions: ["PST_SK is listed twice: a customer holds one number per tax."] },
    });
    expect(await patch(customer.id, { tax_exemptions: twice }, admin, { "accept-language": "fr-CA" })).toEqual({
      status: 400,
      body: { tax_exemptions: ["PST_SK figure deux fois\u00a0: un client a un seul numéro par taxe."] },
    });
    expect(await stored(customer.id)).toEqual([]);
  });
});

describe("who may set and read them", () => {
  it("a customer may not set their own (403, nothing written, the other fields neither), and reads those staff set", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const refused = await patch(customer.id, { first_name: "Sneaky", tax_exemptions: [{ code: "PST_BC", number: "MINE" }] }, customer);
    expect(refused).toEqual({ status: 403, body: { detail: "Only staff can record a customer's tax exemptions." } });
    expect(await stored(customer.id)).toEqual([]);
    expect(await firstName(customer.id)).toBe("Test");
    // Nor through the registration's PATCH, nor by removing them.
    const registration = await json(
      await patchRegistrationProfile(
        apiRequest(`/api/users/registration_profile/${customer.id}/`, { method: "PATCH", body: { tax_exemptions: [] }, headers: tokenHeader(customer) }),
        params(customer.id),
      ),
    );
    expect(registration.status).toBe(403);

    await patch(customer.id, { tax_exemptions: [{ code: "PST_BC", number: "PST-1" }] }, admin);
    expect(await patch(customer.id, { tax_exemptions: [] }, customer)).toMatchObject({ status: 403 });
    expect(await stored(customer.id)).toEqual([{ code: "PST_BC", number: "PST-1" }]);
    // Their own PATCH without the field still works, and answers them.
    expect(await patch(customer.id, { first_name: "Marie" }, customer)).toMatchObject({ status: 200, body: { first_name: "Marie", tax_exemptions: [{ code: "PST_BC", number: "PST-1" }] } });
    expect(await profile(customer.id, customer)).toMatchObject({ status: 200, body: { tax_exemptions: [{ code: "PST_BC", number: "PST-1" }] } });
    expect(await patch(customer.id, {}, customer)).toMatchObject({ status: 200, body: { tax_exemptions: [{ code: "PST_BC", number: "PST-1" }] } });
  });

  it("another customer's id is not found (before their body is read), to read or to set; a visitor is a 401", async () => {
    const admin = await build.admin();
    const me = await build.customer();
    const other = await build.customer();
    await patch(other.id, { tax_exemptions: [{ code: "QST", number: "THEIRS" }] }, admin);
    expect(await patch(other.id, { tax_exemptions: [] }, me)).toMatchObject({ status: 404 });
    expect(await patch(other.id, { tax_exemptions: "garbage" }, me)).toMatchObject({ status: 404 });
    expect((await profile(other.id, me)).status).toBe(404);
    expect(await patch(other.id, { tax_exemptions: [] })).toEqual({ status: 401, body: { detail: "Authentication credentials were not provided." } });
    expect((await profile(other.id)).status).toBe(401);
    expect(await stored(other.id)).toEqual([{ code: "QST", number: "THEIRS" }]);
  });

  it("staff setting them on an unknown id or on another admin get a 404", async () => {
    const admin = await build.admin();
    const otherAdmin = await build.admin();
    expect((await patch(999_999, { tax_exemptions: [] }, admin)).status).toBe(404);
    expect((await patch(otherAdmin.id, { tax_exemptions: [{ code: "QST", number: "1" }] }, admin)).status).toBe(404);
    expect(await stored(otherAdmin.id)).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  it("describes the profile answer with its exact keys, tax_exemptions among them, and the staff-only field's 403", async () => {
    const doc = await (await openApi(apiRequest("/api/openapi.json"), noParams)).json();
    const schema = doc.components.schemas.Profile as { properties: Record<string, { items?: { properties: { code: { enum: string[] } } } }>; required: string[] };
    const customer = await build.customer();
    const answer = await profile(customer.id, customer);
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(answer.body).sort());
    expect(schema.required.sort()).toEqual(Object.keys(answer.body).sort());
    expect(schema.properties.tax_exemptions.items!.properties.code.enum).toEqual(["QST", "PST_BC", "RST_MB", "PST_SK"]);
    const operation = doc.paths["/api/users/profile/{id}/"].patch;
    expect(operation.responses["200"].content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Profile" });
    expect(operation.responses).toHaveProperty("403");
    expect(Object.keys(operation.requestBody.content["application/json"].schema.properties)).toContain("tax_exemptions");
  });
});
