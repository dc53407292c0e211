import "server-only";
import { getDbHandle, withStartupLock } from "@/db/client";
import { isDatabaseEmpty, seedDemo } from "@/db/seed/demo-seed";
import { getEnv } from "@/lib/env";
import { installServedMethodsGuard } from "@/lib/http/served-methods";
import { logger } from "@/lib/log/logger";
import { getRedisClient, isRedisConfigured } from "@/lib/redis/redis-client";
import { installSocketAddressHeader } from "@/lib/security/socket-address";
import { startWebhookDispatcher } from "@/lib/webhooks/dispatcher";
import { installGracefulShutdown } from "./shutdown";

/**
 * Runs once when the server starts: validates the settings (a bad one stops start-up with its
 * name), opens the database and applies migrations, then seeds the demo into an empty database
 * when SEED_DEMO asks for it ("auto": only on the embedded database).
 */
export async function prepareServer(): Promise<void> {
  const env = getEnv();
  const started = performance.now();
  const handle = await getDbHandle();
  logger.info({ database: handle.kind, ms: Math.round(performance.now() - started) }, "database ready, migrations applied");
  if (isRedisConfigured()) {
    // Connect now rather than on the first login, so the first rate-limited request finds it ready.
    getRedisClient();
    if (!env.AUTH_SECRET) {
      logger.warn("REDIS_URL is set but AUTH_SECRET is not: every app server must sign sessions with the same AUTH_SECRET");
    }
  }
  const wantsDemo = env.SEED_DEMO === "true" || (env.SEED_DEMO === "auto" && handle.kind === "pglite");
  // Replicas started together: one seeds, the others then find the database not empty.
  if (wantsDemo)
    await withStartupLock(handle.kind === "postgres" ? env.DATABASE_URL : undefined, async () => {
      if (!(await isDatabaseEmpty(handle.db))) return;
      const seedStart = performance.now();
      const summary = await seedDemo(handle.db);
      logger.info({ ...summary, ms: Math.round(performance.now() - seedStart) }, "demo data seeded");
    });
}

/** The instrumentation hook's entry: a bad setting or an unreachable database stops the server. */
export async function startNodeServer(): Promise<void> {
  installServedMethodsGuard();
  installSocketAddressHeader();
  installGracefulShutdown();
  try {
    await prepareServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  // The webhook queue is a table: what was pending before a restart is sent from here on (docs/webhooks.md).
  startWebhookDispatcher();
}
