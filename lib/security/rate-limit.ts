import "server-only";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getEnv } from "@/lib/env";
import { getRedisClient, isRedisConfigured, pauseRedis, redisKey, whenRedisReady } from "@/lib/redis/redis-client";
import { TooManyRequests } from "@/lib/shared/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";

/*
 * Named rate limiters over rate-limiter-flexible (fixed windows of `durationSeconds`). With REDIS_URL
 * the counts live in Redis (RateLimiterRedis), so every app server counts toward one limit; while
 * Redis does not answer, each server falls back to its own memory (insuranceLimiter) rather than
 * refusing every login. Without REDIS_URL they live in this process's memory (one server).
 */

export interface LimiterConfig {
  points: number;
  durationSeconds: number;
}

export interface NamedLimiterConfig extends LimiterConfig {
  name: string;
}

export interface LimiterState {
  remainingPoints: number;
  retryAfterSeconds: number;
}

export interface Consumed {
  /** The attempts counted for the key in the current window, this one included. */
  consumedPoints: number;
}

export interface Limiter {
  readonly name: string;
  /** Counts one attempt for `key`; throws TooManyRequests once the window's points are used up. */
  consume(key: string): Promise<Consumed>;
  /** Counts one attempt for `key` without refusing it (a failure to remember, e.g. a wrong password). */
  penalty(key: string): Promise<void>;
  /** Forgets `key`'s attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** The state of `key` without counting an attempt. */
  peek(key: string): Promise<LimiterState>;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The shop's limits. Keys: an account key is the account's id once resolved (else the normalised
 * login text), an IP key comes from clientIp(). The login policy (lib/identity/login.ts, the README's
 * "Sign-in and password policy") follows OWASP's authentication guidance: guesses are throttled per
 * source and per (account, source); failures against one account from many sources put it under
 * watch, where only sources that have not failed against it may still try — so an attacker can slow
 * guessing at an account but cannot keep its owner out.
 */
export const limits = {
  /** Logins from one address across accounts: allows an office sharing one address, not spraying. */
  loginPerIp: { name: "login-ip", points: 50, durationSeconds: 15 * MINUTE },
  /** Attempts at one account from one address: a person mistyping never gets near 10 in 15 minutes. */
  loginPerAccountAndIp: { name: "login-account-source", points: 10, durationSeconds: 15 * MINUTE },
  /** Failed logins at one account from every address: past 10, the account is under watch. */
  loginFailuresPerAccount: { name: "login-account-failures", points: 10, durationSeconds: 15 * MINUTE },
  /** Reset-code emails for one account: stops mail-bombing a customer's inbox. */
  resetPerAccount: { name: "reset-account", points: 5, durationSeconds: HOUR },
  /** Reset-code emails for one account in a day (about two a waking hour would already be odd). */
  resetPerAccountDaily: { name: "reset-account-day", points: 10, durationSeconds: DAY },
  /** Reset-code emails requested from one address, across accounts. */
  resetPerIp: { name: "reset-ip", points: 20, durationSeconds: HOUR },
  /** Reset-code checks from one address: guessing a code must take far longer than it lives. */
  resetCheckPerIp: { name: "reset-check-ip", points: 30, durationSeconds: 15 * MINUTE },
  /** Registrations from one address: an office may open a few accounts, a script may not open hundreds. */
  registrationPerIp: { name: "registration-ip", points: 10, durationSeconds: HOUR },
  /**
   * Reset-code guesses at one account in a day, across its codes and every address: 10 a day is
   * 3,650 guesses of a 6-digit code a year, odds of about 0.4 % a year for a patient attacker.
   */
  resetCheckPerAccount: { name: "reset-check-account-day", points: 10, durationSeconds: DAY },
} as const satisfies Record<string, NamedLimiterConfig>;

interface Entry {
  config: LimiterConfig;
  /** "memory", or the Redis key prefix the counts live under. */
  storeId: string;
  store: RateLimiterAbstract;
  /** This server's own counts: the store itself without Redis, its stand-in while Redis does not answer. */
  memory: RateLimiterMemory;
  limiter: Limiter;
}

/**
 * How long a Redis-backed count may take before this server counts in its memory instead. A login
 * waits for its limits: with Redis stopped or unreachable it must not wait for the reconnection.
 */
export const REDIS_LIMIT_TIMEOUT_MS = 1_000;
const TIMED_OUT = Symbol("timed out");

// Next.js bundles route handlers, server actions and next-auth separately, so a module variable
// would exist once per bundle; a registry on globalThis is shared by all of them.
const REGISTRY = Symbol.for("wholesale-shop.rate-limiters");
type GlobalWithRegistry = typeof globalThis & { [REGISTRY]?: Map<string, Entry> };

function registry(): Map<string, Entry> {
  const g = globalThis as GlobalWithRegistry;
  g[REGISTRY] ??= new Map();
  return g[REGISTRY];
}

function newMemory(name: string, config: LimiterConfig): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: name, points: config.points, duration: config.durationSeconds });
}

function storeIdFor(): string {
  return isRedisConfigured() ? redisKey("rl") : "memory";
}

/**
 * Runs one operation on the limiter's store, bounded: with Redis, after a moment for the connection
 * to come up (at start-up); while Redis is not ready, or when it has not answered within
 * REDIS_LIMIT_TIMEOUT_MS, on this server's memory instead (and the next 5 s of operations too, at once). rate-limiter-flexible's own fallback
 * (insuranceLimiter) covers commands that fail, not ones that wait: its `delete` does not check
 * that Redis is ready, and a queued command would wait for Redis to come back.
 */
async function run<T>(entry: Entry, operation: (store: RateLimiterAbstract) => Promise<T>): Promise<T> {
  if (entry.storeId === "memory") return operation(entry.store);
  if (!(await whenRedisReady())) return operation(entry.memory);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), REDIS_LIMIT_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([operation(entry.store), timeout]);
    if (result !== TIMED_OUT) return result;
    pauseRedis();
    return operation(entry.memory);
  } finally {
    clearTimeout(timer);
  }
}

function newStore(name: string, config: LimiterConfig, storeId: string, memory: RateLimiterMemory): RateLimiterAbstract {
  if (storeId === "memory") return memory;
  return new RateLimiterRedis({
    storeClient: getRedisClient(),
    useRedisPackage: true,
    keyPrefix: `${storeId}:${name}`,
    points: config.points,
    duration: config.durationSeconds,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

function normaliseKey(key: string): string {
  return key.trim().toLowerCase();
}

function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/** "Too many attempts. Please try again in 15 minutes." (seconds when under a minute). */
export const tooManyAttemptsMessage = accountsErrorMessages.tooManyAttempts;

/** The process-wide limiter called `name` (created on first use, then shared). */
export function createLimiter(name: string, requested: LimiterConfig): Limiter {
  // Per-address limits scale with RATE_LIMIT_IP_FACTOR (e.g. an office or a test suite behind one address).
  const config = name.endsWith("-ip")
    ? { ...requested, points: Math.max(1, Math.round(requested.points * getEnv().RATE_LIMIT_IP_FACTOR)) }
    : requested;
  const storeId = storeIdFor();
  const existing = registry().get(name);
  if (
    existing &&
    existing.storeId === storeId &&
    existing.config.points === config.points &&
    existing.config.durationSeconds === config.durationSeconds
  ) {
    return existing.limiter;
  }

  const memory = newMemory(name, config);
  const entry: Entry = {
    config: { points: config.points, durationSeconds: config.durationSeconds },
    storeId,
    store: newStore(name, config, storeId, memory),
    memory,
    limiter: {
      name,
      async consume(key) {
        try {
          const res = await run(entry, (store) => store.consume(normaliseKey(key)));
          return { consumedPoints: res.consumedPoints };
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const seconds = retryAfterSeconds(error);
          throw new TooManyRequests(tooManyAttemptsMessage(seconds), seconds);
        }
      },
      async penalty(key) {
        await run(entry, (store) => store.penalty(normaliseKey(key)));
      },
      async reset(key) {
        // Redis down: this server's count is forgotten now, Redis's when the next reset reaches it.
        await run(entry, (store) => store.delete(normaliseKey(key)));
        if (entry.store !== entry.memory) await entry.memory.delete(normaliseKey(key));
      },
      async peek(key) {
        const res = await run(entry, (store) => store.get(normaliseKey(key)));
        if (!res) return { remainingPoints: entry.config.points, retryAfterSeconds: 0 };
        const remainingPoints = Math.max(0, res.remainingPoints);
        return { remainingPoints, retryAfterSeconds: remainingPoints > 0 ? 0 : retryAfterSeconds(res) };
      },
    },
  };
  // A changed config (edited limits during development, or a test switching stores) replaces the limiter.
  registry().set(name, entry);
  return entry.limiter;
}

/**
 * Tests only: empties every limiter, including those already held by other modules (memory at once;
 * Redis counts under this shop's prefix once the returned promise settles).
 */
export async function resetAllLimiters(): Promise<void> {
  const redisPrefixes = new Set<string>();
  for (const [name, entry] of registry()) {
    entry.memory = newMemory(name, entry.config);
    entry.store = newStore(name, entry.config, entry.storeId, entry.memory);
    if (entry.storeId !== "memory") redisPrefixes.add(entry.storeId);
  }
  if (redisPrefixes.size > 0) await whenRedisReady(5_000);
  for (const prefix of redisPrefixes) {
    const client = getRedisClient();
    for await (const key of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) await client.del(key);
  }
}
