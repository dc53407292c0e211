/*
 * npm run bench:import — issue 32's bar: a 50,000-row product CSV is judged (dry run) and applied in
 * under 60 s, with flat memory; and the export of the same catalogue streams.
 *
 * 1. A fresh scratch database: PostgreSQL "shop_bench_product_import" on BENCH_DATABASE_URL's server
 *    (default postgres://postgres@127.0.0.1:5432/postgres; dropped and created again each run), and
 *    with --pglite also an in-memory PGlite. Three categories and a vendor.
 * 2. Generates the file: --rows rows (default 50,000) with every column but image (≈ 7 MB).
 * 3. Through importProductsCsv (the route's own function, an admin actor):
 *      dry run (all 50,000 would be created) → apply (created, one transaction, one audit row per
 *      product + the import's) → the same file again, dry run (50,000 unchanged) → a file changing
 *      every price, applied (50,000 updated);
 *    then the export of the whole catalogue (read to the end) and its re-import as a dry run, which
 *    must change nothing. Each step's time, and the process's peak RSS and heap over the step
 *    (sampled every 20 ms), above the RSS before the run.
 * 4. Prints the table and appends it to bench/RESULTS.md unless --no-record.
 */
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "@/db/client";
import { categories, vendors } from "@/db/schema";
import { newContext, type Ctx } from "@/lib/context/context";
import { importProductsCsv } from "@/lib/catalog/product-csv";
import { exportProductsCsv } from "@/lib/catalog/product-csv-export";
import { appendResults, currentCommit, loadAverage, machineLine, utcMinute } from "./recording";

const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "50000" },
    pglite: { type: "boolean", default: false },
    "no-postgres": { type: "boolean", default: false },
    "no-record": { type: "boolean", default: false },
  },
});
const ROWS = Number(values.rows);
const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "shop_bench_product_import";

const HEADER = "item,name,name_fr,price,cost,special,box_quantity,barcode,sales_tax_code,purchase_tax_code,provincial_tax_class,need_to_reorder_below,actions,stock,quantity,vendor,categories";

function productFile(priceShift: number): File {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i++) {
    const price = (((i * 37) % 9000) / 100 + 1 + priceShift).toFixed(2);
    const category = i % 3 === 0 ? "dairy" : i % 3 === 1 ? "Dairy > Milk" : "dairy|cheese";
    lines.push(
      `BENCH-${String(i).padStart(6, "0")},Bench product ${i} ${["Brie", "Gouda", "Crème", "Lait"][i % 4]},Produit ${i},${price},${(Number(price) * 0.7).toFixed(2)},${i % 7 === 0 ? 10 : 0},${(i % 24) + 1},${6_200_000_000_000 + i},E,${i % 2 ? "G" : "E"},${i % 5 ? "exempt" : "taxable"},${i % 50},None,${i % 9 ? "true" : "false"},${i % 400},Bench Foods,${category}`,
    );
  }
  return new File([lines.join("\n")], "bench-products.csv", { type: "text/csv" });
}

/** Runs `work`, sampling the process's RSS and heap every 20 ms: its time and peaks. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number; peakHeap: number }> {
  global.gc?.();
  let peakRss = process.memoryUsage().rss;
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peakRss, peakHeap };
  } finally {
    clearInterval(timer);
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

async function openScratch(kind: "postgres" | "pglite"): Promise<DbHandle> {
  if (kind === "pglite") return openDatabase({});
  const admin = new Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${DB_NAME}`;
  return openDatabase({ url: url.toString(), poolMax: 2 });
}

async function run(kind: "postgres" | "pglite"): Promise<string[]> {
  const handle = await openScratch(kind);
  const db = handle.db;
  const [dairy] = await db.insert(categories).values({ name: "Dairy", slug: "dairy" }).returning();
  await db.insert(categories).values([
    { name: "Milk", slug: "milk", parentId: dairy.id },
    { name: "Cheese", slug: "cheese", parentId: dairy.id },
  ]);
  await db.insert(vendors).values({ name: "Bench Foods" });
  const ctx: Ctx = newContext(db, { kind: "user", id: 1, email: "bench@shop.example", role: "Admin", verified: true });
  const baseRss = process.memoryUsage().rss;
  const rows: string[] = [];
  const step = async (label: string, work: () => Promise<string>) => {
    const m = await measured(work);
    const line = `| ${kind} | ${label} | ${m.seconds.toFixed(1)} s | ${mb(m.peakRss)} (+${mb(m.peakRss - baseRss)}) | ${mb(m.peakHeap)} | ${m.result} |`;
    console.log(line);
    rows.push(line);
  };
  const first = productFile(0);
  console.log(`${kind}: file of ${ROWS} rows, ${mb(first.size)}`);
  const summary = (r: Awaited<ReturnType<typeof importProductsCsv>>) => `created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, refused ${r.refused_total}${r.applied ? ", applied" : ""}`;
  await step(`dry run, ${ROWS} new rows`, async () => summary(await importProductsCsv(ctx, { file: first }, { dryRun: true })));
  await step(`apply, ${ROWS} new rows`, async () => summary(await importProductsCsv(ctx, { file: first }, { dryRun: false })));
  await step("same file again, dry run", async () => summary(await importProductsCsv(ctx, { file: first }, { dryRun: true })));
  await step(`apply, ${ROWS} price changes`, async () => summary(await importProductsCsv(ctx, { file: productFile(1) }, { dryRun: false })));
  let exported: Uint8Array = new Uint8Array();
  await step("export, whole catalogue", async () => {
    exported = await readAll((await exportProductsCsv(ctx, {})).stream);
    return `${mb(exported.length)} streamed`;
  });
  await step("export re-imported, dry run", async () => summary(await importProductsCsv(ctx, { file: new File([exported as BlobPart], "export.csv") }, { dryRun: true })));
  await handle.close();
  return rows;
}

async function main(): Promise<void> {
  const kinds: Array<"postgres" | "pglite"> = [...(values["no-postgres"] ? [] : (["postgres"] as const)), ...(values.pglite ? (["pglite"] as const) : [])];
  const started = new Date();
  const rows: string[] = [];
  for (const kind of kinds) rows.push(...(await run(kind)));
  const section = [
    "",
    `## Product CSV import and export (issue 32), ${ROWS} rows — ${utcMinute(started)}`,
    "",
    `Commit ${currentCommit(ROOT)}; ${machineLine()}; load average ${loadAverage()} at the end. \`npm run bench:import${values.pglite ? " -- --pglite" : ""}\`: importProductsCsv and exportProductsCsv called directly with an admin actor (no HTTP). Peak RSS and heap sampled every 20 ms over each step (in brackets: above the RSS before the first step). Bar: dry run and apply each under 60 s.`,
    "",
    "| Database | Step | Time | Peak RSS | Peak heap | Result |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  if (!values["no-record"]) appendResults(ROOT, section);
  console.log(section);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
