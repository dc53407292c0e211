import "server-only";
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { passwordResetCodes, users } from "@/db/schema";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { InvalidRequest, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import { logger } from "@/lib/log/logger";
import { sendMail } from "@/lib/mail/mailer";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { translator } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { createLimiter, limits } from "@/lib/security/rate-limit";
import { companyContact } from "@/lib/system/company";
import { issueToken, resolveToken, revokeAllSessions } from "./api-tokens";
import { getAuthSecret } from "./auth-secret";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { findIdentityById, loginAnswer } from "./user-record";

/*
 * Password reset by emailed code (docs/product.md §4): 6 random digits from a secure generator, stored as
 * an HMAC, single use, valid 10 minutes, void after 5 wrong tries; at most 5 codes an hour and 10 a
 * day per email, and 10 wrong guesses a day per account across its codes, so a patient attacker's
 * odds stay near 0.4 % a year (lib/security/rate-limit.ts; a staff-created customer's invitation
 * code lives longer: issueResetCode). The request answers the same, in about the same time, whether or not the email exists
 * (the email is sent in the background). A successful reset ends every session and token.
 */

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_REQUESTED_MESSAGE = accountsErrorMessages.resetRequested;

function codeHash(userId: number, code: string): string {
  return createHmac("sha256", getAuthSecret()).update(`${userId}:${code}`).digest("hex");
}

/** In the language the user chose, else the one they asked in (docs/i18n.md). */
function resetEmail(code: string, locale: Locale): { subject: string; text: string } {
  const { name } = companyContact();
  const t = translator(locale, "accountsMail");
  return { subject: t("resetSubject", { shop: name }), text: t("resetText", { shop: name, code }) };
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Stores a code's hash for the user (no row for an unknown id); only the newest code is valid. */
async function storeResetCode(ctx: Ctx, userId: number, hash: string, ttlMs: number): Promise<void> {
  await inTransaction(ctx, async ({ db }) => {
    await db
      .update(passwordResetCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
    const expiresAt = new Date(Date.now() + ttlMs).toISOString();
    await db.execute(sql`
      insert into ${passwordResetCodes} (user_id, code_hash, expires_at)
      select ${users.id}, ${hash}, ${expiresAt}::timestamptz from ${users} where ${users.id} = ${userId}`);
  });
}

/**
 * A code of the reset flow for a user the caller already knows (the invitation of a customer that
 * staff create, who has no password yet): checked by checkResetCode like any other, valid `ttlMs`.
 * Answers the code, for the caller's email; sends nothing itself.
 */
export async function issueResetCode(ctx: Ctx, userId: number, ttlMs: number): Promise<string> {
  const code = newCode();
  await storeResetCode(ctx, userId, codeHash(userId, code), ttlMs);
  return code;
}

export async function requestResetCode(ctx: Ctx, email: string, clientAddress: string): Promise<{ detail: string }> {
  const key = email.trim().toLowerCase();
  await createLimiter(limits.resetPerIp.name, limits.resetPerIp).consume(clientAddress);
  await createLimiter(limits.resetPerAccount.name, limits.resetPerAccount).consume(key);
  await createLimiter(limits.resetPerAccountDaily.name, limits.resetPerAccountDaily).consume(key);
  const code = newCode();
  const [user] = await ctx.db.select({ id: users.id, email: users.email, locale: users.locale }).from(users).where(sql`lower(${users.email}) = ${key}`);
  // Known or unknown email, the same work runs (hash, transaction, update, insert), so timing does
  // not reveal who has an account: for an unknown email the statements match no row (no user has
  // id 0). The email is sent after the answer, off the request's path.
  const userId = user?.id ?? 0;
  const hash = codeHash(userId, code);
  const message = resetEmail(code, user?.locale ?? ctx.locale ?? DEFAULT_LOCALE);
  await inTransaction(ctx, async (txCtx) => {
    await storeResetCode(txCtx, userId, hash, CODE_TTL_MS);
    if (user) {
      afterCommit(txCtx, () =>
        new Promise((resolve) => setImmediate(resolve))
          .then(() => sendMail({ to: user.email, ...message }))
          .catch((error: unknown) => logger.error({ err: error }, "reset code email failed")),
      );
    }
  });
  return { detail: accountsErrorMessages.resetRequested };
}

export async function checkResetCode(
  ctx: Ctx,
  input: { email: string; code: string },
  clientAddress: string,
): Promise<{ token: { key: string; username: string; user: number; form: string } }> {
  const key = input.email.trim().toLowerCase();
  await createLimiter(limits.resetCheckPerIp.name, limits.resetCheckPerIp).consume(clientAddress);
  await createLimiter(limits.resetCheckPerAccount.name, limits.resetCheckPerAccount).consume(key);
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${key}`);
  if (!user) throw new InvalidRequest(accountsErrorMessages.codeInvalid);
  const [pending] = await ctx.db
    .select({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash })
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
  if (!pending) throw new InvalidRequest(accountsErrorMessages.codeExpired);
  const given = Buffer.from(codeHash(user.id, input.code.trim()), "hex");
  const stored = Buffer.from(pending.codeHash, "hex");
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    const [after] = await ctx.db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(eq(passwordResetCodes.id, pending.id))
      .returning({ attempts: passwordResetCodes.attempts });
    throw new InvalidRequest(after.attempts >= MAX_CODE_ATTEMPTS ? accountsErrorMessages.codeExpired : accountsErrorMessages.codeInvalid);
  }
  // Single use: only the request that marks it used gets the token.
  const used = await ctx.db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, pending.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  if (used.length === 0) throw new InvalidRequest(accountsErrorMessages.codeExpired);
  const identity = await findIdentityById(ctx, user.id);
  if (!identity) throw new InvalidRequest(accountsErrorMessages.codeInvalid);
  const tokenKey = await issueToken(ctx, identity, "reset");
  return { token: { key: tokenKey, username: identity.username, user: identity.id, form: identity.role } };
}

/**
 * Sets a new password with the temporary reset token, and only with it: a login token is refused
 * (401), so a leaked login token cannot become a permanent takeover. Every other session and token
 * of the user ends, and a fresh login token is returned.
 */
export async function changePassword(ctx: Ctx, tokenKey: string | null, newPassword: string) {
  const holder = tokenKey ? await resolveToken(ctx, tokenKey, "reset") : null;
  if (!holder) {
    if (tokenKey && (await resolveToken(ctx, tokenKey, "auth"))) throw new Unauthenticated(accountsErrorMessages.resetTokenRequired);
    throw new InvalidRequest(accountsErrorMessages.resetSessionExpired);
  }
  const problem = passwordProblem(newPassword, holder);
  if (problem) throw new InvalidRequest(problem);
  const passwordHash = await hashPassword(newPassword);
  return inTransaction(ctx, async (txCtx) => {
    await txCtx.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, holder.id));
    const tokenVersion = await revokeAllSessions(txCtx, holder.id);
    const identity = { ...holder, tokenVersion };
    return loginAnswer(identity, await issueToken(txCtx, identity, "auth"));
  });
}
