import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { MIGRATIONS_DIR, openDatabase, withStartupLock, type DbHandle } from "@/db/client";

/*
 * App servers started together on one fresh PostgreSQL database (`docker compose up --scale app=3`)
 * migrate one after the other under an advisory lock (db/client.ts withStartupLock): all three
 * open, and every migration is applied once. Without the lock they ran the same migration at once
 * and all but one failed start-up. PostgreSQL only (TEST_DATABASE_URL): the embedded database is one
 * process's.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const database = `shop_startup_lock_${process.pid}_${randomBytes(3).toString("hex")}`;

function urlOf(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(query: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("several servers starting on one fresh PostgreSQL database", () => {
  const handles: DbHandle[] = [];

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await onServer(`drop database if exists "${database}" with (force)`);
  });

  it("migrate one at a time: all three open, each migration applied once", async () => {
    await onServer(`create database "${database}"`);
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ url: urlOf(database), poolMax: 1 })));
    handles.push(...opened);
    const applied = (await opened[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql"));
    expect(applied.rows[0].n).toBe(files.length);
  });

  it("runs what it guards one at a time", async () => {
    const order: string[] = [];
    const slow = (name: string) =>
      withStartupLock(urlOf(database), async () => {
        order.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        order.push(`${name} out`);
      });
    await Promise.all([slow("a"), slow("b")]);
    expect(order).toHaveLength(4);
    expect(order[0].split(" ")[0]).toBe(order[1].split(" ")[0]);
    expect(order[2].split(" ")[0]).toBe(order[3].split(" ")[0]);
  });
});
