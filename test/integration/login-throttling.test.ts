import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/rest-auth/login/route";
import { POST as register } from "@/app/api/rest-auth/registration/route";
import { POST as createCode } from "@/app/api/users/create_password_reset_code/route";
import { POST as checkCode } from "@/app/api/users/reset_password_code_check/route";
import { POST as changePassword } from "@/app/api/users/change_password/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { createAdmin, AdminAccountError } from "@/lib/identity/admin-accounts";
import { authOptions } from "@/lib/identity/auth-options";
import { WATCHED_ACCOUNT_TRIES } from "@/lib/identity/login";
import { hashPassword } from "@/lib/identity/password";
import { issueResetCode } from "@/lib/identity/password-reset";
import { isCommonPassword, passwordProblem } from "@/lib/identity/password-policy";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { createLimiter, limits, resetAllLimiters } from "@/lib/security/rate-limit";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams } from "@/test/support/requests";

/*
 * Issue 22, items 3 to 5: nobody can lock another person out of their account (throttling by
 * source and by account and source, OWASP), reset codes cannot be ground down (daily caps per
 * account), and new passwords are at least 8 characters (12 for staff) and not common.
 */

const from = (address: string) => ({ "x-shop-socket-address": address });
const signIn = async (body: Record<string, string>, address: string) =>
  json(await login(apiRequest("/api/rest-auth/login/", { method: "POST", body, headers: from(address) }), noParams));

beforeEach(() => resetAllLimiters());

describe("login throttling: an attacker cannot lock the owner out", () => {
  it("ten failures from address A do not stop the owner signing in from address B; A stays throttled", async () => {
    const owner = await build.customer();
    for (let i = 0; i < 10; i++) expect((await signIn({ email: owner.email, password: `guess-${i}` }, "203.0.113.10")).status).toBe(400);
    // A is refused now, even with the right password (the pair's limit of 10 is spent).
    expect(await signIn({ email: owner.email, password: owner.password }, "203.0.113.10")).toMatchObject({ status: 429 });
    const fromB = await signIn({ email: owner.email, password: owner.password }, "198.51.100.20");
    expect(fromB).toMatchObject({ status: 200, body: { user: owner.id } });
    expect(await signIn({ email: owner.email, password: "guess-again" }, "203.0.113.10")).toMatchObject({ status: 429 });
  });

  it("guesses by email and by username at one account count as one account", async () => {
    const db = await getDb();
    const email = "two-names-throttle@test.example.ca";
    await db.insert(users).values({ email, username: "two-names-throttle", passwordHash: await hashPassword("right-password-1"), verified: true });
    for (let i = 0; i < 5; i++) {
      expect((await signIn({ email, password: "bad" }, "203.0.113.11")).status).toBe(400);
      expect((await signIn({ username: "two-names-throttle", password: "bad" }, "203.0.113.11")).status).toBe(400);
    }
    expect((await signIn({ username: "two-names-throttle", password: "right-password-1" }, "203.0.113.11")).status).toBe(429);
    expect((await signIn({ email, password: "right-password-1" }, "203.0.113.12")).status).toBe(200);
  });

  it("an attacker rotating addresses gets only a few guesses per address once the account is under watch", async () => {
    const owner = await build.customer();
    for (let i = 0; i < 10; i++) expect((await signIn({ email: owner.email, password: `spray-${i}` }, `192.0.2.${i + 1}`)).status).toBe(400);
    // The account is under watch: a fresh address gets WATCHED_ACCOUNT_TRIES tries, then 429.
    for (let i = 0; i < WATCHED_ACCOUNT_TRIES; i++) expect((await signIn({ email: owner.email, password: `fresh-${i}` }, "192.0.2.100")).status).toBe(400);
    const refused = await signIn({ email: owner.email, password: "fresh-last" }, "192.0.2.100");
    expect(refused).toMatchObject({ status: 429, body: { detail: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (minutes?|seconds?)\.$/) } });
    // An address that has failed before the watch began is held to the same few tries.
    expect((await signIn({ email: owner.email, password: "again" }, "192.0.2.1")).status).toBe(400);
    expect((await signIn({ email: owner.email, password: "again" }, "192.0.2.1")).status).toBe(400);
    expect((await signIn({ email: owner.email, password: owner.password }, "192.0.2.1")).status).toBe(429);
    // The owner, from a clean address, still signs in.
    expect((await signIn({ email: owner.email, password: owner.password }, "198.51.100.30")).status).toBe(200);
  });

  it("staff accounts follow the same policy", async () => {
    const staff = await build.admin();
    for (let i = 0; i < 12; i++) await signIn({ email: staff.email, password: `guess-${i}` }, "203.0.113.40");
    expect((await signIn({ email: staff.email, password: staff.password }, "203.0.113.40")).status).toBe(429);
    expect((await signIn({ email: staff.email, password: staff.password }, "198.51.100.41")).status).toBe(200);
  });

  it("the web sign-in (next-auth) follows the same policy", async () => {
    const owner = await build.customer();
    const provider = authOptions.providers[0] as unknown as { options: { authorize: (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> } };
    const authorize = (password: string, address: string) => provider.options.authorize({ email: owner.email, password }, { headers: from(address) });
    for (let i = 0; i < 10; i++) await expect(authorize(`guess-${i}`, "203.0.113.50")).rejects.toThrow("Unable to log in with provided credentials.");
    await expect(authorize(owner.password, "203.0.113.50")).rejects.toThrow(/^Too many attempts/);
    await expect(authorize(owner.password, "198.51.100.51")).resolves.toMatchObject({ id: String(owner.id) });
  });

  it("one address is still limited across accounts (50 attempts in 15 minutes)", async () => {
    const owner = await build.customer();
    for (let i = 0; i < 50; i++) await signIn({ email: `nobody-${i}@test.example.ca`, password: "x" }, "203.0.113.60");
    expect((await signIn({ email: owner.email, password: owner.password }, "203.0.113.60")).status).toBe(429);
  });
});

describe("password-reset codes cannot be ground down", () => {
  const post = async (handler: typeof createCode, path: string, body: unknown, address: string) =>
    json(await handler(apiRequest(path, { method: "POST", body, headers: from(address) }), noParams));

  it("at most 10 codes a day are mailed for one account, whatever the hour and the address", async () => {
    const user = await build.customer();
    const hourly = createLimiter(limits.resetPerAccount.name, limits.resetPerAccount);
    for (let i = 0; i < 10; i++) {
      // An hour passes every 5 codes.
      if (i === 5) await hourly.reset(user.email);
      expect((await post(createCode, "/api/users/create_password_reset_code/", { email: user.email }, `192.0.2.${i + 1}`)).status).toBe(200);
    }
    await hourly.reset(user.email);
    expect(await post(createCode, "/api/users/create_password_reset_code/", { email: user.email }, "198.51.100.1")).toMatchObject({ status: 429 });
  });

  it("at most 10 guesses a day at one account, across its codes and addresses", async () => {
    const user = await build.customer();
    const ctx = newContext(await getDb(), VISITOR);
    for (let i = 0; i < 10; i++) {
      // A fresh code every 5 guesses, as an attacker requesting new codes would have.
      if (i % 5 === 0) await issueResetCode(ctx, user.id, 10 * 60_000);
      const answer = await post(checkCode, "/api/users/reset_password_code_check/", { email: user.email, code: "000000" }, `192.0.2.${i + 20}`);
      expect(answer.status).toBe(400);
    }
    const code = await issueResetCode(ctx, user.id, 10 * 60_000);
    // Even the right code waits for tomorrow now.
    expect(await post(checkCode, "/api/users/reset_password_code_check/", { email: user.email, code }, "198.51.100.2")).toMatchObject({ status: 429 });
  });
});

describe("new passwords: at least 8 characters (12 for staff), not a common one", () => {
  const registration = async (email: string, password: string) =>
    json(await register(apiRequest("/api/rest-auth/registration/", { method: "POST", body: { username: email, email, password1: password, password2: password, form: "Customer" } }), noParams));

  it("knows the common passwords, letter case aside", () => {
    for (const common of ["password", "Password1", "iloveyou", "qwertyuiop", "12345678", "sunshine"]) expect(isCommonPassword(common), common).toBe(true);
    for (const fine of ["maple-syrup-by-the-case", "Gastown Deli 2026!"]) expect(isCommonPassword(fine), fine).toBe(false);
    expect(passwordProblem("short", { role: "Customer" })).toBe("This password is too short. It must contain at least 8 characters.");
    expect(passwordProblem("eleven-char", { role: "Admin" })).toBe("A staff account's password must contain at least 12 characters.");
    expect(passwordProblem("twelve-chars", { role: "Admin" })).toBeNull();
    expect(passwordProblem("Buyer.One", { role: "Customer", email: "buyer.one@deli.example.ca" })).toBe("This password is too similar to the email address.");
  });

  it("registration refuses a short or common password with a 400 on password1, and creates nothing", async () => {
    const short = await registration("short-pw@test.example.ca", "abc1234");
    expect(short).toEqual({ status: 400, body: { password1: ["This password is too short. It must contain at least 8 characters."] } });
    const common = await registration("common-pw@test.example.ca", "password1");
    expect(common).toEqual({ status: 400, body: { password1: ["This password is too common: choose one that is not on lists of passwords people often use."] } });
    const rows = await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, "common-pw@test.example.ca"));
    expect(rows).toEqual([]);
    expect((await registration("good-pw@test.example.ca", "maple-syrup-by-the-case")).status).toBe(201);
  });

  it("a reset refuses a short or common new password, and holds staff to 12 characters", async () => {
    const customer = await build.customer();
    const staff = await build.admin();
    const ctx = newContext(await getDb(), VISITOR);
    const resetToken = async (user: { id: number; email: string }) => {
      const code = await issueResetCode(ctx, user.id, 10 * 60_000);
      const checked = await json(await checkCode(apiRequest("/api/users/reset_password_code_check/", { method: "POST", body: { email: user.email, code } }), noParams));
      return checked.body.token.key as string;
    };
    const change = async (token: string, newPassword: string) =>
      json(await changePassword(apiRequest("/api/users/change_password/", { method: "POST", body: { new_password: newPassword }, headers: { authorization: `Token ${token}` } }), noParams));
    const token = await resetToken(customer);
    expect(await change(token, "1234567")).toEqual({ status: 400, body: { error: "This password is too short. It must contain at least 8 characters." } });
    expect(await change(token, "iloveyou")).toEqual({ status: 400, body: { error: "This password is too common: choose one that is not on lists of passwords people often use." } });
    expect((await change(token, "maple-syrup-by-the-case")).status).toBe(200);
    const staffToken = await resetToken(staff);
    expect(await change(staffToken, "eleven-char")).toEqual({ status: 400, body: { error: "A staff account's password must contain at least 12 characters." } });
    expect((await change(staffToken, "a staff passphrase")).status).toBe(200);
  });

  it("npm run create-admin refuses a common password", async () => {
    const ctx = newContext(await getDb(), VISITOR);
    await expect(createAdmin(ctx, { email: "common-admin@shop.example.ca", password: "qwertyuiop123" })).rejects.toThrow(AdminAccountError);
    await expect(createAdmin(ctx, { email: "common-admin@shop.example.ca", password: "qwertyuiop123" })).rejects.toThrow(/too common/);
  });
});
