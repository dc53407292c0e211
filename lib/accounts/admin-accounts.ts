import { eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { apiTokens, users } from "@/db/schema";
import { emailSchema } from "@/lib/validation/canadian";
import { PASSWORD_MAX } from "./schemas";
import { hashPassword } from "./password";

/*
 * Admins are never created by public registration (DESIGN.md Roles): this is what
 * `npm run create-admin` runs on a real installation. Not server-only: a command-line script uses it.
 */

export class AdminAccountError extends Error {}

export async function createAdmin(
  db: Db,
  input: { email: string; password: string; update?: boolean },
): Promise<{ id: number; created: boolean }> {
  const parsed = emailSchema.safeParse(input.email);
  if (!parsed.success) throw new AdminAccountError(`Not a valid email address: ${input.email}`);
  if (input.password.length < 12) throw new AdminAccountError("An admin password needs at least 12 characters.");
  if (input.password.length > PASSWORD_MAX) throw new AdminAccountError(`A password can have at most ${PASSWORD_MAX} characters.`);
  const email = parsed.data;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) {
    if (!input.update) throw new AdminAccountError(`${email} already has an account. Add --update to make it an admin with this password.`);
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: "Admin", verified: true, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await tx.delete(apiTokens).where(eq(apiTokens.userId, existing.id));
    });
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ email, username: email, passwordHash, role: "Admin", verified: true })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}
