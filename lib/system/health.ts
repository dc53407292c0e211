import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db/client";
import { APP_VERSION } from "./version";
import { logger } from "@/lib/log/logger";
import { isAdmin } from "@/lib/shared/accounts/actor";
import type { Ctx } from "@/lib/context/context";
import { isRedisConfigured, pingRedis } from "@/lib/redis/redis-client";
import { isShuttingDown } from "./shutdown";

export interface Health {
  status: "ok" | "error";
  version: string;
  database: { kind: "postgres" | "pglite" | "unknown"; ok: boolean; latency_ms: number };
}

export interface Readiness {
  status: "ok" | "error";
  version: string;
  /** True from SIGTERM on: the server finishes what it has and takes no more. */
  shutting_down: boolean;
  database: { ok: boolean; latency_ms: number };
  /** null when REDIS_URL is not set (one server, memory). */
  redis: { ok: boolean; latency_ms: number } | null;
}

/** How long a dependency may take to answer before the server counts as not ready. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * A real database round trip, timed. Anyone may know whether the shop is up; the version and the
 * database details help an attacker, so only staff see them.
 */
export async function checkHealth(ctx: Ctx): Promise<Health | Pick<Health, "status">> {
  const health = await probeDatabase();
  return isAdmin(ctx.actor) ? health : { status: health.status };
}

/**
 * Readiness for a load balancer: the database answers and, when REDIS_URL is set, Redis does, and
 * the server is not shutting down. Details (which one failed, timings) for staff only.
 */
export async function checkReadiness(ctx: Ctx): Promise<Readiness | Pick<Readiness, "status">> {
  const [database, redis] = await Promise.all([probeDatabase(), isRedisConfigured() ? probeRedis() : Promise.resolve(null)]);
  const shuttingDown = isShuttingDown();
  const ok = database.database.ok && (redis === null || redis.ok) && !shuttingDown;
  const readiness: Readiness = {
    status: ok ? "ok" : "error",
    version: APP_VERSION,
    shutting_down: shuttingDown,
    database: { ok: database.database.ok, latency_ms: database.database.latency_ms },
    redis,
  };
  return isAdmin(ctx.actor) ? readiness : { status: readiness.status };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A probe's failure is logged when it starts failing and when it answers again, not on every probe:
 * an orchestrator probes every few seconds, and an outage would otherwise write a line each time.
 */
const FAILING = Symbol.for("wholesale-shop.health-failing");
type GlobalWithFailing = typeof globalThis & { [FAILING]?: Set<string> };

function failing(): Set<string> {
  const g = globalThis as GlobalWithFailing;
  g[FAILING] ??= new Set();
  return g[FAILING];
}

function reportFailure(what: string, error: unknown, message: string): void {
  if (failing().has(what)) return;
  failing().add(what);
  logger.error({ err: error }, message);
}

function reportSuccess(what: string, message: string): void {
  if (failing().delete(what)) logger.info(message);
}

async function probeDatabase(): Promise<Health> {
  const started = performance.now();
  try {
    const { db, kind } = await withTimeout(getDbHandle(), "the database");
    await withTimeout(db.execute(sql`select 1`), "the database");
    reportSuccess("database", "health check: the database answers again");
    return { status: "ok", version: APP_VERSION, database: { kind, ok: true, latency_ms: elapsed(started) } };
  } catch (error) {
    reportFailure("database", error, "health check failed");
    return { status: "error", version: APP_VERSION, database: { kind: "unknown", ok: false, latency_ms: elapsed(started) } };
  }
}

async function probeRedis(): Promise<{ ok: boolean; latency_ms: number }> {
  const started = performance.now();
  try {
    await pingRedis(PROBE_TIMEOUT_MS);
    reportSuccess("redis", "readiness: redis answers again");
    return { ok: true, latency_ms: elapsed(started) };
  } catch (error) {
    reportFailure("redis", error, "readiness: redis does not answer");
    return { ok: false, latency_ms: elapsed(started) };
  }
}
