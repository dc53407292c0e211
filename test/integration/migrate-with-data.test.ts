import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { MIGRATIONS_DIR, type Db } from "@/db/client";
import * as schema from "@/db/schema";
import { getProductForEdit } from "@/lib/catalog/product-admin";
import type { Actor } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { getOrder } from "@/lib/orders/customer-orders";
import { SALES_TAX_RATES } from "@/lib/shared/pricing/sales-taxes";
import { createTestDatabase, makeTempDir } from "@/test/support/test-database";

/*
 * An upgrade loses nothing: a database made by the first schema migrations (0000 + 0001, the
 * first release's tables), holding customers, staff, vendors, categories, products with stock and
 * sales, carts, drafts and orders, is migrated to the latest migration as the server does at start.
 * Every row is still there, the data the later migrations moved (sold counts, stock levels, the
 * product's category ids) moved with it, and the shop's own reads show the same orders and products.
 * PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */

const FIRST_RELEASE = ["0000_extensions", "0001_schema"];

/** A copy of the migrations folder that stops after `tags`. */
function migrationsUpTo(dir: string, tags: string[]): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: Array<{ tag: string }> };
  const entries = journal.entries.filter((entry) => tags.includes(entry.tag));
  expect(entries.map((entry) => entry.tag)).toEqual(tags);
  mkdirSync(path.join(dir, "meta"), { recursive: true });
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const tag of tags) copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

async function migrate(db: Db, kind: "postgres" | "pglite", migrationsFolder: string): Promise<void> {
  if (kind === "postgres") {
    const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
    await run(db as never, { migrationsFolder });
  } else {
    const { migrate: run } = await import("drizzle-orm/pglite/migrator");
    await run(db as never, { migrationsFolder });
  }
}

/** The rows of a query (both drivers answer `{ rows }`; the shared Db type does not say so). */
const rows = async (db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

const snapshot = (company: string, first: string, last: string, email: string) =>
  JSON.stringify({
    id: 2,
    company,
    first_name: first,
    last_name: last,
    email,
    username: email,
    phone_number: "6045550123",
    country: "Canada",
    address: "800 Granville Street",
    townCity: "Vancouver",
    state: "BC",
    zipcode: "V6Z 1K3",
  });

/** The first release's data, in the first release's columns (products still hold stock and sales). */
const FIRST_RELEASE_DATA = [
  sql`insert into vendors (id, name, primary_contact, main_phone, fax, email) values
      (1, 'Fraser Valley Dairy', 'Ann Lee', '6045550101', '', 'dairy@example.ca'),
      (2, 'Okanagan Orchards', 'Bo Chen', '2505550102', '2505550103', 'fruit@example.ca')`,
  sql`insert into categories (id, name, slug, parent_id, is_deleted) values
      (1, 'Dairy', 'dairy', null, false), (2, 'Cheese', 'cheese', 1, false), (3, 'Fruit', 'fruit', null, false),
      (4, 'Old stock', 'old-stock', null, true)`,
  sql`insert into products (id, item, name, slug, price, cost, special, image, barcode, box_quantity, stock, quantity,
        sales_tax_code, purchase_tax_code, need_to_reorder_below, ordering, actions, vendor_id, is_deleted, sold_count) values
      (1, 'CHS-1001', 'Aged Cheddar 2 kg', 'aged-cheddar-2-kg', '24.50', '15.00', '10.00', null, '0623456789012', 4, true, 37, 'E', 'E', 10, 1, 'None', 1, false, 12),
      (2, 'APL-2001', 'Ambrosia Apples 18 kg', 'ambrosia-apples-18-kg', '38.00', '22.00', '0', null, null, 1, true, 0, 'E', 'G', 5, 2, '10-1', 2, false, 0),
      (3, 'MLK-1015', 'Crème fraîche 1 L', 'creme-fraiche-1-l', '6.25', '3.10', '0', null, '0623456789029', 12, false, 3, 'G', 'E', 0, 3, 'None', 1, true, 4),
      (4, 'EGG-4001', 'Œufs moyens 15 douzaines', 'oeufs-moyens', '52.00', '40.00', '0', null, null, 1, true, 0, 'E', 'E', 0, 4, 'None', null, false, 0)`,
  sql`insert into product_categories (product_id, category_id) values (1, 2), (2, 3), (3, 1), (3, 4)`,
  sql`insert into users (id, email, username, password_hash, role, verified, company, first_name, last_name, phone_number,
        address, town_city, state, zipcode, token_version) values
      (1, 'staff@shop.example.ca', 'staff', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA', 'Admin', true, '', 'Sam', 'Staff', '', '', '', '', '', 0),
      (2, 'robin@bistro.example.ca', 'robin@bistro.example.ca', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaDI', 'Customer', true, 'Tremblay Bistro',
        'Robin', 'Tremblay', '6045550123', '800 Granville Street', 'Vancouver', 'BC', 'V6Z 1K3', 3),
      (3, 'pending@cafe.example.ca', 'pending@cafe.example.ca', null, 'Customer', false, 'Harbour Café', 'Lou', 'Gagnon', '', '', '', '', '', 0)`,
  sql`insert into orders (id, customer_id, customer_snapshot, created_by_id, admin_created, status, delivered_status, confirmed,
        confirmed_at, subtotal, tax, price, email, phone, company_name, full_name, address, town_city, state, zipcode, country,
        order_notes, created_at) values
      (1, 2, ${snapshot("Tremblay Bistro", "Robin", "Tremblay", "robin@bistro.example.ca")}::jsonb, 2, false, 'Paid', 'Delivered', true,
        '2026-01-15T18:30:00Z', '126.20', '0.00', '126.20', 'robin@bistro.example.ca', '6045550123', 'Tremblay Bistro', '',
        '800 Granville Street', 'Vancouver', 'BC', 'V6Z 1K3', 'Canada', 'Ring at the side door', '2026-01-14T17:00:00Z'),
      (2, 2, ${snapshot("Tremblay Bistro", "Robin", "Tremblay", "robin@bistro.example.ca")}::jsonb, 1, true, 'Not paid', 'Not delivered', false,
        null, '75.00', '3.75', '78.75', 'robin@bistro.example.ca', '6045550123', 'Tremblay Bistro', 'Robin Tremblay',
        '800 Granville Street', 'Vancouver', 'BC', 'V6Z 1K3', 'Canada', '', '2026-02-01T20:00:00Z')`,
  sql`insert into order_items (id, order_id, product_id, quantity, free_quantity, name, item, slug, barcode, image, unit_price, special,
        discounted_unit_price, sales_tax_code, actions, box_quantity, line_total) values
      (1, 1, 1, 4, 0, 'Aged Cheddar 2 kg', 'CHS-1001', 'aged-cheddar-2-kg', '0623456789012', null, '24.50', '10.00', '22.05', 'E', 'None', 4, '88.20'),
      (2, 1, 2, 1, 0, 'Ambrosia Apples 18 kg', 'APL-2001', 'ambrosia-apples-18-kg', null, null, '38.00', '0', '38.00', 'E', '10-1', 1, '38.00'),
      (3, 2, 3, 12, 0, 'Crème fraîche 1 L', 'MLK-1015', 'creme-fraiche-1-l', '0623456789029', null, '6.25', '0', '6.25', 'G', 'None', 12, '75.00')`,
  sql`insert into cart_items (user_id, product_id, quantity) values (2, 1, 8)`,
  // Login tokens had no expiry; a reset token had its 15 minutes.
  sql`insert into api_tokens (id, user_id, token_hash, purpose, token_version, expires_at) values
      (1, 2, 'login-token-hash', 'auth', 3, null), (2, 1, 'staff-token-hash', 'auth', 0, null),
      (3, 2, 'reset-token-hash', 'reset', 3, '2026-01-15T18:45:00Z')`,
  sql`insert into order_drafts (user_id, billing, customer_id, order_notes) values
      (2, ${JSON.stringify({ companyName: "Tremblay Bistro", townCity: "Vancouver" })}::jsonb, null, 'Before noon')`,
  sql`select setval('vendors_id_seq', 2), setval('categories_id_seq', 4), setval('products_id_seq', 3),
        setval('users_id_seq', 3), setval('orders_id_seq', 2), setval('order_items_id_seq', 3),
        setval('api_tokens_id_seq', 3)`,
];

const TABLES = ["vendors", "categories", "products", "product_categories", "users", "orders", "order_items", "cart_items", "order_drafts"];
// Columns later migrations moved out of a table (checked where they went, below).
const MOVED: Record<string, string[]> = { products: ["quantity", "need_to_reorder_below", "sold_count", "search_text"] };

describe("migrating a database that holds data from the first release to the latest", () => {
  const scratch = makeTempDir("shop-migrations-");
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let handle: { db: Db; kind: "postgres" | "pglite"; close: () => Promise<void> };
  const before: Record<string, Array<Record<string, unknown>>> = {};

  beforeAll(async () => {
    handle = await openBlank();
    await migrate(handle.db, handle.kind, migrationsUpTo(scratch.dir, FIRST_RELEASE));
    for (const statement of FIRST_RELEASE_DATA) await handle.db.execute(statement);
    for (const table of TABLES) before[table] = await rows(handle.db, sql.raw(`select to_jsonb(t) as row from "${table}" t order by 1`));
    await migrate(handle.db, handle.kind, MIGRATIONS_DIR);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await database?.dispose();
    scratch.remove();
  });

  /** A database with no migration applied: on PostgreSQL a new one, on PGlite a new in-memory one. */
  async function openBlank() {
    if (process.env.TEST_DATABASE_URL) {
      // createTestDatabase migrates to the latest; for a blank one, empty its schemas again.
      database = await createTestDatabase();
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`drop schema drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      return { db: database.db, kind: "postgres" as const, close: async () => {} };
    }
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return { db: drizzle({ client, schema }) as unknown as Db, kind: "pglite" as const, close: () => client.close() };
  }

  it("applies every later migration", async () => {
    const applied = await rows(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    expect(applied[0].n).toBe(journal.entries.length);
    expect(journal.entries.length).toBeGreaterThan(FIRST_RELEASE.length);
  });

  it("keeps every row of every table, column for column", async () => {
    for (const table of TABLES) {
      const after = await rows(handle.db, sql.raw(`select to_jsonb(t) as row from "${table}" t order by 1`));
      expect(after.length, table).toBe(before[table].length);
      const strip = (row: Record<string, unknown>) => {
        const copy = { ...(row.row as Record<string, unknown>) };
        for (const column of MOVED[table] ?? []) delete copy[column];
        return copy;
      };
      // Every column the row had is still there with its value (later migrations may add columns).
      after.forEach((row, i) => expect(row.row, `${table} row ${i + 1}`).toMatchObject(strip(before[table][i])));
    }
  });

  it("moves the sold counts, stock levels and category ids where the later migrations keep them", async () => {
    expect(await rows(handle.db, sql`select product_id, sold_count::int as sold from product_sales order by 1`)).toEqual([
      { product_id: 1, sold: 12 },
      { product_id: 3, sold: 4 },
    ]);
    expect(await rows(handle.db, sql`select product_id, quantity, need_to_reorder_below from product_stock order by 1`)).toEqual([
      { product_id: 1, quantity: 37, need_to_reorder_below: 10 },
      { product_id: 2, quantity: 0, need_to_reorder_below: 5 },
      { product_id: 3, quantity: 3, need_to_reorder_below: 0 },
    ]);
    // Filed under Cheese, the product is in Dairy too (the parent).
    expect(await rows(handle.db, sql`select id, category_ids from products order by 1`)).toEqual([
      { id: 1, category_ids: [1, 2] },
      { id: 2, category_ids: [3] },
      { id: 3, category_ids: [1, 4] },
      { id: 4, category_ids: [] },
    ]);
  });

  it("gives every API token that had none an expiry 30 days after the upgrade, and keeps the others' (issue 22 item 9)", async () => {
    const tokens = await rows(handle.db, sql`select id, purpose, expires_at from api_tokens order by id`);
    expect(tokens.map((token) => [token.id, token.purpose])).toEqual([
      [1, "auth"],
      [2, "auth"],
      [3, "reset"],
    ]);
    const inDays = (value: unknown) => (new Date(value as string).getTime() - Date.now()) / (24 * 60 * 60_000);
    for (const token of tokens.slice(0, 2)) {
      expect(token.expires_at, `token ${token.id}`).not.toBeNull();
      expect(inDays(token.expires_at)).toBeGreaterThan(29.9);
      expect(inDays(token.expires_at)).toBeLessThanOrEqual(30);
    }
    expect(new Date(tokens[2].expires_at as string).toISOString()).toBe("2026-01-15T18:45:00.000Z");
  });

  it("searches a name written before the ligatures were folded by its spelt-out form (migration 0016)", async () => {
    expect(await rows(handle.db, sql`select search_text, name_words from products where id = 4`)).toEqual([
      { search_text: "oeufs moyens 15 douzaines egg-4001 ", name_words: " oeufs moyens 15 douzaines " },
    ]);
  });

  it("keeps each order's tax exactly, as one GST line of 5 % on its G lines, and seeds the rates (migration 0018)", async () => {
    expect(await rows(handle.db, sql`select order_id, code, province, rate_ppm, base::text, amount::text, position from order_taxes order by order_id`)).toEqual([
      { order_id: 1, code: "GST", province: null, rate_ppm: 50000, base: "0.00", amount: "0.00", position: 0 },
      { order_id: 2, code: "GST", province: null, rate_ppm: 50000, base: "75.00", amount: "3.75", position: 0 },
    ]);
    expect(await rows(handle.db, sql`select o.id from orders o where o.tax <> (select sum(t.amount) from order_taxes t where t.order_id = o.id)`)).toEqual([]);
    expect(await rows(handle.db, sql`select distinct provincial_tax_class from products union select distinct provincial_tax_class from order_items`)).toEqual([
      { provincial_tax_class: "exempt" },
    ]);
    const rates = await rows(handle.db, sql`select code, rate_ppm, provinces, valid_from::text, valid_to::text from sales_tax_rates order by id`);
    expect(rates.map((rate) => ({ ...rate, provinces: [...(rate.provinces as string[])] }))).toEqual(
      SALES_TAX_RATES.map((rate) => ({ code: rate.code, rate_ppm: rate.ratePpm, provinces: [...rate.provinces], valid_from: rate.validFrom, valid_to: rate.validTo })),
    );
    // A rate is never edited nor deleted: a change is a new row (an open row may be closed once).
    await expect(handle.db.execute(sql`update sales_tax_rates set rate_ppm = 60000 where code = 'GST'`)).rejects.toThrow();
    await expect(handle.db.execute(sql`delete from sales_tax_rates where code = 'QST'`)).rejects.toThrow();
    expect(await rows(handle.db, sql`select count(*)::int as n from sales_tax_rates where code = 'GST' and rate_ppm = 50000`)).toEqual([{ n: 1 }]);
  });

  it("shows the same orders and products through the shop's own reads", async () => {
    const staff: Actor = { kind: "user", id: 1, email: "staff@shop.example.ca", role: "Admin", verified: true };
    const ctx = newContext(handle.db, staff);
    const first = await getOrder(ctx, 1);
    expect(first).toMatchObject({
      status: "Paid",
      delivered_status: "Delivered",
      confirmed: true,
      price: "126.20",
      orderNotes: "Ring at the side door",
      customer: { company: "Tremblay Bistro", current_id: 2 },
    });
    expect(first.purchased_items.map((line) => [line.product.item, line.quantity, line.line_total])).toEqual([
      ["CHS-1001", 4, "88.20"],
      ["APL-2001", 1, "38.00"],
    ]);
    const second = await getOrder(ctx, 2);
    expect(second).toMatchObject({ adminCreated: true, confirmed: false, subtotal: "75.00", tax: "3.75", price: "78.75", fullName: "Robin Tremblay" });
    expect(second.purchased_items.map((line) => line.product.name)).toEqual(["Crème fraîche 1 L"]);

    const cheddar = await getProductForEdit(ctx, 1);
    expect(cheddar.product).toMatchObject({
      item: "CHS-1001",
      price: "24.50",
      special: "10.00",
      quantity: 37,
      need_to_reorder_below: 10,
      vendor: 1,
      categories: [{ id: 2 }],
    });
  });
});
