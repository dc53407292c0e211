import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { getDb } from "@/db/client";
import { executeRows } from "@/db/rows";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import { postWebhook, type PostOutcome, type PostRequest } from "./http-post";
import { signWebhook } from "./signature";

/*
 * The webhook dispatcher (issue 32, docs/webhooks.md "Retries"): sends the queued deliveries
 * (webhook_deliveries, written by ./events.ts inside the business transaction).
 *
 * - Claiming: one statement picks due pending deliveries of active endpoints with FOR UPDATE SKIP
 *   LOCKED and leases them (next_attempt_at moved LEASE_SECONDS ahead), so several app servers
 *   sharing one PostgreSQL never send the same delivery twice at once, and no transaction stays open
 *   while a receiver is slow (PGlite has one connection). A server that dies mid-send leaves the
 *   lease to expire: the delivery is sent again (at least once; receivers dedupe on the body's id).
 * - Outcome: 2xx delivered; otherwise attempts + 1 and the next attempt after 30 s × 2^(attempt − 1)
 *   with up to 20 % jitter, capped at 1 h; failed once that next attempt would fall more than 24 h
 *   after the event. A pending delivery older than 24 h (its endpoint switched off meanwhile) fails too.
 * - The loop: every POLL_MS, and at once when an event commits (kickDispatcher). Started by
 *   lib/system/startup.ts on a server, stopped by the graceful shutdown; never in tests, which call
 *   deliverDue(db, now) with the clock they want.
 */

export const LEASE_SECONDS = 60;
export const BATCH_SIZE = 10;
export const POLL_MS = 5_000;
export const FIRST_RETRY_SECONDS = 30;
export const MAX_RETRY_SECONDS = 3_600;
export const RETRY_WINDOW_HOURS = 24;
const RETRY_WINDOW_MS = RETRY_WINDOW_HOURS * 3_600_000;

/** The wait after the `attempts`-th failed attempt, before jitter: 30 s, 1 min, 2 min, … at most 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** The same with jitter (0–20 % more), so endpoints that failed together do not retry together. */
export function jitteredDelayMs(attempts: number, random: () => number = Math.random): number {
  return Math.round(retryDelaySeconds(attempts) * 1000 * (1 + 0.2 * random()));
}

export interface DeliverOptions {
  limit?: number;
  /** Default: WEBHOOKS_ALLOW_PRIVATE_ADDRESSES. */
  allowPrivate?: boolean;
  /** Tests: the sender (default postWebhook). */
  post?: (request: PostRequest) => Promise<PostOutcome>;
  random?: () => number;
}

export interface PassSummary {
  attempted: number;
  delivered: number;
  retrying: number;
  failed: number;
  expired: number;
}

type Claimed = { id: number; endpoint_id: number; event: string; body: string; attempts: number; created_at: Date | string; url: string; secret: string };

const iso = (date: Date) => date.toISOString();

/**
 * One pass: expires what is past the 24 h window, then claims and sends due deliveries in batches
 * of `limit` until none is due at `now`. Answers what it did.
 */
export async function deliverDue(db: Db, now: Date = new Date(), options: DeliverOptions = {}): Promise<PassSummary> {
  const limit = options.limit ?? BATCH_SIZE;
  const allowPrivate = options.allowPrivate ?? getEnv().WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;
  const post = options.post ?? postWebhook;
  const summary: PassSummary = { attempted: 0, delivered: 0, retrying: 0, failed: 0, expired: 0 };
  const windowStart = new Date(now.getTime() - RETRY_WINDOW_MS);
  const expired = await executeRows(
    db,
    sql`
    update webhook_deliveries set status = 'failed', last_error = coalesce(last_error, 'Not sent within 24 hours (endpoint switched off).')
    where status = 'pending' and created_at < ${iso(windowStart)}::timestamptz and next_attempt_at <= ${iso(now)}::timestamptz
    returning id`,
  );
  summary.expired = expired.length;
  for (;;) {
    const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000);
    const claimed = await executeRows<Claimed>(
      db,
      sql`
        with due as (
          select d.id from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id and e.active
          where d.status = 'pending' and d.next_attempt_at <= ${iso(now)}::timestamptz
          order by d.next_attempt_at, d.id
          limit ${limit}
          for update of d skip locked
        )
        update webhook_deliveries w set next_attempt_at = ${iso(leaseUntil)}::timestamptz
        from due, webhook_endpoints e
        where w.id = due.id and e.id = w.endpoint_id
        returning w.id, w.endpoint_id, w.event, w.body, w.attempts, w.created_at, e.url, e.secret`,
    );
    if (claimed.length === 0) break;
    await Promise.all(claimed.map((delivery) => sendOne(db, delivery, now, allowPrivate, post, options.random, summary)));
    if (claimed.length < limit) break;
  }
  return summary;
}

async function sendOne(
  db: Db,
  delivery: Claimed,
  now: Date,
  allowPrivate: boolean,
  post: (request: PostRequest) => Promise<PostOutcome>,
  random: (() => number) | undefined,
  summary: PassSummary,
): Promise<void> {
  summary.attempted += 1;
  const timestamp = Math.floor(now.getTime() / 1000);
  const outcome = await post({
    url: delivery.url,
    body: delivery.body,
    allowPrivate,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "FraserHarbourShop-Webhooks/1",
      "X-Shop-Event": delivery.event,
      "X-Shop-Timestamp": String(timestamp),
      "X-Shop-Signature": signWebhook(delivery.secret, timestamp, delivery.body),
      "X-Shop-Delivery": String(delivery.id),
    },
  }).catch((error: unknown): PostOutcome => ({ ok: false, status: null, error: error instanceof Error ? error.message : String(error) }));
  const attempts = Number(delivery.attempts) + 1;
  const attemptedAt = iso(now);
  const status = outcome.status;
  const lastError = outcome.error === null ? null : outcome.error.slice(0, 500);
  if (outcome.ok) {
    summary.delivered += 1;
    await db.execute(sql`
      update webhook_deliveries set status = 'delivered', attempts = ${attempts}, last_attempt_at = ${attemptedAt}::timestamptz,
        delivered_at = ${attemptedAt}::timestamptz, response_status = ${status}, last_error = null
      where id = ${delivery.id}`);
    return;
  }
  const next = new Date(now.getTime() + jitteredDelayMs(attempts, random));
  const created = new Date(delivery.created_at);
  const givingUp = next.getTime() > created.getTime() + RETRY_WINDOW_MS;
  if (givingUp) summary.failed += 1;
  else summary.retrying += 1;
  await db.execute(sql`
    update webhook_deliveries set status = ${givingUp ? "failed" : "pending"}, attempts = ${attempts},
      last_attempt_at = ${attemptedAt}::timestamptz, next_attempt_at = ${iso(next)}::timestamptz,
      response_status = ${status}, last_error = ${lastError}
    where id = ${delivery.id}`);
  logger.warn({ delivery: delivery.id, endpoint: delivery.endpoint_id, event: delivery.event, attempts, status, error: lastError, givingUp }, "webhook delivery failed");
}

/* The loop, one per process (a global, so a module loaded twice by the bundler shares it). */
const STATE = Symbol.for("wholesale-shop.webhook-dispatcher");
type LoopState = { running: boolean; timer: NodeJS.Timeout | null; pass: Promise<void> | null; again: boolean };
type GlobalWithLoop = typeof globalThis & { [STATE]?: LoopState };

function loop(): LoopState {
  const g = globalThis as GlobalWithLoop;
  g[STATE] ??= { running: false, timer: null, pass: null, again: false };
  return g[STATE];
}

function schedule(state: LoopState, ms: number): void {
  if (!state.running) return;
  if (state.timer) clearTimeout(state.timer);
  state.timer = setTimeout(() => runPass(state), ms);
  state.timer.unref();
}

function runPass(state: LoopState): void {
  state.timer = null;
  if (state.pass) {
    state.again = true;
    return;
  }
  state.pass = (async () => {
    try {
      await deliverDue(await getDb());
    } catch (error) {
      logger.error({ err: error }, "webhook dispatcher pass failed");
    }
  })().finally(() => {
    state.pass = null;
    const again = state.again;
    state.again = false;
    schedule(state, again ? 0 : POLL_MS);
  });
}

/** Starts the loop (idempotent): a pass now, then every POLL_MS and whenever an event commits. */
export function startWebhookDispatcher(): void {
  const state = loop();
  if (state.running) return;
  state.running = true;
  schedule(state, 0);
  logger.info({ pollMs: POLL_MS }, "webhook dispatcher started");
}

/** Wakes the loop for a delivery just committed; nothing when the loop is not running (tests, scripts). */
export function kickDispatcher(): void {
  const state = loop();
  if (state.running) schedule(state, 0);
}

/** Whether this process runs the loop. */
export function isDispatcherRunning(): boolean {
  return loop().running;
}

/** Stops the loop and waits for a pass in flight (graceful shutdown): its deliveries finish or their lease expires. */
export async function stopWebhookDispatcher(): Promise<void> {
  const state = loop();
  state.running = false;
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  await state.pass;
}
