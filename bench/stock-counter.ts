/*
 * npm run bench:stock — does taking stock off at order confirmation slow the catalogue search down?
 *
 * Stock on hand lives in product_stock, apart from the wide products row (db/schema.ts), because
 * PGlite and CI's PostgreSQL never vacuum: every non-HOT update of a products row leaves a dead
 * entry in each of its indexes, the trigram search index included. This measures, on a database of
 * 50,000 products (PGlite in .bench-stock-data, or PostgreSQL when BENCH_DATABASE_URL is set):
 *   1. product_list's search query (count + first page of 16, as the endpoint runs them), p50/p95
 *      over a fixed set of terms;
 *   2. the same after 1,500 order confirmations of 20 lines each through takeStock();
 *   3. the same after 1,500 × 20 updates of the products rows themselves, as a stock counter kept
 *      on that row would do (the design this replaced), for comparison.
 * Options: --products N (default 50000), --confirmations N (default 1500), --lines N (default 20).
 */
import { performance } from "node:perf_hooks";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Db } from "../db/client";
import { seedLargeCatalog } from "../db/seed/large-catalog";
import { takeStock } from "../lib/catalog/stock";
import { VISITOR } from "../lib/context/actor";
import { inTransaction, newContext } from "../lib/context/context";
import { prng } from "../db/seed/prng";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    confirmations: { type: "string", default: "1500" },
    lines: { type: "string", default: "20" },
  },
});
const PRODUCTS = Number(values.products);
const CONFIRMATIONS = Number(values.confirmations);
const LINES = Number(values.lines);
const TERMS = ["creme", "rice", "flour", "oil", "sugar", "bean", "tomato", "cheese", "sauce", "cafe", "bag", "jar", "ben-0123", "6200000", "pate", "maple", "salt", "tea", "cup", "box"];

async function searchOnce(db: Db, term: string): Promise<number> {
  const started = performance.now();
  const where = sql`is_deleted = false and search_text like '%' || shop_search_norm(${term}) || '%'`;
  await db.execute(sql`select count(*)::int from products where ${where}`);
  await db.execute(sql`select id, name, item, price from products where ${where} order by (lower(item) = ${term}) desc, name, id limit 16`);
  return performance.now() - started;
}

async function measure(db: Db, label: string): Promise<{ label: string; p50: number; p95: number }> {
  for (const term of TERMS) await searchOnce(db, term); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 5; round++) for (const term of TERMS) times.push(await searchOnce(db, term));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const result = { label, p50: at(0.5), p95: at(0.95) };
  console.log(`${label}: search p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${times.length} searches)`);
  return result;
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { dataDir: path.resolve(".bench-stock-data", "pglite") });
  const db = handle.db;
  console.log(`database: ${handle.kind}; seeding ${PRODUCTS} products (idempotent)…`);
  await seedLargeCatalog(db, PRODUCTS);
  const rows = (await db.execute(sql`select id from products where is_deleted = false order by id`)) as unknown as { rows: Array<{ id: number }> };
  const ids = rows.rows.map((r) => r.id);
  const random = prng(1500);
  const order = () => Array.from({ length: LINES }, () => ({ productId: ids[Math.floor(random() * ids.length)], units: 1 + Math.floor(random() * 24) }));

  const before = await measure(db, "before");
  const ctx = newContext(db, VISITOR);
  let started = performance.now();
  for (let i = 0; i < CONFIRMATIONS; i++) await inTransaction(ctx, (tx) => takeStock(tx, order()));
  console.log(`${CONFIRMATIONS} confirmations through product_stock in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const afterStock = await measure(db, `after ${CONFIRMATIONS} confirmations (product_stock)`);

  started = performance.now();
  for (let i = 0; i < CONFIRMATIONS; i++) {
    const lines = order();
    await db.execute(sql`update products set ordering = ordering + 1 where id in (${sql.join(lines.map((l) => sql`${l.productId}`), sql`, `)})`);
  }
  console.log(`${CONFIRMATIONS} × ${LINES} updates of the products rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const afterRow = await measure(db, `after as many updates of the products row (the old design)`);

  console.log("\n| state | search p50 | search p95 |\n|---|---|---|");
  for (const r of [before, afterStock, afterRow]) console.log(`| ${r.label} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |`);
  // The next run starts from a clean products table again.
  await db.execute(sql`vacuum analyze products`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
