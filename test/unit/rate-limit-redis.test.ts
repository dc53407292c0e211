import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { TooManyRequests } from "@/lib/shared/errors/domain-errors";
import { closeRedis, getRedisClient } from "@/lib/redis/redis-client";
import { createLimiter, resetAllLimiters } from "@/lib/security/rate-limit";
import { redisReachable, TEST_REDIS_URL, uniqueRedisPrefix } from "@/test/support/redis";
import { tcpSwitch, type TcpSwitch } from "@/test/support/tcp-switch";

const reachable = await redisReachable();
if (!reachable) console.warn(`Redis tests skipped: nothing answers at ${TEST_REDIS_URL}`);

const REGISTRY = Symbol.for("wholesale-shop.rate-limiters");
const prefix = uniqueRedisPrefix("rate-limit");

/** What a second app server would have: no limiter objects of its own yet, the same Redis. */
function forgetLocalLimiters(): void {
  (globalThis as Record<symbol, Map<string, unknown> | undefined>)[REGISTRY]?.clear();
}

describe.skipIf(!reachable)("rate limits in Redis (REDIS_URL set)", () => {
  beforeAll(() => {
    process.env.REDIS_URL = TEST_REDIS_URL;
    process.env.REDIS_KEY_PREFIX = prefix;
    resetEnvCache();
  });

  afterAll(async () => {
    await resetAllLimiters();
    const client = getRedisClient();
    const left = [];
    for await (const key of client.scanIterator({ MATCH: `${prefix}*` })) left.push(key);
    await closeRedis();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
    resetEnvCache();
    expect(left).toEqual([]);
  });

  it("keeps the counts in Redis under the shop's prefix", async () => {
    const limiter = createLimiter("test-redis-keys", { points: 5, durationSeconds: 60 });
    await limiter.consume("Someone@Example.ca");
    const value = await getRedisClient().get(`${prefix}rl:test-redis-keys:someone@example.ca`);
    expect(value).toBe("1");
    expect(await limiter.peek("someone@example.ca")).toEqual({ remainingPoints: 4, retryAfterSeconds: 0 });
  });

  it("answers the count of a consume and keeps penalties (failed logins) in Redis too", async () => {
    const limiter = createLimiter("test-redis-penalty", { points: 3, durationSeconds: 60 });
    await limiter.penalty("k");
    await limiter.penalty("k");
    expect(await limiter.consume("k")).toEqual({ consumedPoints: 3 });
    expect(await getRedisClient().get(`${prefix}rl:test-redis-penalty:k`)).toBe("3");
  });

  it("counts attempts made through two servers toward one limit", async () => {
    const first = createLimiter("test-redis-shared", { points: 3, durationSeconds: 900 });
    await first.consume("buyer@example.ca");
    await first.consume("buyer@example.ca");
    forgetLocalLimiters();
    const second = createLimiter("test-redis-shared", { points: 3, durationSeconds: 900 });
    expect(second).not.toBe(first);
    await second.consume("buyer@example.ca");
    const error = await second.consume("buyer@example.ca").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).retryAfterSeconds).toBeGreaterThan(800);
    // The first server sees the exhausted limit too.
    await expect(first.consume("buyer@example.ca")).rejects.toBeInstanceOf(TooManyRequests);
  });

  it("reset on one server clears the count for all", async () => {
    const first = createLimiter("test-redis-reset", { points: 1, durationSeconds: 60 });
    await first.consume("a@example.ca");
    forgetLocalLimiters();
    const second = createLimiter("test-redis-reset", { points: 1, durationSeconds: 60 });
    await second.reset("a@example.ca");
    await first.consume("a@example.ca");
  });

  it("resetAllLimiters deletes the Redis counts", async () => {
    const limiter = createLimiter("test-redis-all", { points: 1, durationSeconds: 60 });
    await limiter.consume("x@example.ca");
    await resetAllLimiters();
    await limiter.consume("x@example.ca");
  });
});

/*
 * A login waits for its limits (consume, then reset on success). With Redis stopped, a correct
 * password hung until Redis returned (19 s): rate-limiter-flexible's delete does not check that
 * Redis is ready, and node-redis queued the command. Each operation now answers from this
 * server's memory instead; the tests' 5 s limit is far below an outage's length (Redis stays down
 * for the whole test), so a wait for Redis fails them.
 */
describe.skipIf(!reachable)("rate limits while Redis does not answer", () => {
  let redis: TcpSwitch;
  const outagePrefix = uniqueRedisPrefix("rate-limit-outage");

  beforeAll(async () => {
    redis = await tcpSwitch(TEST_REDIS_URL);
    await closeRedis();
    forgetLocalLimiters();
    process.env.REDIS_URL = redis.url;
    process.env.REDIS_KEY_PREFIX = outagePrefix;
    resetEnvCache();
  });

  afterAll(async () => {
    await redis.start();
    await vi.waitFor(() => expect(getRedisClient().isReady).toBe(true), { timeout: 5_000 });
    await resetAllLimiters();
    await closeRedis();
    await redis.close();
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
    resetEnvCache();
  });

  /** A sign-in as lib/identity/login.ts makes it: count the attempt, then forget it on success. */
  async function signIn(limiter: ReturnType<typeof createLimiter>, key: string): Promise<void> {
    await limiter.consume(key);
    await limiter.penalty(key);
    await limiter.peek(key);
    await limiter.reset(key);
  }

  it("counts in this server's memory while Redis is stopped, and in Redis once it is back", { timeout: 5_000 }, async () => {
    const limiter = createLimiter("test-outage-stopped", { points: 3, durationSeconds: 60 });
    await limiter.consume("k");
    expect(await getRedisClient().get(`${outagePrefix}rl:test-outage-stopped:k`)).toBe("1");

    await redis.stop();
    await signIn(limiter, "buyer@example.ca");
    // The limit still holds, counted in memory: 3 attempts, then a refusal.
    await limiter.consume("m");
    await limiter.consume("m");
    await limiter.consume("m");
    await expect(limiter.consume("m")).rejects.toBeInstanceOf(TooManyRequests);

    await redis.start();
    await expect.poll(() => getRedisClient().isReady, { timeout: 4_000 }).toBe(true);
    await limiter.consume("k");
    expect(await getRedisClient().get(`${outagePrefix}rl:test-outage-stopped:k`)).toBe("2");
  });

  it("counts in memory when Redis holds the connection open but never answers", { timeout: 5_000 }, async () => {
    const limiter = createLimiter("test-outage-silent", { points: 5, durationSeconds: 60 });
    await expect.poll(() => getRedisClient().isReady, { timeout: 2_000 }).toBe(true);
    await limiter.consume("k");
    redis.blackhole();
    try {
      await signIn(limiter, "buyer@example.ca");
      expect(await limiter.consume("k")).toEqual({ consumedPoints: 1 });
    } finally {
      // The commands left unanswered are dropped with the connection; the client reconnects.
      await redis.stop();
      await vi.waitFor(() => expect(getRedisClient().isReady).toBe(false));
      await redis.start();
    }
  });
});
