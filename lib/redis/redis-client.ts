import "server-only";
import { createClient } from "redis";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";

/*
 * The one Redis connection of this process (node-redis), opened on first use when REDIS_URL is set.
 * What must be the same on every app server lives there (rate limits; the Next.js cache has its own
 * connections, lib/cache/*.js). Unset: nothing here is ever opened and memory is used instead.
 */

export type RedisClient = ReturnType<typeof createClient>;

// Next.js bundles route handlers, server actions and next-auth separately: one client on globalThis.
const CLIENT = Symbol.for("wholesale-shop.redis");
const NO_WAIT_UNTIL = Symbol.for("wholesale-shop.redis-no-wait-until");
type GlobalWithRedis = typeof globalThis & { [CLIENT]?: RedisClient; [NO_WAIT_UNTIL]?: number };

export function isRedisConfigured(): boolean {
  return getEnv().REDIS_URL !== undefined;
}

/** A key in the shop's Redis namespace (REDIS_KEY_PREFIX first). */
export function redisKey(...parts: string[]): string {
  return getEnv().REDIS_KEY_PREFIX + parts.join(":");
}

/**
 * The shared client, connecting in the background on first call; commands sent while it is not
 * ready fail at once (whenRedisReady waits for it). Throws when REDIS_URL is not set.
 */
export function getRedisClient(): RedisClient {
  const g = globalThis as GlobalWithRedis;
  const existing = g[CLIENT];
  if (existing) return existing;
  const url = getEnv().REDIS_URL;
  if (!url) throw new Error("REDIS_URL is not set");
  const client = createClient({
    url,
    // A command sent while the connection is down fails at once instead of waiting in a queue for
    // Redis to return (a login waited 19 s for its rate limits): every caller has a fallback or an
    // answer for "Redis is down" (rate limits: memory; readiness: 503).
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      // Keep trying while Redis restarts; callers meanwhile see errors (rate limits fall back to memory).
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let reported = false;
  client.on("error", (error: unknown) => {
    // One line per outage, not one per reconnection attempt.
    if (reported) return;
    reported = true;
    logger.error({ err: error }, "redis connection error");
  });
  client.on("ready", () => {
    if (reported) logger.info("redis connection restored");
    reported = false;
    (globalThis as GlobalWithRedis)[NO_WAIT_UNTIL] = 0;
  });
  g[CLIENT] = client;
  client.connect().catch((error: unknown) => logger.error({ err: error }, "redis connection failed"));
  return client;
}

/**
 * Waits (at most `timeoutMs`) until the shared client is connected. Callers that have a fallback
 * (the rate limits' memory) use it so that the first requests after start-up still reach Redis,
 * while a Redis outage costs each request no more than the wait.
 */
export async function whenRedisReady(timeoutMs = 1_000): Promise<boolean> {
  const client = getRedisClient();
  // Redis down: after one wait in vain (or a command left unanswered, pauseRedis), the next 5 s of
  // callers do not wait (each would pay it).
  const g = globalThis as GlobalWithRedis;
  if (Date.now() < (g[NO_WAIT_UNTIL] ?? 0)) return false;
  if (client.isReady) return true;
  const ready = await readyWithin(client, timeoutMs);
  if (!ready) g[NO_WAIT_UNTIL] = Date.now() + 5_000;
  return ready;
}

/** Whether the client is connected, or gets connected within `timeoutMs`. */
function readyWithin(client: RedisClient, timeoutMs: number): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(client.isReady), timeoutMs);
    client.on("ready", onReady);
  });
}

/**
 * A command went unanswered on a connection that looks ready (a host that holds the connection but
 * does not answer): for the next 5 s whenRedisReady says no, so callers use their fallback at once.
 */
export function pauseRedis(): void {
  (globalThis as GlobalWithRedis)[NO_WAIT_UNTIL] = Date.now() + 5_000;
}

/** A PING round trip in milliseconds; throws when Redis does not answer within `timeoutMs`. */
export async function pingRedis(timeoutMs = 2_000): Promise<number> {
  const client = getRedisClient();
  const started = performance.now();
  // Commands are not queued while disconnected: at start-up, the connection is given the time.
  if (!(await readyWithin(client, timeoutMs))) throw new Error(`redis is not connected (waited ${timeoutMs} ms)`);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`redis did not answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 10) / 10;
}

/** Closes the connection if one was opened (graceful shutdown, tests). */
export async function closeRedis(): Promise<void> {
  const g = globalThis as GlobalWithRedis;
  const client = g[CLIENT];
  delete g[CLIENT];
  if (!client) return;
  if (!client.isOpen) return;
  // QUIT waits for the answers still due; a client that is not connected (Redis down) has none
  // coming and would wait for the reconnection, so it is simply dropped.
  if (client.isReady) await client.quit().catch(() => client.disconnect());
  else await client.disconnect();
}
