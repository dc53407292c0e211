/*
 * npm run bench — the performance bars of DESIGN.md, measured on this machine.
 *
 * 1. Seeds a scratch database with 50,000 products (PGlite in .bench-data, or PostgreSQL when
 *    BENCH_DATABASE_URL is set: a database "shop_bench" is created on that server).
 * 2. Builds and starts the shop's production server and the ceiling app (bench/ceiling: a static
 *    page, a dynamic page of 16 fixed cards, a fixed JSON route) on their own ports.
 * 3. Drives each target with autocannon at 32 connections and at 1 connection, and prints
 *    p50/p95/p99 latency and requests per second, with each throughput as a ratio to its ceiling.
 * 4. Downloads the PDF catalogue of ~5,000 products and of the whole catalogue, sampling the
 *    server's memory (bench/pdf-measure.ts; bench/pdf.ts runs that part alone).
 * 5. Appends the run (machine, date, commit) to bench/RESULTS.md.
 *
 * Options: --products N (default 50000), --duration S per measurement (default 10), --no-record.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { Client } from "pg";
import { centsToDecimal, parsePercent, toCents } from "../lib/pricing/money";
import { priceOrder } from "../lib/pricing/pricing";
import { pageScripts } from "./js-size";
import { benchPdf, pdfTable, type PdfRun } from "./pdf-measure";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    "no-record": { type: "boolean", default: false },
  },
});
const PRODUCTS = Number(values.products);
const DURATION = Number(values.duration);
const ROOT = path.resolve(import.meta.dirname, "..");
const SHOP_PORT = 3400;
const CEILING_PORT = 3401;
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): void {
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
}

function start(command: string, args: string[], env: Record<string, string>, cwd = ROOT): ChildProcess {
  // Its own process group, so that stopping it also stops the server that next start forks.
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"], detached: true });
  children.push(child);
  return child;
}

async function waitFor(url: string, seconds = 120): Promise<void> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

async function scratchDatabase(): Promise<Record<string, string>> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { DATA_DIR: path.join(ROOT, ".bench-data"), DATABASE_URL: "" };
  const client = new Client({ connectionString: server });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'shop_bench'");
  if (exists.rowCount === 0) await client.query("create database shop_bench");
  await client.end();
  const url = new URL(server);
  url.pathname = "/shop_bench";
  return { DATA_DIR: path.join(ROOT, ".bench-data"), DATABASE_URL: url.toString() };
}

/** Signs in through next-auth like a browser and returns the session cookie. */
async function sessionCookie(base: string, email: string, password: string): Promise<string> {
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = csrfResponse.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie, origin: base },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = response.headers.getSetCookie().find((c) => c.includes("session-token"));
  if (!session) throw new Error(`sign-in failed (${response.status})`);
  return session.split(";")[0];
}

interface Result {
  name: string;
  connections: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

interface Request {
  method?: "GET" | "POST";
  body?: string;
  /** The status a successful request answers. */
  expect?: number;
}

async function measure(name: string, url: string, connections: number, headers: Record<string, string> = {}, request: Request = {}): Promise<Result> {
  const method = request.method ?? "GET";
  const check = await fetch(url, { headers, redirect: "manual", method, body: request.body });
  if (check.status !== (request.expect ?? 200)) throw new Error(`${name}: ${url} answered ${check.status}: ${(await check.text()).slice(0, 200)}`);
  // autocannon's summary has no p95: keep every response time and take exact percentiles.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: DURATION, headers, method, body: request.body }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
  return {
    name,
    connections,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    rps: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function cleanup(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));

const started = Date.now();
const dbEnv = await scratchDatabase();
console.log(`\n== seeding ${PRODUCTS} products (${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
run("npx", ["tsx", "db/scripts/seed.ts", "--products", String(PRODUCTS)], { ...dbEnv, SEED_DEMO: "true" });

console.log("\n== building the shop and the ceiling app");
run("npx", ["next", "build"]);
run(path.join(ROOT, "node_modules/.bin/next"), ["build"], {}, path.join(ROOT, "bench/ceiling"));

const serverEnv = { ...dbEnv, LOG_LEVEL: "warn", RATE_LIMIT_IP_FACTOR: "1000", NODE_ENV: "production" };
const shopServer = start(path.join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(SHOP_PORT), "-H", "127.0.0.1"], serverEnv);
start(path.join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(CEILING_PORT), "-H", "127.0.0.1"], { NODE_ENV: "production" }, path.join(ROOT, "bench/ceiling"));
const shop = `http://127.0.0.1:${SHOP_PORT}`;
const ceiling = `http://127.0.0.1:${CEILING_PORT}`;
await waitFor(`${shop}/api/health`);
await waitFor(`${ceiling}/api/json`);

const login = await fetch(`${shop}/api/rest-auth/login/`, {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ email: "customer@demo.example.ca", password: "demo-customer" }),
});
const { key } = (await login.json()) as { key: string };
const token = { authorization: `Token ${key}` };
const cookie = { cookie: await sessionCookie(shop, "customer@demo.example.ca", "demo-customer") };
const [rice] = (await (await fetch(`${shop}/api/categories/list/?is_deleted=false`)).json()) as Array<{ id: number }>;

// Warm up every target once (first renders compile and fill caches).
const targets: Array<{ name: string; url: string; headers?: Record<string, string>; ceiling: "static" | "dynamic" | "json" }> = [
  { name: "/products, verified customer, search + category + sort", url: `${shop}/products?search=rice&category=${rice.id}&sort=price`, headers: cookie, ceiling: "dynamic" },
  { name: "/products, visitor", url: `${shop}/products`, ceiling: "dynamic" },
  { name: "product_list API, no search", url: `${shop}/api/products/product_list/?is_deleted=false`, headers: token, ceiling: "json" },
  { name: "product_list API, search", url: `${shop}/api/products/product_list/?is_deleted=false&search=creme`, headers: token, ceiling: "json" },
];

// A 20-line order for the demo customer, priced the way the server will price it.
const page = (await (await fetch(`${shop}/api/products/product_list/?is_deleted=false&sort=price`, { headers: token })).json()) as {
  results: Array<{ id: number; price: string; special: string; sales_tax_code: "G" | "E"; actions: "None" | "10-1"; box_quantity: number; stock: boolean }>;
};
const page2 = (await (await fetch(`${shop}/api/products/product_list/?is_deleted=false&sort=price&page=2`, { headers: token })).json()) as typeof page;
const orderLines = [...page.results, ...page2.results].filter((p) => p.stock).slice(0, 20);
const pricedOrder = priceOrder(
  orderLines.map((p) => ({ priceCents: toCents(p.price), specialBasisPoints: parsePercent(p.special), salesTaxCode: p.sales_tax_code, action: p.actions, quantity: p.box_quantity })),
);
const orderBody = JSON.stringify({
  country: "Canada", address: "88 Lonsdale Avenue", townCity: "North Vancouver", state: "BC", zipcode: "V7M 2E6", email: "customer@demo.example.ca", phone: "6045550123", companyName: "North Shore Bistro Ltd.", orderNotes: "",
  price: centsToDecimal(pricedOrder.grandTotalCents),
  purchased_items: orderLines.map((p) => ({ id: p.id, quantity: p.box_quantity })),
});

const ceilings: Record<string, Result> = {};
const results: Array<Result & { ratio?: number }> = [];
console.log("\n== measuring (each for", DURATION, "s)");
for (const [kind, url] of [["static", `${ceiling}/`], ["dynamic", `${ceiling}/dynamic`], ["json", `${ceiling}/api/json`]] as const) {
  await measure(`ceiling ${kind}`, url, 4);
  ceilings[kind] = await measure(`ceiling: ${kind}`, url, 32);
  results.push(ceilings[kind]);
}
for (const target of targets) {
  try {
    await measure(target.name, target.url, 4, target.headers);
    const at32 = await measure(target.name, target.url, 32, target.headers);
    results.push({ ...at32, ratio: at32.rps / ceilings[target.ceiling].rps });
    results.push(await measure(target.name, target.url, 1, target.headers));
  } catch (error) {
    console.error(`skipped: ${(error as Error).message}`);
  }
}

try {
  const orderHeaders = { ...token, "content-type": "application/json" };
  const request = { method: "POST" as const, body: orderBody, expect: 201 };
  results.push(await measure("place a 20-line order", `${shop}/api/orders/order/details/`, 8, orderHeaders, request));
  results.push(await measure("place a 20-line order", `${shop}/api/orders/order/details/`, 1, orderHeaders, request));
} catch (error) {
  console.error(`skipped: ${(error as Error).message}`);
}

// The PDF catalogue: 5,000 products in ≤ 10 s with flat memory (bench/pdf-measure.ts).
let pdfRuns: PdfRun[] = [];
try {
  pdfRuns = await benchPdf(shop, shopServer.pid!, { all: true });
} catch (error) {
  console.error(`skipped: ${(error as Error).message}`);
}
const pdfLines = pdfRuns.length > 0 ? pdfTable(pdfRuns) : "PDF catalogue: not measured (see the log).";

const scripts = {
  visitor: await pageScripts(shop, "/products"),
  customer: await pageScripts(shop, "/products", cookie),
};
const scriptsLine = `JavaScript for /products (gzip, bar ≤ 150 kB): visitor ${scripts.visitor.gzipKb} kB in ${scripts.visitor.files} files, verified customer ${scripts.customer.gzipKb} kB in ${scripts.customer.files} files.`;

const table = [
  "| target | conn | p50 ms | p95 ms | p99 ms | req/s | × ceiling | errors |",
  "|---|---|---|---|---|---|---|---|",
  ...results.map((r) => `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.ratio === undefined ? "" : r.ratio.toFixed(2)} | ${r.errors} |`),
].join("\n");
console.log(`\n${table}\n\n${scriptsLine}\n\n${pdfLines}\n`);

if (!values["no-record"]) {
  const commit = (() => {
    try {
      return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
    } catch {
      return "unknown";
    }
  })();
  const machine = `${os.cpus()[0]?.model ?? "cpu"} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const section = [
    `\n## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — commit ${commit}`,
    "",
    `Machine: ${machine}. Database: ${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${PRODUCTS} products. ${DURATION} s per measurement; load generator on the same machine.`,
    "",
    table,
    "",
    scriptsLine,
    "",
    pdfLines,
    "",
  ].join("\n");
  if (!existsSync(path.join(ROOT, "bench/RESULTS.md"))) appendFileSync(path.join(ROOT, "bench/RESULTS.md"), "# Benchmark results\n\nEach run of `npm run bench`, newest last.\n");
  appendFileSync(path.join(ROOT, "bench/RESULTS.md"), section);
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
