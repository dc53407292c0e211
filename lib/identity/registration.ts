import "server-only";
import { sql } from "drizzle-orm";
import { users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { createLimiter, limits } from "@/lib/security/rate-limit";
import { issueToken } from "./api-tokens";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { identityColumns, loginAnswer } from "./user-record";

/**
 * Public registration: always a Customer awaiting verification (docs/architecture.md Roles), whose username is
 * its email (docs/product.md §5; the schema refuses any other). Answers like a login, with a new API token.
 * Rate-limited per client address.
 */
export async function registerCustomer(
  ctx: Ctx,
  input: { email: string; password: string },
  clientAddress: string,
): Promise<ReturnType<typeof loginAnswer>> {
  await createLimiter(limits.registrationPerIp.name, limits.registrationPerIp).consume(clientAddress);
  const email = input.email.trim();
  const problem = passwordProblem(input.password, { role: "Customer", email });
  if (problem) throw Invalid.field("password1", problem);
  const key = email.toLowerCase();
  // An email is taken by another account's email or username (usernames from before usernames had
  // to be emails included).
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${key} or lower(${users.username}) = ${key}`)
    .limit(1);
  if (taken) throw Invalid.field("email", accountsErrorMessages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(ctx, async (txCtx) => {
      const [user] = await txCtx.db
        .insert(users)
        .values({ email, username: email, passwordHash, role: "Customer", verified: false })
        .returning(identityColumns);
      return loginAnswer(user, await issueToken(txCtx, user));
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw Invalid.field("email", accountsErrorMessages.emailTaken);
    }
    throw error;
  }
}
