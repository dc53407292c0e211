import "server-only";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { createLimiter, limits } from "@/lib/security/rate-limit";
import { issueToken } from "./api-tokens";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { loginAnswer } from "./user-record";
import { assertEmailFree, createAccount } from "./account-creation";
import { emitCustomerRegistered } from "@/lib/webhooks/customer-event";

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
  await assertEmailFree(ctx, email);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (txCtx) => {
    const user = await createAccount(txCtx, { email, role: "Customer", verified: false, passwordHash });
    await emitCustomerRegistered(txCtx, user.id);
    return loginAnswer(user, await issueToken(txCtx, user));
  });
}
