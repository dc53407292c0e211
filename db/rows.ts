import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The rows of a raw statement (`sql\`…\``), typed by the caller. Both drivers the shop runs on,
 * node-postgres and PGlite, answer `execute()` with `{ rows }`; Drizzle types the answer by driver,
 * so code written for either reads the rows here rather than casting at each call.
 */
export async function executeRows<T = Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] };
  return result.rows ?? [];
}
