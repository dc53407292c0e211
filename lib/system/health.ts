import "server-only";
import { sql } from "drizzle-orm";
import { getDbHandle } from "@/db/client";
import { APP_VERSION } from "./version";
import { logger } from "@/lib/log/logger";
import { isAdmin } from "@/lib/accounts/actor";
import type { Ctx } from "@/lib/context/context";

export interface Health {
  status: "ok" | "error";
  version: string;
  database: { kind: "postgres" | "pglite" | "unknown"; ok: boolean; latency_ms: number };
}

/**
 * A real database round trip, timed. Anyone may know whether the shop is up; the version and the
 * database details help an attacker, so only staff see them.
 */
export async function checkHealth(ctx: Ctx): Promise<Health | Pick<Health, "status">> {
  const health = await probeDatabase();
  return isAdmin(ctx.actor) ? health : { status: health.status };
}

async function probeDatabase(): Promise<Health> {
  const started = performance.now();
  try {
    const { db, kind } = await getDbHandle();
    await db.execute(sql`select 1`);
    const latency = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", version: APP_VERSION, database: { kind, ok: true, latency_ms: latency } };
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    const latency = Math.round((performance.now() - started) * 10) / 10;
    return { status: "error", version: APP_VERSION, database: { kind: "unknown", ok: false, latency_ms: latency } };
  }
}
