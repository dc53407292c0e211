import "server-only";
import type { Ctx } from "@/lib/context/context";
import { Invalid } from "@/lib/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/messages/errors-accounts";
import { createLimiter, limits } from "@/lib/security/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { findCredentialsByLogin, type UserIdentity } from "./user-record";

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email (or username) and password. Rate-limited per client address and per account (the
 * account's id, so its email and username share one count; an unknown login counts under its
 * normalised text); an unknown account costs the same argon2 work as a known one, so timing does
 * not tell them apart.
 */
export async function authenticateWithPassword(
  ctx: Ctx,
  input: { login: string; password: string },
  clientAddress: string,
): Promise<UserIdentity> {
  const login = input.login.trim().toLowerCase();
  await createLimiter(limits.loginPerIp.name, limits.loginPerIp).consume(clientAddress);
  const user = await findCredentialsByLogin(ctx, login);
  const perAccount = createLimiter(limits.loginPerAccount.name, limits.loginPerAccount);
  const accountKey = user ? `user:${user.id}` : `login:${login}`;
  await perAccount.consume(accountKey);
  if (!user || !user.passwordHash) {
    dummyHash ??= hashPassword("timing-equaliser");
    await verifyPassword(await dummyHash, input.password);
    throw Invalid.nonField(accountsErrorMessages.loginFailed);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw Invalid.nonField(accountsErrorMessages.loginFailed);
  await perAccount.reset(accountKey);
  const { passwordHash: _hash, ...identity } = user;
  void _hash;
  return identity;
}
