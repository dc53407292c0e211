import "server-only";
import { getDbHandle } from "@/db/client";
import { logger } from "@/lib/log/logger";
import { closeRedis, isRedisConfigured } from "@/lib/redis/redis-client";
import { stopWebhookDispatcher } from "@/lib/webhooks/dispatcher";

/*
 * Graceful shutdown on SIGTERM (docker stop, Kubernetes) and SIGINT. Next.js's own server already
 * stops accepting connections, waits for the requests in flight to finish, then calls process.exit
 * (143 for SIGTERM, 130 for SIGINT). What it does not know about is ours: the database pool (or the
 * embedded PGlite, which must close cleanly to keep its files consistent) and the Redis connection.
 * So from the signal on, process.exit first closes those, then exits with Next's code. Readiness
 * (/api/health/ready/) answers 503 from the signal on, so a load balancer stops sending requests.
 */

/** Longest wait for the requests in flight and the closing before the process exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

const STATE = Symbol.for("wholesale-shop.shutdown");
type GlobalWithState = typeof globalThis & { [STATE]?: { installed: boolean; shuttingDown: boolean } };

function state() {
  const g = globalThis as GlobalWithState;
  g[STATE] ??= { installed: false, shuttingDown: false };
  return g[STATE];
}

/** True from the first SIGTERM/SIGINT on. */
export function isShuttingDown(): boolean {
  return state().shuttingDown;
}

/** Closes what this process opened: the database and Redis (each at most once). */
export async function closeResources(): Promise<void> {
  const started = performance.now();
  // No new webhook pass, and the one in flight finishes first (at most its 10 s timeout): it needs the database.
  await stopWebhookDispatcher().catch((error: unknown) => logger.error({ err: error }, "shutdown: webhook dispatcher did not stop cleanly"));
  const results = await Promise.allSettled([
    getDbHandle().then((handle) => handle.close()),
    isRedisConfigured() ? closeRedis() : Promise.resolve(),
  ]);
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
  for (const failure of failed) logger.error({ err: failure.reason }, "shutdown: could not close a connection");
  logger.info({ ms: Math.round(performance.now() - started), redis: isRedisConfigured() }, "shutdown: database and redis connections closed");
}

export function installGracefulShutdown(): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    if (s.shuttingDown) return;
    s.shuttingDown = true;
    logger.info({ signal }, "shutdown: finishing the requests in flight");
    const realExit = process.exit.bind(process);
    let closing: Promise<void> | undefined;
    const exitAfterClosing = (code?: number | string | null) => {
      closing ??= closeResources();
      void closing.finally(() => realExit(code ?? undefined));
    };
    process.exit = exitAfterClosing as typeof process.exit;
    const timer = setTimeout(() => {
      logger.warn({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, "shutdown: requests still in flight, exiting anyway");
      exitAfterClosing(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
