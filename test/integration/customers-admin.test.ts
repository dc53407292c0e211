import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as customersList } from "@/app/api/users/customers_list/route";
import { GET as customersListV2 } from "@/app/api/users/customers_list_v2/route";
import { POST as createCustomer } from "@/app/api/users/profile/route";
import { DELETE as deleteProfile, PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { PATCH as verify } from "@/app/api/users/profile_verification/[id]/route";
import { POST as checkCode } from "@/app/api/users/reset_password_code_check/route";
import { POST as changePassword } from "@/app/api/users/change_password/route";
import { POST as login } from "@/app/api/rest-auth/login/route";
import { GET as currentUser } from "@/app/api/rest-auth/user/route";
import { GET as orderDetails } from "@/app/api/orders/order/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { apiTokens, orders, passwordResetCodes, users } from "@/db/schema";
import { customersScreen, INVITATION_CODE_TTL_DAYS, listCustomers } from "@/lib/customers/customers-admin";
import { loadSubject } from "@/lib/entry/page-subjects";
import { VISITOR, type Actor } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { Forbidden, NotFound, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { getOrder } from "@/lib/orders/customer-orders";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams, TEST_ORIGIN } from "@/test/support/requests";
import { decodeQuotedPrintable, readableMail, startSmtpReceiver, type ReceivedMail } from "@/test/support/smtp-receiver";

/* docs/product.md §2 customers screens, §5 create-customer, §7 users: the back office's customer calls, staff only. */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

const EMAIL_TAKEN = "A user is already registered with this e-mail address.";
const CUSTOMER_KEYS = ["address", "company", "country", "email", "first_name", "id", "last_name", "phone_number", "price_list", "state", "townCity", "username", "verified", "zipcode"];

const headersOf = (user: TestUser | null) => (user ? tokenHeader(user) : {});
const params = (id: number | string) => routeParams({ id: String(id) });

const create = async (body: unknown, user: TestUser | null = admin) =>
  json(await createCustomer(apiRequest("/api/users/profile/", { method: "POST", body, headers: headersOf(user) }), noParams));
const remove = async (id: number | string, user: TestUser | null = admin) => {
  const response = await deleteProfile(apiRequest(`/api/users/profile/${id}`, { method: "DELETE", headers: headersOf(user) }), params(id));
  return { status: response.status, text: await response.text() };
};
const setVerified = async (id: number | string, body: unknown, user: TestUser | null = admin) =>
  json(await verify(apiRequest(`/api/users/profile_verification/${id}/`, { method: "PATCH", body, headers: headersOf(user) }), params(id)));
const list = async (query = "", user: TestUser | null = admin) =>
  json(await customersList(apiRequest(`/api/users/customers_list/${query}`, { headers: headersOf(user) }), noParams));
const listAll = async (user: TestUser | null = admin) => json(await customersListV2(apiRequest("/api/users/customers_list_v2/", { headers: headersOf(user) }), noParams));
const whoAmI = async (headers: Record<string, string>) => (await currentUser(apiRequest("/api/rest-auth/user/", { headers }), noParams)).status;

const userCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const stored = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];
const actorOf = (user: TestUser, role: "Admin" | "Customer"): Actor => ({ kind: "user", id: user.id, email: user.email, role, verified: true });

/** The mails to `to` that arrived after `before` mails, once at least `atLeast` are there. */
async function mailsTo(to: string, before: number, atLeast = 1): Promise<ReceivedMail[]> {
  const mine = () => smtp.received.slice(before).filter((m) => m.to.includes(to));
  for (let i = 0; i < 100 && mine().length < atLeast; i++) await new Promise((r) => setTimeout(r, 30));
  return mine().map((m) => ({ ...m, raw: decodeQuotedPrintable(m.raw) }));
}

/** Lets any mail that would be sent arrive before counting. */
const settle = () => new Promise((r) => setTimeout(r, 300));

let made = 0;
const newEmail = (label = "new") => `${label}-${(made += 1)}-${process.pid}@customers.example.ca`;

const FULL = {
  company: "  Café Crème Ltée ",
  phone_number: "6045550142",
  first_name: "Josée",
  last_name: "Lavoie",
  country: "canada",
  address: "200 Burrard St",
  townCity: "Vancouver",
  state: "BC",
  zipcode: "v6c 3l6",
};

beforeAll(async () => {
  db = await getDb();
  smtp = await startSmtpReceiver();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
});
afterAll(async () => smtp.stop());
beforeEach(() => resetAllLimiters());

describe("POST /api/users/profile/", () => {
  it("creates a verified customer whose username is the email, with no password, and answers 201 with the customer", async () => {
    const email = newEmail("Full");
    const answer = await create({ ...FULL, email, username: email.toUpperCase(), verified: true });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(CUSTOMER_KEYS);
    expect(answer.body).toMatchObject({
      email,
      username: email,
      verified: true,
      company: "Café Crème Ltée",
      first_name: "Josée",
      country: "Canada",
      zipcode: "V6C 3L6",
      phone_number: "6045550142",
    });
    const row = await stored(answer.body.id);
    expect(row).toMatchObject({ role: "Customer", verified: true, passwordHash: null, username: email });
    // Nobody knows a password: login is refused until the customer sets one.
    const attempt = await login(apiRequest("/api/rest-auth/login/", { method: "POST", body: { email, password: "" + "x" } }), noParams);
    expect(attempt.status).toBe(400);
  });

  it("needs only an email (docs/product.md §5: every other field optional); verified defaults to true, country to Canada", async () => {
    const email = newEmail("min");
    const answer = await create({ email });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ email, username: email, verified: true, country: "Canada", company: "", phone_number: "", zipcode: "" });
    const blanks = await create({ email: newEmail("blank"), phone_number: "", zipcode: "", country: "", company: "" });
    expect(blanks.status).toBe(201);
    expect(blanks.body).toMatchObject({ country: "Canada", zipcode: "", phone_number: "" });
  });

  it("honours verified false (the API's own choice; the screen always sends true)", async () => {
    const answer = await create({ email: newEmail("unverified"), verified: false });
    expect(answer).toMatchObject({ status: 201, body: { verified: false } });
  });

  it("emails an invitation whose code sets a password through reset_password_code_check and change_password", async () => {
    const email = newEmail("invited");
    const before = smtp.received.length;
    const answer = await create({ ...FULL, email });
    expect(answer.status).toBe(201);
    const [mail] = await mailsTo(email, before);
    expect(mail.to).toEqual([email]);
    expect(mail.raw).toMatch(/Subject: Your .* account: choose your password/);
    expect(mail.raw).toContain(`valid for ${INVITATION_CODE_TTL_DAYS} days`);
    expect(mail.raw).toContain(`${TEST_ORIGIN}/validateCode?email=${encodeURIComponent(email)}`);
    const code = mail.raw.match(/Your code is: (\d{6})/)?.[1];
    expect(code).toBeDefined();
    const [codeRow] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, answer.body.id));
    expect(codeRow.codeHash).not.toContain(code);
    expect(codeRow.expiresAt.getTime() - Date.now()).toBeGreaterThan((INVITATION_CODE_TTL_DAYS * 24 - 1) * 3_600_000);

    const checked = await json(await checkCode(apiRequest("/api/users/reset_password_code_check/", { method: "POST", body: { email, code } }), noParams));
    expect(checked).toMatchObject({ status: 200, body: { token: { user: answer.body.id, form: "Customer" } } });
    const changed = await json(
      await changePassword(
        apiRequest("/api/users/change_password/", { method: "POST", body: { new_password: "my own secret" }, headers: { authorization: `Token ${checked.body.token.key}` } }),
        noParams,
      ),
    );
    expect(changed).toMatchObject({ status: 200, body: { user: answer.body.id, email, verified: true, form: "Customer" } });
    const signedIn = await json(await login(apiRequest("/api/rest-auth/login/", { method: "POST", body: { email, password: "my own secret" } }), noParams));
    expect(signedIn).toMatchObject({ status: 200, body: { user: answer.body.id, verified: true } });
  });

  it("invites in the language staff chose: the French invitation links the French page, and the customer's emails follow it", async () => {
    const email = newEmail("invited-fr");
    const before = smtp.received.length;
    const answer = await create({ ...FULL, email, language: "fr-CA" });
    expect(answer.status).toBe(201);
    const [mail] = await mailsTo(email, before);
    const text = readableMail(mail.raw);
    expect(text).toContain("vous a ouvert un compte client");
    expect(text).toMatch(/Votre code\u00a0: \d{6}/);
    expect(text).toContain(`${TEST_ORIGIN}/fr/validateCode?email=${encodeURIComponent(email)}`);
    const [stored] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, answer.body.id));
    expect(stored.locale).toBe("fr-CA");
  });

  it("refuses a language that is not en-CA or fr-CA: 400 {language}, nothing stored, no mail", async () => {
    const email = newEmail("bad-language");
    const before = smtp.received.length;
    const answer = await create({ email, language: "de-DE" });
    expect(answer).toMatchObject({ status: 400, body: { language: [expect.stringContaining("fr-CA")] } });
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received.slice(before).filter((m) => m.to.includes(email))).toEqual([]);
  });

  it("refuses an email already taken in any letter case: 400 {email}, nothing stored, no mail", async () => {
    const count = await userCount();
    const before = smtp.received.length;
    for (const email of [customer.email, customer.email.toUpperCase(), ` ${admin.email.replace(/^./, (c) => c.toUpperCase())} `]) {
      expect(await create({ email })).toEqual({ status: 400, body: { email: [EMAIL_TAKEN] } });
    }
    await settle();
    expect(await userCount()).toBe(count);
    expect(smtp.received.length).toBe(before);
  });

  it.each([
    ["no email", { email: undefined, company: "No Email Co" }, "email"],
    ["a bad email", { email: "not-an-email" }, "email"],
    ["an email too long", { email: `${"a".repeat(250)}@x.ca` }, "email"],
    ["a zip that is not a Canadian postal code", { zipcode: "90210" }, "zipcode"],
    ["a phone with letters", { phone_number: "604-555-CALL" }, "phone_number"],
    ["a phone too long", { phone_number: "1".repeat(21) }, "phone_number"],
    ["a country other than Canada", { country: "USA" }, "country"],
    ["a username other than the email", { username: "someone-else@customers.example.ca" }, "username"],
    ["verified not a boolean", { verified: "yes" }, "verified"],
    ["a company with a NUL byte", { company: "Bad\u0000Co" }, "company"],
    ["a first name not a string", { first_name: 42 }, "first_name"],
    ["a state too long", { state: "B".repeat(101) }, "state"],
  ])("refuses %s: 400 naming the field, nothing stored", async (_, patch, field) => {
    const count = await userCount();
    const answer = await create({ email: newEmail("bad"), ...patch });
    expect(answer.status).toBe(400);
    expect(answer.body[field]).toEqual([expect.any(String)]);
    expect(await userCount()).toBe(count);
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const body of ["[]", "null", "{", '"x"']) {
      const answer = await createCustomer(apiRequest("/api/users/profile/", { method: "POST", body, headers: tokenHeader(admin) }), noParams);
      expect(answer.status).toBe(400);
    }
  });

  it("is for staff only: visitor 401, unverified and verified customers 403, nothing stored", async () => {
    const count = await userCount();
    expect((await create({ email: newEmail() }, null)).status).toBe(401);
    expect((await create({ email: newEmail() }, pending)).status).toBe(403);
    expect((await create({ email: newEmail() }, customer)).status).toBe(403);
    expect(await userCount()).toBe(count);
  });
});

describe("GET /api/users/customers_list/", () => {
  it("pages customers 16 at a time with absolute next and previous links, never admins", async () => {
    const stamp = `Paging${process.pid}`;
    for (let i = 0; i < 18; i++) await build.customer({ company: `${stamp} Foods ${String(i).padStart(2, "0")}` });
    const first = await list(`?search=${stamp}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 18, previous: null, next: `${TEST_ORIGIN}/api/users/customers_list/?search=${stamp}&page=2` });
    expect(first.body.results).toHaveLength(16);
    expect(first.body.results.map((c: { company: string }) => c.company)).toEqual(Array.from({ length: 16 }, (_, i) => `${stamp} Foods ${String(i).padStart(2, "0")}`));
    expect(Object.keys(first.body.results[0]).sort()).toEqual(CUSTOMER_KEYS);
    const second = await list(`?search=${stamp}&page=2`);
    expect(second.body).toMatchObject({ count: 18, next: null, previous: `${TEST_ORIGIN}/api/users/customers_list/?search=${stamp}` });
    expect(second.body.results).toHaveLength(2);
    expect((await list(`?search=${stamp}&page=3`)).status).toBe(404);
    const everyone = await list();
    expect(everyone.body.count).toBe((await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, "Customer")))[0].n);
    const all = await listAll();
    expect(all.body.some((c: { id: number }) => c.id === admin.id)).toBe(false);
  });

  it("searches company, names and email, every word, ignoring case and accents; wildcards are literal", async () => {
    const cafe = await build.customer({ company: "Épicerie Fine Côté", firstName: "Amélie", lastName: "Gagnon" });
    const other = await build.customer({ company: "100% Organic Grocer" });
    const ids = async (term: string) => (await list(`?search=${encodeURIComponent(term)}`)).body.results.map((c: { id: number }) => c.id);
    for (const term of ["epicerie", "ÉPICERIE fine", "cote", "amelie gagnon", "gagnon amelie", cafe.email.toUpperCase(), "  Côté  "]) {
      expect(await ids(term), term).toEqual([cafe.id]);
    }
    expect(await ids("%")).toEqual([other.id]);
    expect(await ids("epicerie zzz-nothing")).toEqual([]);
    expect((await list("?search=")).body.count).toBe((await list()).body.count);
  });

  it("finds those awaiting verification with ?verified=false", async () => {
    const waiting = await build.customer({ verified: false, company: `Waiting ${process.pid}` });
    const answer = await list("?verified=false");
    expect(answer.status).toBe(200);
    expect(answer.body.results.every((c: { verified: boolean }) => !c.verified)).toBe(true);
    expect(answer.body.results.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([waiting.id, pending.id]));
    const verifiedOnly = await list("?verified=true");
    expect(verifiedOnly.body.results.every((c: { verified: boolean }) => c.verified)).toBe(true);
  });

  it("refuses a bad query: 400 naming it", async () => {
    expect(await list("?verified=maybe")).toMatchObject({ status: 400, body: { verified: [expect.any(String)] } });
    expect(await list("?search=a%00b")).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
    expect(await list(`?search=${"a".repeat(101)}`)).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
    expect((await list("?page=abc")).status).toBe(404);
  });

  it("is for staff only: visitor 401, customers 403 (the domain function too)", async () => {
    expect((await list("", null)).status).toBe(401);
    expect((await list("", pending)).status).toBe(403);
    expect((await list("", customer)).status).toBe(403);
    await expect(listCustomers(newContext(db, VISITOR))).rejects.toThrow(Unauthenticated);
    await expect(listCustomers(newContext(db, actorOf(customer, "Customer")))).rejects.toThrow(Forbidden);
  });
});

describe("GET /api/users/customers_list_v2/", () => {
  it("answers every customer, not paginated, by company (accents and case aside; no company last)", async () => {
    const zed = await build.customer({ company: "zed Provisions" });
    const eco = await build.customer({ company: "Écolo Market" });
    const none = await build.customer({ company: "" });
    const answer = await listAll();
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    expect(answer.body).toHaveLength((await list()).body.count);
    const order = answer.body.map((c: { id: number }) => c.id);
    expect(order.indexOf(eco.id)).toBeLessThan(order.indexOf(zed.id));
    expect(order.indexOf(zed.id)).toBeLessThan(order.indexOf(none.id));
    expect(Object.keys(answer.body[0]).sort()).toEqual(CUSTOMER_KEYS);
    expect(JSON.stringify(answer.body)).not.toMatch(/password|token/i);
  });

  it("is for staff only: visitor 401, customers 403", async () => {
    expect((await listAll(null)).status).toBe(401);
    expect((await listAll(pending)).status).toBe(403);
    expect((await listAll(customer)).status).toBe(403);
  });
});

describe("PATCH /api/users/profile_verification/{id}/", () => {
  it("verifies and unverifies; only false → true emails the customer", async () => {
    const target = await build.customer({ verified: false, firstName: "Noé" });
    const email = target.email;
    let before = smtp.received.length;
    expect(await setVerified(target.id, { verified: true })).toMatchObject({ status: 200, body: { id: target.id, verified: true } });
    const [mail] = await mailsTo(email, before);
    expect(mail.raw).toMatch(/Subject: Your .* account is verified/);
    expect(mail.raw).toContain("Hello Noé");
    expect(mail.raw).toContain(`${TEST_ORIGIN}/login`);
    expect((await stored(target.id)).verified).toBe(true);

    before = smtp.received.length;
    expect((await setVerified(target.id, { verified: true })).status).toBe(200);
    expect((await setVerified(target.id, { verified: false })).body.verified).toBe(false);
    await settle();
    expect(smtp.received.slice(before).filter((m) => m.to.includes(email))).toHaveLength(0);
    expect((await stored(target.id)).verified).toBe(false);

    before = smtp.received.length;
    expect((await setVerified(target.id, { verified: true })).status).toBe(200);
    expect(await mailsTo(email, before)).toHaveLength(1);
  });

  it("two verifications at once send one email", async () => {
    const target = await build.customer({ verified: false });
    const before = smtp.received.length;
    const answers = await Promise.all([setVerified(target.id, { verified: true }), setVerified(target.id, { verified: true })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    await settle();
    expect(smtp.received.slice(before).filter((m) => m.to.includes(target.email))).toHaveLength(1);
  });

  it("refuses bad bodies (400), unknown and admin ids (404), customers (403) and visitors (401); nothing changes", async () => {
    const target = await build.customer({ verified: false });
    expect(await setVerified(target.id, { verified: "yes" })).toMatchObject({ status: 400, body: { verified: [expect.any(String)] } });
    expect((await setVerified(target.id, {})).status).toBe(400);
    expect((await setVerified(999_999, { verified: true })).status).toBe(404);
    expect((await setVerified(admin.id, { verified: false })).status).toBe(404);
    expect((await setVerified("abc", { verified: true })).status).toBe(404);
    expect((await setVerified(target.id, { verified: true }, null)).status).toBe(401);
    expect((await setVerified(target.id, { verified: true }, pending)).status).toBe(403);
    expect((await setVerified(target.id, { verified: true }, customer)).status).toBe(403);
    expect((await stored(target.id)).verified).toBe(false);
    expect((await stored(admin.id)).verified).toBe(true);
  });
});

describe("PATCH /api/users/profile/{id}/ by staff", () => {
  it("edits a customer's profile (never the email), but not another admin's (404)", async () => {
    const target = await build.customer();
    const patch = async (id: number, body: unknown) =>
      json(await patchProfile(apiRequest(`/api/users/profile/${id}/`, { method: "PATCH", body, headers: tokenHeader(admin) }), params(id)));
    expect(await patch(target.id, { company: "Renamed Co", email: "changed@customers.example.ca" })).toMatchObject({ status: 200, body: { company: "Renamed Co", email: target.email } });
    const other = await build.admin();
    expect((await patch(other.id, { company: "Taken Over" })).status).toBe(404);
    expect((await patch(other.id, {})).status).toBe(404);
    expect((await stored(other.id)).company).toBe("");
    expect((await patch(admin.id, { company: "Head Office" })).status).toBe(200);
  });
});

describe("DELETE /api/users/profile/{id}", () => {
  it("deletes a customer (204): their token and web session end at once, their orders stay with the snapshot", async () => {
    const gone = await build.customer({ company: "Gone Grocers", firstName: "Ada", lastName: "Leaving" });
    const cookie = { cookie: await sessionCookie(gone) };
    expect(await whoAmI(tokenHeader(gone))).toBe(200);
    expect(await whoAmI(cookie)).toBe(200);
    const product = await build.product();
    const placed = await build.order(gone, [product]);

    const answer = await remove(gone.id);
    expect(answer).toEqual({ status: 204, text: "" });
    expect(await stored(gone.id)).toBeUndefined();
    expect(await whoAmI(tokenHeader(gone))).toBe(401);
    expect(await whoAmI(cookie)).toBe(401);
    expect(await db.select().from(apiTokens).where(eq(apiTokens.userId, gone.id))).toEqual([]);

    const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, placed.id));
    expect(order.customerId).toBeNull();
    const view = await getOrder(newContext(db, actorOf(admin, "Admin")), placed.id);
    expect(view.customer).toMatchObject({ id: gone.id, company: "Gone Grocers", first_name: "Ada", last_name: "Leaving", email: gone.email, current_id: null });
    expect(view.purchased_items).toHaveLength(1);
    const viaApi = await json(await orderDetails(apiRequest(`/api/orders/order/details/${placed.id}/`, { headers: tokenHeader(admin) }), params(placed.id)));
    expect(viaApi).toMatchObject({ status: 200, body: { id: placed.id, customer: { company: "Gone Grocers", current_id: null } } });

    expect((await remove(gone.id)).status).toBe(404);
  });

  it("answers 404 for unknown ids and admins, the caller included; 401 and 403 for others; nothing is deleted", async () => {
    const target = await build.customer();
    const otherAdmin = await build.admin();
    expect((await remove(999_999)).status).toBe(404);
    expect((await remove("abc")).status).toBe(404);
    expect((await remove(admin.id)).status).toBe(404);
    expect((await remove(otherAdmin.id)).status).toBe(404);
    expect((await remove(target.id, null)).status).toBe(401);
    expect((await remove(target.id, pending)).status).toBe(403);
    expect((await remove(target.id, customer)).status).toBe(403);
    expect((await remove(customer.id, customer)).status).toBe(403);
    for (const id of [target.id, admin.id, otherAdmin.id, customer.id]) expect(await stored(id)).toBeDefined();
    expect(await whoAmI(tokenHeader(admin))).toBe(200);
  });
});

describe("the pages' reads", () => {
  it("customersScreen answers the page and how many await verification; the edit page's record is customers only", async () => {
    const ctx = newContext(db, actorOf(admin, "Admin"));
    const waiting = (await list("?verified=false")).body.count;
    const screen = await customersScreen(ctx, { verified: false });
    expect(screen.awaiting).toBe(waiting);
    expect(screen.list.count).toBe(waiting);
    const page = "/admin/edit-customer/[id]";
    expect(await loadSubject(ctx, page, String(customer.id))).toMatchObject({ id: customer.id, email: customer.email });
    for (const raw of [String(admin.id), "999999", "abc", "0", "1.5"]) await expect(loadSubject(ctx, page, raw)).rejects.toThrow(NotFound);
    await expect(loadSubject(newContext(db, actorOf(customer, "Customer")), page, String(customer.id))).rejects.toThrow(Forbidden);
  });
});
