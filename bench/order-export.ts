/*
 * npm run bench:order-export — the orders for accounting (issue 32, GET /api/orders/export/) over a
 * large range: time to stream the whole CSV and the process's peak memory, which must stay flat
 * whatever the number of orders (keyset batches of EXPORT_BATCH orders, lib/orders/order-export.ts).
 *
 * 1. A scratch PostgreSQL database shop_bench_order_export_<N> on BENCH_DATABASE_URL's server
 *    (default postgres://postgres@127.0.0.1:5432), created afresh (--reuse keeps it when it has N
 *    orders), migrated with the app's migrations, then seeded with set-based SQL: one admin, 500
 *    customers across BC, ON, QC and AB, 1,000 products (30 % G, 10 % provincially taxable) and N
 *    orders of 1–6 lines over the last 360 days, a quarter of them with a $15 delivery fee, each
 *    with its taxes by name (GST; HST in Ontario; GST + QST in Québec; the GST alone elsewhere).
 * 2. Streams exportOrdersCsv() for the whole range as staff (the route's own function, read to the
 *    end as a client would), then the daily summary; counts rows and bytes, and samples the RSS
 *    every 50 ms (peak RSS during the run, and the process's max RSS).
 * 3. Prints a table and appends it to bench/RESULTS.md ("Order export at N orders") unless --no-record.
 *
 * Options: --orders N (default 100000), --reuse, --no-record.
 */
import { parseArgs } from "node:util";
import path from "node:path";
import { Client } from "pg";
import { openDatabase } from "@/db/client";
import { newContext } from "@/lib/context/context";
import { exportOrdersCsv } from "@/lib/orders/order-export";
import { orderExportQuerySchema } from "@/lib/shared/orders/order-export-query";
import { shopDay } from "@/lib/shared/orders/order-time";
import { appendResults, currentCommit, loadAverage, machineLine, utcMinute } from "./recording";

const { values } = parseArgs({ options: { orders: { type: "string", default: "100000" }, reuse: { type: "boolean", default: false }, "no-record": { type: "boolean", default: false } } });
const ORDERS = Number(values.orders);
if (!Number.isInteger(ORDERS) || ORDERS < 100 || ORDERS > 5_000_000) throw new Error("--orders: a whole number from 100 to 5,000,000");
const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432";
const DATABASE = `shop_bench_order_export_${ORDERS}`;
const DATABASE_URL = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const fmt = (n: number) => n.toLocaleString("en-CA");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function prepareDatabase(): Promise<boolean> {
  const server = new Client({ connectionString: SERVER_URL });
  await server.connect();
  try {
    const exists = (await server.query("select 1 from pg_database where datname = $1", [DATABASE])).rowCount === 1;
    if (exists && values.reuse) {
      const client = new Client({ connectionString: DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>("select count(*)::int as n from orders").catch(() => ({ rows: [{ n: -1 }] }));
        if (rows[0].n === ORDERS) return false;
      } finally {
        await client.end();
      }
    }
    // Only this script's own database, by its own name.
    if (exists) await server.query(`drop database ${DATABASE} with (force)`);
    await server.query(`create database ${DATABASE}`);
    return true;
  } finally {
    await server.end();
  }
}

async function seed(client: Client): Promise<void> {
  const q = (text: string) => client.query(text);
  await q("begin");
  await q("select setseed(0.32)");
  await q(`insert into users (email, username, role, verified, first_name) values ('bench-admin@export.example.ca', 'bench-admin@export.example.ca', 'Admin', true, 'Bench')`);
  await q(
    `insert into users (email, username, role, verified, company, first_name, last_name, state, zipcode)
     select format('buyer%s@export.example.ca', i), format('buyer%s', i), 'Customer', true, format('Bistro %s Ltd.', i), 'Ann', 'Lee',
            (array['BC', 'BC', 'ON', 'QC', 'AB'])[1 + i % 5], 'V6B 1A1'
     from generate_series(1, 500) i`,
  );
  await q(
    `insert into products (item, name, slug, price, cost, box_quantity, sales_tax_code, purchase_tax_code, provincial_tax_class)
     select 'EXP-' || lpad(i::text, 5, '0'), 'Product ' || i || case when i % 97 = 0 then ' =HYPERLINK("x")' else '' end, 'exp-product-' || i,
            round((1 + random() * 60)::numeric, 2), 1, (array[1, 6, 12])[1 + i % 3], case when random() < 0.3 then 'G' else 'E' end, 'E',
            case when random() < 0.1 then 'taxable' else 'exempt' end
     from generate_series(1, 1000) i`,
  );
  await q(`create temp table c on commit drop as select row_number() over (order by id) as n, id, company, state, email from users where role = 'Customer'`);
  await q(`create temp table p on commit drop as select row_number() over (order by id) - 1 as n, * from products`);
  await q(
    `create temp table o on commit drop as
     select i as id, 1 + floor(random() * 500)::int as customer_n, now() - interval '360 days' + (i - 1 + random()) * interval '360 days' / ${ORDERS} as created_at,
            1 + floor(random() * 6)::int as lines, floor(random() * 1000)::int as first_product, random() < 0.25 as fee, random() < 0.9 as confirmed
     from generate_series(1, ${ORDERS}) i`,
  );
  await q(
    `create temp table l on commit drop as
     select o.id as order_id, o.created_at, p.id as product_id, p.name, p.item, p.price, p.box_quantity, p.sales_tax_code, p.provincial_tax_class,
            (1 + floor(random() * 4)::int) * p.box_quantity as quantity
     from o cross join generate_series(1, o.lines) k join p on p.n = (o.first_product + 397 * k) % 1000`,
  );
  await q(
    `create temp table t on commit drop as
     select o.id, c.id as customer_id, c.company, c.state, c.email, o.created_at, o.confirmed, case when o.fee then 15.00 else 0 end as fee,
            sum(l.price * l.quantity) as subtotal,
            coalesce(sum(l.price * l.quantity) filter (where l.sales_tax_code = 'G'), 0) + case when o.fee then 15.00 else 0 end as federal_base
     from o join c on c.n = o.customer_n join l on l.order_id = o.id group by o.id, c.id, c.company, c.state, c.email, o.created_at, o.confirmed, o.fee`,
  );
  await q(
    `create temp table x on commit drop as
     select t.*, case when state = 'ON' then 'HST' else 'GST' end as code, case when state = 'ON' then 130000 else 50000 end as rate,
            round(federal_base * case when state = 'ON' then 0.13 else 0.05 end, 2) as federal_tax,
            case when state = 'QC' then round(federal_base * 0.09975, 2) else 0 end as qst
     from t`,
  );
  await q(
    `insert into orders (id, customer_id, customer_snapshot, confirmed, confirmed_at, subtotal, tax, delivery_fee, price, email, phone, company_name, full_name,
                         address, town_city, state, zipcode, po_number, created_at)
     select id, customer_id, jsonb_build_object('id', customer_id), confirmed, case when confirmed then created_at + interval '2 hours' end,
            subtotal, federal_tax + qst, fee, subtotal + fee + federal_tax + qst, email, '6045550123', company, 'Ann Lee', '1 Main St', 'Town', state, 'V6B 1A1',
            case when id % 3 = 0 then 'PO-' || id end, created_at
     from x order by id`,
  );
  await q(`select setval(pg_get_serial_sequence('orders', 'id'), ${ORDERS})`);
  await q(
    `insert into order_items (order_id, product_id, quantity, name, item, unit_price, discounted_unit_price, sales_tax_code, provincial_tax_class, box_quantity, line_total, created_at)
     select order_id, product_id, quantity, name, item, price, price, sales_tax_code, provincial_tax_class, box_quantity, price * quantity, created_at from l order by order_id, product_id`,
  );
  await q(`insert into order_taxes (order_id, code, province, rate_ppm, base, amount, position) select id, code, case when code = 'HST' then 'ON' end, rate, federal_base, federal_tax, 0 from x`);
  await q(`insert into order_taxes (order_id, code, province, rate_ppm, base, amount, position) select id, 'QST', null, 99750, federal_base, qst, 1 from x where state = 'QC'`);
  await q("commit");
  await q("vacuum analyze");
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<{ bytes: number; rows: number }> {
  let bytes = 0;
  let rows = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) rows++;
  }
  return { bytes, rows };
}

const fresh = await prepareDatabase();
const handle = await openDatabase({ url: DATABASE_URL, poolMax: 2 });
if (fresh) {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  const started = performance.now();
  await seed(client);
  console.log(`seeded ${fmt(ORDERS)} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}
const stats = new Client({ connectionString: DATABASE_URL });
await stats.connect();
const { rows: counts } = await stats.query<{ orders: number; lines: number; first: Date; last: Date; fees: number }>(
  `select count(*)::int as orders, (select count(*)::int from order_items) as lines, min(created_at) as first, max(created_at) as last, count(*) filter (where delivery_fee > 0)::int as fees from orders`,
);
const { rows: admins } = await stats.query<{ id: number; email: string }>(`select id, email from users where role = 'Admin' limit 1`);
await stats.end();
const [mix] = counts;
const ctx = { ...newContext(handle.db, { kind: "user", id: admins[0].id, email: admins[0].email, role: "Admin", verified: true }), locale: "en-CA" as const };
const query = (layout: string) => orderExportQuerySchema.parse({ from: shopDay(mix.first), to: shopDay(mix.last), layout });

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const before = process.memoryUsage().rss;
const results: Array<{ layout: string; seconds: number; rows: number; bytes: number; peak: number }> = [];
for (const layout of ["lines", "daily"]) {
  peak = process.memoryUsage().rss;
  const started = performance.now();
  const csv = await exportOrdersCsv(ctx, query(layout));
  const { bytes, rows } = await drain(csv.stream);
  results.push({ layout, seconds: (performance.now() - started) / 1000, rows: rows - 1, bytes, peak });
}
clearInterval(sampler);
await handle.close();

const table = [
  `| layout | rows | file | time | rows/s | peak RSS during (RSS before: ${mb(before)}) |`,
  "|---|---:|---:|---:|---:|---:|",
  ...results.map((r) => `| ${r.layout} | ${fmt(r.rows)} | ${mb(r.bytes)} | ${r.seconds.toFixed(2)} s | ${fmt(Math.round(r.rows / r.seconds))} | ${mb(r.peak)} |`),
].join("\n");
const section = [
  `## Order export at ${fmt(mix.orders)} orders (${utcMinute()}, ${currentCommit(ROOT)})`,
  "",
  `${machineLine()}; load ${loadAverage()}. \`npm run bench:order-export -- --orders ${ORDERS}\`: PostgreSQL, ${fmt(mix.orders)} orders, ${fmt(mix.lines)} lines, ${fmt(mix.fees)} with a delivery fee, over ${shopDay(mix.first)} to ${shopDay(mix.last)}; exportOrdersCsv() for the whole range read to the end in process (no HTTP), keyset batches of 500 orders. Process max RSS: ${mb(process.resourceUsage().maxRSS * 1024)}.`,
  "",
  table,
  "",
].join("\n");
console.log(section);
if (!values["no-record"]) appendResults(ROOT, section);
