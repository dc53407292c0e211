import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase, setDbHandle, type DbHandle } from "@/db/client";
import { dropDatabase, withDatabase } from "./integration-global-setup";

/*
 * A fresh database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a newly created database on it that is dropped afterwards. Each starts
 * as a copy of the run's migrated database (./integration-global-setup.ts).
 */

export interface TestDatabase extends DbHandle {
  name: string;
  dispose: () => Promise<void>;
}

/** The migrated PGlite data directory, read once per test file's worker. */
let snapshot: Blob | undefined;
function pgliteSnapshot(): Blob | undefined {
  const file = inject("pgliteSnapshot");
  if (!file) return undefined;
  snapshot ??= new Blob([readFileSync(file)]);
  return snapshot;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ loadDataDir: pgliteSnapshot() });
    return { ...handle, name: "pglite:memory", dispose: () => handle.close() };
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = inject("postgresTemplate");
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // PostgreSQL will not copy a template while a session is connected to it (55006): the global
    // setup's pool may still be closing its sockets when the first files start; try again.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolMax: 5 });
  return {
    ...handle,
    name,
    dispose: async () => {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

/** Makes the app's getDb() answer with this test file's database. */
export async function installTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  setDbHandle(database);
  return database;
}

export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
