import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users, type Role } from "@/db/schema";
import type { Actor } from "./actor";

/** The columns needed to decide who someone is (never the password hash). */
export interface UserIdentity {
  id: number;
  email: string;
  username: string;
  role: Role;
  verified: boolean;
  tokenVersion: number;
}

/** The columns of UserIdentity, for every query that resolves someone (by id, login or token). */
export const identityColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  verified: users.verified,
  tokenVersion: users.tokenVersion,
};

export async function findIdentityById(db: Db, id: number): Promise<UserIdentity | null> {
  const [row] = await db.select(identityColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Case-insensitive lookup by email or username, with the password hash for verification. */
export async function findCredentialsByLogin(
  db: Db,
  login: string,
): Promise<(UserIdentity & { passwordHash: string | null }) | null> {
  const key = login.trim().toLowerCase();
  const [row] = await db
    .select({ ...identityColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${key} or lower(${users.username}) = ${key}`)
    .limit(1);
  return row ?? null;
}

export function actorOf(user: UserIdentity): Actor {
  return { kind: "user", id: user.id, email: user.email, role: user.role, verified: user.verified };
}

/** The answer of login and registration (SPEC.md §7). */
export function loginAnswer(user: UserIdentity, key: string) {
  return { key, user: user.id, email: user.email, username: user.username, form: user.role, verified: user.verified };
}
