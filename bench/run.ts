/*
 * npm run bench — the performance bars of docs/architecture.md, measured on this machine.
 *
 * 1. Seeds a scratch database with 50,000 products (PGlite in .bench-data, or PostgreSQL when
 *    BENCH_DATABASE_URL is set: a database "shop_bench_<checkout>_<products>" on that server), then
 *    reads the search terms of the cold search and EXPLAIN ANALYZE of the counts from it
 *    (bench/catalog-probe.ts).
 * 2. Builds the shop into .next-bench (never the developers' .next; tsconfig.json and
 *    next-env.d.ts, which next build rewrites for another dist dir, are put back) and the ceiling
 *    app (bench/ceiling: a static page, a dynamic page of 16 fixed cards, a fixed JSON route, and the
 *    same-markup page: a verified customer's /products as the shop sends it, rendered per request
 *    from constants), and starts both on free ports.
 * 3. Drives each target with autocannon at 32 connections and at 1 connection, and prints
 *    p50/p95/p99 latency and requests per second, with each throughput as a ratio to its ceiling
 *    (pages: to the bare dynamic page and to the same-markup page) and each one-connection p95 as a
 *    ratio to its ceiling's, so that a run says how much of the gap is the framework, the markup and
 *    the shop. Search is measured warm (one repeated term) and cold (a new term on every request).
 * 4. Downloads the PDF catalogue of ~5,000 products and (up to 50,000 products) of the whole
 *    catalogue, sampling the server's memory (bench/pdf-measure.ts; bench/pdf.ts runs it alone).
 * 5. With --lighthouse, Lighthouse on / and /products, mobile and desktop (bench/lighthouse.ts).
 * 6. Appends the run (machine, load, date, commit, product count) to bench/RESULTS.md.
 *
 * Options: --products N (default 50000), --duration S per measurement (default 10), --no-record,
 * --lighthouse, --only REGEX (the targets whose name matches; the ceilings are always measured),
 * --no-pdf, --no-build (the last build in .next-bench and bench/ceiling/.next).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { centsToDecimal, parsePercent, toCents } from "@/lib/shared/pricing/money";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import { plansMarkdown, probeCatalog } from "./catalog-probe";
import { pageScripts } from "./js-size";
import { lighthouseMarkdown, runLighthouse } from "./lighthouse";
import { benchPdf, pdfTable, type PdfRun } from "./pdf-measure";
import {
  apiToken,
  appendResults,
  buildShop,
  currentCommit,
  freePort,
  loadAverage,
  machineLine,
  measureUrl,
  sessionCookie,
  startInBackground,
  stopStarted,
  utcMinute,
  waitFor,
  type MeasureRequest,
  type Result,
} from "./recording";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    duration: { type: "string", default: "10" },
    "no-record": { type: "boolean", default: false },
    lighthouse: { type: "boolean", default: false },
    only: { type: "string" },
    "no-pdf": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const PRODUCTS = Number(values.products);
const DURATION = Number(values.duration);
const ROOT = path.resolve(import.meta.dirname, "..");
const DIST_DIR = ".next-bench";

function run(command: string, args: string[], env: Record<string, string> = {}, cwd = ROOT): void {
  execFileSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
}

/**
 * A database per checkout and catalogue size, so that runs of two commits (whose migrations differ)
 * or of two sizes never share one.
 */
async function scratchDatabase(): Promise<Record<string, string>> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { DATA_DIR: path.join(ROOT, ".bench-data", ...(PRODUCTS === 50_000 ? [] : [`products-${PRODUCTS}`])), DATABASE_URL: "" };
  const name = `shop_bench_${path.basename(ROOT).toLowerCase().replace(/[^a-z0-9]/g, "_")}_${PRODUCTS}`;
  const client = new Client({ connectionString: server });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { DATA_DIR: path.join(ROOT, ".bench-data"), DATABASE_URL: url.toString() };
}

function start(command: string, args: string[], env: Record<string, string>, cwd = ROOT) {
  return startInBackground(command, args, env, cwd);
}

function measure(name: string, url: string, connections: number, headers: Record<string, string> = {}, request: MeasureRequest = {}): Promise<Result> {
  return measureUrl(name, url, connections, DURATION, headers, request);
}

process.on("exit", stopStarted);
process.on("SIGINT", () => process.exit(130));

const started = Date.now();
const loadAtStart = loadAverage();
const dbEnv = await scratchDatabase();
console.log(`\n== seeding ${PRODUCTS} products (${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
const seedStarted = Date.now();
run("npx", ["tsx", "--conditions=react-server", "db/scripts/seed.ts", "--products", String(PRODUCTS)], { ...dbEnv, SEED_DEMO: "true" });
const seedSeconds = Math.round((Date.now() - seedStarted) / 1000);

console.log("\n== reading search terms and count plans from the catalogue");
const probe = await probeCatalog({ DATABASE_URL: dbEnv.DATABASE_URL, DATA_DIR: dbEnv.DATA_DIR });
const plansLines = plansMarkdown(probe);
console.log(`${probe.terms.length} cold search terms; broadest word "${probe.broadTerm}"`);
for (const plan of probe.plans) console.log(`\n${plan.name}:\n${plan.plan.join("\n")}`);

console.log("\n== building the shop and the ceiling app");
if (!values["no-build"]) {
  buildShop(ROOT, DIST_DIR);
  // Turbopack, rooted at the shop's lockfile, takes the shop's proxy.ts into the ceiling app and fails on
  // its "@/" imports; webpack builds the ceiling from its own folder only.
  run(path.join(ROOT, "node_modules/.bin/next"), ["build", "--webpack"], {}, path.join(ROOT, "bench/ceiling"));
}

const [shopPort, ceilingPort] = [await freePort(), await freePort()];
const serverEnv = { ...dbEnv, LOG_LEVEL: "warn", RATE_LIMIT_IP_FACTOR: "1000", NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR };
// The standalone server that npm start and the Docker image run (next start warns that it is not
// the way to serve a standalone build).
const shopServer = start(process.execPath, ["scripts/serve.mjs", "-p", String(shopPort), "-H", "127.0.0.1"], serverEnv);
start(path.join(ROOT, "node_modules/.bin/next"), ["start", "-p", String(ceilingPort), "-H", "127.0.0.1"], { NODE_ENV: "production" }, path.join(ROOT, "bench/ceiling"));
const shop = `http://127.0.0.1:${shopPort}`;
const ceiling = `http://127.0.0.1:${ceilingPort}`;
await waitFor(`${shop}/api/health`);
await waitFor(`${ceiling}/api/json`);

const key = await apiToken(shop, "customer@demo.example.ca", "demo-customer");
const token = { authorization: `Token ${key}` };
const cookie = { cookie: await sessionCookie(shop, "customer@demo.example.ca", "demo-customer") };
const adminCookie = { cookie: await sessionCookie(shop, "admin@demo.example.ca", "demo-admin") };
const [rice] = (await (await fetch(`${shop}/api/categories/list/?is_deleted=false`)).json()) as Array<{ id: number }>;
// An order page: since issue 23 the proxy looks the record up (a real 404) before the page loads it.
const [myOrder] = ((await (await fetch(`${shop}/api/orders/my_orders/`, { headers: token })).json()) as { results: Array<{ id: number }> }).results;
const [product] = ((await (await fetch(`${shop}/api/products/product_list/?is_deleted=false&search=creme`, { headers: token })).json()) as { results: Array<{ slug: string }> }).results;

// The cold search: every request (warm-ups included) takes the next term of the catalogue's words.
let termIndex = 0;
let termsWrapped = false;
const coldPath = () => {
  if (termIndex === probe.terms.length) [termIndex, termsWrapped] = [0, true];
  return `/api/products/product_list/?is_deleted=false&search=${encodeURIComponent(probe.terms[termIndex++])}`;
};

/*
 * The same-markup ceiling: a verified customer's /products as the shop sends it, without its scripts
 * (the <body> only: the ceiling app has its own <head>), for bench/ceiling/app/same-markup.
 */
const customerHtml = await (await fetch(`${shop}/products`, { headers: cookie })).text();
const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(customerHtml)?.[1] ?? "";
const markupDir = path.join(ROOT, "bench/ceiling/.markup");
mkdirSync(markupDir, { recursive: true });
writeFileSync(path.join(markupDir, "page.html"), body.replace(/<script\b[\s\S]*?<\/script>/g, ""));
const markupLine = `Same-markup page: a verified customer's /products, ${Math.round(customerHtml.length / 1024)} kB of HTML with ${(customerHtml.match(/<[a-z][^>]*>/gi) ?? []).length} elements (scripts included); its body without the scripts is what the ceiling renders.`;

// Each target is warmed up at 4 connections first (first renders compile and fill caches).
type Ceiling = "static" | "dynamic" | "json";
type Target = { name: string; url: string; headers?: Record<string, string>; ceiling: Ceiling; nextPath?: () => string };
const filtered = (sort: string) => `search=rice&category=${rice.id}&sort=${sort}`;
const targets: Target[] = [
  { name: "/api/health/live/", url: `${shop}/api/health/live/`, ceiling: "static" },
  { name: "/robots.txt", url: `${shop}/robots.txt`, ceiling: "static" },
  { name: "product_list API, no search", url: `${shop}/api/products/product_list/?is_deleted=false`, headers: token, ceiling: "json" },
  // The same list answered in French (issue 28): names and order in French, its own cache entries.
  { name: "product_list API, no search, French", url: `${shop}/api/products/product_list/?is_deleted=false`, headers: { ...token, "accept-language": "fr-CA" }, ceiling: "json" },
  { name: "product_list API, search (warm: one term)", url: `${shop}/api/products/product_list/?is_deleted=false&search=creme`, headers: token, ceiling: "json" },
  { name: "product_list API, search (cold: a new term per request)", url: shop, headers: token, ceiling: "json", nextPath: coldPath },
  { name: "product_list API, search + category", url: `${shop}/api/products/product_list/?is_deleted=false&search=rice&category=${rice.id}`, headers: token, ceiling: "json" },
  { name: "home page, visitor", url: `${shop}/`, ceiling: "dynamic" },
  { name: "/products, visitor", url: `${shop}/products`, ceiling: "dynamic" },
  // The same page in French (issue 28): its own cached visitor page, /fr/products.
  { name: "/products, visitor, French", url: `${shop}/fr/products`, ceiling: "dynamic" },
  { name: "/products, visitor, search + category + sort", url: `${shop}/products?${filtered("-name")}`, ceiling: "dynamic" },
  { name: "/products, verified customer", url: `${shop}/products`, headers: cookie, ceiling: "dynamic" },
  { name: "/products, verified customer, French", url: `${shop}/fr/products`, headers: cookie, ceiling: "dynamic" },
  { name: "/products, verified customer, search + category + sort", url: `${shop}/products?${filtered("price")}`, headers: cookie, ceiling: "dynamic" },
  { name: "/products, admin", url: `${shop}/products`, headers: adminCookie, ceiling: "dynamic" },
  { name: "/products, admin, search + category + sort", url: `${shop}/products?${filtered("price")}`, headers: adminCookie, ceiling: "dynamic" },
  { name: `product page, visitor`, url: `${shop}/products/${product.slug}`, ceiling: "dynamic" },
  { name: `product page, verified customer`, url: `${shop}/products/${product.slug}`, headers: cookie, ceiling: "dynamic" },
  ...(myOrder
    ? ([
        { name: "order page, verified customer", url: `${shop}/order/${myOrder.id}`, headers: cookie, ceiling: "dynamic" },
        { name: "order page, admin", url: `${shop}/admin/order/${myOrder.id}`, headers: adminCookie, ceiling: "dynamic" },
      ] satisfies Target[])
    : []),
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

/*
 * The ceilings are measured before and after the shop: on a shared machine the load of the others
 * moves during a run. Ratios are taken to the better of the two (the higher requests per second,
 * the lower p95), so a bar shown as met is met.
 */
const CEILINGS = [
  ["static", `${ceiling}/`],
  ["dynamic", `${ceiling}/dynamic`],
  ["json", `${ceiling}/api/json`],
  ["markup", `${ceiling}/same-markup`],
] as const;
type CeilingKind = (typeof CEILINGS)[number][0];
const ceilings = {} as Record<CeilingKind, { rps: number; p95: number }>;
type Row = Result & { ceiling?: Ceiling; rpsRatio?: number; markupRatio?: number; p95Ratio?: number; ceilingP95?: number };
const results: Row[] = [];
async function measureCeilings(when: string): Promise<void> {
  for (const [kind, url] of CEILINGS) {
    await measure(`ceiling ${kind}`, url, 4);
    const at32 = await measure(`ceiling: ${kind === "markup" ? "same markup" : kind} (${when})`, url, 32);
    const at1 = await measure(`ceiling: ${kind === "markup" ? "same markup" : kind} (${when})`, url, 1);
    const best = ceilings[kind];
    ceilings[kind] = { rps: Math.max(best?.rps ?? 0, at32.rps), p95: Math.min(best?.p95 ?? Number.POSITIVE_INFINITY, at1.p95) };
    results.push(at32, at1);
  }
}
console.log("\n== measuring (each for", DURATION, "s)");
await measureCeilings("start");
const only = values.only ? new RegExp(values.only, "i") : null;
for (const target of targets.filter((t) => !only || only.test(t.name))) {
  try {
    const request = { nextPath: target.nextPath };
    await measure(target.name, target.url, 4, target.headers, request);
    const at32 = await measure(target.name, target.url, 32, target.headers, request);
    results.push({ ...at32, ceiling: target.ceiling });
    results.push({ ...(await measure(target.name, target.url, 1, target.headers, request)), ceiling: target.ceiling });
  } catch (error) {
    console.error(`skipped: ${(error as Error).message}`);
  }
}

if (!only) try {
  const orderHeaders = { ...token, "content-type": "application/json" };
  const request = { method: "POST" as const, body: orderBody, expect: 201 };
  results.push(await measure("place a 20-line order", `${shop}/api/orders/order/details/`, 8, orderHeaders, request));
  results.push(await measure("place a 20-line order", `${shop}/api/orders/order/details/`, 1, orderHeaders, request));
} catch (error) {
  console.error(`skipped: ${(error as Error).message}`);
}

await measureCeilings("end");
for (const result of results) {
  if (!result.ceiling) continue;
  if (result.connections === 1) {
    result.ceilingP95 = ceilings[result.ceiling].p95;
    result.p95Ratio = result.p95 / result.ceilingP95;
  } else {
    result.rpsRatio = result.rps / ceilings[result.ceiling].rps;
    if (result.ceiling === "dynamic") result.markupRatio = result.rps / ceilings.markup.rps;
  }
}

// The PDF catalogue: 5,000 products in ≤ 10 s with flat memory (bench/pdf-measure.ts).
let pdfRuns: PdfRun[] = [];
if (!values["no-pdf"]) try {
  // The whole catalogue at 250,000 products would take minutes: it is printed up to 50,000.
  pdfRuns = await benchPdf(shop, shopServer.pid!, { all: PRODUCTS <= 50_000 });
} catch (error) {
  console.error(`skipped: ${(error as Error).message}`);
}
const pdfLines = pdfRuns.length > 0 ? pdfTable(pdfRuns) : "PDF catalogue: not measured (see the log).";

const scripts = {
  visitor: await pageScripts(shop, "/products"),
  visitorFrench: await pageScripts(shop, "/fr/products"),
  customer: await pageScripts(shop, "/products", cookie),
};
const coldLine = `Cold search: ${termIndex}${termsWrapped ? " (list exhausted, terms reused)" : ""} of ${probe.terms.length} distinct terms used (words of the product names, their 3+-letter prefixes and adjacent word pairs as typed, shuffled). Product page: /products/${product.slug}.`;
let lighthouseLines = "";
if (values.lighthouse) {
  try {
    lighthouseLines = lighthouseMarkdown(await runLighthouse(shop));
  } catch (error) {
    lighthouseLines = `Lighthouse: failed (${(error as Error).message.split("\n")[0]}).`;
  }
}
const scriptsLine = `JavaScript for /products (gzip, bar ≤ 150 kB): visitor ${scripts.visitor.gzipKb} kB in ${scripts.visitor.files} files (French, /fr/products: ${scripts.visitorFrench.gzipKb} kB), verified customer ${scripts.customer.gzipKb} kB in ${scripts.customer.files} files.`;

const fixed = (value: number | undefined, digits = 2) => (value === undefined ? "" : value.toFixed(digits));
const table = [
  "| target | conn | p50 ms | p95 ms | p99 ms | req/s | ceiling | × ceiling req/s | × same-markup req/s | ceiling p95 ms (1 conn) | p95 ÷ ceiling p95 | errors |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...results.map(
    (r) =>
      `| ${r.name} | ${r.connections} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.ceiling ?? ""} | ${fixed(r.rpsRatio)} | ${fixed(r.markupRatio)} | ${fixed(r.ceilingP95, 1)} | ${fixed(r.p95Ratio)} | ${r.errors} |`,
  ),
].join("\n");
const loadAtEnd = loadAverage();
const extra = [markupLine, coldLine, plansLines, scriptsLine, pdfLines, lighthouseLines].filter(Boolean).join("\n\n");
console.log(`\n${table}\n\n${extra}\n`);

if (!values["no-record"]) {
  const commit = currentCommit(ROOT);
  const machine = machineLine();
  const section = [
    `\n## ${utcMinute()} — commit ${commit}`,
    "",
    `Machine: ${machine}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end. Database: ${dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite"}, **${PRODUCTS.toLocaleString("en-CA")} products** (seed step ${seedSeconds} s; it reuses a catalogue left by an earlier run). Shop built into ${DIST_DIR}. ${DURATION} s per measurement; load generator on the same machine.`,
    "",
    table,
    "",
    extra,
    "",
  ].join("\n");
  appendResults(ROOT, section);
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
