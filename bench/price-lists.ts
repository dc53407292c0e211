/*
 * npm run bench:price-lists — issue 30's bar: a customer on a 5,000-entry price list is served
 * within 10 % of a list-price customer (requests/s and p95), measured side by side.
 *
 * 1. The main bench's scratch database (bench/run.ts: PGlite in .bench-data, or PostgreSQL when
 *    BENCH_DATABASE_URL is set: "shop_bench_<checkout>_<products>" on that server), seeded as
 *    bench/run.ts seeds it (db/scripts/seed.ts --products N, SEED_DEMO=true) unless it already
 *    holds that many products and the demo customers.
 * 2. (Re)creates the price list "Bench contract" (same id from run to run, its entries replaced) with
 *    5,000 entries: 20 category percentages (5–15 %; the rice categories among them), 500 products
 *    × 3 quantity breaks (from 3, 5 and 10 cases) and fixed case prices (3–12 % under the list case
 *    price) for the rest, 3,480. Fixed prices and breaks favour the first 800 products in name order
 *    (the catalogue's first pages: 3 in 4 get a fixed price, the 4th breaks), the rest are spread
 *    over the catalogue. Assigns it to harbourcafe@demo.example.ca; customer@demo.example.ca stays
 *    on list prices. Both must be verified.
 * 3. Builds the shop into .next-bench (--no-build reuses it) and starts its standalone server
 *    (scripts/serve.mjs) on a free port; puts the same 10 products (cases 1–10, some reaching a
 *    break) in both customers' carts through POST /api/cart/items/.
 * 4. For each target, at 8 connections then 1 (the offline catalogue, ~12 MB a response, at 2
 *    then 1 and for 3 × --duration): a warm-up of both customers, then four runs of --duration
 *    seconds in the order list-price, price-list, price-list, list-price, so that drift on the
 *    machine hits both alike. Each customer's figures are the mean of its two runs (req/s as
 *    responses ÷ seconds, p50, p95; a run without a response has no latency). The ratio price-list ÷ list-price is flagged
 *    (⚠) when req/s is more than 10 % lower or p95 more than 10 % higher.
 * 5. Prints the table and appends it to bench/RESULTS.md unless --no-record.
 *
 * Options: --products N (default 50000, the main bench's database), --entries N (default 5000),
 * --duration S per run (default 10), --only REGEX (targets by name), --no-build, --no-record.
 * Stops its server on exit or Ctrl-C.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "@/db/client";
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
  type Result,
} from "./recording";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "50000" },
    entries: { type: "string", default: "5000" },
    duration: { type: "string", default: "10" },
    only: { type: "string" },
    "no-build": { type: "boolean", default: false },
    "no-record": { type: "boolean", default: false },
  },
});
const PRODUCTS = Number(values.products);
const ENTRIES = Number(values.entries);
const DURATION = Number(values.duration);
if (!Number.isInteger(PRODUCTS) || PRODUCTS < 1000) throw new Error("--products: a whole number, at least 1,000");
if (!Number.isInteger(ENTRIES) || ENTRIES < 100) throw new Error("--entries: a whole number, at least 100");
if (!(DURATION >= 1)) throw new Error("--duration: seconds, at least 1");
const ROOT = path.resolve(import.meta.dirname, "..");
const DIST_DIR = ".next-bench";
const LIST_NAME = "Bench contract";
const LIST_CUSTOMER = { email: "customer@demo.example.ca", password: "demo-customer" };
const CONTRACT_CUSTOMER = { email: "harbourcafe@demo.example.ca", password: "demo-customer" };
/** The first products in name order (the first pages): 3 in 4 get a fixed price, every 4th breaks. */
const EARLY = 800;
const CATEGORY_ENTRIES = 20;
const BREAKS = [
  { fromCases: 3, factor: 0.97 },
  { fromCases: 5, factor: 0.94 },
  { fromCases: 10, factor: 0.9 },
];
const SEARCH_WORD = "rice";
const fmt = (n: number) => n.toLocaleString("en-CA");

// ---------------------------------------------------------------------------------------------
// The scratch database (the one bench/run.ts uses)
// ---------------------------------------------------------------------------------------------

/** As bench/run.ts: PGlite in .bench-data, or a database per checkout and size on BENCH_DATABASE_URL's server. */
async function scratchDatabase(): Promise<{ DATA_DIR: string; DATABASE_URL: string }> {
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

type Row = Record<string, unknown>;

function open(dbEnv: { DATA_DIR: string; DATABASE_URL: string }): Promise<DbHandle> {
  // Migrates too: a database left by an older checkout gets the price list tables.
  return openDatabase({ url: dbEnv.DATABASE_URL || undefined, dataDir: path.join(dbEnv.DATA_DIR, "pglite"), poolMax: 1 });
}

async function rows(handle: Pick<DbHandle, "db">, query: SQL): Promise<Row[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Whether the database holds the catalogue and the demo customers already (then the seed is skipped). */
async function seeded(handle: DbHandle): Promise<{ products: number; ready: boolean }> {
  const [row] = await rows(
    handle,
    sql`select (select count(*)::int from products) as products,
               (select count(*)::int from users where lower(email) in (${LIST_CUSTOMER.email}, ${CONTRACT_CUSTOMER.email})) as customers`,
  );
  const products = Number(row.products);
  return { products, ready: products >= PRODUCTS && Number(row.customers) === 2 };
}

interface PriceListSetup {
  priceListId: number;
  activeProducts: number;
  counts: Record<"product" | "break" | "category", number>;
  categories: string[];
  productPage: { slug: string; name: string };
  cart: Array<{ id: number; name: string; cases: number }>;
}

/** (Re)creates "Bench contract" with its entries, assigns it, and picks the product page and the cart. */
async function setUpPriceList(handle: DbHandle): Promise<PriceListSetup> {
  return handle.db.transaction(async (tx) => {
    const q = (query: SQL) => rows({ db: tx as unknown as DbHandle["db"] }, query);
    const customers = await q(sql`select email, verified, role from users where lower(email) in (${LIST_CUSTOMER.email}, ${CONTRACT_CUSTOMER.email})`);
    for (const email of [LIST_CUSTOMER.email, CONTRACT_CUSTOMER.email]) {
      const user = customers.find((c) => String(c.email).toLowerCase() === email);
      if (!user) throw new Error(`${email}: no such user in the scratch database (is it seeded with SEED_DEMO=true?)`);
      if (user.role !== "Customer" || user.verified !== true) throw new Error(`${email}: not a verified customer (role ${String(user.role)}, verified ${String(user.verified)})`);
    }

    const [existing] = await q(sql`select id from price_lists where lower(name) = lower(${LIST_NAME})`);
    const priceListId = existing
      ? Number(existing.id)
      : Number((await q(sql`insert into price_lists (name) values (${LIST_NAME}) returning id`))[0].id);
    // In force, whatever an earlier run or a developer left.
    await q(sql`update price_lists set valid_from = null, valid_to = null, updated_at = now() where id = ${priceListId}`);
    await q(sql`delete from price_list_entries where price_list_id = ${priceListId}`);

    // Category percentages: the rice categories first (the searched word), then others, 5–15 %.
    await q(sql`
      insert into price_list_entries (price_list_id, kind, category_id, percent_off)
      select ${priceListId}, 'category', id, 5 + get_byte(decode(md5(slug), 'hex'), 0) % 11
        from categories where not is_deleted
        order by (name ilike ${`%${SEARCH_WORD}%`}) desc, md5(slug)
        limit ${CATEGORY_ENTRIES}`);
    const categories = (
      await q(sql`select c.name, e.percent_off from price_list_entries e join categories c on c.id = e.category_id where e.price_list_id = ${priceListId} order by c.name`)
    ).map((r) => `${String(r.name)} ${Number(r.percent_off)} %`);

    const breakProducts = Math.round((ENTRIES * 0.3) / BREAKS.length);
    const fixedProducts = ENTRIES - categories.length - breakProducts * BREAKS.length;
    const ranked = sql`(select id, price, special, box_quantity, case_price, row_number() over (order by name, id) as rn from products where not is_deleted) r`;
    // Fixed case prices: 3 in 4 of the first EARLY products, then spread (md5 order) over the rest;
    // 3–12 % under the list price × box quantity.
    await q(sql`
      insert into price_list_entries (price_list_id, kind, product_id, case_price)
      select ${priceListId}, 'product', id, round(price * box_quantity * (0.97 - (get_byte(decode(md5(id::text), 'hex'), 1) % 10) / 100.0), 2)
        from ${ranked}
        order by (rn <= ${EARLY} and rn % 4 <> 0) desc, md5(id::text)
        limit ${fixedProducts}`);
    // Quantity breaks: every 4th of the first EARLY products, then spread; under the product's best
    // case price so far (its fixed price, else the list case price after its special).
    const steps = sql.join(BREAKS.map((b) => sql`(${b.fromCases}::int, ${b.factor}::numeric)`), sql`, `);
    await q(sql`
      insert into price_list_entries (price_list_id, kind, product_id, from_cases, case_price)
      select ${priceListId}, 'break', p.id, s.from_cases,
             round(least(p.case_price, coalesce(f.case_price, p.case_price)) * s.factor, 2)
        from (select id, case_price from ${ranked}
                order by (rn <= ${EARLY} and rn % 4 = 0) desc, md5(id::text || 'break')
                limit ${breakProducts}) p
        cross join (values ${steps}) as s(from_cases, factor)
        left join price_list_entries f on f.price_list_id = ${priceListId} and f.kind = 'product' and f.product_id = p.id`);
    await q(sql`update users set price_list_id = ${priceListId} where lower(email) = ${CONTRACT_CUSTOMER.email}`);
    await q(sql`update users set price_list_id = null where lower(email) = ${LIST_CUSTOMER.email}`);

    const counts = { product: 0, break: 0, category: 0 };
    for (const r of await q(sql`select kind, count(*)::int as n from price_list_entries where price_list_id = ${priceListId} group by kind`)) {
      counts[r.kind as keyof typeof counts] = Number(r.n);
    }
    const [{ n: activeProducts }] = await q(sql`select count(*)::int as n from products where not is_deleted`);

    // The product page: the first product (name order) with a fixed price and breaks, else a fixed price.
    const [page] = await q(sql`
      select p.slug, p.name from products p
        where not p.is_deleted and exists (select 1 from price_list_entries e where e.price_list_id = ${priceListId} and e.kind = 'product' and e.product_id = p.id)
        order by exists (select 1 from price_list_entries e where e.price_list_id = ${priceListId} and e.kind = 'break' and e.product_id = p.id) desc, p.name, p.id
        limit 1`);
    // The cart: 10 in-stock products with entries, half with breaks; cases up to 10 (some reach a break).
    const cartRows = await q(sql`
      select p.id, p.name, exists (select 1 from price_list_entries e where e.price_list_id = ${priceListId} and e.kind = 'break' and e.product_id = p.id) as breaks
        from products p
        where not p.is_deleted and p.stock
          and exists (select 1 from price_list_entries e where e.price_list_id = ${priceListId} and e.kind in ('product', 'break') and e.product_id = p.id)
        order by md5(p.id::text || 'cart') limit 200`);
    const withBreaks = cartRows.filter((r) => r.breaks === true).slice(0, 5);
    const without = cartRows.filter((r) => r.breaks !== true).slice(0, 10 - withBreaks.length);
    const cases = [3, 5, 10, 4, 1, 1, 2, 3, 6, 2];
    const cart = [...withBreaks, ...without].map((r, i) => ({ id: Number(r.id), name: String(r.name), cases: cases[i] }));
    return { priceListId, activeProducts: Number(activeProducts), counts, categories, productPage: { slug: String(page.slug), name: String(page.name) }, cart };
  });
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

process.on("exit", stopStarted);
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

const started = Date.now();
const loadAtStart = loadAverage();
const dbEnv = await scratchDatabase();
const dbKind = dbEnv.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`\n== scratch database (${dbKind}${dbEnv.DATABASE_URL ? `, ${new URL(dbEnv.DATABASE_URL).pathname.slice(1)}` : `, ${path.relative(ROOT, dbEnv.DATA_DIR)}`})`);
let handle = await open(dbEnv);
const before = await seeded(handle);
let seedLine: string;
if (before.ready) {
  seedLine = `seed skipped (${fmt(before.products)} products and the demo customers already there)`;
  console.log(seedLine);
} else {
  // PGlite takes one process at a time: the seed opens it on its own.
  await handle.close();
  console.log(`== seeding ${fmt(PRODUCTS)} products (${fmt(before.products)} there)`);
  const seedStarted = Date.now();
  execFileSync("npx", ["tsx", "--conditions=react-server", "db/scripts/seed.ts", "--products", String(PRODUCTS)], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, ...dbEnv, SEED_DEMO: "true" },
  });
  seedLine = `seeded in ${Math.round((Date.now() - seedStarted) / 1000)} s`;
  handle = await open(dbEnv);
}

console.log(`== price list "${LIST_NAME}" (${fmt(ENTRIES)} entries)`);
const setup = await setUpPriceList(handle);
await rows(handle, sql`analyze price_list_entries`);
await rows(handle, sql`analyze users`);
await handle.close();
const totalEntries = setup.counts.product + setup.counts.break + setup.counts.category;
const entriesLine =
  `Price list "${LIST_NAME}" (id ${setup.priceListId}): ${fmt(totalEntries)} entries — ${fmt(setup.counts.product)} fixed case prices, ` +
  `${fmt(setup.counts.break)} quantity breaks (${fmt(setup.counts.break / BREAKS.length)} products × from ${BREAKS.map((b) => b.fromCases).join(", ")} cases), ` +
  `${fmt(setup.counts.category)} category percentages (${setup.categories.join(", ")}); on ${fmt(setup.activeProducts)} active products.`;
console.log(entriesLine);

if (!values["no-build"]) {
  console.log(`\n== building the shop into ${DIST_DIR}`);
  buildShop(ROOT, DIST_DIR);
} else if (!existsSync(path.join(ROOT, DIST_DIR, "standalone/server.js"))) {
  console.error(`No build in ${DIST_DIR}: run without --no-build once.`);
  process.exit(1);
}

const port = await freePort();
const shop = `http://127.0.0.1:${port}`;
const server = startInBackground(
  process.execPath,
  ["scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"],
  {
    ...dbEnv,
    AUTH_SECRET: randomBytes(24).toString("hex"),
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST_DIR,
    SEED_DEMO: "false",
    RATE_LIMIT_IP_FACTOR: "1000",
    // One server on its own, whatever a developer's .env says (serve.mjs reads it; set values win).
    REDIS_URL: "",
    PUBLIC_URL: "",
    ALLOWED_HOSTS: "",
    SMTP_URL: "",
  },
  ROOT,
);
console.log(`\n== server on ${shop} (pid ${server.pid}, dist dir ${DIST_DIR})`);
await waitFor(`${shop}/api/health`, 180);

type Who = "list-price" | "price-list";
interface Customer {
  who: Who;
  email: string;
  token: Record<string, string>;
  cookie: Record<string, string>;
}
async function signIn(who: Who, account: { email: string; password: string }): Promise<Customer> {
  return {
    who,
    email: account.email,
    token: { authorization: `Token ${await apiToken(shop, account.email, account.password)}` },
    cookie: { cookie: await sessionCookie(shop, account.email, account.password) },
  };
}
const customers: Record<Who, Customer> = {
  "list-price": await signIn("list-price", LIST_CUSTOMER),
  "price-list": await signIn("price-list", CONTRACT_CUSTOMER),
};

// Checks: the price-list customer sees their prices on the first pages, the other one list prices.
interface ListBody {
  count: number;
  results: Array<{ id: number; discounted_price?: string; list_price?: string; case_price?: string; price_breaks?: unknown[] }>;
}
const notes: string[] = [];
for (const query of ["", `&search=${SEARCH_WORD}`]) {
  const url = `${shop}/api/products/product_list/?is_deleted=false${query}`;
  const [plain, contract] = await Promise.all(
    (["list-price", "price-list"] as const).map(async (who) => {
      const response = await fetch(url, { headers: customers[who].token });
      if (response.status !== 200) throw new Error(`${url} for ${who}: ${response.status}`);
      return (await response.json()) as ListBody;
    }),
  );
  const withTerms = contract.results.filter((p) => p.list_price !== undefined);
  // Below what the list-price customer pays for the same product (unit price after the special).
  const theirs = new Map(plain.results.map((p) => [p.id, Number(p.discounted_price)]));
  const cheaper = withTerms.filter((p) => theirs.has(p.id) && Number(p.discounted_price) < theirs.get(p.id)!);
  const withBreaks = withTerms.filter((p) => (p.price_breaks?.length ?? 0) > 0);
  const line =
    `product_list${query ? ` (${query.slice(1)})` : ""}: ${fmt(contract.count)} products; first page (${contract.results.length}) for the price-list customer: ` +
    `${withTerms.length} with contract fields, ${cheaper.length} cheaper than for the list-price customer, ${withBreaks.length} with quantity breaks; for the list-price customer: ${plain.results.filter((p) => p.list_price !== undefined).length} with contract fields.`;
  console.log(line);
  notes.push(line);
  if (withTerms.length === 0) throw new Error(`${url}: the price-list customer sees no contract fields: is the price list in force (users.price_list_id, Actor.priceList)?`);
}

// The same 10 products in both carts.
interface CartBody {
  items: Array<{ price_rule?: string }>;
  subtotal: string;
}
for (const customer of Object.values(customers)) {
  const headers = { ...customer.token, "content-type": "application/json" };
  const cleared = await fetch(`${shop}/api/cart/`, { method: "DELETE", headers: customer.token });
  if (!cleared.ok) throw new Error(`DELETE /api/cart/ for ${customer.email}: ${cleared.status} ${(await cleared.text()).slice(0, 200)}`);
  for (const line of setup.cart) {
    const added = await fetch(`${shop}/api/cart/items/`, { method: "POST", headers, body: JSON.stringify({ product: line.id, cases: line.cases }) });
    if (added.status !== 201) throw new Error(`POST /api/cart/items/ ${line.id} for ${customer.email}: ${added.status} ${(await added.text()).slice(0, 200)}`);
  }
  const cart = (await (await fetch(`${shop}/api/cart/`, { headers: customer.token })).json()) as CartBody;
  const rules = new Map<string, number>();
  for (const item of cart.items) rules.set(item.price_rule ?? "(none)", (rules.get(item.price_rule ?? "(none)") ?? 0) + 1);
  const line = `cart of ${customer.who} (${customer.email}): ${cart.items.length} lines, subtotal ${cart.subtotal}, price rules ${[...rules].map(([rule, n]) => `${rule} × ${n}`).join(", ")}.`;
  console.log(line);
  notes.push(line);
  if (cart.items.length !== setup.cart.length) throw new Error(`${line} Expected ${setup.cart.length} lines.`);
}
const cartLine = `Cart (both customers): ${setup.cart.map((l) => `${l.id} × ${l.cases}`).join(", ")} (product id × cases). Product page: /products/${setup.productPage.slug} (${setup.productPage.name}).`;
console.log(cartLine);

interface Target {
  name: string;
  path: string;
  auth: "token" | "cookie";
  connections: [number, number];
  /** Runs this many times --duration (a slow target, to get some responses per run). */
  longer?: number;
}
const targets: Target[] = ([
  { name: "product_list API, no search", path: "/api/products/product_list/?is_deleted=false", auth: "token", connections: [8, 1] },
  { name: `product_list API, search "${SEARCH_WORD}"`, path: `/api/products/product_list/?is_deleted=false&search=${SEARCH_WORD}`, auth: "token", connections: [8, 1] },
  { name: "/products page", path: "/products", auth: "cookie", connections: [8, 1] },
  { name: "product page", path: `/products/${setup.productPage.slug}`, auth: "cookie", connections: [8, 1] },
  { name: "cart API (10 lines)", path: "/api/cart/", auth: "token", connections: [8, 1] },
  // The whole catalogue for the offline cache: a large body, few connections.
  { name: "offline catalogue (all_product_list)", path: "/api/products/all_product_list/", auth: "token", connections: [2, 1], longer: 3 },
] satisfies Target[]).filter((t) => !values.only || new RegExp(values.only, "i").test(t.name));

/** One size per customer and target: a difference in the body explains some of a difference in time. */
async function bodyKb(target: Target, who: Who): Promise<number> {
  const response = await fetch(`${shop}${target.path}`, { headers: customers[who][target.auth] });
  return Math.round((await response.arrayBuffer()).byteLength / 102.4) / 10;
}

interface Side {
  runs: Result[];
  rps: number;
  p50: number;
  p95: number;
  errors: number;
  responses: number;
  kb: number;
}
interface Pair {
  target: string;
  connections: number;
  duration: number;
  sides: Record<Who, Side>;
  rpsRatio: number;
  p95Ratio: number;
  flagged: boolean;
}
const pairs: Pair[] = [];
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (x: number) => Math.round(x * 10) / 10;
const rpsOf = (x: number) => (x < 100 ? Math.round(x * 100) / 100 : Math.round(x));

console.log(`\n== measuring side by side (${DURATION} s per run; list-price, price-list, price-list, list-price)`);
for (const target of targets) {
  const url = `${shop}${target.path}`;
  const headersOf = (who: Who) => customers[who][target.auth];
  const duration = DURATION * (target.longer ?? 1);
  const kb = { "list-price": await bodyKb(target, "list-price"), "price-list": await bodyKb(target, "price-list") };
  try {
    // Warm-up: first renders compile and fill the caches (each price list has entries of its own).
    for (const who of ["list-price", "price-list"] as const) await measureUrl(`${target.name} warm-up`, url, Math.min(4, target.connections[0]), Math.min(3, DURATION), headersOf(who));
    for (const connections of target.connections) {
      const runs: Record<Who, Result[]> = { "list-price": [], "price-list": [] };
      for (const who of ["list-price", "price-list", "price-list", "list-price"] as const) {
        const measured = await measureUrl(`${target.name}, ${who}`, url, connections, duration, headersOf(who));
        // Responses over the run's length: autocannon's per-second average rounds ~1 req/s (the
        // offline catalogue) to 0 or 1.
        const result = { ...measured, rps: rpsOf(measured.responses / duration) };
        runs[who].push(result);
        console.log(`${target.name} @${connections}, ${who}: ${result.rps} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms (${result.responses} responses, ${result.errors} errors)`);
      }
      const side = (who: Who): Side => ({
        runs: runs[who],
        rps: rpsOf(mean(runs[who].map((r) => r.rps))),
        // A run without a response has no latency (NaN when no run has one).
        p50: round1(mean(runs[who].filter((r) => r.responses > 0).map((r) => r.p50))),
        p95: round1(mean(runs[who].filter((r) => r.responses > 0).map((r) => r.p95))),
        errors: runs[who].reduce((a, r) => a + r.errors, 0),
        responses: runs[who].reduce((a, r) => a + r.responses, 0),
        kb: kb[who],
      });
      const sides = { "list-price": side("list-price"), "price-list": side("price-list") };
      const rpsRatio = sides["price-list"].rps / sides["list-price"].rps;
      const p95Ratio = sides["price-list"].p95 / sides["list-price"].p95;
      pairs.push({ target: target.name, connections, duration, sides, rpsRatio, p95Ratio, flagged: rpsRatio < 0.9 || p95Ratio > 1.1 });
    }
  } catch (error) {
    notes.push(`${target.name}: not measured (${(error as Error).message.split("\n")[0]}).`);
    console.error(`skipped: ${(error as Error).message}`);
  }
}
const loadAtEnd = loadAverage();

const ratio = (x: number, worse: boolean) => `${worse ? "⚠ " : ""}${Number.isFinite(x) ? x.toFixed(2) : "–"}`;
const ms = (x: number) => (Number.isFinite(x) ? String(x) : "none");
const table = [
  "| target | conn | customer | req/s | p50 ms | p95 ms | req/s per run | p95 ms per run | kB | req/s ÷ list-price | p95 ÷ list-price | errors |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...pairs.flatMap((p) =>
    (["list-price", "price-list"] as const).map((who) => {
      const s = p.sides[who];
      const ratios = who === "price-list" ? [ratio(p.rpsRatio, p.rpsRatio < 0.9), ratio(p.p95Ratio, p.p95Ratio > 1.1)] : ["", ""];
      const target = p.duration === DURATION ? p.target : `${p.target} (${p.duration} s runs)`;
      return `| ${target} | ${p.connections} | ${who} | ${s.rps} | ${ms(s.p50)} | ${ms(s.p95)} | ${s.runs.map((r) => r.rps).join(", ")} | ${s.runs.map((r) => (r.responses > 0 ? r.p95 : "none")).join(", ")} | ${s.kb} | ${ratios[0]} | ${ratios[1]} | ${s.errors} |`;
    }),
  ),
].join("\n");
const flagged = pairs.filter((p) => p.flagged);
const verdict =
  flagged.length === 0
    ? "Every target: the price-list customer within 10 % of the list-price customer (req/s and p95)."
    : `More than 10 % worse for the price-list customer: ${flagged.map((p) => `${p.target} @${p.connections} (req/s × ${p.rpsRatio.toFixed(2)}, p95 × ${p.p95Ratio.toFixed(2)})`).join("; ")}.`;
const few = pairs.filter((p) => Math.min(p.sides["list-price"].responses, p.sides["price-list"].responses) < 40);
const fewLine = few.length ? `Few responses (under 40 per customer), p95 is rough: ${few.map((p) => `${p.target} @${p.connections}`).join("; ")}.` : "";
const extra = [entriesLine, cartLine, ...notes, fewLine].filter(Boolean).join("\n\n");
console.log(`\n${table}\n\n${verdict}\n\n${extra}\n`);

if (!values["no-record"]) {
  appendResults(
    ROOT,
    [
      `\n## ${utcMinute()} — commit ${currentCommit(ROOT)} — Price lists side by side (bench/price-lists.ts)`,
      "",
      `Machine: ${machineLine()}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end. Database: ${dbKind}, **${fmt(setup.activeProducts)} products**, ` +
        `a price list of **${fmt(totalEntries)} entries** (${seedLine}). The standalone server built into ${DIST_DIR}, LOG_LEVEL=warn. ` +
        `list-price: ${LIST_CUSTOMER.email}; price-list: ${CONTRACT_CUSTOMER.email}. Per target and connection count, four runs of ${DURATION} s (the offline catalogue ${DURATION * 3} s) ` +
        `(list-price, price-list, price-list, list-price) after a warm-up; each customer's figures are the mean of its two runs. Load generator on the same machine.`,
      "",
      table,
      "",
      verdict,
      "",
      extra,
      "",
    ].join("\n"),
  );
  console.log("recorded in bench/RESULTS.md");
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
