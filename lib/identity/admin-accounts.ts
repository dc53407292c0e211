import "server-only";
import { eq, sql } from "drizzle-orm";
import { apiTokens, users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { email as emailSchema } from "@/lib/shared/validation/primitives";
import { PASSWORD_MAX } from "@/lib/shared/accounts/schemas";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";

/*
 * Admins are never created by public registration (docs/architecture.md Roles): this is what
 * `npm run create-admin` runs on a real installation. Not server-only: a command-line script uses it.
 */

export class AdminAccountError extends Error {}

export async function createAdmin(
  ctx: Ctx,
  input: { email: string; password: string; update?: boolean },
): Promise<{ id: number; created: boolean }> {
  const parsed = emailSchema().safeParse(input.email);
  if (!parsed.success) throw new AdminAccountError(accountsErrorMessages.adminEmailInvalid(input.email));
  const problem = passwordProblem(input.password, { role: "Admin", email: parsed.data });
  if (problem) throw new AdminAccountError(problem);
  if (input.password.length > PASSWORD_MAX) throw new AdminAccountError(accountsErrorMessages.adminPasswordLong(PASSWORD_MAX));
  const email = parsed.data;
  const passwordHash = await hashPassword(input.password);
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) {
    if (!input.update) throw new AdminAccountError(accountsErrorMessages.adminAccountExists(email));
    await inTransaction(ctx, async ({ db }) => {
      await db
        .update(users)
        .set({ role: "Admin", verified: true, passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await db.delete(apiTokens).where(eq(apiTokens.userId, existing.id));
    });
    return { id: existing.id, created: false };
  }
  const [row] = await ctx.db
    .insert(users)
    .values({ email, username: email, passwordHash, role: "Admin", verified: true })
    .returning({ id: users.id });
  return { id: row.id, created: true };
}
