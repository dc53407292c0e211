import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { users } from "@/db/schema";
import { Invalid } from "@/lib/http/errors";
import { issueToken } from "./api-tokens";
import { hashPassword } from "./password";
import { loginAnswer } from "./user-record";

export const EMAIL_TAKEN_MESSAGE = "A user is already registered with this e-mail address.";
export const USERNAME_TAKEN_MESSAGE = "A user with that username already exists.";

/**
 * Public registration: always a Customer awaiting verification (DESIGN.md Roles). Answers like a
 * login, with a new API token.
 */
export async function registerCustomer(
  db: Db,
  input: { email: string; username?: string; password: string },
): Promise<ReturnType<typeof loginAnswer>> {
  const email = input.email.trim();
  const username = (input.username || email).trim();
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or lower(${users.username}) = ${username.toLowerCase()} or lower(${users.username}) = ${email.toLowerCase()}`);
  if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase() || u.username.toLowerCase() === email.toLowerCase())) {
    throw Invalid.field("email", EMAIL_TAKEN_MESSAGE);
  }
  if (taken.length) throw Invalid.field("username", USERNAME_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, username, passwordHash, role: "Customer", verified: false })
        .returning({ id: users.id, email: users.email, username: users.username, role: users.role, verified: users.verified, tokenVersion: users.tokenVersion });
      const key = await issueToken(tx as unknown as Db, user);
      return loginAnswer(user, key);
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw Invalid.field("email", EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
}
