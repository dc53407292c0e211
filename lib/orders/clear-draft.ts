import "server-only";
import { eq } from "drizzle-orm";
import { orderDrafts } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireUser } from "@/lib/identity/access";

/*
 * Forgets the actor's saved order draft: the cart calls it whenever it empties, so a draft never
 * outlives its lines. A module of its own so that lib/cart depends on it without lib/cart and
 * lib/orders/draft.ts (which reads the cart) importing each other.
 */
export async function clearDraft(ctx: Ctx): Promise<void> {
  const actor = requireUser(ctx.actor);
  await ctx.db.delete(orderDrafts).where(eq(orderDrafts.userId, actor.id));
}
