import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { Client } from "pg";
import { getDbHandle, openDatabase, setDbHandle, type DbHandle } from "@/db/client";
import { seedDemo } from "@/db/seed/demo-seed";
import { mediaDir } from "@/lib/storage/media-store";
import * as build from "@/test/support/builders";
import { makeTempDir } from "@/test/support/test-database";

/*
 * README "Backups and restore".
 * - PostgreSQL: a shop's database with orders is dumped with `pg_dump --format=custom` and restored
 *   with `pg_restore` into an empty database; every order and every line of it (and every other
 *   row) comes back, and the restored shop takes new orders. Needs a PostgreSQL server
 *   (TEST_DATABASE_URL) and its client tools; CI sets both.
 * - The embedded database: the data directory of a stopped shop, archived with tar and unpacked
 *   elsewhere, opens with every order and every product picture (runs on PGlite in any case).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("backup-restore: TEST_DATABASE_URL is not set, so there is no PostgreSQL server to dump and restore: skipped.");
}

function databaseUrl(database: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Every row of every table of the shop's schemas (public and drizzle's), as sorted JSON per table. */
async function everyRow(client: Client): Promise<Record<string, string[]>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const result: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    const { rows } = await client.query<{ row: string }>(`select to_jsonb(t)::text as row from "${schema}"."${name}" t order by 1`);
    result[`${schema}.${name}`] = rows.map((r) => r.row);
  }
  return result;
}

/** The rows of a query (both drivers answer `{ rows }`; the shared Db type does not say so). */
async function selectRows<T = Record<string, unknown>>(db: DbHandle["db"], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("a PostgreSQL backup with pg_dump, restored with pg_restore", () => {
  const dumpDir = makeTempDir("shop-backup-");
  const dumpFile = path.join(dumpDir.dir, "shop.dump");
  const target = `shop_restore_${process.pid}_${Date.now()}`;
  let source: DbHandle;
  let sourceName: string;
  let restored: DbHandle | undefined;

  beforeAll(async () => {
    source = await getDbHandle();
    expect(source.kind).toBe("postgres");
    sourceName = (await selectRows<{ name: string }>(source.db, sql`select current_database() as name`))[0].name;
    // The demo shop (7 orders, confirmed ones too) and a few orders placed through the checkout.
    await seedDemo(source.db);
    const buyer = await build.customer();
    const flour = await build.product({ name: "Backup Flour 10 kg", special: "12.50" });
    const sugar = await build.product({ name: "Backup Sugar 2 kg", actions: "10-1", salesTaxCode: "G" });
    await build.order(buyer, [flour, { product: sugar, quantity: 10 }]);
    await build.order(buyer, [{ product: flour, quantity: 3 }], { orderNotes: "Ring at the side door — merci" });
  }, 120_000);

  afterAll(async () => {
    await restored?.close();
    setDbHandle(source);
    await onServer((client) => client.query(`drop database if exists "${target}" with (force)`));
    dumpDir.remove();
  });

  it("brings back every order with its lines, and every other row, into an empty database", async () => {
    execFileSync("pg_dump", ["--format=custom", `--file=${dumpFile}`, databaseUrl(sourceName)], { stdio: "pipe" });
    await onServer((client) => client.query(`create database "${target}"`));
    execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${databaseUrl(target)}`, dumpFile], { stdio: "pipe" });

    const before = await withClient(databaseUrl(sourceName), everyRow);
    const after = await withClient(databaseUrl(target), everyRow);
    expect(before["public.orders"].length).toBeGreaterThanOrEqual(9);
    expect(before["public.order_items"].length).toBeGreaterThan(before["public.orders"].length);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    // Every order, found by id with its lines and totals, through the shop's own query of an order.
    const orderLines = (client: Client) =>
      client.query(
        `select o.id, o.price, o.customer_snapshot, o.confirmed, json_agg(i order by i.id) as lines
         from orders o join order_items i on i.order_id = o.id group by o.id order by o.id`,
      );
    const restoredOrders = await withClient(databaseUrl(target), orderLines);
    const sourceOrders = await withClient(databaseUrl(sourceName), orderLines);
    expect(restoredOrders.rows).toEqual(sourceOrders.rows);
  });

  it("is a working shop: the migrations find nothing to do, and a new order gets a new number", async () => {
    restored = await openDatabase({ url: databaseUrl(target), poolMax: 2 });
    setDbHandle(restored);
    const [{ max }] = await selectRows<{ max: number }>(restored.db, sql`select max(id)::int as max from orders`);
    const buyer = await build.customer();
    const placed = await build.order(buyer, [await build.product({ name: "After Restore Oats 1 kg" })]);
    expect(placed.id).toBeGreaterThan(max);
  });
});

describe("an embedded shop's data directory, archived while the shop is stopped", () => {
  const work = makeTempDir("shop-embedded-backup-");
  const dataDir = path.join(work.dir, "data");
  const restoredDir = path.join(work.dir, "restored");
  const archive = path.join(work.dir, "shop-data.tar.gz");

  afterAll(() => work.remove());

  // The demo seed draws its pictures with sharp: ~20 s on a busy 2-core machine.
  it("comes back from the archive with every order, its lines and every product picture", { timeout: 120_000 }, async () => {
    // The shop: an embedded database in DATA_DIR/pglite with the demo (orders and pictures in DATA_DIR/media).
    const shop = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    await seedDemo(shop.db);
    const orderLines = (db: DbHandle["db"]) =>
      selectRows(
        db,
        sql`select o.id, o.price::text, count(i.id)::int as lines, sum(i.line_total)::text as total
            from orders o join order_items i on i.order_id = o.id group by o.id order by o.id`,
      );
    const orders = await orderLines(shop.db);
    expect(orders.length).toBeGreaterThan(0);
    await shop.close();
    // The demo's pictures were written under this file's DATA_DIR: they belong to the archive too.
    execFileSync("cp", ["-a", mediaDir(), path.join(dataDir, "media")]);
    const pictures = readdirSync(path.join(dataDir, "media"), { recursive: true }).sort();
    expect(pictures.length).toBeGreaterThan(0);

    // README: tar -czf shop-data.tar.gz -C "$DATA_DIR" .   then, to restore, into an empty folder:
    execFileSync("tar", ["-czf", archive, "-C", dataDir, "."]);
    execFileSync("mkdir", ["-p", restoredDir]);
    execFileSync("tar", ["-xzf", archive, "-C", restoredDir]);

    const restoredShop = await openDatabase({ dataDir: path.join(restoredDir, "pglite") });
    try {
      expect(await orderLines(restoredShop.db)).toEqual(orders);
    } finally {
      await restoredShop.close();
    }
    expect(readdirSync(path.join(restoredDir, "media"), { recursive: true }).sort()).toEqual(pictures);
    expect(existsSync(path.join(restoredDir, "pglite", "PG_VERSION"))).toBe(true);
  });
});
