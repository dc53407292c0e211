import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { POST as login } from "@/app/api/rest-auth/login/route";
import { POST as register } from "@/app/api/rest-auth/registration/route";
import { POST as logout } from "@/app/api/rest-auth/logout/route";
import { GET as currentUser } from "@/app/api/rest-auth/user/route";
import { GET as getProfile } from "@/app/api/users/profile/[id]/route";
import { getDb } from "@/db/client";
import { apiTokens, users } from "@/db/schema";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

const post = (handler: typeof login, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(apiRequest(path, { method: "POST", body, headers }), noParams);
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const userCount = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

beforeEach(() => resetAllLimiters());

describe("POST /api/rest-auth/login/", () => {
  it("logs in by email (any case) or username and answers key, user, email, username, form, verified", async () => {
    const user = await build.customer();
    const byEmail = await json(await post(login, "/api/rest-auth/login/", { email: user.email.toUpperCase(), password: user.password }));
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toEqual({ key: expect.stringMatching(/^[0-9a-f]{40}$/), user: user.id, email: user.email, username: user.email, form: "Customer", verified: true });
    const byUsername = await json(await post(login, "/api/rest-auth/login", { username: user.email, password: user.password }));
    expect(byUsername.status).toBe(200);
    expect(byUsername.body.key).not.toBe(byEmail.body.key);
    // Only the hash of a token is stored.
    const stored = await (await getDb()).select({ hash: apiTokens.tokenHash }).from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(stored.map((s) => s.hash)).not.toContain(byEmail.body.key);
  });

  it("answers wrong credentials with non_field_errors, the same for an unknown email", async () => {
    const user = await build.customer();
    const wrong = await json(await post(login, "/api/rest-auth/login/", { email: user.email, password: "nope" }));
    const unknown = await json(await post(login, "/api/rest-auth/login/", { email: "ghost@test.example.ca", password: "nope" }));
    expect(wrong).toEqual({ status: 400, body: { non_field_errors: ["Unable to log in with provided credentials."] } });
    expect(unknown).toEqual(wrong);
  });

  it.each([
    [{}, "password"],
    [{ email: "a@b.ca" }, "password"],
    [{ password: "x" }, "non_field_errors"],
    [{ email: "a@b.ca", password: 42 }, "password"],
    [{ email: "a@b.ca", password: "" }, "password"],
  ])("refuses %j with a field error", async (body, field) => {
    const answer = await json(await post(login, "/api/rest-auth/login/", body));
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty(field);
  });

  it("refuses malformed and oversized bodies", async () => {
    expect((await post(login, "/api/rest-auth/login/", "{oops")).status).toBe(400);
    expect((await post(login, "/api/rest-auth/login/", { email: "a@b.ca", password: "x".repeat(1_100_000) })).status).toBe(413);
  });

  it("accepts long passwords whole: a different 73rd character is a different password", async () => {
    const long = "p".repeat(72);
    const answer = await json(await post(register, "/api/rest-auth/registration/", { username: "long@test.example.ca", email: "long@test.example.ca", password1: `${long}A`, password2: `${long}A`, form: "Customer" }));
    expect(answer.status).toBe(201);
    expect((await post(login, "/api/rest-auth/login/", { email: "long@test.example.ca", password: `${long}B` })).status).toBe(400);
    expect((await post(login, "/api/rest-auth/login/", { email: "long@test.example.ca", password: `${long}A` })).status).toBe(200);
  });

  it("slows guesses at an account from rotating addresses with a 429 and Retry-After, without locking its owner out", async () => {
    const user = await build.customer();
    for (let i = 0; i < 10; i++) {
      const response = await post(login, "/api/rest-auth/login/", { email: user.email, password: "bad" }, { "x-forwarded-for": `198.51.100.${i}` });
      expect(response.status).toBe(400);
    }
    // Under watch: a new address gets a few tries (lib/identity/login.ts WATCHED_ACCOUNT_TRIES), then 429.
    const fresh = { "x-forwarded-for": "198.51.100.150" };
    for (let i = 0; i < 3; i++) expect((await post(login, "/api/rest-auth/login/", { email: user.email, password: "bad" }, fresh)).status).toBe(400);
    const blocked = await post(login, "/api/rest-auth/login/", { email: user.email, password: "bad" }, fresh);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    // The owner, from an address that has not been failing, signs in with the right password.
    const owner = await post(login, "/api/rest-auth/login/", { email: user.email, password: user.password }, { "x-forwarded-for": "198.51.100.200" });
    expect(owner.status).toBe(200);
  });

  it("limits attempts per client address; a forged X-Forwarded-For does not reset it", async () => {
    const socket = { "x-shop-socket-address": "203.0.113.7" };
    for (let i = 0; i < 50; i++) {
      const response = await post(login, "/api/rest-auth/login/", { email: `spray${i}@test.example.ca`, password: "x" }, { ...socket, "x-forwarded-for": `10.0.0.${i}` });
      expect(response.status).toBe(400);
    }
    const next = await post(login, "/api/rest-auth/login/", { email: "spray-last@test.example.ca", password: "x" }, { ...socket, "x-forwarded-for": "10.9.9.9" });
    expect(next.status).toBe(429);
    const otherAddress = await post(login, "/api/rest-auth/login/", { email: "spray-last@test.example.ca", password: "x" }, { "x-shop-socket-address": "203.0.113.8" });
    expect(otherAddress.status).toBe(400);
  });
});

describe("POST /api/rest-auth/registration/", () => {
  const body = (email: string, extra: Record<string, unknown> = {}) => ({ username: email, email, password1: "s3cret-enough!", password2: "s3cret-enough!", form: "Customer", ...extra });

  it("creates an unverified Customer and answers like a login, 201", async () => {
    const answer = await json(await post(register, "/api/rest-auth/registration/", body("new.buyer@test.example.ca")));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{40}$/), email: "new.buyer@test.example.ca", form: "Customer", verified: false });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, answer.body.user));
    expect(row).toMatchObject({ role: "Customer", verified: false });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a taken email (any case) with an email message, and changes nothing", async () => {
    await post(register, "/api/rest-auth/registration/", body("taken@test.example.ca"));
    const before = await userCount();
    const answer = await json(await post(register, "/api/rest-auth/registration/", body("TAKEN@test.example.ca")));
    expect(answer).toEqual({ status: 400, body: { email: ["A user is already registered with this e-mail address."] } });
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["an Admin form", { form: "Admin" }, "form"],
    ["an empty form", { form: "" }, "form"],
    ["mismatched passwords", { password2: "other" }, "password2"],
    ["a bad email", { email: "not-an-email" }, "email"],
    ["a missing password", { password1: undefined }, "password1"],
    ["a number as password", { password1: 5, password2: 5 }, "password1"],
  ])("refuses %s with a field error and creates nobody", async (_label, extra, field) => {
    const before = await userCount();
    const answer = await json(await post(register, "/api/rest-auth/registration/", body(`refused-${field}@test.example.ca`, extra)));
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty(field);
    expect(await userCount()).toBe(before);
  });
});

describe("tokens and sessions", () => {
  it("logout revokes the token in use; the next request with it is a 401", async () => {
    const user = await build.customer();
    const path = `/api/users/profile/${user.id}/`;
    expect((await getProfile(apiRequest(path, { headers: tokenHeader(user) }), routeParams({ id: String(user.id) }))).status).toBe(200);
    const out = await post(logout, "/api/rest-auth/logout/", {}, tokenHeader(user));
    expect(out.status).toBe(200);
    const after = await json(await getProfile(apiRequest(path, { headers: tokenHeader(user) }), routeParams({ id: String(user.id) })));
    expect(after).toEqual({ status: 401, body: { detail: "Invalid token." } });
  });

  it("GET /api/rest-auth/user/ says who is signed in, 401 for nobody", async () => {
    const user = await build.admin();
    expect(await json(await currentUser(apiRequest("/api/rest-auth/user/", { headers: tokenHeader(user) }), noParams))).toEqual({
      status: 200,
      body: { user: user.id, email: user.email, username: user.email, form: "Admin", verified: true },
    });
    expect((await currentUser(apiRequest("/api/rest-auth/user/"), noParams)).status).toBe(401);
    expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: { authorization: "Token 123" } }), noParams)).status).toBe(401);
  });

  it("a deleted user's token stops working on the next request", async () => {
    const user = await build.customer();
    await (await getDb()).delete(users).where(eq(users.id, user.id));
    expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: tokenHeader(user) }), noParams)).status).toBe(401);
  });
});
