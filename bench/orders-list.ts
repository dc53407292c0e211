/*
 * npm run bench:orders — the back office's orders list at scale (issue 25: it stays fast at 12,000
 * orders; the lead also runs it at 100,000), and a staff login.
 *
 * 1. A scratch PostgreSQL database shop_bench_orders_<N> on BENCH_DATABASE_URL's server (default
 *    postgres://postgres@127.0.0.1:5432), dropped and created afresh (--reuse keeps it when its row
 *    counts match), migrated with the app's own migrations (db/client.ts), then seeded with
 *    set-based SQL: one admin (hashed with lib/identity/password), 1,000 customers, 2,000 products
 *    and N orders of 1–6 lines over the last two years, in the mix of seedOrders() below, each
 *    with its tax line (order_taxes); then VACUUM ANALYZE.
 * 2. EXPLAIN (ANALYZE, BUFFERS) of the list's own queries: adminOrdersPage() runs once per filter on
 *    a connection that records its SQL, and each statement (count, page, lines) is explained.
 * 3. Builds the shop into .next-bench (--no-build reuses it) and starts its standalone server
 *    (scripts/serve.mjs) on a free port against the database.
 * 4. Drives GET /api/orders/order_list/ (admin token) unfiltered and with each filter, and the pages
 *    /admin/orders (unfiltered and ?confirmed=false) and /admin (skipped when it is not there), at
 *    1 connection (latency) and 8 (requests/s); times 20 REST logins and 20 web sign-ins one after
 *    the other, then 10 of each while the list is driven at 8 connections.
 * 5. Prints the tables and appends them to bench/RESULTS.md ("Orders list at N orders") unless
 *    --no-record.
 *
 * Options: --orders N (default 12000), --duration S per measurement (default 10), --reuse,
 * --no-build, --no-record. Stops its server on exit or Ctrl-C; the scratch database is left for
 * --reuse (drop it with `dropdb shop_bench_orders_<N>`).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import { Client, Pool } from "pg";
import { openDatabase, type Db } from "@/db/client";
import * as schema from "@/db/schema";
import { newContext } from "@/lib/context/context";
import { hashPassword } from "@/lib/identity/password";
import { adminOrdersPage } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { PAGE_SIZE } from "@/lib/shared/pagination/pages";
import {
  apiToken,
  appendResults,
  buildShop,
  csrfToken,
  currentCommit,
  freePort,
  loadAverage,
  machineLine,
  measureUrl,
  percentile,
  sessionCookie,
  startInBackground,
  stopStarted,
  utcMinute,
  waitFor,
} from "./recording";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "12000" },
    duration: { type: "string", default: "10" },
    reuse: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    "no-record": { type: "boolean", default: false },
  },
});
const ORDERS = Number(values.orders);
const DURATION = Number(values.duration);
if (!Number.isInteger(ORDERS) || ORDERS < 100 || ORDERS > 10_000_000) throw new Error("--orders: a whole number from 100 to 10,000,000");
if (!(DURATION >= 1)) throw new Error("--duration: seconds, at least 1");
const CUSTOMERS = 1000;
const PRODUCTS = 2000;
const ROOT = path.resolve(import.meta.dirname, "..");
const DIST_DIR = ".next-bench";
const ADMIN = { email: "bench-admin@orders.example.ca", password: "bench orders admin passphrase" };
const LOGINS = 20;
const fmt = (n: number) => n.toLocaleString("en-CA");

// ---------------------------------------------------------------------------------------------
// The scratch database
// ---------------------------------------------------------------------------------------------

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432";
const DATABASE = `shop_bench_orders_${ORDERS}`;
const DATABASE_URL = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();

/** Row counts that say a database was seeded by this script for this many orders. */
async function seededCounts(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ orders: number; customers: number; products: number; admins: number }>(
    `select (select count(*)::int from orders) as orders,
            (select count(*)::int from users where role = 'Customer') as customers,
            (select count(*)::int from products) as products,
            (select count(*)::int from users where role = 'Admin' and email = $1) as admins`,
    [ADMIN.email],
  );
  const [c] = rows;
  return c.orders === ORDERS && c.customers === CUSTOMERS && c.products === PRODUCTS && c.admins === 1;
}

/** Creates (or, with --reuse and matching counts, keeps) the database; true when it must be seeded. */
async function prepareDatabase(): Promise<boolean> {
  const server = new Client({ connectionString: SERVER_URL });
  await server.connect();
  try {
    const exists = (await server.query("select 1 from pg_database where datname = $1", [DATABASE])).rowCount === 1;
    if (exists && values.reuse) {
      const client = new Client({ connectionString: DATABASE_URL });
      await client.connect();
      try {
        if (await seededCounts(client).catch(() => false)) return false;
      } finally {
        await client.end();
      }
      console.log(`${DATABASE}: its row counts do not match, seeding it afresh`);
    }
    // Only this script's own database, by its own name.
    if (exists) await server.query(`drop database ${DATABASE} with (force)`);
    await server.query(`create database ${DATABASE}`);
    return true;
  } finally {
    await server.end();
  }
}

const WORDS = {
  places: ["North Shore", "Harbour", "Maple", "Cedar", "Granville", "Kitsilano", "Lonsdale", "Fraser", "Coastal", "Pacific", "Mountain", "Island", "Valley", "Lakeside", "Riverside", "Main Street", "Commercial Drive", "Gastown", "Burrard", "Cariboo"],
  kinds: ["Bistro", "Café", "Deli", "Market", "Grocers", "Catering", "Bakery", "Kitchen", "Provisions", "Eatery"],
  suffixes: ["Ltd.", "Inc.", "Co.", "& Sons", "Group"],
  first: ["Amelia", "Ben", "Chloé", "David", "Emma", "François", "Grace", "Hiro", "Isabelle", "Jasmine", "Kevin", "Li", "Maya", "Noah", "Olivia", "Priya", "Quinn", "Raj", "Sophie", "Thomas"],
  last: ["Nguyen", "Smith", "Tremblay", "Wong", "Singh", "Martin", "Roy", "Chen", "Brown", "Gagnon", "Lee", "Wilson", "Côté", "Kim", "Patel", "Taylor", "Bouchard", "Li", "Campbell", "Anderson"],
  towns: ["Vancouver", "North Vancouver", "Burnaby", "Richmond", "Surrey", "Coquitlam", "Victoria", "Kelowna", "Nanaimo", "Squamish"],
  foods: ["Basmati Rice", "Canola Oil", "Maple Syrup", "Crème Fraîche", "Cheddar Cheese", "Tomato Sauce", "Black Beans", "Green Tea", "Sea Salt", "Brown Sugar", "Wheat Flour", "Dijon Mustard", "Coconut Milk", "Soy Sauce", "Rolled Oats", "Espresso Beans", "Dried Apricots", "Pasta Penne", "Olive Oil", "Chickpeas"],
  sizes: ["500 g", "1 kg", "2 kg", "5 kg", "1 L", "4 L", "12 × 355 mL", "250 g", "10 kg", "750 mL"],
};

/** A SQL array literal of texts, quotes doubled. */
const sqlArray = (items: string[]) => `array[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(", ")}]`;

/**
 * One admin, the customers, the products and ORDERS orders with their lines, set-based (seconds
 * for 100,000 orders). The mix: created evenly over the last two years (ids in time order); the
 * customer skewed (a few customers place many orders); 5 % unconfirmed, 10 % confirmed but not
 * delivered, the rest delivered 1–5 days after confirmation (confirmed 1–48 h after being placed);
 * delivered orders unpaid at 70 % in their first 45 days and 11.5 % after (about 15 % of the
 * delivered, most of them overdue); orders not delivered unpaid; 20 % placed by staff; 2 % of the
 * confirmed back-ordered. Prices and totals follow lib/shared/pricing (GST 5 % on G lines, the
 * 10-1 free unit past 9 units).
 */
async function seedOrders(client: Client, adminHash: string): Promise<void> {
  const q = (text: string, params: unknown[] = []) => client.query(text, params);
  await q("begin");
  // One session, one seed: the same data every run.
  await q("select setseed(0.25)");
  await q(
    `insert into users (email, username, password_hash, role, verified, first_name, last_name)
     values ($1, $1, $2, 'Admin', true, 'Bench', 'Admin')`,
    [ADMIN.email, adminHash],
  );
  await q(
    `insert into users (email, username, role, verified, company, first_name, last_name, phone_number, address, town_city, state, zipcode, created_at)
     select format('buyer%s@customer%s.example.ca', i, i), format('buyer%s', i), 'Customer', true,
            (${sqlArray(WORDS.places)})[1 + i % 20] || ' ' || (${sqlArray(WORDS.kinds)})[1 + (i / 20) % 10] || ' ' || (${sqlArray(WORDS.suffixes)})[1 + (i / 200) % 5],
            (${sqlArray(WORDS.first)})[1 + (i * 7) % 20], (${sqlArray(WORDS.last)})[1 + (i * 13) % 20],
            '604555' || lpad(i::text, 4, '0'), (100 + i) || ' ' || (${sqlArray(WORDS.places)})[1 + (i * 3) % 20] || ' Street',
            (${sqlArray(WORDS.towns)})[1 + i % 10], 'BC', 'V' || (i % 10) || 'K ' || (i % 10) || 'A' || (i % 7),
            now() - interval '3 years' + i * interval '1 hour'
     from generate_series(0, ${CUSTOMERS - 1}) i`,
  );
  await q(
    `insert into products (item, name, slug, price, cost, special, box_quantity, sales_tax_code, purchase_tax_code, actions, barcode)
     select 'BEN-' || lpad(i::text, 6, '0'),
            (${sqlArray(WORDS.foods)})[1 + i % 20] || ' ' || (${sqlArray(WORDS.sizes)})[1 + (i / 20) % 10] || ' ' || i,
            'bench-product-' || i, price, round(price * 0.7, 2),
            case when random() < 0.1 then 10 else 0 end, (array[1, 6, 12, 24])[1 + floor(random() * 4)::int],
            case when random() < 0.3 then 'G' else 'E' end, 'E',
            case when random() < 0.05 then '10-1' else 'None' end, '62' || lpad(i::text, 11, '0')
     from (select i, round((1 + random() * 80)::numeric, 2) as price from generate_series(1, ${PRODUCTS}) i) g`,
  );
  await q(`create temp table bench_customers on commit drop as select row_number() over (order by id) as n, * from users where role = 'Customer'`);
  await q(`create temp table bench_products on commit drop as select row_number() over (order by id) - 1 as n, * from products`);
  // The orders' plan: when, whose, how far along, how many lines.
  await q(
    `create temp table bench_orders on commit drop as
     select i as id, 1 + floor(${CUSTOMERS} * power(random(), 1.5))::int as customer_n,
            now() - interval '730 days' + (i - 1 + random()) * interval '730 days' / ${ORDERS} as created_at,
            random() as state_r, random() as paid_r, random() < 0.2 as admin_created, random() < 0.02 as backordered,
            random() as confirm_r, random() as deliver_r, 1 + floor(random() * 6)::int as lines,
            floor(random() * ${PRODUCTS})::int as first_product, random() < 0.1 as noted
     from generate_series(1, ${ORDERS}) i`,
  );
  await q(
    `create temp table bench_states on commit drop as
     select o.*, c.confirmed_at, d.delivered_at
     from bench_orders o
     cross join lateral (select case when o.state_r >= 0.05 then least(o.created_at + (1 + o.confirm_r * 47) * interval '1 hour', now()) end as confirmed_at) c
     cross join lateral (select case when o.state_r >= 0.15 then least(c.confirmed_at + (1 + o.deliver_r * 4) * interval '1 day', now()) end as delivered_at) d`,
  );
  // Lines: distinct products within an order (397 × l stays distinct modulo 2,000 for l ≤ 6).
  await q(
    `create temp table bench_lines on commit drop as
     select x.order_id, x.created_at, p.id as product_id, p.name, p.item, p.slug, p.barcode, p.price, p.special,
            round(p.price * (100 - p.special) / 100, 2) as discounted, x.cases * p.box_quantity as quantity,
            case when p.actions = '10-1' and x.cases * p.box_quantity > 9 then 1 else 0 end as free_quantity,
            p.sales_tax_code, p.actions, p.box_quantity
     from (select o.id as order_id, o.created_at, (o.first_product + 397 * l) % ${PRODUCTS} as product_n, 1 + floor(random() * 5)::int as cases
           from bench_orders o cross join generate_series(1, o.lines) l) x
     join bench_products p on p.n = x.product_n`,
  );
  await q(
    `insert into orders (id, customer_id, customer_snapshot, created_by_id, admin_created, status, delivered_status, confirmed, confirmed_at,
                         backordered, delivered_at, subtotal, tax, price, email, phone, company_name, full_name, address, town_city, state,
                         zipcode, country, order_notes, created_at, updated_at)
     select s.id, c.id,
            jsonb_build_object('id', c.id, 'company', c.company, 'first_name', c.first_name, 'last_name', c.last_name, 'email', c.email,
                               'username', c.username, 'phone_number', c.phone_number, 'country', c.country, 'address', c.address,
                               'townCity', c.town_city, 'state', c.state, 'zipcode', c.zipcode),
            case when s.admin_created then (select id from users where email = $1) else c.id end, s.admin_created,
            case when s.delivered_at is not null and s.paid_r >= (case when s.delivered_at > now() - interval '45 days' then 0.7 else 0.115 end)
                 then 'Paid' else 'Not paid' end,
            case when s.delivered_at is null then 'Not delivered' else 'Delivered' end,
            s.confirmed_at is not null, s.confirmed_at, s.backordered and s.confirmed_at is not null, s.delivered_at,
            t.subtotal, t.tax, t.subtotal + t.tax, c.email, c.phone_number, c.company, c.first_name || ' ' || c.last_name,
            c.address, c.town_city, c.state, c.zipcode, c.country,
            case when s.noted then 'Please deliver to the back door before 10 am.' else '' end,
            s.created_at, greatest(s.created_at, s.confirmed_at, s.delivered_at)
     from bench_states s
     join bench_customers c on c.n = s.customer_n
     join (select order_id, sum(discounted * quantity) as subtotal,
                  round(coalesce(sum(discounted * quantity) filter (where sales_tax_code = 'G'), 0) * 0.05, 2) as tax
           from bench_lines group by order_id) t on t.order_id = s.id
     order by s.id`,
    [ADMIN.email],
  );
  await q(`select setval(pg_get_serial_sequence('orders', 'id'), ${ORDERS})`);
  await q(
    `insert into order_items (order_id, product_id, quantity, free_quantity, name, item, slug, barcode, unit_price, special,
                              discounted_unit_price, sales_tax_code, actions, box_quantity, line_total, created_at)
     select order_id, product_id, quantity, free_quantity, name, item, slug, barcode, price, special,
            discounted, sales_tax_code, actions, box_quantity, discounted * quantity, created_at
     from bench_lines order by order_id, product_id`,
  );
  // Each order's taxes by name (issue 29), as the shop stores them: the customers are in British
  // Columbia and the shop collects no PST, so one GST line on the G lines, whose amount is the tax.
  await q(
    `insert into order_taxes (order_id, code, province, rate_ppm, base, amount, position)
     select l.order_id, 'GST', null, 50000, l.base, o.tax, 0
     from (select order_id, coalesce(sum(discounted * quantity) filter (where sales_tax_code = 'G'), 0) as base from bench_lines group by order_id) l
     join orders o on o.id = l.order_id
     order by l.order_id`,
  );
  await q("commit");
  await q("vacuum analyze");
}

/** What the seeded orders are, as a line of the record. */
async function describeMix(client: Client): Promise<string> {
  const { rows } = await client.query<Record<string, number>>(
    `select count(*)::int as orders, (select count(*)::int from order_items) as lines,
            count(*) filter (where not confirmed)::int as unconfirmed,
            count(*) filter (where confirmed and delivered_status = 'Not delivered')::int as confirmed_not_delivered,
            count(*) filter (where delivered_status = 'Delivered')::int as delivered,
            count(*) filter (where delivered_status = 'Delivered' and status = 'Not paid')::int as delivered_unpaid,
            count(*) filter (where delivered_status = 'Delivered' and status = 'Not paid' and delivered_at < now() - interval '30 days')::int as overdue,
            count(*) filter (where admin_created)::int as admin_created
     from orders`,
  );
  const m = rows[0];
  const pct = (n: number) => `${((100 * n) / m.orders).toFixed(1)} %`;
  return (
    `${fmt(m.orders)} orders with ${fmt(m.lines)} lines: ${fmt(m.unconfirmed)} unconfirmed (${pct(m.unconfirmed)}), ` +
    `${fmt(m.confirmed_not_delivered)} confirmed not delivered (${pct(m.confirmed_not_delivered)}), ${fmt(m.delivered)} delivered ` +
    `(${fmt(m.delivered_unpaid)} of them unpaid, ${fmt(m.overdue)} overdue at 30 days), ${fmt(m.admin_created)} placed by staff (${pct(m.admin_created)})`
  );
}

// ---------------------------------------------------------------------------------------------
// What the measurements use
// ---------------------------------------------------------------------------------------------

interface Picks {
  adminId: number;
  orderId: number;
  customer: { id: number; orders: number };
  fragment: string;
  month: { from: string; to: string };
  pages: number;
  postgres: string;
}

async function pick(client: Client): Promise<Picks> {
  const one = async <T extends Record<string, unknown>>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows[0];
  const { id: adminId } = await one<{ id: number }>("select id from users where email = $1", [ADMIN.email]);
  const { id: orderId } = await one<{ id: number }>(`select id from orders order by id offset ${Math.floor(ORDERS / 2)} limit 1`);
  // The busiest customer (the longest customer list) and two words of its company, as staff type them.
  const busiest = await one<{ id: number; orders: number; company: string }>(
    `select o.customer_id as id, count(*)::int as orders, min(u.company) as company
     from orders o join users u on u.id = o.customer_id group by o.customer_id order by 2 desc, 1 limit 1`,
  );
  const fragment = busiest.company.toLowerCase().split(" ").slice(0, 2).join(" ");
  // The calendar month six months back.
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5, 0));
  const { version } = await one<{ version: string }>("select current_setting('server_version') as version");
  return {
    adminId,
    orderId,
    customer: { id: busiest.id, orders: busiest.orders },
    fragment,
    month: { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) },
    pages: Math.ceil(ORDERS / PAGE_SIZE),
    postgres: version,
  };
}

interface ListTarget {
  name: string;
  query: string;
}

function listTargets(p: Picks): ListTarget[] {
  const deep = Math.min(200, p.pages);
  const targets: ListTarget[] = [
    { name: "no filter", query: "" },
    { name: "confirmed=false", query: "confirmed=false" },
    { name: "Not paid + Delivered", query: "status=Not%20paid&delivered_status=Delivered" },
    { name: "overdue=true", query: "overdue=true" },
    { name: `search "${p.fragment}"`, query: `search=${encodeURIComponent(p.fragment)}` },
    { name: `search "#${p.orderId}"`, query: `search=%23${p.orderId}` },
    { name: `from ${p.month.from} to ${p.month.to}`, query: `from=${p.month.from}&to=${p.month.to}` },
    { name: `customer=${p.customer.id} (the busiest)`, query: `customer=${p.customer.id}` },
    { name: "sort=price", query: "sort=price" },
    { name: `page=${deep}${deep === p.pages ? " (the last)" : ""}`, query: `page=${deep}` },
  ];
  if (deep !== p.pages) targets.push({ name: `page=last (${p.pages})`, query: "page=last" });
  return targets;
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN of the list's own queries
// ---------------------------------------------------------------------------------------------

interface PlanNode {
  "Node Type": string;
  "Scan Direction"?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Sort Method"?: string;
  "Heap Fetches"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

/** "Limit ← Index Scan Backward using orders_created_idx (16 rows)", children in brackets. */
function describeNode(node: PlanNode): string {
  let label = node["Node Type"] + (node["Scan Direction"] === "Backward" ? " Backward" : "");
  if (node["Index Name"]) label += ` using ${node["Index Name"]}`;
  else if (node["Relation Name"]) label += ` on ${node["Relation Name"]}`;
  const rowCount = node["Actual Rows"] ?? 0;
  const facts = [`${fmt(rowCount)} ${rowCount === 1 ? "row" : "rows"}${(node["Actual Loops"] ?? 1) > 1 ? ` × ${node["Actual Loops"]}` : ""}`];
  if (node["Rows Removed by Filter"]) facts.push(`${fmt(node["Rows Removed by Filter"])} filtered out`);
  if (node["Rows Removed by Index Recheck"]) facts.push(`${fmt(node["Rows Removed by Index Recheck"])} rechecked out`);
  if (node["Sort Method"]) facts.push(node["Sort Method"]);
  if (node["Heap Fetches"] !== undefined) facts.push(`${fmt(node["Heap Fetches"])} heap fetches`);
  label += ` (${facts.join(", ")})`;
  const children = node.Plans ?? [];
  if (children.length === 0) return label;
  if (children.length === 1) return `${label} ← ${describeNode(children[0])}`;
  return `${label} ← [${children.map(describeNode).join("; ")}]`;
}

interface Explained {
  list: string;
  statement: string;
  ms: number;
  buffers: string;
  plan: string;
  text: string;
}

/**
 * Runs adminOrdersPage() for each filter on a connection that records its statements, and
 * explains each (warm: the statement runs once before). Statements: count, page, and the page's
 * lines (explained for the unfiltered list only: it is the same lookup by order ids every time).
 */
async function explainList(adminId: number, targets: ListTarget[]): Promise<Explained[]> {
  const pool = new Pool({ connectionString: DATABASE_URL, max: 1 });
  const recorded: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } }) as unknown as Db;
  const ctx = newContext(db, { kind: "user", id: adminId, email: ADMIN.email, role: "Admin", verified: true });
  const out: Explained[] = [];
  try {
    for (const target of targets) {
      recorded.length = 0;
      await adminOrdersPage(ctx, adminOrdersQuerySchema.parse(Object.fromEntries(new URLSearchParams(target.query))));
      const statements = recorded.slice(0, target.query === "" ? 3 : 2);
      for (const [i, { sql, params }] of statements.entries()) {
        const [json] = (await pool.query(`explain (analyze, buffers, format json) ${sql}`, params)).rows[0]["QUERY PLAN"] as Array<{ Plan: PlanNode; "Execution Time": number }>;
        const text = (await pool.query(`explain (analyze, buffers) ${sql}`, params)).rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
        out.push({
          list: target.name,
          statement: ["count", "page", "lines"][i],
          ms: json["Execution Time"],
          buffers: `${fmt(json.Plan["Shared Hit Blocks"] ?? 0)} hit, ${fmt(json.Plan["Shared Read Blocks"] ?? 0)} read`,
          plan: describeNode(json.Plan),
          text,
        });
      }
    }
  } finally {
    await pool.end();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Logins
// ---------------------------------------------------------------------------------------------

interface LoginRow {
  name: string;
  times: number[];
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

/**
 * `n` REST logins and `n` web sign-ins (csrf, then the credentials callback), one after the other.
 * Each success clears the (account, address) count; the server runs with RATE_LIMIT_IP_FACTOR=1000
 * so the per-address count (50 × 1000 in 15 minutes) never refuses one: a refusal fails the run.
 */
async function logins(shop: string, n: number, label: string): Promise<LoginRow[]> {
  const rest: number[] = [];
  const csrf: number[] = [];
  const callback: number[] = [];
  const web: number[] = [];
  for (let i = 0; i < n; i++) {
    const [ms, response] = await timed(async () => {
      const r = await fetch(`${shop}/api/rest-auth/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      });
      await r.text();
      return r;
    });
    if (response.status !== 200) throw new Error(`REST login answered ${response.status}`);
    rest.push(ms);
    const [csrfMs, token] = await timed(() => csrfToken(shop));
    const [callbackMs] = await timed(() => sessionCookie(shop, ADMIN.email, ADMIN.password, token));
    csrf.push(csrfMs);
    callback.push(callbackMs);
    web.push(csrfMs + callbackMs);
  }
  return [
    { name: `POST /api/rest-auth/login/${label}`, times: rest },
    { name: `web sign-in, csrf + credentials callback${label}`, times: web },
    { name: `… of which the callback${label}`, times: callback },
  ];
}

/** The same logins while the unfiltered list is driven at 8 connections. */
async function loginsUnderLoad(shop: string, headers: Record<string, string>): Promise<LoginRow[]> {
  // With a callback autocannon answers the running instance, which stop() ends.
  const load = autocannon({ url: `${shop}/api/orders/order_list/`, connections: 8, duration: 600, headers }, () => {});
  await new Promise((r) => setTimeout(r, 1000));
  try {
    return await logins(shop, 10, ", list at 8 connections");
  } finally {
    load.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-orders-"));
process.on("exit", () => {
  stopStarted();
  rmSync(dataDir, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));
process.on("SIGTERM", () => process.exit(143));

const started = Date.now();
const loadAtStart = loadAverage();

console.log(`\n== database ${DATABASE} on ${new URL(SERVER_URL).host}`);
const fresh = await prepareDatabase();
// The app's own migrations, as the server would apply them.
await (await openDatabase({ url: DATABASE_URL, poolMax: 1 })).close();
const client = new Client({ connectionString: DATABASE_URL });
await client.connect();
let seedLine: string;
if (fresh) {
  console.log(`== seeding ${fmt(ORDERS)} orders, ${fmt(CUSTOMERS)} customers, ${fmt(PRODUCTS)} products`);
  const seedStarted = Date.now();
  await seedOrders(client, await hashPassword(ADMIN.password));
  seedLine = `seeded in ${Math.round((Date.now() - seedStarted) / 1000)} s`;
} else {
  seedLine = "reused from an earlier run (--reuse)";
}
const mix = await describeMix(client);
const picks = await pick(client);
await client.end();
console.log(mix);

const targets = listTargets(picks);
console.log("\n== EXPLAIN (ANALYZE, BUFFERS) of the list's queries");
const plans = await explainList(picks.adminId, targets);
for (const p of plans) console.log(`\n-- ${p.list}, ${p.statement}: ${p.ms.toFixed(2)} ms\n${p.text}`);

if (!values["no-build"]) {
  console.log(`\n== building the shop into ${DIST_DIR}`);
  buildShop(ROOT, DIST_DIR);
} else if (!existsSync(path.join(ROOT, DIST_DIR, "standalone/server.js"))) {
  console.error(`No build in ${DIST_DIR}: run without --no-build once.`);
  process.exit(1);
}

const port = await freePort();
const shop = `http://127.0.0.1:${port}`;
startInBackground(
  process.execPath,
  ["scripts/serve.mjs", "-p", String(port), "-H", "127.0.0.1"],
  {
    DATABASE_URL,
    DATA_DIR: dataDir,
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
await waitFor(`${shop}/api/health`);

const token = { authorization: `Token ${await apiToken(shop, ADMIN.email, ADMIN.password)}` };
const cookie = { cookie: await sessionCookie(shop, ADMIN.email, ADMIN.password) };

interface Row {
  name: string;
  count: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  p95at8: string;
  errors: number;
}
const rows: Row[] = [];
const notes: string[] = [];

async function measureTarget(name: string, url: string, headers: Record<string, string>, count: string): Promise<void> {
  // Warm-up: first renders compile and fill caches.
  await measureUrl(name, url, 2, Math.min(2, DURATION), headers);
  const at1 = await measureUrl(name, url, 1, DURATION, headers);
  const at8 = await measureUrl(name, url, 8, DURATION, headers);
  // A page slower than the whole run at 8 connections has no response to count: its p95 is unknown.
  const p95at8 = at8.responses > 0 ? String(at8.p95) : "none in time";
  rows.push({ name, count, p50: at1.p50, p95: at1.p95, p99: at1.p99, rps: at8.rps, p95at8, errors: at1.errors + at8.errors });
  console.log(`${name}: p50 ${at1.p50} ms, p95 ${at1.p95} ms at 1; ${at8.rps} req/s at 8`);
}

console.log(`\n== measuring (${DURATION} s at 1 connection, then ${DURATION} s at 8)`);
for (const target of targets) {
  const url = `${shop}/api/orders/order_list/${target.query ? `?${target.query}` : ""}`;
  try {
    const body = (await (await fetch(url, { headers: token })).json()) as { count: number };
    await measureTarget(`order_list API, ${target.name}`, url, token, fmt(body.count));
  } catch (error) {
    notes.push(`order_list API, ${target.name}: not measured (${(error as Error).message.split("\n")[0]}).`);
  }
}

/** The count a page shows (its data-testid="orders-count" line), or "". */
function shownCount(html: string): string {
  return /data-testid="orders-count"[^>]*>([^<]*)</.exec(html)?.[1] ?? "";
}
for (const [name, pathname] of [
  ["/admin/orders", "/admin/orders"],
  ["/admin/orders?confirmed=false", "/admin/orders?confirmed=false"],
  ["/admin (staff home)", "/admin"],
] as const) {
  const response = await fetch(`${shop}${pathname}`, { headers: cookie, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) {
    const location = response.headers.get("location");
    notes.push(`${name}: answered ${response.status}${location ? ` (to ${new URL(location, shop).pathname})` : ""}, not measured.`);
    continue;
  }
  try {
    await measureTarget(`page ${name}`, `${shop}${pathname}`, cookie, shownCount(html));
  } catch (error) {
    notes.push(`${name}: not measured (${(error as Error).message.split("\n")[0]}).`);
  }
}

console.log(`\n== logins (${LOGINS} of each, one after the other)`);
const loginRows = [...(await logins(shop, LOGINS, "")), ...(await loginsUnderLoad(shop, token))];
const loadAtEnd = loadAverage();

const listTable = [
  "| target | orders listed | p50 ms @1 | p95 ms @1 | p99 ms @1 | req/s @8 | p95 ms @8 | errors |",
  "|---|---|---|---|---|---|---|---|",
  ...rows.map((r) => `| ${r.name} | ${r.count} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps} | ${r.p95at8} | ${r.errors} |`),
].join("\n");
const loginTable = [
  "| login (admin, sequential) | n | p50 ms | p95 ms | max ms |",
  "|---|---|---|---|---|",
  ...loginRows.map((r) => {
    const sorted = [...r.times].sort((a, b) => a - b);
    return `| ${r.name} | ${sorted.length} | ${percentile(sorted, 0.5)} | ${percentile(sorted, 0.95)} | ${percentile(sorted, 1)} |`;
  }),
].join("\n");
const planTable = [
  "| list | statement | execution ms | buffers | plan (actual rows per node) |",
  "|---|---|---|---|---|",
  ...plans.map((p) => `| ${p.list} | ${p.statement} | ${p.ms.toFixed(2)} | ${p.buffers} | ${p.plan} |`),
].join("\n");
const picksLine =
  `Search "${picks.fragment}" is two words of the busiest customer's company; customer ${picks.customer.id} has ${fmt(picks.customer.orders)} orders; ` +
  `${fmt(picks.pages)} pages of ${PAGE_SIZE} unfiltered.`;
const body = [
  listTable,
  "",
  ...(notes.length ? [notes.join(" "), ""] : []),
  loginTable,
  "",
  `EXPLAIN (ANALYZE, BUFFERS) of adminOrdersPage()'s statements on the bench database (warm), before the server started:`,
  "",
  planTable,
  "",
].join("\n");
console.log(`\n${mix}\n${picksLine}\n\n${body}`);

if (!values["no-record"]) {
  appendResults(
    ROOT,
    [
      `\n## ${utcMinute()} — commit ${currentCommit(ROOT)} — Orders list at ${fmt(ORDERS)} orders (bench/orders-list.ts)`,
      "",
      `Machine: ${machineLine()}; load average ${loadAtStart} at the start, ${loadAtEnd} at the end. PostgreSQL ${picks.postgres}, database ${DATABASE} ` +
        `(${seedLine}): ${mix}; ${fmt(CUSTOMERS)} customers, ${fmt(PRODUCTS)} products. The standalone server built into ${DIST_DIR}, LOG_LEVEL=warn. ` +
        `${DURATION} s per measurement at 1 connection (latency), then at 8 (throughput); load generator on the same machine. ${picksLine}`,
      "",
      body,
    ].join("\n"),
  );
  console.log("recorded in bench/RESULTS.md");
}
console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);
