/*
 * npm run bench:search — the catalogue search alone, at scale (issue 26: search by relevance; the
 * cold-search bar of docs/architecture.md, p95 ≤ 10 ms at 1 connection, at 250,000 products).
 *
 * 1. A PostgreSQL database (--database, default shop_bench_search_<N>) on BENCH_DATABASE_URL's
 *    server (default postgres://postgres@127.0.0.1:5432), created when missing and seeded with the
 *    demo and generated products up to N (db/scripts/seed.ts, which keeps what is there), then
 *    migrated by the shop's own migrations and ANALYZEd. Two checkouts may share it: a later
 *    migration adds columns an earlier tree does not read.
 * 2. The terms: the cold search's (bench/catalog-probe.ts searchTerms: every word of the names, its
 *    3+-letter prefixes, adjacent word pairs as typed) and misspellings of the names' words of 5+
 *    letters (a letter after the first dropped, doubled or swapped for its neighbour), each used once.
 * 3. Builds the shop into .next-bench (--no-build reuses it) and starts its standalone server.
 * 4. Drives GET /api/products/product_list/ (verified customer's token): a warm search (one term),
 *    the cold search (a new term per request), the cold misspelled search, and the warm search
 *    sorted by price, at 1 connection (latency) and 32 (requests/s). Before that, 300 misspellings
 *    are asked once each: how many find something.
 * 5. Prints the table and appends it to bench/RESULTS.md unless --no-record.
 *
 * Options: --products N (default 50000), --duration S (default 10), --database NAME, --no-build,
 * --no-record.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { searchTerms } from "./catalog-probe";
import { prng } from "../db/seed/prng";
import { apiToken, appendResults, buildShop, currentCommit, freePort, loadAverage, machineLine, measureUrl, startInBackground, stopStarted, utcMinute, waitFor, type Result } from "./recording";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    database: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "no-record": { type: "boolean", default: false },
  },
});
const PRODUCTS = Number(values.products);
const DURATION = Number(values.duration);
if (!Number.isInteger(PRODUCTS) || PRODUCTS < 1000) throw new Error("--products: a whole number, at least 1,000");
const ROOT = path.resolve(import.meta.dirname, "..");
const DIST_DIR = ".next-bench";
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432";
const DATABASE = values.database ?? `shop_bench_search_${PRODUCTS}`;
if (!/^[a-z0-9_]+$/.test(DATABASE)) throw new Error("--database: lowercase letters, digits and _");
const DATABASE_URL = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

process.on("exit", stopStarted);
process.on("SIGINT", () => process.exit(130));

const loadAtStart = loadAverage();
const server = new Client({ connectionString: SERVER_URL });
await server.connect();
if ((await server.query("select 1 from pg_database where datname = $1", [DATABASE])).rowCount === 0) await server.query(`create database ${DATABASE}`);
await server.end();

console.log(`\n== seeding ${PRODUCTS} products into ${DATABASE}`);
const seedStarted = Date.now();
execFileSync("npx", ["tsx", "--conditions=react-server", "db/scripts/seed.ts", "--products", String(PRODUCTS)], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL, SEED_DEMO: "true" },
});
const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);

const client = new Client({ connectionString: DATABASE_URL });
await client.connect();
await client.query("analyze products");
const names = (await client.query<{ name: string }>("select distinct name from products where not is_deleted")).rows.map((r) => r.name);
const [{ n: active }] = (await client.query<{ n: number }>("select count(*)::int as n from products where not is_deleted")).rows;
await client.end();

const { terms } = searchTerms(names);
/**
 * Misspellings of the names' words of 5+ letters, shuffled: each way of dropping, doubling or swapping
 * a letter after the first (the first letter is kept, as the search expects), when that makes no word
 * of the names. Thousands, so that the timed misspelled search never repeats one.
 */
function misspellings(): string[] {
  const words = new Set<string>();
  for (const name of names) for (const word of name.toLowerCase().split(/\s+/)) if (/^\p{L}{5,}$/u.test(word)) words.add(word);
  const typos = new Set<string>();
  for (const word of [...words].sort()) {
    for (let at = 1; at < word.length; at++) {
      typos.add(word.slice(0, at) + word.slice(at + 1));
      typos.add(word.slice(0, at) + word[at] + word.slice(at));
      if (at + 1 < word.length && word[at] !== word[at + 1]) typos.add(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
    }
  }
  const out = [...typos].filter((typo) => !words.has(typo));
  const random = prng(26);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const typos = misspellings();
console.log(`${terms.length} cold terms, ${typos.length} misspellings, ${active} active products`);

if (!values["no-build"]) buildShop(ROOT, DIST_DIR);
const port = await freePort();
startInBackground(process.execPath, ["scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"], { DATABASE_URL, LOG_LEVEL: "warn", RATE_LIMIT_IP_FACTOR: "1000", NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR }, ROOT);
const shop = `http://127.0.0.1:${port}`;
await waitFor(`${shop}/api/health`, 300);
const token = { authorization: `Token ${await apiToken(shop, "customer@demo.example.ca", "demo-customer")}` };
const list = (term: string, extra = "") => `/api/products/product_list/?is_deleted=false&search=${encodeURIComponent(term)}${extra}`;

// How many misspellings find something (each asked once; the answers are then cached, so the
// timed misspelled search below starts after these).
const SAMPLE = 300;
let found = 0;
for (const typo of typos.slice(0, SAMPLE)) {
  const body = (await (await fetch(shop + list(typo), { headers: token })).json()) as { count: number };
  if (body.count > 0) found++;
}
console.log(`misspellings that find something: ${found} of ${SAMPLE}`);

function cycling(items: string[], start: number, extra = "") {
  let i = start;
  return () => list(items[i++ % items.length], extra);
}
const cold = cycling(terms, 0);
const coldTypos = cycling(typos, SAMPLE);
const targets: Array<{ name: string; url: string; next?: () => string }> = [
  { name: 'search, warm (one term, "oil")', url: shop + list("oil") },
  { name: "search, cold (a new term per request)", url: shop, next: cold },
  { name: "search, cold, misspelled (a new misspelling per request)", url: shop, next: coldTypos },
  { name: 'search sorted by case price, warm ("oil")', url: shop + list("oil", "&sort=price") },
];
const results: Result[] = [];
for (const target of targets) {
  // Warm-up at 4 connections (first requests compile and fill caches), then 1 and 32.
  await measureUrl(target.name, target.url, 4, 2, token, { nextPath: target.next });
  for (const connections of [1, 32]) {
    const result = await measureUrl(target.name, target.url, connections, DURATION, token, { nextPath: target.next });
    results.push(result);
    console.log(`${result.name} @${connections}: p50 ${result.p50} p95 ${result.p95} p99 ${result.p99} ms, ${result.rps} req/s, ${result.errors} errors`);
  }
}

const table = [
  "| target | connections | p50 ms | p95 ms | p99 ms | req/s | errors |",
  "|---|---|---|---|---|---|---|",
  ...results.map((r) => `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.errors} |`),
].join("\n");
const section = `## ${utcMinute()} — commit ${currentCommit(ROOT)} — search at ${active.toLocaleString("en-CA")} products (bench/search.ts)

Machine: ${machineLine()}; load average ${loadAtStart} at the start, ${loadAverage()} at the end. Database: PostgreSQL ${DATABASE} (seed step ${seedSeconds} s). ${DURATION} s per measurement, load generator on the same machine. Verified customer's token.

${table}

Misspellings that find something: ${found} of ${SAMPLE} (a letter after the first dropped, doubled or swapped in a word of 5+ letters of the names). ${terms.length.toLocaleString("en-CA")} cold terms, ${typos.length.toLocaleString("en-CA")} misspellings.
`;
console.log(`\n${section}`);
if (!values["no-record"]) appendResults(ROOT, section);
process.exit(0);
