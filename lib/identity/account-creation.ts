import "server-only";
import { and, ne, sql } from "drizzle-orm";
import { users, type Role } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { isUniqueViolation } from "@/lib/errors/unique-violation";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { identityColumns, profileSet, type ProfileFields, type UserIdentity } from "./user-record";

/*
 * Opening an account, whoever opens it (public registration, lib/accounts/registration.ts; staff's
 * create-customer, lib/accounts/customers-admin.ts): one rule for when an email is free, one insert.
 * The username is the email (docs/product.md §5).
 */

/**
 * True when no other account has this email as its email or its username, letter case aside
 * (usernames from before usernames had to be emails included). `exceptId`: the account itself.
 */
export async function emailIsFree(ctx: Ctx, email: string, exceptId?: number): Promise<boolean> {
  const key = email.trim().toLowerCase();
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`(lower(${users.email}) = ${key} or lower(${users.username}) = ${key})`, exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return taken === undefined;
}

/** A 400 on `email` unless the email is free (emailIsFree). */
export async function assertEmailFree(ctx: Ctx, email: string, exceptId?: number): Promise<void> {
  if (!(await emailIsFree(ctx, email, exceptId))) throw Invalid.field("email", accountsErrorMessages.emailTaken);
}

/** A unique violation on users' email or username index: another account took the email first. */
function isEmailViolation(error: unknown): boolean {
  return isUniqueViolation(error, "users_email_lower_uq") || isUniqueViolation(error, "users_username_lower_uq");
}

export interface NewAccount {
  email: string;
  role: Role;
  verified: boolean;
  /** null: no password yet (the account holder chooses one through a reset code). */
  passwordHash: string | null;
  /** Profile fields not given start blank (the country: Canada). */
  profile?: Partial<ProfileFields>;
}

/**
 * Inserts the account (username = email) and answers who it is. Call assertEmailFree first for the
 * usual refusal; two openings racing for one email past that check are decided by the unique
 * indexes, the loser's a 400 on `email` too. Inside a transaction, that refusal ends it.
 */
export async function createAccount(ctx: Ctx, account: NewAccount): Promise<UserIdentity> {
  const email = account.email.trim();
  try {
    const [user] = await ctx.db
      .insert(users)
      .values({
        ...profileSet(account.profile ?? {}),
        email,
        username: email,
        passwordHash: account.passwordHash,
        role: account.role,
        verified: account.verified,
      })
      .returning(identityColumns);
    return user;
  } catch (error) {
    if (isEmailViolation(error)) throw Invalid.field("email", accountsErrorMessages.emailTaken);
    throw error;
  }
}
