import "server-only";
import type { Ctx } from "@/lib/context/context";
import { Invalid, TooManyRequests } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { createLimiter, limits, tooManyAttemptsMessage } from "@/lib/security/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { findCredentialsByLogin, type UserIdentity } from "./user-record";

let dummyHash: Promise<string> | undefined;

/** While an account is under watch, a source may still try it this many times (a mistype or two). */
export const WATCHED_ACCOUNT_TRIES = 3;

/**
 * Checks an email (or username) and password. The account is the account's id (so its email and
 * username share one count; an unknown login counts under its normalised text); an unknown account
 * costs the same argon2 work as a known one, so timing does not tell them apart.
 *
 * Throttling (OWASP Authentication Cheat Sheet): every attempt counts per source address (50 in
 * 15 minutes across accounts) and per (account, source) (10 in 15 minutes; a success clears it).
 * Failures also count per account from every source: past 10 in 15 minutes the account is under
 * watch, and a source may then try it only WATCHED_ACCOUNT_TRIES times in the window. So an
 * attacker rotating addresses gets a few guesses per address, while the owner, from an address
 * that has not been failing, still signs in with the right password: nobody can lock anyone out.
 */
export async function authenticateWithPassword(
  ctx: Ctx,
  input: { login: string; password: string },
  clientAddress: string,
): Promise<UserIdentity> {
  const login = input.login.trim().toLowerCase();
  await createLimiter(limits.loginPerIp.name, limits.loginPerIp).consume(clientAddress);
  const user = await findCredentialsByLogin(ctx, login);
  const accountKey = user ? `user:${user.id}` : `login:${login}`;
  const pairKey = `${accountKey}|${clientAddress}`;
  const perPair = createLimiter(limits.loginPerAccountAndIp.name, limits.loginPerAccountAndIp);
  const failures = createLimiter(limits.loginFailuresPerAccount.name, limits.loginFailuresPerAccount);
  const { consumedPoints } = await perPair.consume(pairKey);
  const watch = await failures.peek(accountKey);
  if (watch.remainingPoints === 0 && consumedPoints > WATCHED_ACCOUNT_TRIES) {
    throw new TooManyRequests(tooManyAttemptsMessage(watch.retryAfterSeconds), watch.retryAfterSeconds);
  }
  const valid = user?.passwordHash ? await verifyPassword(user.passwordHash, input.password) : await verifyDummy(input.password);
  if (!user || !valid) {
    await failures.penalty(accountKey);
    throw Invalid.nonField(accountsErrorMessages.loginFailed);
  }
  await perPair.reset(pairKey);
  const { passwordHash: _hash, ...identity } = user;
  void _hash;
  return identity;
}

/** The argon2 work of a real check, for an account that does not exist or has no password. */
async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("timing-equaliser");
  await verifyPassword(await dummyHash, password);
  return false;
}
