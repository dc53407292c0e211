import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { hashPassword } from "@/lib/identity/password";
import { getAuthSecret } from "@/lib/identity/auth-secret";
import { issueToken } from "@/lib/identity/api-tokens";
import type { Locale } from "@/lib/shared/i18n/locales";
import { identityColumns } from "@/lib/identity/user-record";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  tokenVersion: number;
}

let counter = 0;

/** Creates a user with a password and an API token. */
export async function createUser(options: { role?: "Admin" | "Customer"; verified?: boolean; email?: string; locale?: Locale } = {}): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${process.pid}@test.example.ca`;
  const password = `pw-${counter}-secret`;
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      email,
      username: email,
      passwordHash: await hashPassword(password),
      role: options.role ?? "Customer",
      verified: options.verified ?? true,
      firstName: "Test",
      lastName: `User ${counter}`,
      phoneNumber: "6045550100",
      address: "1 Main St",
      townCity: "Vancouver",
      state: "BC",
      zipcode: "V6B 1A1",
      locale: options.locale ?? null,
    })
    .returning(identityColumns);
  const token = await issueToken(newContext(db, VISITOR), row);
  return { id: row.id, email, password, token, tokenVersion: row.tokenVersion };
}

/** The web session cookie next-auth would set for this user. */
export async function sessionCookie(user: { id: number; tokenVersion: number }): Promise<string> {
  const jwt = await encode({ token: { uid: user.id, tv: user.tokenVersion, sid: randomUUID(), sub: String(user.id) }, secret: getAuthSecret() });
  return `next-auth.session-token=${jwt}`;
}

export const tokenHeader = (user: { token: string }) => ({ authorization: `Token ${user.token}` });
