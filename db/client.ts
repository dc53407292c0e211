import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { getEnv } from "@/lib/env";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = "postgres" | "pglite";

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "db", "migrations");

/** The advisory lock that app servers starting together take to migrate and seed one at a time. */
const STARTUP_LOCK_KEY = 7_351_902_114;

/**
 * Runs `fn` holding the startup lock on the PostgreSQL server at `url` (a session advisory lock on a
 * connection of its own, so a pool of one connection cannot deadlock): replicas started together
 * (`docker compose up --scale app=2`) migrate and seed one after the other; the second finds nothing
 * left to do. Without `url` (the embedded database, one process) it just runs `fn`.
 */
export async function withStartupLock<T>(url: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (!url) return fn();
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    // Ending the session releases the lock whatever happened.
    await client.end().catch(() => {});
  }
}

/**
 * Opens a connection (pool for PostgreSQL, one embedded instance for PGlite) and applies migrations.
 * `loadDataDir`: an in-memory PGlite starts from this tarball of a data directory (the tests' copy of
 * a migrated database, test/support/integration-global-setup.ts).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; poolMax?: number; loadDataDir?: Blob }): Promise<DbHandle> {
  if (options.url) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    const db = drizzle({ client: pool, schema });
    await withStartupLock(options.url, () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }));
    return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  // Extensions must be passed every time the data directory is opened.
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

// One connection per process, kept on globalThis so dev reloads and separate bundles share it.
const globalKey = Symbol.for("wholesale-shop.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DbHandle> };

export function getDbHandle(): Promise<DbHandle> {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) {
    const env = getEnv();
    g[globalKey] = openDatabase({
      url: env.DATABASE_URL,
      dataDir: path.join(env.DATA_DIR, "pglite"),
      poolMax: env.DATABASE_POOL_MAX,
    }).catch((error: unknown) => {
      delete g[globalKey];
      throw error;
    });
  }
  return g[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** For tests and scripts that open their own database: makes getDb() answer with it. */
export function setDbHandle(handle: DbHandle): void {
  (globalThis as GlobalWithDb)[globalKey] = Promise.resolve(handle);
}
