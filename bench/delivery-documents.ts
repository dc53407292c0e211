/*
 * npm run bench:documents — issue 31's bars for the paperwork of a delivery: the pick list of a day
 * of 200 confirmed orders × 20 lines in ≤ 2 s, an invoice in ≤ 200 ms, each timed as the whole
 * function call the route makes (the query, then the PDF's bytes), without HTTP.
 *
 * 1. A small scratch PostgreSQL database of its own, shop_bench_documents, on BENCH_DATABASE_URL's
 *    server (default postgres://postgres@127.0.0.1:5432), dropped and created afresh; --pglite uses
 *    an in-memory PGlite instead. Migrated as the shop migrates.
 * 2. Seeds 24 categories (6 top-level with 3 subcategories each), 600 products (1 in 12 in no
 *    category, case sizes 1–24, 1 in 5 on the 10-1 promotion), 40 customers, 2 zones, an admin, and
 *    --orders (default 200) confirmed orders × --lines (default 20) lines for one delivery date,
 *    spread over the two zones; plus as many orders on other dates and unconfirmed, which the pick
 *    list must skip.
 * 3. Times the pick list (all zones, then one zone): one warm-up, then --runs (default 5) runs,
 *    median and max; then an invoice of one of the orders: one warm-up, then 20 runs, median and max.
 * 4. Prints the figures and appends them to bench/RESULTS.md under "Issue 31: delivery documents"
 *    (machine, date, commit) unless --no-record.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { openDatabase, type DbHandle } from "@/db/client";
import { categories, deliveryZones, orderItems, orders, productCategories, products, users, type CustomerSnapshot } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { invoicePdf } from "@/lib/pdf/invoice";
import { pickListPdf } from "@/lib/pdf/pick-list";
import { centsToDecimal } from "@/lib/shared/pricing/money";
import { appendResults, currentCommit, loadAverage, machineLine, utcMinute } from "./recording";
import { prng } from "@/db/seed/prng";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "200" },
    lines: { type: "string", default: "20" },
    runs: { type: "string", default: "5" },
    pglite: { type: "boolean", default: false },
    "no-record": { type: "boolean", default: false },
  },
});
const ORDERS = Number(values.orders);
const LINES = Number(values.lines);
const RUNS = Number(values.runs);
if (!Number.isInteger(ORDERS) || ORDERS < 1) throw new Error("--orders: a whole number, at least 1");
if (!Number.isInteger(LINES) || LINES < 1 || LINES > 100) throw new Error("--lines: a whole number from 1 to 100");
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("--runs: a whole number, at least 1");
const ROOT = path.resolve(import.meta.dirname, "..");
const DATABASE = "shop_bench_documents";
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432";
const DAY = "2026-12-04";
const PRODUCTS = 600;
const CUSTOMERS = 40;
const PICK_LIST_BAR_MS = 2000;
const INVOICE_BAR_MS = 200;
const INVOICE_RUNS = 20;

const random = prng(0x31d0c5);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];

async function openBenchDatabase(): Promise<{ handle: DbHandle; where: string }> {
  if (values.pglite) return { handle: await openDatabase({}), where: "PGlite (in memory)" };
  const server = new Client({ connectionString: SERVER_URL });
  await server.connect();
  try {
    // Only this script's own database, by its own name.
    await server.query(`drop database if exists ${DATABASE} with (force)`);
    await server.query(`create database ${DATABASE}`);
    const version = (await server.query<{ server_version: string }>("show server_version")).rows[0].server_version;
    const url = new URL(SERVER_URL);
    url.pathname = `/${DATABASE}`;
    return { handle: await openDatabase({ url: url.toString(), poolMax: 4 }), where: `PostgreSQL ${version} (${DATABASE})` };
  } finally {
    await server.end();
  }
}

const FOODS = ["Basmati Rice", "Canola Oil", "Maple Syrup", "Crème Fraîche", "Cheddar Cheese", "Tomato Sauce", "Black Beans", "Green Tea", "Sea Salt", "Brown Sugar", "Wheat Flour", "Dijon Mustard", "Coconut Milk", "Soy Sauce", "Rolled Oats"];
const SIZES = ["500 g", "1 kg", "2 kg", "5 kg", "1 L", "4 L", "250 g", "10 kg", "750 mL"];
const TOWNS = ["Vancouver", "Burnaby", "Richmond", "Kelowna", "Victoria"];

async function seed(db: DbHandle["db"]): Promise<{ adminId: number; orderIds: number[] }> {
  const tops = await db
    .insert(categories)
    .values(["Pantry", "Dairy", "Frozen", "Beverages", "Bakery", "Produce"].map((name, i) => ({ name, nameFr: `${name} (fr)`, slug: `bench-top-${i}` })))
    .returning({ id: categories.id });
  const subs = await db
    .insert(categories)
    .values(tops.flatMap((top, i) => [0, 1, 2].map((j) => ({ name: `Aisle ${i + 1}.${j + 1}`, slug: `bench-sub-${i}-${j}`, parentId: top.id }))))
    .returning({ id: categories.id });
  const made = await db
    .insert(products)
    .values(
      Array.from({ length: PRODUCTS }, (_, i) => ({
        item: `BD-${String(i + 1).padStart(4, "0")}`,
        name: `${pick(FOODS)} ${pick(SIZES)} #${i + 1}`,
        slug: `bench-doc-${i + 1}`,
        price: centsToDecimal(100 + Math.floor(random() * 4000)),
        boxQuantity: pick([1, 4, 6, 12, 24]),
        actions: i % 5 === 0 ? ("10-1" as const) : ("None" as const),
        salesTaxCode: i % 3 === 0 ? ("G" as const) : ("E" as const),
        stock: true,
      })),
    )
    .returning({ id: products.id, item: products.item, name: products.name, price: products.price, boxQuantity: products.boxQuantity, actions: products.actions, salesTaxCode: products.salesTaxCode });
  const filed = made.flatMap((p, i) => (i % 12 === 0 ? [] : [{ productId: p.id, categoryId: i % 4 === 0 ? tops[i % tops.length].id : subs[i % subs.length].id }]));
  await db.insert(productCategories).values(filed);
  const [admin] = await db.insert(users).values({ email: "bench-admin@bench.example.ca", username: "bench-admin@bench.example.ca", role: "Admin", verified: true }).returning({ id: users.id });
  const customers = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        email: `buyer${i + 1}@bench.example.ca`,
        username: `buyer${i + 1}@bench.example.ca`,
        verified: true,
        company: `Bench Bistro ${i + 1}`,
        firstName: "Robin",
        lastName: `Buyer ${i + 1}`,
        phoneNumber: "6045550100",
        address: `${i + 1} Harbour Street`,
        townCity: pick(TOWNS),
        state: "BC",
        zipcode: "V6B 1A1",
        locale: i % 4 === 0 ? ("fr-CA" as const) : null,
      })),
    )
    .returning();
  const zones = await db
    .insert(deliveryZones)
    .values([
      { name: "Downtown Vancouver", postalPrefixes: ["V6B"], weekdays: [2, 5] },
      { name: "Okanagan", postalPrefixes: ["V1Y"], weekdays: [3, 5] },
    ])
    .returning({ id: deliveryZones.id });

  const orderIds: number[] = [];
  // The day's confirmed orders, then as many that the pick list must skip (another day, or unconfirmed).
  for (let n = 0; n < ORDERS * 2; n++) {
    const counted = n < ORDERS;
    const customer = customers[n % customers.length];
    const lines = new Map<number, (typeof made)[number]>();
    while (lines.size < LINES) {
      const p = pick(made);
      lines.set(p.id, p);
    }
    const priced = [...lines.values()].map((p) => {
      const cases = 1 + Math.floor(random() * 5);
      const quantity = cases * p.boxQuantity;
      const free = p.actions === "10-1" && quantity >= 10 ? 1 : 0;
      const unitCents = Math.round(Number(p.price) * 100);
      return { p, quantity, free, unitCents, lineCents: unitCents * quantity };
    });
    const subtotal = priced.reduce((sum, l) => sum + l.lineCents, 0);
    const tax = Math.round(priced.filter((l) => l.p.salesTaxCode === "G").reduce((sum, l) => sum + l.lineCents, 0) * 0.05);
    const snapshot: CustomerSnapshot = {
      id: customer.id,
      company: customer.company,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      username: customer.username,
      phone_number: customer.phoneNumber,
      country: "Canada",
      address: customer.address,
      townCity: customer.townCity,
      state: customer.state,
      zipcode: customer.zipcode,
    };
    const confirmed = counted || n % 2 === 0;
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer.id,
        customerSnapshot: snapshot,
        confirmed,
        confirmedAt: confirmed ? new Date("2026-12-02T18:00:00Z") : null,
        subtotal: centsToDecimal(subtotal),
        tax: centsToDecimal(tax),
        price: centsToDecimal(subtotal + tax),
        email: customer.email,
        phone: customer.phoneNumber,
        companyName: customer.company,
        fullName: `${customer.firstName} ${customer.lastName}`,
        address: customer.address,
        townCity: customer.townCity,
        state: customer.state,
        zipcode: customer.zipcode,
        deliveryDate: counted || n % 2 === 1 ? DAY : "2026-12-08",
        deliveryZoneId: zones[n % 2].id,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      priced.map((l) => ({
        orderId: order.id,
        productId: l.p.id,
        quantity: l.quantity,
        freeQuantity: l.free,
        name: l.p.name,
        item: l.p.item,
        unitPrice: l.p.price,
        discountedUnitPrice: l.p.price,
        salesTaxCode: l.p.salesTaxCode,
        actions: l.p.actions,
        boxQuantity: l.p.boxQuantity,
        lineTotal: centsToDecimal(l.lineCents),
      })),
    );
    if (counted) orderIds.push(order.id);
  }
  return { adminId: admin.id, orderIds };
}

async function timed(runs: number, work: () => Promise<{ bytes: Buffer }>): Promise<{ median: number; max: number; bytes: number }> {
  await work();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    bytes = (await work()).bytes.byteLength;
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  const median = times.length % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
  return { median, max: times[times.length - 1], bytes };
}

const { handle, where } = await openBenchDatabase();
try {
  console.log(`== seeding ${ORDERS} confirmed orders × ${LINES} lines for ${DAY} (and ${ORDERS} the pick list skips) on ${where}`);
  const seeded = Date.now();
  const { adminId, orderIds } = await seed(handle.db);
  console.log(`   seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const ctx: Ctx = { db: handle.db, actor: { kind: "user", id: adminId, email: "bench-admin@bench.example.ca", role: "Admin", verified: true, priceList: null }, locale: "en-CA" };
  const all = await timed(RUNS, () => pickListPdf(ctx, { date: DAY, zone: undefined }));
  const [{ id: zoneId }] = await handle.db.select({ id: deliveryZones.id }).from(deliveryZones).limit(1);
  const zone = await timed(RUNS, () => pickListPdf(ctx, { date: DAY, zone: zoneId }));
  const invoiceOf = orderIds[Math.floor(orderIds.length / 2)];
  const invoice = await timed(INVOICE_RUNS, () => invoicePdf(ctx, invoiceOf));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const mark = (value: number, bar: number) => (value <= bar ? "✓" : "⚠ over the bar");
  const rows = [
    `| pick list, all zones (${ORDERS} orders × ${LINES} lines) | ${RUNS} | ${ms(all.median)} | ${ms(all.max)} | ${(all.bytes / 1024).toFixed(0)} KiB | ≤ ${PICK_LIST_BAR_MS} ms ${mark(all.max, PICK_LIST_BAR_MS)} |`,
    `| pick list, one zone (${Math.ceil(ORDERS / 2)} orders) | ${RUNS} | ${ms(zone.median)} | ${ms(zone.max)} | ${(zone.bytes / 1024).toFixed(0)} KiB | ≤ ${PICK_LIST_BAR_MS} ms ${mark(zone.max, PICK_LIST_BAR_MS)} |`,
    `| invoice (${LINES} lines) | ${INVOICE_RUNS} | ${ms(invoice.median)} | ${ms(invoice.max)} | ${(invoice.bytes / 1024).toFixed(0)} KiB | ≤ ${INVOICE_BAR_MS} ms ${mark(invoice.median, INVOICE_BAR_MS)} |`,
  ];
  const section = [
    "",
    "## Issue 31: delivery documents",
    "",
    `${utcMinute()} · commit ${currentCommit(ROOT)} · ${machineLine()} · load ${loadAverage()} · ${where}`,
    "",
    `\`npm run bench:documents\`: the whole call a route makes (the query, then the PDF's bytes), without HTTP; ${ORDERS} confirmed orders × ${LINES} lines for one day over 600 products, plus ${ORDERS} orders the pick list skips (another day, or unconfirmed).`,
    "",
    "| document | runs | median | max | size | bar |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
  console.log(section);
  if (!values["no-record"]) appendResults(ROOT, section);
} finally {
  await handle.close();
}
