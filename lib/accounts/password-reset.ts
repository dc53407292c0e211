import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { passwordResetCodes, users } from "@/db/schema";
import { InvalidRequest } from "@/lib/http/errors";
import { logger } from "@/lib/log/logger";
import { sendMail } from "@/lib/mail/mailer";
import { createLimiter, limits } from "@/lib/security/rate-limit";
import { companyContact } from "@/lib/system/company";
import { issueToken, resolveToken, revokeAllSessions } from "./api-tokens";
import { getAuthSecret } from "./auth-secret";
import { hashPassword } from "./password";
import { findIdentityById, loginAnswer } from "./user-record";

/*
 * Password reset by emailed code (SPEC.md §4): 6 random digits from a secure generator, stored as
 * an HMAC, single use, valid 10 minutes, void after 5 wrong tries; at most 5 codes an hour per
 * email. The request answers the same, in about the same time, whether or not the email exists
 * (the email is sent in the background). A successful reset ends every session and token.
 */

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_REQUESTED_MESSAGE = "If an account exists for this email, we have sent it a 6-digit code. It is valid for 10 minutes.";
export const CODE_INVALID_MESSAGE = "The code is not valid. Check the email we sent you, or request a new code.";
export const CODE_EXPIRED_MESSAGE = "The code has expired or was used too many times. Please request a new code.";
export const RESET_TOKEN_INVALID_MESSAGE = "Your reset session has expired. Please request a new code.";

function codeHash(userId: number, code: string): string {
  return createHmac("sha256", getAuthSecret()).update(`${userId}:${code}`).digest("hex");
}

function resetEmail(code: string): { subject: string; text: string } {
  const { name } = companyContact();
  return {
    subject: `Your ${name} password reset code`,
    text: [
      "Hello,",
      "",
      `Someone asked to reset the password of your ${name} account.`,
      "",
      `Your code is: ${code}`,
      "",
      "It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this email: your password stays the same.",
      "",
      `— ${name}`,
    ].join("\n"),
  };
}

export async function requestResetCode(db: Db, email: string, clientAddress: string): Promise<{ detail: string }> {
  const key = email.trim().toLowerCase();
  await createLimiter(limits.resetPerIp.name, limits.resetPerIp).consume(clientAddress);
  await createLimiter(limits.resetPerAccount.name, limits.resetPerAccount).consume(key);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(sql`lower(${users.email}) = ${key}`);
  if (user) {
    await db.transaction(async (tx) => {
      // Only the newest code is valid.
      await tx
        .update(passwordResetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
      await tx.insert(passwordResetCodes).values({ userId: user.id, codeHash: codeHash(user.id, code), expiresAt: new Date(Date.now() + CODE_TTL_MS) });
    });
    const message = resetEmail(code);
    void sendMail({ to: user.email, ...message }).catch((error: unknown) => logger.error({ err: error }, "reset code email failed"));
  } else {
    // Same database work as for a known email, so timing does not reveal who has an account.
    await db.select({ id: passwordResetCodes.id }).from(passwordResetCodes).where(eq(passwordResetCodes.userId, -1));
  }
  return { detail: RESET_REQUESTED_MESSAGE };
}

export async function checkResetCode(
  db: Db,
  input: { email: string; code: string },
  clientAddress: string,
): Promise<{ token: { key: string; username: string; user: number; form: string } }> {
  const key = input.email.trim().toLowerCase();
  await createLimiter(limits.resetCheckPerIp.name, limits.resetCheckPerIp).consume(clientAddress);
  await createLimiter(limits.resetCheckPerAccount.name, limits.resetCheckPerAccount).consume(key);
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${key}`);
  if (!user) throw new InvalidRequest(CODE_INVALID_MESSAGE);
  const [pending] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, user.id),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
        lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  if (!pending) throw new InvalidRequest(CODE_EXPIRED_MESSAGE);
  const given = Buffer.from(codeHash(user.id, input.code.trim()), "hex");
  const stored = Buffer.from(pending.codeHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const [after] = await db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(eq(passwordResetCodes.id, pending.id))
      .returning({ attempts: passwordResetCodes.attempts });
    throw new InvalidRequest(after.attempts >= MAX_CODE_ATTEMPTS ? CODE_EXPIRED_MESSAGE : CODE_INVALID_MESSAGE);
  }
  // Single use: only the request that marks it used gets the token.
  const used = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  if (used.length === 0) throw new InvalidRequest(CODE_EXPIRED_MESSAGE);
  const identity = await findIdentityById(db, user.id);
  if (!identity) throw new InvalidRequest(CODE_INVALID_MESSAGE);
  const tokenKey = await issueToken(db, identity, "reset");
  return { token: { key: tokenKey, username: identity.username, user: identity.id, form: identity.role } };
}

/**
 * Sets a new password with the temporary reset token (or a normal API token): every other session
 * and token of the user ends, and a fresh login token is returned.
 */
export async function changePassword(db: Db, tokenKey: string | null, newPassword: string) {
  const holder = tokenKey ? ((await resolveToken(db, tokenKey, "reset")) ?? (await resolveToken(db, tokenKey, "auth"))) : null;
  if (!holder) throw new InvalidRequest(RESET_TOKEN_INVALID_MESSAGE);
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, holder.id));
    const tokenVersion = await revokeAllSessions(t, holder.id);
    const identity = { ...holder, tokenVersion };
    const key = await issueToken(t, identity, "auth");
    return loginAnswer(identity, key);
  });
}
