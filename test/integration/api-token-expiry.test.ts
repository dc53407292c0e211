import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/rest-auth/login/route";
import { GET as currentUser } from "@/app/api/rest-auth/user/route";
import { POST as revokeTokens } from "@/app/api/users/revoke_tokens/[id]/route";
import { getDb } from "@/db/client";
import { apiTokens } from "@/db/schema";
import { hashToken } from "@/lib/identity/api-tokens";
import { resetEnvCache } from "@/lib/env";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { freshToken } from "@/test/support/matrix";
import { apiRequest, json, noParams, routeParams, TEST_ORIGIN } from "@/test/support/requests";

/*
 * Issue 22 item 9: API tokens expire. A login token lives API_TOKEN_TTL_DAYS (30 by default) and is
 * renewed while in use, at most about once a day (half its lifetime when that is shorter); an
 * expired token is the usual 401. Staff end a customer's tokens and web sessions at once with
 * POST /api/users/revoke_tokens/{id}/.
 */

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;

const saved = process.env.API_TOKEN_TTL_DAYS;

function tokenLifetime(days: string | undefined) {
  if (days === undefined) delete process.env.API_TOKEN_TTL_DAYS;
  else process.env.API_TOKEN_TTL_DAYS = days;
  resetEnvCache();
}

beforeEach(() => resetAllLimiters());
afterEach(() => tokenLifetime(saved));

const whoAmI = async (headers: Record<string, string>) => json(await currentUser(apiRequest("/api/rest-auth/user/", { headers }), noParams));
const revoke = async (id: string | number, headers: Record<string, string>) =>
  json(await revokeTokens(apiRequest(`/api/users/revoke_tokens/${id}/`, { method: "POST", headers }), routeParams({ id: String(id) })));

async function rowOf(key: string) {
  const [row] = await (await getDb())
    .select({ expiresAt: apiTokens.expiresAt, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(key)));
  return row;
}

async function setExpiry(key: string, expiresAt: Date): Promise<void> {
  await (await getDb()).update(apiTokens).set({ expiresAt }).where(eq(apiTokens.tokenHash, hashToken(key)));
}

/** Milliseconds from now to the token's expiry. */
const remaining = async (key: string) => (await rowOf(key)).expiresAt!.getTime() - Date.now();

async function loginKey(user: TestUser): Promise<string> {
  const answer = await json(await login(apiRequest("/api/rest-auth/login/", { method: "POST", body: { email: user.email, password: user.password } }), noParams));
  expect(answer.status).toBe(200);
  return answer.body.key as string;
}

describe("a login token's lifetime", () => {
  it("is API_TOKEN_TTL_DAYS, 30 days by default", async () => {
    tokenLifetime(undefined);
    const key = await loginKey(await build.customer());
    expect(await remaining(key)).toBeGreaterThan(30 * DAY_MS - MINUTE_MS);
    expect(await remaining(key)).toBeLessThanOrEqual(30 * DAY_MS);
    tokenLifetime("7");
    const short = await loginKey(await build.customer());
    expect(await remaining(short)).toBeGreaterThan(7 * DAY_MS - MINUTE_MS);
    expect(await remaining(short)).toBeLessThanOrEqual(7 * DAY_MS);
  });

  it("a good token is accepted", async () => {
    const customer = await build.customer();
    expect(await whoAmI(tokenHeader(customer))).toMatchObject({ status: 200, body: { user: customer.id } });
  });

  it("an expired token is refused with the usual 401", async () => {
    const customer = await build.customer();
    await setExpiry(customer.token, new Date(Date.now() - 1000));
    expect(await whoAmI(tokenHeader(customer))).toEqual({ status: 401, body: { detail: "Invalid token." } });
    // Refused for good: using it does not bring it back.
    expect((await whoAmI(tokenHeader(customer))).status).toBe(401);
    expect((await rowOf(customer.token)).expiresAt!.getTime()).toBeLessThan(Date.now());
  });
});

describe("renewal while in use", () => {
  it("pushes the expiry a full lifetime ahead when a day of it has passed", async () => {
    tokenLifetime(undefined);
    const customer = await build.customer();
    await setExpiry(customer.token, new Date(Date.now() + 20 * DAY_MS));
    expect((await whoAmI(tokenHeader(customer))).status).toBe(200);
    expect(await remaining(customer.token)).toBeGreaterThan(30 * DAY_MS - MINUTE_MS);
    expect((await rowOf(customer.token)).lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - MINUTE_MS);
  });

  it("writes nothing while less than a day of the lifetime has passed", async () => {
    tokenLifetime(undefined);
    const customer = await build.customer();
    const expiresAt = new Date(Date.now() + 30 * DAY_MS - 2 * 60 * MINUTE_MS);
    await setExpiry(customer.token, expiresAt);
    for (let i = 0; i < 3; i += 1) expect((await whoAmI(tokenHeader(customer))).status).toBe(200);
    expect(await rowOf(customer.token)).toEqual({ expiresAt, lastUsedAt: null });
  });

  it("renews a short lifetime once half of it has passed", async () => {
    tokenLifetime("1");
    const key = await loginKey(await build.customer());
    await setExpiry(key, new Date(Date.now() + 13 * 60 * MINUTE_MS));
    expect((await whoAmI({ authorization: `Token ${key}` })).status).toBe(200);
    expect((await rowOf(key)).lastUsedAt).toBeNull();
    await setExpiry(key, new Date(Date.now() + 11 * 60 * MINUTE_MS));
    expect((await whoAmI({ authorization: `Token ${key}` })).status).toBe(200);
    expect(await remaining(key)).toBeGreaterThan(DAY_MS - MINUTE_MS);
  });
});

describe("POST /api/users/revoke_tokens/{id}/", () => {
  it("staff end every API token and web session of a customer; others' stay", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const other = await build.customer();
    const second = await freshToken(customer);
    const cookie = { cookie: await sessionCookie(customer) };
    expect((await whoAmI(cookie)).status).toBe(200);

    const answer = await revoke(customer.id, tokenHeader(admin));
    expect(answer).toEqual({ status: 200, body: { detail: expect.any(String) } });

    expect(await whoAmI(tokenHeader(customer))).toEqual({ status: 401, body: { detail: "Invalid token." } });
    expect((await whoAmI({ authorization: `Token ${second}` })).status).toBe(401);
    expect((await whoAmI(cookie)).status).toBe(401);
    expect(await (await getDb()).select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.userId, customer.id))).toEqual([]);
    // They can sign in again; the admin and other customers were not touched.
    expect((await whoAmI({ authorization: `Token ${await loginKey(customer)}` })).status).toBe(200);
    expect((await whoAmI(tokenHeader(other))).status).toBe(200);
    expect((await whoAmI(tokenHeader(admin))).status).toBe(200);
  });

  it("a web session of staff may revoke from the shop's own pages (same origin)", async () => {
    const admin = await build.admin();
    const customer = await build.customer();
    const cookie = await sessionCookie(admin);
    expect((await revoke(customer.id, { cookie })).status).toBe(403);
    expect((await revoke(customer.id, { cookie, origin: TEST_ORIGIN })).status).toBe(200);
    expect((await whoAmI(tokenHeader(customer))).status).toBe(401);
  });

  it("a customer gets 403, for another customer and for themselves; a visitor 401", async () => {
    const customer = await build.customer();
    const other = await build.customer();
    expect((await revoke(other.id, tokenHeader(customer))).status).toBe(403);
    expect((await revoke(customer.id, tokenHeader(customer))).status).toBe(403);
    expect((await revoke(other.id, {})).status).toBe(401);
    expect((await whoAmI(tokenHeader(other))).status).toBe(200);
    expect((await whoAmI(tokenHeader(customer))).status).toBe(200);
  });

  it("an admin's own id, another admin's id, an unknown id and a malformed one are 404", async () => {
    const admin = await build.admin();
    const colleague = await build.admin();
    for (const id of [admin.id, colleague.id, 2147483647, "0", "-1", "abc", "2147483648"]) {
      expect(await revoke(id, tokenHeader(admin)), String(id)).toEqual({ status: 404, body: { detail: "Not found." } });
    }
    expect((await whoAmI(tokenHeader(admin))).status).toBe(200);
    expect((await whoAmI(tokenHeader(colleague))).status).toBe(200);
  });
});
