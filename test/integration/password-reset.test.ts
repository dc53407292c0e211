import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as createCode } from "@/app/api/users/create_password_reset_code/route";
import { POST as checkCode } from "@/app/api/users/reset_password_code_check/route";
import { POST as changePassword } from "@/app/api/users/change_password/route";
import { POST as login } from "@/app/api/rest-auth/login/route";
import { GET as currentUser } from "@/app/api/rest-auth/user/route";
import { getDb } from "@/db/client";
import { passwordResetCodes, users } from "@/db/schema";
import { RESET_REQUESTED_MESSAGE } from "@/lib/identity/password-reset";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { sessionCookie, tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams } from "@/test/support/requests";
import { startSmtpReceiver } from "@/test/support/smtp-receiver";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => smtp.stop());
beforeEach(() => resetAllLimiters());

const post = async (handler: typeof createCode, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await handler(apiRequest(path, { method: "POST", body, headers }), noParams);
  return { status: response.status, body: await response.json() };
};
const requestCode = (email: string) => post(createCode, "/api/users/create_password_reset_code/", { email });
const check = (email: string, code: string) => post(checkCode, "/api/users/reset_password_code_check/", { email, code });

/** Asks for a code and reads it from the email the SMTP receiver got. */
async function emailedCode(user: TestUser): Promise<string> {
  const before = smtp.received.length;
  expect((await requestCode(user.email)).status).toBe(200);
  const mine = () => smtp.received.slice(before).filter((m) => m.to.includes(user.email));
  for (let i = 0; i < 100 && mine().length === 0; i++) await new Promise((r) => setTimeout(r, 30));
  const mail = mine().at(-1)!;
  expect(mail.to).toEqual([user.email]);
  const code = mail.raw.match(/Your code is: (\d{6})/)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("password reset by emailed code", () => {
  it("emails a 6-digit code in English, stored only as a hash", async () => {
    const user = await build.customer();
    const before = smtp.received.length;
    const code = await emailedCode(user);
    const mail = smtp.received.slice(before).find((m) => m.to.includes(user.email))!;
    expect(mail.raw).toMatch(/Subject: Your .* password reset code/);
    expect(mail.raw).toContain("valid for 10 minutes");
    const [row] = await (await getDb()).select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
  });

  it("answers the same whether or not the email exists, and sends nothing to a stranger", async () => {
    const before = smtp.received.length;
    const unknown = await requestCode("nobody-here@test.example.ca");
    expect(unknown).toEqual({ status: 200, body: { detail: RESET_REQUESTED_MESSAGE } });
    const user = await build.customer();
    expect(await requestCode(user.email)).toEqual(unknown);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.slice(before).every((m) => !m.to.includes("nobody-here@test.example.ca"))).toBe(true);
  });

  it("refuses bad input with {error}", async () => {
    expect(await post(createCode, "/api/users/create_password_reset_code/", { email: "not-an-email" })).toMatchObject({ status: 400, body: { error: "Please enter valid email address" } });
    expect((await post(createCode, "/api/users/create_password_reset_code/", {})).body).toHaveProperty("error");
    expect((await check("a@b.ca", "")).body).toHaveProperty("error");
    expect((await post(changePassword, "/api/users/change_password/", { new_password: "" })).body).toHaveProperty("error");
  });

  it("the whole reset: code → temporary token → new password; every old session and token ends", async () => {
    const user = await build.customer();
    const oldCookie = await sessionCookie(user);
    const code = await emailedCode(user);
    const checked = await check(user.email.toUpperCase(), code);
    expect(checked).toEqual({ status: 200, body: { token: { key: expect.stringMatching(/^[0-9a-f]{40}$/), username: user.email, user: user.id, form: "Customer" } } });
    const temp = checked.body.token.key as string;
    // The temporary token is good for changing the password only.
    expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: { authorization: `Token ${temp}` } }), noParams)).status).toBe(401);
    const changed = await post(changePassword, "/api/users/change_password/", { new_password: "brand-new-password" }, { authorization: `Token ${temp}` });
    expect(changed).toMatchObject({ status: 200, body: { user: user.id, form: "Customer", key: expect.stringMatching(/^[0-9a-f]{40}$/) } });
    // Old API token, old web session and the temporary token are all revoked.
    expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: tokenHeader(user) }), noParams)).status).toBe(401);
    expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: { cookie: oldCookie } }), noParams)).status).toBe(401);
    expect((await post(changePassword, "/api/users/change_password/", { new_password: "again-and-again" }, { authorization: `Token ${temp}` })).status).toBe(400);
    // The new token works, and so does the new password; the old one does not.
    expect((await currentUser(apiRequest("/api/rest-auth/user/", { headers: { authorization: `Token ${changed.body.key}` } }), noParams)).status).toBe(200);
    expect((await post(login, "/api/rest-auth/login/", { email: user.email, password: "brand-new-password" })).status).toBe(200);
    expect((await post(login, "/api/rest-auth/login/", { email: user.email, password: user.password })).status).toBe(400);
  });

  it("a code is single use", async () => {
    const user = await build.customer();
    const code = await emailedCode(user);
    expect((await check(user.email, code)).status).toBe(200);
    expect((await check(user.email, code)).status).toBe(400);
  });

  it("a code is void after 5 wrong tries, even when the right one follows", async () => {
    const user = await build.customer();
    const code = await emailedCode(user);
    for (let i = 0; i < 5; i++) {
      const answer = await check(user.email, wrongCode(code));
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty("error");
    }
    expect(await check(user.email, code)).toMatchObject({ status: 400, body: { error: expect.stringContaining("request a new code") } });
  });

  it("a code expires after 10 minutes", async () => {
    const user = await build.customer();
    const code = await emailedCode(user);
    await (await getDb())
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(passwordResetCodes.userId, user.id)));
    expect((await check(user.email, code)).status).toBe(400);
  });

  it("only the newest code works", async () => {
    const user = await build.customer();
    const first = await emailedCode(user);
    const second = await emailedCode(user);
    if (first !== second) expect((await check(user.email, first)).status).toBe(400);
    expect((await check(user.email, second)).status).toBe(200);
  });

  it("sends at most 5 codes an hour to one email (429 after), the same for an unknown email", async () => {
    const user = await build.customer();
    for (let i = 0; i < 5; i++) expect((await requestCode(user.email)).status).toBe(200);
    const sixth = await requestCode(user.email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail).toMatch(/Too many attempts/);
    for (let i = 0; i < 5; i++) await requestCode("ghost@test.example.ca");
    expect((await requestCode("ghost@test.example.ca")).status).toBe(429);
  });

  it("a deleted user's reset token is useless", async () => {
    const user = await build.customer();
    const code = await emailedCode(user);
    const temp = (await check(user.email, code)).body.token.key as string;
    await (await getDb()).delete(users).where(eq(users.id, user.id));
    expect((await post(changePassword, "/api/users/change_password/", { new_password: "a-valid-new-password" }, { authorization: `Token ${temp}` })).status).toBe(400);
  });
});
