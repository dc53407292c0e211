import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { POST as createRoute } from "@/app/api/price-lists/route";
import { GET as getRoute } from "@/app/api/price-lists/[id]/route";
import { POST as importRoute } from "@/app/api/price-lists/[id]/import/route";
import { GET as exportRoute } from "@/app/api/price-lists/[id]/export/route";
import { getDb, type Db } from "@/db/client";
import { priceListEntries, products } from "@/db/schema";
import { priceListTag } from "@/lib/catalog/catalog-cache";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { takeExpiredTags } from "@/test/support/next-cache-stub";
import { apiRequest, routeParams } from "@/test/support/requests";

/*
 * A price list's CSV import and export (issue 30, docs/api.md "Price lists"): a good file upserts
 * entries and counts what it created and changed; every bad row is refused with its row, column and
 * reason, and then nothing is written; a dry run never writes; a Latin-1 file reads as written; a
 * file that is not the shop's columns is refused whole; 20,000 rows import in seconds; an export
 * imported again changes nothing.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;

const HEADER = "item,category,from_cases,case_price,percent_off";

async function newList(body: Record<string, unknown> = {}): Promise<number> {
  const response = await createRoute(apiRequest("/api/price-lists/", { method: "POST", body: { name: `List ${Math.random()}`, ...body }, headers: tokenHeader(admin) }), routeParams({}));
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

/** Uploads `content` as the multipart field `file` (or `field`). */
async function importCsv(id: number | string, content: string | Uint8Array, options: { query?: string; user?: TestUser | null; field?: string; name?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.set(options.field ?? "file", new File([content as BlobPart], options.name ?? "prices.csv", { type: "text/csv" }));
  const user = options.user === undefined ? admin : options.user;
  const response = await importRoute(
    apiRequest(`/api/price-lists/${id}/import/${options.query ?? ""}`, { method: "POST", body: form, headers: { ...(user ? tokenHeader(user) : {}), ...options.headers } }),
    routeParams({ id: String(id) }),
  );
  return { status: response.status, body: await response.json() };
}

async function exportCsv(id: number | string, user: TestUser | null = admin) {
  const response = await exportRoute(apiRequest(`/api/price-lists/${id}/export/`, { headers: user ? tokenHeader(user) : {} }), routeParams({ id: String(id) }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

/** The list's entries as [kind, product, category, from_cases, case_price, percent_off], in a stable order. */
async function entriesOf(id: number) {
  const rows = await db
    .select()
    .from(priceListEntries)
    .where(eq(priceListEntries.priceListId, id))
    .orderBy(asc(priceListEntries.kind), asc(priceListEntries.productId), asc(priceListEntries.categoryId), asc(priceListEntries.fromCases));
  return rows.map((r) => [r.kind, r.productId, r.categoryId, r.fromCases, r.casePrice, r.percentOff]);
}

let oil: Awaited<ReturnType<typeof build.product>>;
let rice: Awaited<ReturnType<typeof build.product>>;
let grains: Awaited<ReturnType<typeof build.category>>;
let spices: Awaited<ReturnType<typeof build.category>>;

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  oil = await build.product({ item: "OIL-5L", price: "12.50", boxQuantity: 4 });
  rice = await build.product({ item: "Rice-10", price: "30.00", boxQuantity: 2 });
  await build.product({ item: "OLD-1", isDeleted: true });
  grains = await build.category({ name: "Grains", slug: "grains" });
  spices = await build.category({ name: "Épices", slug: "epices" });
});
beforeEach(() => {
  takeExpiredTags();
});

describe("POST /api/price-lists/{id}/import/", () => {
  it("imports a good file: each kind of entry, columns in any order and case; answers what it created", async () => {
    const id = await newList();
    const file = ["Percent_Off,CASE_PRICE,item,category,from_cases", ",41.10,oil-5l,,", ",39.00,OIL-5L,,10", ",55,RICE-10,,", "12.5,,,grains,", "3,,,EPICES,"].join("\n");
    const answer = await importCsv(id, file);
    expect(answer).toEqual({ status: 200, body: { dry_run: false, applied: true, created: 5, updated: 0, unchanged: 0, refused: [] } });
    expect(await entriesOf(id)).toEqual([
      ["break", oil.id, null, 10, "39.00", null],
      ["category", null, grains.id, null, null, "12.50"],
      ["category", null, spices.id, null, null, "3.00"],
      ["product", oil.id, null, null, "41.10", null],
      ["product", rice.id, null, null, "55.00", null],
    ]);
    expect(takeExpiredTags()).toContain(priceListTag(id));
  });

  it("upserts: new entries are created, changed prices updated, equal ones counted as unchanged; other entries stay", async () => {
    const id = await newList({ entries: [{ product: oil.id, case_price: "41.10" }, { product: rice.id, case_price: "55" }, { category: grains.id, percent_off: "5" }] });
    const file = [HEADER, "OIL-5L,,,41.1,", "RICE-10,,,54.00,", "RICE-10,,5,50,", ",grains,,,5.00"].join("\r\n");
    takeExpiredTags();
    const dry = await importCsv(id, file, { query: "?dry_run=true" });
    expect(dry).toEqual({ status: 200, body: { dry_run: true, applied: false, created: 1, updated: 1, unchanged: 2, refused: [] } });
    expect(takeExpiredTags()).toEqual([]);
    expect(await importCsv(id, file, { query: "?dry_run=false" })).toEqual({ status: 200, body: { dry_run: false, applied: true, created: 1, updated: 1, unchanged: 2, refused: [] } });
    expect(await entriesOf(id)).toEqual([
      ["break", rice.id, null, 5, "50.00", null],
      ["category", null, grains.id, null, null, "5.00"],
      ["product", oil.id, null, null, "41.10", null],
      ["product", rice.id, null, null, "54.00", null],
    ]);
    // The same file again changes nothing.
    expect((await importCsv(id, file)).body).toMatchObject({ created: 0, updated: 0, unchanged: 4 });
  });

  it("reads semicolon files with decimal commas, a byte-order mark and CRLF line ends", async () => {
    const id = await newList();
    const answer = await importCsv(id, "\ufeffitem;case_price;from_cases\r\nOIL-5L;41,10;\r\nOIL-5L;\"38,5\";20\r\n");
    expect(answer.body).toMatchObject({ applied: true, created: 2, refused: [] });
    expect(await entriesOf(id)).toEqual([
      ["break", oil.id, null, 20, "38.50", null],
      ["product", oil.id, null, null, "41.10", null],
    ]);
  });

  it("refuses each kind of bad row with its row (the header is row 1), column and reason, and then writes nothing", async () => {
    const id = await newList({ entries: [{ product: oil.id, case_price: "41.10" }] });
    const before = await entriesOf(id);
    takeExpiredTags();
    const file = [
      HEADER,
      "OIL-5L,,,40.00,", // 2: fine alone
      "NO-SUCH,,,1.00,", // 3: unknown item code
      ",no-such-slug,,,5", // 4: unknown category slug
      "RICE-10,,,12.345,", // 5: bad money
      "RICE-10,,,abc,", // 6: bad money
      ",grains,,,150", // 7: percent out of range
      ",epices,,,0", // 8: percent out of range
      "RICE-10,grains,,1.00,", // 9: both
      "OIL-5L,,,39.00,", // 10: duplicate of row 2
      "RICE-10,,,,", // 11: no case price
      "RICE-10,,two,1.00,", // 12: from_cases
      ",,,1.00,", // 13: neither item nor category
      "OLD-1,,,1.00,", // 14: in the trash
      "RICE-10,,,1.00,7", // 15: percent on an item
      ",grains,,2.00,5", // 16: case price on a category
    ].join("\n");
    const expected = [
      { row: 3, column: "item", reason: "Unknown item code: NO-SUCH." },
      { row: 4, column: "category", reason: "Unknown category slug: no-such-slug." },
      { row: 5, column: "case_price", reason: "A case price is an amount of 0 or more with at most 2 decimals, e.g. 41.10." },
      { row: 6, column: "case_price", reason: "A case price is an amount of 0 or more with at most 2 decimals, e.g. 41.10." },
      { row: 7, column: "percent_off", reason: "A percentage off is more than 0 and at most 100, with at most 2 decimals, e.g. 12.5." },
      { row: 8, column: "percent_off", reason: "A percentage off is more than 0 and at most 100, with at most 2 decimals, e.g. 12.5." },
      { row: 9, column: "category", reason: "A row has an item code or a category slug, not both." },
      { row: 10, column: "item", reason: "Duplicate of row 2." },
      { row: 11, column: "case_price", reason: "This row needs a value here." },
      { row: 12, column: "from_cases", reason: "From how many cases: a whole number, 1 or more." },
      { row: 13, column: "item", reason: "A row needs an item code (with case_price) or a category slug (with percent_off)." },
      { row: 14, column: "item", reason: "The product OLD-1 is in the trash." },
      { row: 15, column: "percent_off", reason: "An item row takes a case_price (and from_cases for a quantity break), not a percent_off." },
      { row: 16, column: "case_price", reason: "A category row takes a percent_off only." },
    ];
    const dry = await importCsv(id, file, { query: "?dry_run=true" });
    expect(dry).toEqual({ status: 200, body: { dry_run: true, applied: false, created: 0, updated: 1, unchanged: 0, refused: expected } });
    const real = await importCsv(id, file);
    expect(real).toEqual({
      status: 400,
      body: { dry_run: false, applied: false, created: 0, updated: 1, unchanged: 0, refused: expected, detail: "Nothing was imported: 14 rows are refused." },
    });
    expect(await entriesOf(id)).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
    // One refused row among good ones is enough.
    const one = await importCsv(id, [HEADER, "RICE-10,,,5.00,", "NOPE,,,1,"].join("\n"));
    expect(one.status).toBe(400);
    expect(one.body.refused).toEqual([{ row: 3, column: "item", reason: "Unknown item code: NOPE." }]);
    expect(await entriesOf(id)).toEqual(before);
  });

  it("reads a file that is not UTF-8 (Latin-1, as Excel saves CSV on Windows) as written", async () => {
    const id = await newList();
    const latin1 = Uint8Array.from([...new TextEncoder().encode("category,percent_off\n"), ...Buffer.from("épices,5\n", "latin1")]);
    expect(latin1.includes(0xe9)).toBe(true);
    // The slug comes through with its é: refused as a slug that does not exist, not as a file that cannot be read.
    expect(await importCsv(id, latin1, { query: "?dry_run=true" })).toMatchObject({ status: 200, body: { refused: [{ row: 2, column: "category", reason: "Unknown category slug: épices." }] } });
    expect(await entriesOf(id)).toEqual([]);
  });

  it("refuses files it cannot read: unknown or missing columns, bad CSV, nothing at all, no file", async () => {
    const id = await newList();
    expect(await importCsv(id, "item,price\nOIL-5L,1\n")).toEqual({
      status: 400,
      body: { file: ['Unknown column "price": the columns are item, category, from_cases, case_price, percent_off (the first row must be the header).'] },
    });
    expect((await importCsv(id, "OIL-5L,41.10\n")).body.file[0]).toMatch(/^Unknown column "OIL-5L"/);
    expect((await importCsv(id, "item\nOIL-5L\n")).body.file[0]).toMatch(/needs an item column/);
    expect((await importCsv(id, 'item,case_price\nOIL-5L,"41.10\n')).body.file[0]).toMatch(/not valid CSV near line/);
    expect((await importCsv(id, "")).body.file[0]).toMatch(/empty/);
    expect(await importCsv(id, "item,case_price\n", { field: "upload" })).toEqual({ status: 400, body: { file: ['Send the CSV file in the multipart field "file".'] } });
    // A header alone imports nothing, and is no error.
    expect(await importCsv(id, "item,case_price\n")).toEqual({ status: 200, body: { dry_run: false, applied: true, created: 0, updated: 0, unchanged: 0, refused: [] } });
    const json = await importRoute(
      apiRequest(`/api/price-lists/${id}/import/`, { method: "POST", body: { file: "item,case_price\nOIL-5L,1" }, headers: tokenHeader(admin) }),
      routeParams({ id: String(id) }),
    );
    expect(json.status).toBe(400);
    expect(await entriesOf(id)).toEqual([]);
  });

  it("refuses a file over 5 MB (413) and a bad dry_run flag (400)", async () => {
    const id = await newList();
    const big = `${HEADER}\n${"OIL-5L,,,41.10,\n".repeat(Math.ceil((5 * 1024 * 1024) / 16) + 10)}`;
    expect(await importCsv(id, big)).toEqual({ status: 413, body: { detail: "The CSV file is too large: at most 5 MB." } });
    expect((await importCsv(id, "item,case_price\n", { query: "?dry_run=maybe" })).status).toBe(400);
    expect(await entriesOf(id)).toEqual([]);
  });

  it("is for staff: visitor 401, customer 403, unknown list 404", async () => {
    const id = await newList();
    expect((await importCsv(id, "item,case_price\nOIL-5L,1\n", { user: null })).status).toBe(401);
    expect((await importCsv(id, "item,case_price\nOIL-5L,1\n", { user: customer })).status).toBe(403);
    expect((await importCsv(999_999, "item,case_price\nOIL-5L,1\n")).status).toBe(404);
    expect(await entriesOf(id)).toEqual([]);
  });

  it("imports 20,000 rows in a few seconds, and a dry run of them writes nothing", async () => {
    const count = 20_000;
    const codes = Array.from({ length: count }, (_, i) => `BULK-${String(i).padStart(5, "0")}`);
    for (let start = 0; start < count; start += 1000) {
      await db.insert(products).values(codes.slice(start, start + 1000).map((item) => ({ item, name: `Bulk ${item}`, slug: `bulk-${item.toLowerCase()}`, price: "10.00", boxQuantity: 6 })));
    }
    const id = await newList();
    const file = `${HEADER}\n${codes.map((code, i) => `${code},,,${(50 + (i % 100) / 100).toFixed(2)},`).join("\n")}\n`;
    let started = performance.now();
    const dry = await importCsv(id, file, { query: "?dry_run=true" });
    const dryMs = performance.now() - started;
    expect(dry.body).toMatchObject({ dry_run: true, applied: false, created: count, refused: [] });
    expect(await entriesOf(id)).toEqual([]);
    started = performance.now();
    const answer = await importCsv(id, file);
    const ms = performance.now() - started;
    expect(answer.body).toMatchObject({ applied: true, created: count, updated: 0, unchanged: 0, refused: [] });
    expect((await entriesOf(id)).length).toBe(count);
    console.log(`price list import: 20,000 rows, dry run ${Math.round(dryMs)} ms, import ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(10_000);
    // Every price changed: 20,000 updates in one statement.
    const changed = `${HEADER}\n${codes.map((code) => `${code},,,49.99,`).join("\n")}\n`;
    started = performance.now();
    expect((await importCsv(id, changed)).body).toMatchObject({ applied: true, created: 0, updated: count });
    expect(performance.now() - started).toBeLessThan(10_000);
    const exported = await exportCsv(id);
    expect(exported.text.split("\r\n").length).toBe(count + 2);
    expect((await importCsv(id, exported.bytes)).body).toMatchObject({ created: 0, updated: 0, unchanged: count, refused: [] });
  }, 120_000);
});

describe("GET /api/price-lists/{id}/export/", () => {
  it("answers a CSV download: fixed prices, then breaks, then categories; formula-like cells escaped", async () => {
    const risky = await build.product({ item: "=CMD|A0", price: "2.00" });
    const dash = await build.product({ item: "-ZED", price: "2.00" });
    const id = await newList({
      entries: [
        { category: spices.id, percent_off: "3" },
        { product: oil.id, from_cases: 10, case_price: "39" },
        { product: rice.id, case_price: "55" },
        { category: grains.id, percent_off: "12.5" },
        { product: oil.id, case_price: "41.10" },
        { product: risky.id, case_price: "1.50" },
        { product: dash.id, case_price: "1.75" },
        { product: oil.id, from_cases: 5, case_price: "40" },
      ],
    });
    const answer = await exportCsv(id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="price-list-${id}.csv"`);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.text.slice(1).split("\r\n")).toEqual([
      HEADER,
      "'-ZED,,,1.75,",
      "'=CMD|A0,,,1.50,",
      "OIL-5L,,,41.10,",
      "Rice-10,,,55.00,",
      "OIL-5L,,5,40.00,",
      "OIL-5L,,10,39.00,",
      ",epices,,,3.00",
      ",grains,,,12.50",
      "",
    ]);
  });

  it("re-imported, an export changes nothing (created 0, updated 0), trashed products included", async () => {
    const gone = await build.product({ item: "GONE-1" });
    const id = await newList({ entries: [{ product: oil.id, case_price: "41.10" }, { product: gone.id, from_cases: 3, case_price: "9.99" }, { category: grains.id, percent_off: "7.25" }] });
    await db.update(products).set({ isDeleted: true }).where(eq(products.id, gone.id));
    const before = await entriesOf(id);
    const exported = await exportCsv(id);
    const again = await importCsv(id, exported.bytes);
    expect(again).toEqual({ status: 200, body: { dry_run: false, applied: true, created: 0, updated: 0, unchanged: 3, refused: [] } });
    expect(await entriesOf(id)).toEqual(before);
    // …and into an empty list, the same entries (the trashed product aside: that list never priced it).
    const copy = await newList();
    const copied = await importCsv(copy, exported.bytes, { query: "?dry_run=true" });
    expect(copied.body.refused).toEqual([{ row: 3, column: "item", reason: "The product GONE-1 is in the trash." }]);
  });

  it("an empty list exports its header; staff only; unknown list 404", async () => {
    const id = await newList();
    expect((await exportCsv(id)).text).toBe(`\ufeff${HEADER}\r\n`);
    expect((await exportCsv(id, null)).status).toBe(401);
    expect((await exportCsv(id, customer)).status).toBe(403);
    expect((await exportCsv(999_999)).status).toBe(404);
    const detail = await getRoute(apiRequest(`/api/price-lists/${id}/`, { headers: tokenHeader(admin) }), routeParams({ id: String(id) }));
    expect(detail.status).toBe(200);
  });
});

describe("the import's report in the caller's language", () => {
  it("names every refused row in French for a French caller", async () => {
    const id = await newList();
    const answer = await importCsv(id, "item,category,from_cases,case_price,percent_off\nNOPE,,,1.00,\n", { query: "?dry_run=false", headers: { "accept-language": "fr-CA" } });
    expect(answer.status).toBe(400);
    expect(answer.body.refused).toEqual([{ row: 2, column: "item", reason: "Code d\u2019article inconnu\u00a0: NOPE." }]);
    expect(await entriesOf(id)).toEqual([]);
  });
});
