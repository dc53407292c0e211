import { beforeEach, describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { eq, inArray } from "drizzle-orm";
import { GET as getProfile, PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { PATCH as patchRegistrationProfile } from "@/app/api/users/registration_profile/[id]/route";
import { PATCH as verify } from "@/app/api/users/profile_verification/[id]/route";
import { GET as currentUser } from "@/app/api/rest-auth/user/route";
import { GET as unknownApi } from "@/app/api/[...unknown]/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { sessionCookie, tokenHeader } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams, TEST_ORIGIN } from "@/test/support/requests";

const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const params = (id: number | string) => routeParams({ id: String(id) });
const profilePath = (id: number | string) => `/api/users/profile/${id}/`;

const validPatch = {
  phone_number: "6045550199",
  first_name: "Marie",
  last_name: "Tremblay",
  address: "99 Water St",
  townCity: "Vancouver",
  state: "BC",
  zipcode: "v6b1a1",
  company: "Gastown Deli",
};

beforeEach(() => resetAllLimiters());

describe("GET and PATCH /api/users/profile/{id}/", () => {
  it("a customer reads their own profile with every profile field, and no secret", async () => {
    const user = await build.customer({ verified: false });
    const answer = await json(await getProfile(apiRequest(profilePath(user.id), { headers: tokenHeader(user) }), params(user.id)));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      // tax_exemptions: issue 29 (test/integration/tax-exemptions.test.ts).
      ["address", "company", "country", "email", "first_name", "form", "id", "language", "last_name", "phone_number", "state", "tax_exemptions", "townCity", "username", "verified", "zipcode"].sort(),
    );
    expect(answer.body).toMatchObject({ id: user.id, email: user.email, verified: false, form: "Customer", country: "Canada", language: null, tax_exemptions: [] });
  });

  it("stores the language a customer chooses, refuses another one, and clears it with null or a blank", async () => {
    const user = await build.customer();
    const patch = async (body: object) => json(await patchProfile(apiRequest(profilePath(user.id), { method: "PATCH", body, headers: tokenHeader(user) }), params(user.id)));
    expect(await patch({ language: "fr-CA" })).toMatchObject({ status: 200, body: { language: "fr-CA", first_name: "Test" } });
    for (const bad of ["fr", "de-DE", 1, ["fr-CA"]]) {
      const refused = await patch({ language: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body).toHaveProperty("language");
    }
    expect((await patch({ first_name: "Renée" })).body.language).toBe("fr-CA");
    expect((await patch({ language: "" })).body.language).toBeNull();
    expect((await patch({ language: "en-CA" })).body.language).toBe("en-CA");
    expect((await patch({ language: null })).body.language).toBeNull();
  });

  it("another customer's profile is not found; a visitor is a 401; a bad id is a 404", async () => {
    const me = await build.customer();
    const other = await build.customer();
    expect((await getProfile(apiRequest(profilePath(other.id), { headers: tokenHeader(me) }), params(other.id))).status).toBe(404);
    expect((await patchProfile(apiRequest(profilePath(other.id), { method: "PATCH", body: validPatch, headers: tokenHeader(me) }), params(other.id))).status).toBe(404);
    expect(await json(await getProfile(apiRequest(profilePath(me.id)), params(me.id)))).toEqual({ status: 401, body: { detail: "Authentication credentials were not provided." } });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      expect((await getProfile(apiRequest(profilePath(bad), { headers: tokenHeader(me) }), params(bad))).status).toBe(404);
    }
    const [otherRow] = await (await getDb()).select().from(users).where(eq(users.id, other.id));
    expect(otherRow.firstName).toBe("Test");
  });

  it("an admin reads any profile", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    expect((await getProfile(apiRequest(profilePath(customer.id), { headers: tokenHeader(admin) }), params(customer.id))).status).toBe(200);
  });

  it("staff set a customer's language (the edit customer page), which only that customer's row takes; a bad one changes nothing", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const bystander = await build.customer();
    const patch = async (body: object) => json(await patchProfile(apiRequest(profilePath(customer.id), { method: "PATCH", body, headers: tokenHeader(admin) }), params(customer.id)));
    expect(await patch({ language: "fr-CA" })).toMatchObject({ status: 200, body: { id: customer.id, language: "fr-CA" } });
    const refused = await patch({ language: "fr-FR", first_name: "Nope" });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty("language");
    const rows = await (await getDb()).select({ id: users.id, locale: users.locale, firstName: users.firstName }).from(users).where(inArray(users.id, [customer.id, bystander.id]));
    expect(rows.find((row) => row.id === customer.id)).toMatchObject({ locale: "fr-CA", firstName: "Test" });
    expect(rows.find((row) => row.id === bystander.id)?.locale).toBeNull();
  });

  it("updates the profile, normalises the postal code, and never changes email, verified or role", async () => {
    const user = await build.customer({ verified: false });
    const answer = await json(
      await patchProfile(
        apiRequest(profilePath(user.id), { method: "PATCH", body: { ...validPatch, email: "evil@x.ca", verified: true, form: "Admin", role: "Admin" }, headers: tokenHeader(user) }),
        params(user.id),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ first_name: "Marie", zipcode: "V6B 1A1", company: "Gastown Deli", email: user.email, verified: false, form: "Customer" });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, verified: false, role: "Customer", zipcode: "V6B 1A1" });
  });

  it("takes a phone typed with spaces, dashes or brackets and stores its digits", async () => {
    const user = await build.customer();
    const answer = await json(await patchProfile(apiRequest(profilePath(user.id), { method: "PATCH", body: { ...validPatch, phone_number: "+1 (604) 555-0100" }, headers: tokenHeader(user) }), params(user.id)));
    expect(answer).toMatchObject({ status: 200, body: { phone_number: "16045550100" } });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row.phoneNumber).toBe("16045550100");
  });

  it.each([
    ["a US zip", { zipcode: "90210" }, "zipcode"],
    ["letters in the phone", { phone_number: "604-CALL-NOW" }, "phone_number"],
    ["an empty first name", { first_name: "  " }, "first_name"],
    ["another country", { country: "USA" }, "country"],
    ["a number as address", { address: 12 }, "address"],
  ])("refuses %s with a 400 and changes nothing", async (_label, patch, field) => {
    const user = await build.customer();
    const answer = await json(await patchProfile(apiRequest(profilePath(user.id), { method: "PATCH", body: { ...validPatch, ...patch }, headers: tokenHeader(user) }), params(user.id)));
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty(field);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row.firstName).toBe("Test");
  });

  it("PATCH /api/users/registration_profile/{id}/ fills the profile after registering, with the new token", async () => {
    const user = await build.customer({ verified: false });
    const answer = await json(await patchRegistrationProfile(apiRequest(`/api/users/registration_profile/${user.id}/`, { method: "PATCH", body: validPatch, headers: tokenHeader(user) }), params(user.id)));
    expect(answer).toMatchObject({ status: 200, body: { last_name: "Tremblay", townCity: "Vancouver" } });
    const other = await build.customer();
    expect((await patchRegistrationProfile(apiRequest(`/api/users/registration_profile/${other.id}/`, { method: "PATCH", body: validPatch, headers: tokenHeader(user) }), params(other.id))).status).toBe(404);
    expect((await patchRegistrationProfile(apiRequest(`/api/users/registration_profile/${user.id}/`, { method: "PATCH", body: validPatch }), params(user.id))).status).toBe(401);
  });
});

describe("PATCH /api/users/profile_verification/{id}/", () => {
  it("lets an admin verify a customer, who then sees prices on the next request", async () => {
    const admin = await build.admin();
    const customer = await build.customer({ verified: false });
    const answer = await json(await verify(apiRequest(`/api/users/profile_verification/${customer.id}/`, { method: "PATCH", body: { verified: true }, headers: tokenHeader(admin) }), params(customer.id)));
    expect(answer).toMatchObject({ status: 200, body: { id: customer.id, verified: true } });
    const me = await json(await currentUser(apiRequest("/api/rest-auth/user/", { headers: tokenHeader(customer) }), noParams));
    expect(me.body.verified).toBe(true);
  });

  it("refuses customers (403), visitors (401), bad bodies (400), unknown or admin ids (404)", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const target = await build.customer({ verified: false });
    const call = (id: number | string, body: unknown, headers: Record<string, string> = {}) =>
      verify(apiRequest(`/api/users/profile_verification/${id}/`, { method: "PATCH", body, headers }), params(id));
    expect((await call(target.id, { verified: true }, tokenHeader(customer))).status).toBe(403);
    expect((await call(target.id, { verified: true })).status).toBe(401);
    expect((await call(target.id, { verified: "yes" }, tokenHeader(admin))).status).toBe(400);
    expect((await call(target.id, {}, tokenHeader(admin))).status).toBe(400);
    expect((await call(999999, { verified: true }, tokenHeader(admin))).status).toBe(404);
    expect((await call(admin.id, { verified: false }, tokenHeader(admin))).status).toBe(404);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, target.id));
    expect(row.verified).toBe(false);
  });
});

describe("the web session cookie", () => {
  it("authenticates reads; role and verified come from the database on every request", async () => {
    const user = await build.customer();
    const cookie = await sessionCookie(user);
    const read = () => currentUser(apiRequest("/api/rest-auth/user/", { headers: { cookie } }), noParams).then(json);
    expect(await read()).toMatchObject({ status: 200, body: { verified: true, form: "Customer" } });
    await (await getDb()).update(users).set({ verified: false }).where(eq(users.id, user.id));
    expect((await read()).body.verified).toBe(false);
    await (await getDb()).update(users).set({ tokenVersion: user.tokenVersion + 1 }).where(eq(users.id, user.id));
    expect((await read()).status).toBe(401);
  });

  it("a forged or foreign cookie is nobody", async () => {
    const user = await build.customer();
    const foreign = await encode({ token: { uid: user.id, tv: user.tokenVersion }, secret: "another-shop-secret-of-at-least-32-chars" });
    for (const cookie of [`next-auth.session-token=${foreign}`, "next-auth.session-token=garbage"]) {
      expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: { cookie } }), noParams)).status).toBe(401);
    }
  });

  it("cookie-authenticated writes need the shop's own Origin; tokens do not", async () => {
    const user = await build.customer();
    const cookie = await sessionCookie(user);
    const patch = (headers: Record<string, string>) =>
      patchProfile(apiRequest(profilePath(user.id), { method: "PATCH", body: { first_name: "Changed" }, headers }), params(user.id));
    expect((await patch({ cookie })).status).toBe(403);
    expect(await json(await patch({ cookie, origin: "https://evil.example.com" }))).toMatchObject({ status: 403, body: { detail: expect.stringContaining("CSRF Failed") } });
    expect((await patch({ cookie, "sec-fetch-site": "cross-site" })).status).toBe(403);
    const [unchanged] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(unchanged.firstName).toBe("Test");
    expect((await patch({ cookie, origin: TEST_ORIGIN })).status).toBe(200);
    expect((await patch(tokenHeader(user))).status).toBe(200);
  });

  it("an x-middleware-subrequest header changes nothing", async () => {
    const user = await build.customer();
    const headers = { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" };
    expect((await getProfile(apiRequest(profilePath(user.id), { headers }), params(user.id))).status).toBe(401);
    expect((await getProfile(apiRequest(profilePath(user.id), { headers: { ...headers, ...tokenHeader(user) } }), params(user.id))).status).toBe(200);
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    expect(await json(await unknownApi(apiRequest("/api/nothing/"), noParams))).toEqual({ status: 404, body: { detail: "Not found." } });
  });
});
