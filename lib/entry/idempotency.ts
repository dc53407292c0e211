import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { NextResponse } from "next/server";
import { idempotencyKeys } from "@/db/schema";
import type { ApiCtx } from "@/lib/entry/api-context";
import { requireUser } from "@/lib/identity/access";
import { inTransaction } from "@/lib/context/context";
import { Invalid, Unprocessable } from "@/lib/shared/errors/domain-errors";
import { httpErrorMessages } from "@/lib/shared/messages/errors-http";

/**
 * Idempotency-Key for a write route (the order POSTs): the key is claimed, the handler runs and its
 * answer is stored, all in one transaction. A retry within 24 hours with the same body answers the
 * first answer (one order, same id); the same key with another body is a 422. Keys are per user.
 * Without the header the handler just runs.
 */
export async function withIdempotency<A extends { ctx: ApiCtx; request: Request; body: unknown }>(
  args: A,
  status: number,
  handler: (args: A) => Promise<Response | object>,
): Promise<Response | object> {
  const key = args.request.headers.get("idempotency-key");
  if (key === null) return handler(args);
  if (key.length < 1 || key.length > 255) throw Invalid.nonField(httpErrorMessages.idempotencyKeyLength);
  const user = requireUser(args.ctx.actor);
  const hash = createHash("sha256").update(JSON.stringify(args.body ?? null)).digest("hex");
  const mine = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));
  return inTransaction(args.ctx, async (txCtx) => {
    const ctx: ApiCtx = { ...args.ctx, ...txCtx };
    await ctx.db.delete(idempotencyKeys).where(and(mine, sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`));
    const claimed = await ctx.db
      .insert(idempotencyKeys)
      .values({ userId: user.id, key, requestHash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [previous] = await ctx.db
        .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response, statusCode: idempotencyKeys.statusCode })
        .from(idempotencyKeys)
        .where(mine);
      if (previous.requestHash !== hash) throw new Unprocessable(httpErrorMessages.idempotencyKeyReused);
      if (previous.response !== null) return NextResponse.json(previous.response, { status: previous.statusCode ?? status });
    }
    const answer = await handler({ ...args, ctx });
    if (answer instanceof Response) throw new Error("An idempotent route must answer a plain object.");
    await ctx.db.update(idempotencyKeys).set({ response: answer, statusCode: status }).where(mine);
    return answer;
  });
}
