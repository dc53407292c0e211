import "server-only";
import { randomUUID } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import { webhookDeliveries, webhookEndpoints } from "@/db/schema";
import { afterCommit, withActor, type Ctx } from "@/lib/context/context";
import type { Actor } from "@/lib/context/actor";
import type { WebhookEvent } from "@/lib/shared/webhooks/webhook-schemas";
import { kickDispatcher } from "./dispatcher";

/*
 * Emitting a webhook event (issue 32, the outbox pattern): one pending delivery row per active
 * endpoint subscribed to the event, written through the business change's own context, so inside
 * its transaction. A rollback leaves no delivery, and the dispatcher (./dispatcher.ts) only ever sees
 * committed rows: a delivery is sent after the commit, and only if there was one. The dispatcher is
 * woken once the transaction commits, so a delivery usually leaves within milliseconds; the table
 * is the queue, so a restart loses nothing.
 */

/** Who reads an event's data: the staff's view of the object (what GET answers an admin). Never writes. */
export const WEBHOOK_READER: Actor = { kind: "user", id: 0, email: "webhooks", role: "Admin", verified: true };

/** The context for reading an event's data: the same connection (the transaction), as staff. */
export function webhookReader(ctx: Ctx): Ctx {
  // In English (names of taxes and the like), whoever made the change: receivers read one language.
  return { ...withActor(ctx, WEBHOOK_READER), locale: undefined };
}

/** The body every delivery of an event carries, serialised once and signed as it is. */
export function eventBody(event: string, data: unknown, now = new Date()): string {
  return JSON.stringify({ id: randomUUID(), event, created_at: now.toISOString(), data });
}

/**
 * Queues `event` for every active endpoint subscribed to it. `data` is read only when one is: give
 * a function to skip the work when nobody listens. Answers how many deliveries were queued.
 */
export async function emitWebhookEvent(ctx: Ctx, event: WebhookEvent, data: unknown | (() => Promise<unknown> | unknown)): Promise<number> {
  const endpoints = await ctx.db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.active, true), arrayContains(webhookEndpoints.events, [event])));
  if (endpoints.length === 0) return 0;
  const payload = typeof data === "function" ? await (data as () => Promise<unknown> | unknown)() : data;
  const body = eventBody(event, payload);
  await ctx.db.insert(webhookDeliveries).values(endpoints.map(({ id }) => ({ endpointId: id, event, body })));
  afterCommit(ctx, async () => kickDispatcher());
  return endpoints.length;
}
