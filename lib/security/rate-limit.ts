import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getEnv } from "@/lib/env";
import { TooManyRequests } from "@/lib/errors/domain-errors";
import { accountsErrorMessages } from "@/lib/messages/errors-accounts";

/*
 * Named in-memory rate limiters over rate-limiter-flexible (fixed windows of `durationSeconds`).
 * State lives in this process only: one `next start` process is the deployment shape here. A
 * multi-process deployment would swap RateLimiterMemory for a shared store behind the same API.
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

export interface Limiter {
  readonly name: string;
  /** Counts one attempt for `key`; throws TooManyRequests once the window's points are used up. */
  consume(key: string): Promise<void>;
  /** Forgets `key`'s attempts (e.g. after a successful login). */
  reset(key: string): Promise<void>;
  /** The state of `key` without counting an attempt. */
  peek(key: string): Promise<LimiterState>;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The shop's limits. Keys: an account key is the normalised email (login: the account's id once
 * resolved), an IP key comes from clientIp(). Per-account limits hold even when an attacker rotates
 * addresses.
 */
export const limits = {
  /** Password guesses against one account: a person mistyping never gets near 10 in 15 minutes. */
  loginPerAccount: { name: "login-account", points: 10, durationSeconds: 15 * MINUTE },
  /** Logins from one address across accounts: allows an office sharing one address, not spraying. */
  loginPerIp: { name: "login-ip", points: 50, durationSeconds: 15 * MINUTE },
  /** Reset-code emails for one account: stops mail-bombing a customer's inbox. */
  resetPerAccount: { name: "reset-account", points: 5, durationSeconds: HOUR },
  /** Reset-code emails requested from one address, across accounts. */
  resetPerIp: { name: "reset-ip", points: 20, durationSeconds: HOUR },
  /** Reset-code checks from one address: guessing a code must take far longer than it lives. */
  resetCheckPerIp: { name: "reset-check-ip", points: 30, durationSeconds: 15 * MINUTE },
  /** Registrations from one address: an office may open a few accounts, a script may not open hundreds. */
  registrationPerIp: { name: "registration-ip", points: 10, durationSeconds: HOUR },
  /** Reset-code checks against one account, whatever the address (addresses can be rotated). */
  resetCheckPerAccount: { name: "reset-check-account", points: 10, durationSeconds: 15 * MINUTE },
} as const satisfies Record<string, NamedLimiterConfig>;

interface Entry {
  config: LimiterConfig;
  memory: RateLimiterMemory;
  limiter: Limiter;
}

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
  const existing = registry().get(name);
  if (
    existing &&
    existing.config.points === config.points &&
    existing.config.durationSeconds === config.durationSeconds
  ) {
    return existing.limiter;
  }

  const entry: Entry = {
    config: { points: config.points, durationSeconds: config.durationSeconds },
    memory: newMemory(name, config),
    limiter: {
      name,
      async consume(key) {
        try {
          await entry.memory.consume(normaliseKey(key));
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const seconds = retryAfterSeconds(error);
          throw new TooManyRequests(tooManyAttemptsMessage(seconds), seconds);
        }
      },
      async reset(key) {
        await entry.memory.delete(normaliseKey(key));
      },
      async peek(key) {
        const res = await entry.memory.get(normaliseKey(key));
        if (!res) return { remainingPoints: entry.config.points, retryAfterSeconds: 0 };
        const remainingPoints = Math.max(0, res.remainingPoints);
        return { remainingPoints, retryAfterSeconds: remainingPoints > 0 ? 0 : retryAfterSeconds(res) };
      },
    },
  };
  // A changed config (edited limits during development) replaces the limiter.
  registry().set(name, entry);
  return entry.limiter;
}

/** Tests only: empties every limiter, including those already held by other modules. */
export function resetAllLimiters(): void {
  for (const [name, entry] of registry()) entry.memory = newMemory(name, entry.config);
}
