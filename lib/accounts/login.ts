import "server-only";
import type { Db } from "@/db/client";
import { Invalid } from "@/lib/http/errors";
import { createLimiter, limits } from "@/lib/security/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { findCredentialsByLogin, type UserIdentity } from "./user-record";

export const LOGIN_FAILED_MESSAGE = "Unable to log in with provided credentials.";

let dummyHash: Promise<string> | undefined;

/**
 * Checks an email (or username) and password. Rate-limited per client address and per account;
 * an unknown account costs the same argon2 work as a known one, so timing does not tell them apart.
 */
export async function authenticateWithPassword(
  db: Db,
  input: { login: string; password: string },
  clientAddress: string,
): Promise<UserIdentity> {
  const login = input.login.trim().toLowerCase();
  await createLimiter("login-ip", limits.loginPerIp).consume(clientAddress);
  const perAccount = createLimiter("login-account", limits.loginPerAccount);
  await perAccount.consume(login);
  const user = await findCredentialsByLogin(db, login);
  if (!user || !user.passwordHash) {
    dummyHash ??= hashPassword("timing-equaliser");
    await verifyPassword(await dummyHash, input.password);
    throw Invalid.nonField(LOGIN_FAILED_MESSAGE);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw Invalid.nonField(LOGIN_FAILED_MESSAGE);
  await perAccount.reset(login);
  const { passwordHash: _hash, ...identity } = user;
  void _hash;
  return identity;
}
