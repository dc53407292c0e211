import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openDatabase, setDbHandle, type DbHandle } from "@/db/client";

/*
 * A fresh database for one test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a newly created database on it that is dropped afterwards.
 */

export interface TestDatabase extends DbHandle {
  name: string;
  dispose: () => Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    return { ...handle, name: "pglite:memory", dispose: () => handle.close() };
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), poolMax: 5 });
  return {
    ...handle,
    name,
    dispose: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment
      // kills them mid-close and their "terminating connection" error surfaces in the test run.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
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
