import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { POST as login } from "@/app/api/rest-auth/login/route";
import { POST as logout } from "@/app/api/rest-auth/logout/route";
import { POST as register } from "@/app/api/rest-auth/registration/route";
import { GET as currentUser } from "@/app/api/rest-auth/user/route";
import { POST as changePassword } from "@/app/api/users/change_password/route";
import { POST as createCode } from "@/app/api/users/create_password_reset_code/route";
import { PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { getDb, type Db } from "@/db/client";
import { passwordResetCodes, users } from "@/db/schema";
import { authOptions } from "@/lib/identity/auth-options";
import { getAuthSecret } from "@/lib/identity/auth-secret";
import { hashPassword } from "@/lib/identity/password";
import { requestResetCode } from "@/lib/identity/password-reset";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { sessionCookie, tokenHeader } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams, TEST_ORIGIN } from "@/test/support/requests";

/* Issue 10: account takeover paths (findings 1, 2), sessions and lockout (6), abuse limits (7),
 * hostile text (3) on the account routes. */

const post = (handler: typeof login, path: string, body: unknown, headers: Record<string, string> = {}) =>
  handler(apiRequest(path, { method: "POST", body, headers }), noParams);
const registration = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  post(register, "/api/rest-auth/registration/", { username: email, email, password1: "s3cret-enough!", password2: "s3cret-enough!", form: "Customer", ...extra }, headers);
const whoAmI = async (headers: Record<string, string>) => json(await currentUser(apiRequest("/api/rest-auth/user/", { headers }), noParams));

beforeEach(() => resetAllLimiters());

describe("username squatting (finding 1)", () => {
  it("refuses a username other than the email; the victim can still register, reset and log in", async () => {
    const victim = "victim@test.example.ca";
    const squat = await json(await registration("squatter@test.example.ca", { username: victim }));
    expect(squat).toEqual({ status: 400, body: { username: ["The username must be the same as the e-mail address."] } });
    expect((await json(await registration("other@test.example.ca", { username: "just-a-name" }))).status).toBe(400);
    // The same email in another case is the same username.
    expect((await registration("Mixed.Case@test.example.ca", { username: "mixed.case@TEST.example.ca" })).status).toBe(201);

    const mine = await json(await registration(victim));
    expect(mine).toMatchObject({ status: 201, body: { email: victim, username: victim } });
    expect((await json(await post(createCode, "/api/users/create_password_reset_code/", { email: victim }))).status).toBe(200);
    const [code] = await (await getDb()).select({ id: passwordResetCodes.id }).from(passwordResetCodes).where(eq(passwordResetCodes.userId, mine.body.user));
    expect(code).toBeDefined();
    const loggedIn = await json(await post(login, "/api/rest-auth/login/", { email: victim, password: "s3cret-enough!" }));
    expect(loggedIn).toMatchObject({ status: 200, body: { user: mine.body.user } });
  });

  it("an email already used as someone's username counts as taken", async () => {
    const db = await getDb();
    await db.insert(users).values({ email: "old-squatter@test.example.ca", username: "claimed@test.example.ca", passwordHash: await hashPassword("x") });
    const answer = await json(await registration("claimed@test.example.ca"));
    expect(answer).toEqual({ status: 400, body: { email: ["A user is already registered with this e-mail address."] } });
  });

  it("login resolves to one account: the email's owner before an account whose username is that email", async () => {
    const db = await getDb();
    const email = "owner@test.example.ca";
    // A legacy squat from before the fix, then the owner (with some other username).
    await db.insert(users).values({ email: "legacy-squatter@test.example.ca", username: email, passwordHash: await hashPassword("same-password") });
    const [owner] = await db.insert(users).values({ email, username: "owner-legacy-name", passwordHash: await hashPassword("same-password") }).returning({ id: users.id });
    for (const key of [email, email.toUpperCase()]) {
      const answer = await json(await post(login, "/api/rest-auth/login/", { email: key, password: "same-password" }));
      expect(answer).toMatchObject({ status: 200, body: { user: owner.id, email } });
    }
  });
});

describe("change_password takes only the reset token (finding 2)", () => {
  it("answers 401 to a login token and changes nothing", async () => {
    const user = await build.customer();
    const answer = await json(await post(changePassword, "/api/users/change_password/", { new_password: "taken-over" }, tokenHeader(user)));
    expect(answer.status).toBe(401);
    expect(answer.body.detail).toMatch(/temporary token of a password reset/);
    // The owner's token still works and the old password still logs in.
    expect((await whoAmI(tokenHeader(user))).status).toBe(200);
    expect((await post(login, "/api/rest-auth/login/", { email: user.email, password: user.password })).status).toBe(200);
    expect((await post(login, "/api/rest-auth/login/", { email: user.email, password: "taken-over" })).status).toBe(400);
  });
});

/**
 * What next-auth's POST /api/auth/signout does on the server with the cookie it receives (its App
 * Router handler needs a live request scope): decode the JWT, then run events.signOut with it.
 */
async function signOut(cookie: string): Promise<void> {
  const token = await decode({ token: cookie.slice(cookie.indexOf("=") + 1), secret: getAuthSecret() });
  await authOptions.events!.signOut!({ token: token!, session: undefined as never });
}

describe("web sessions end on the server (finding 6)", () => {
  it("a copied session cookie stops working after sign-out; other sessions of the user go on", async () => {
    const user = await build.customer();
    const cookie = await sessionCookie(user);
    const otherDevice = await sessionCookie(user);
    expect((await whoAmI({ cookie })).status).toBe(200);
    await signOut(cookie);
    expect(await whoAmI({ cookie })).toMatchObject({ status: 401 });
    expect((await whoAmI({ cookie: otherDevice })).status).toBe(200);
    expect((await whoAmI(tokenHeader(user))).status).toBe(200);
    // next-auth does not renew the signed-out session either (GET /api/auth/session runs the jwt
    // callback; its throw makes next-auth clear the cookie instead of re-issuing it).
    const token = (await decode({ token: cookie.slice(cookie.indexOf("=") + 1), secret: getAuthSecret() }))!;
    await expect(authOptions.callbacks!.jwt!({ token } as never)).rejects.toThrow();
    const live = (await decode({ token: otherDevice.slice(otherDevice.indexOf("=") + 1), secret: getAuthSecret() }))!;
    await expect(authOptions.callbacks!.jwt!({ token: live } as never)).resolves.toMatchObject({ uid: user.id });
  });

  it("POST /api/rest-auth/logout/ with a session cookie ends that session too", async () => {
    const user = await build.customer();
    const cookie = await sessionCookie(user);
    const out = await post(logout, "/api/rest-auth/logout/", {}, { cookie, origin: TEST_ORIGIN });
    expect(out.status).toBe(200);
    expect((await whoAmI({ cookie })).status).toBe(401);
  });

  it("a session cookie without a session id counts for nobody", async () => {
    const user = await build.customer();
    const jwt = await encode({ token: { uid: user.id, tv: user.tokenVersion, sub: String(user.id) }, secret: getAuthSecret() });
    expect((await whoAmI({ cookie: `next-auth.session-token=${jwt}` })).status).toBe(401);
  });

  it("guesses by email and by username share one count; the owner keeps signing in from elsewhere", async () => {
    const db = await getDb();
    const email = "two-names@test.example.ca";
    await db.insert(users).values({ email, username: "two-names", passwordHash: await hashPassword("right-password"), verified: true });
    for (let i = 0; i < 5; i++) {
      expect((await post(login, "/api/rest-auth/login/", { email, password: "bad" }, { "x-forwarded-for": `198.51.100.${i}` })).status).toBe(400);
      expect((await post(login, "/api/rest-auth/login/", { username: "two-names", password: "bad" }, { "x-forwarded-for": `198.51.100.${i + 100}` })).status).toBe(400);
    }
    // Ten failures at the account, by either name: an address that failed is held to a few more tries.
    const failed = { "x-forwarded-for": "198.51.100.0" };
    expect((await post(login, "/api/rest-auth/login/", { username: "two-names", password: "bad" }, failed)).status).toBe(400);
    expect((await post(login, "/api/rest-auth/login/", { email, password: "bad" }, failed)).status).toBe(400);
    expect((await post(login, "/api/rest-auth/login/", { email, password: "right-password" }, failed)).status).toBe(429);
    expect((await post(login, "/api/rest-auth/login/", { username: "two-names", password: "right-password" })).status).toBe(200);
  });
});

describe("abuse limits (finding 7)", () => {
  it("limits registrations per client address (10 an hour), not across addresses", async () => {
    const socket = { "x-shop-socket-address": "203.0.113.50" };
    for (let i = 0; i < 10; i++) expect((await registration(`bulk${i}@test.example.ca`, {}, socket)).status).toBe(201);
    const next = await registration("bulk-last@test.example.ca", {}, socket);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await registration("bulk-last@test.example.ca", {}, { "x-shop-socket-address": "203.0.113.51" })).status).toBe(201);
  });

  it("a reset-code request does the same database work whether or not the email has an account", async () => {
    const user = await build.customer();
    const db = await getDb();
    const statementsFor = async (email: string) => {
      const log: string[] = [];
      await requestResetCode(newContext(recording(db, log), VISITOR), email, "192.0.2.9");
      return log;
    };
    const known = await statementsFor(user.email);
    const unknown = await statementsFor("nobody-at-all@test.example.ca");
    expect(known.length).toBeGreaterThan(1);
    expect(unknown).toEqual(known);
  });
});

/** A database handle that logs which kind of statement each call starts (transactions included). */
function recording(db: Db, log: string[]): Db {
  const kinds = new Set(["select", "insert", "update", "delete", "execute"]);
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== "function") return value;
      if (property === "transaction") {
        return (work: (tx: Db) => Promise<unknown>, ...rest: unknown[]) => {
          log.push("transaction");
          return value.call(target, (tx: Db) => work(recording(tx, log)), ...rest);
        };
      }
      if (typeof property === "string" && kinds.has(property)) {
        return (...args: unknown[]) => {
          log.push(property);
          return value.apply(target, args);
        };
      }
      return value.bind(target);
    },
  });
}

describe("hostile text on the account routes (finding 3)", () => {
  it.each([
    ["login email", () => post(login, "/api/rest-auth/login/", { email: "a\u0000@b.ca", password: "x" }), "email"],
    ["login username", () => post(login, "/api/rest-auth/login/", { username: "bob\u0000", password: "x" }), "username"],
    ["registration email", () => registration("nul\u0000@test.example.ca"), "email"],
    ["registration username", () => registration("nul-user@test.example.ca", { username: "nul-user@test.example.ca\u0000" }), "username"],
  ])("a NUL byte in the %s is a 400 naming the field", async (_label, send, field) => {
    const answer = await json(await send());
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty(field);
  });

  it("a NUL byte or a lone surrogate in a profile field is a 400 naming the field", async () => {
    const user = await build.customer();
    for (const value of ["Ann\u0000", "Ann\uD800"]) {
      const response = await patchProfile(
        apiRequest(`/api/users/profile/${user.id}/`, { method: "PATCH", body: { first_name: value }, headers: tokenHeader(user) }),
        routeParams({ id: String(user.id) }),
      );
      const answer = await json(response);
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty("first_name");
    }
  });
});
