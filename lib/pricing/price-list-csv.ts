import "server-only";
import { sql } from "drizzle-orm";
import { categories, products } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { csvDecimal, readCsv, type CsvDelimiter, type CsvRow } from "@/lib/csv/csv-read";
import { CSV_BOM, csvLine } from "@/lib/csv/csv-write";
import { invalidateCatalog } from "@/lib/catalog/catalog-cache";
import { requireAdmin } from "@/lib/identity/access";
import { Invalid, PayloadTooLarge } from "@/lib/shared/errors/domain-errors";
import { pricingErrorMessages as m } from "@/lib/shared/messages/errors-pricing";
import { parsePercent, toCents } from "@/lib/shared/pricing/money";
import {
  FROM_CASES_MAX,
  isCasePrice,
  isPercentOff,
  PRICE_LIST_CSV_COLUMNS,
  PRICE_LIST_CSV_MAX_BYTES,
  PRICE_LIST_CSV_MAX_MB,
  PRICE_LIST_CSV_MAX_ROWS,
  type PriceListCsvColumn,
  type PriceListImportRefusal,
  type PriceListImportReport,
} from "@/lib/shared/pricing/price-list-schemas";
import {
  assertPriceListExists,
  insertEntries,
  lockPriceList,
  productsAndCategoriesOf,
  readEntryViews,
  storedEntries,
  textArray,
  updateEntryPrices,
  type EntryRow,
} from "./price-lists-admin";
import { recordAudit } from "@/lib/audit/audit-log";

/*
 * A price list as a CSV file (issue 30, docs/api.md "Price lists"; docs/architecture.md rule 16: all
 * or nothing, and an export re-imports unchanged).
 *
 * The file, as every import reads it (lib/csv/csv-read.ts): UTF-8 with or without a byte-order mark,
 * else Windows-1252 (Excel's "CSV" on Windows); comma- or semicolon-separated (told from the header;
 * a semicolon file may write decimals with a comma, as spreadsheets set to French do); a header row
 * first whose names are PRICE_LIST_CSV_COLUMNS in any order and letter case. Each row is one entry:
 *   item + case_price               a fixed case price;
 *   item + from_cases + case_price  a quantity break;
 *   category (its slug) + percent_off  a percentage off the category and its subcategories.
 * Rows are numbered as a spreadsheet or an editor shows them: the header is row 1 (a row is the
 * line it starts on). The import judges every row, then writes nothing when any is refused, and
 * otherwise adds new entries and changes the prices of those already there, in one transaction.
 *
 * Export writes the same columns, fixed prices, then breaks, then categories, with cells a
 * spreadsheet would run as a formula (= + - @, tab, carriage return; plain numbers aside) escaped
 * with a leading ' — which the import takes off again.
 */

export interface PriceListCsv {
  delimiter: CsvDelimiter;
  columns: Array<PriceListCsvColumn | null>;
  rows: Array<CsvRow<PriceListCsvColumn>>;
}

/**
 * Reads the file with the imports' reader (lib/csv/csv-read.ts: its encoding, its CSV syntax and its
 * header). A file that cannot be read as a whole is a 400 on `file` with the reason; the rows are
 * judged afterwards, one by one.
 */
export async function readPriceListCsv(bytes: Uint8Array): Promise<PriceListCsv> {
  const { header, rows } = await readCsv(bytes, { columns: PRICE_LIST_CSV_COLUMNS, maxRows: PRICE_LIST_CSV_MAX_ROWS });
  const has = (c: PriceListCsvColumn) => header.named.includes(c);
  if (!((has("item") && has("case_price")) || (has("category") && has("percent_off")))) throw Invalid.field("file", m.missingColumns);
  return { delimiter: header.delimiter, columns: header.columns, rows };
}

/** A product or category an item code or slug names. */
export interface Target {
  id: number;
  isDeleted: boolean;
  /** The item code or slug as stored. */
  code: string;
}

export interface Lookups {
  /** By item code, lowercased. */
  products: Map<string, Target>;
  /** By slug, lowercased. */
  categories: Map<string, Target>;
  /** What the list prices already: a trashed product or category may stay in it. */
  kept: { products: Set<number>; categories: Set<number> };
}

export interface JudgedRow {
  row: number;
  /** As entryKey keys a stored entry: "p:12", "b:12:5", "c:3". */
  key: string;
  entry: EntryRow;
}

/** Every row either becomes an entry or is refused, with each of its problems (one per column). */
export function judgeRows(csv: Pick<PriceListCsv, "delimiter" | "rows">, lookups: Lookups): { entries: JudgedRow[]; refused: PriceListImportRefusal[] } {
  const entries: JudgedRow[] = [];
  const refused: PriceListImportRefusal[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells, problem } of csv.rows) {
    const problems: PriceListImportRefusal[] = [];
    const refuse = (column: PriceListCsvColumn | null, reason: string) => problems.push({ row, column, reason });
    if (problem) refuse(null, problem);
    let entry: EntryRow | null = null;
    const { item, category } = cells;
    if (item !== undefined && category !== undefined) refuse("category", m.itemOrCategory);
    else if (item !== undefined) {
      if (cells.percent_off !== undefined) refuse("percent_off", m.notForItem);
      const price = cells.case_price === undefined ? undefined : csvDecimal(cells.case_price, csv.delimiter, "$");
      if (price === undefined) refuse("case_price", m.required);
      else if (!isCasePrice(price)) refuse("case_price", m.casePrice);
      let fromCases: number | null = null;
      if (cells.from_cases !== undefined) {
        fromCases = /^\d{1,5}$/.test(cells.from_cases) ? Number(cells.from_cases) : 0;
        if (fromCases < 1 || fromCases > FROM_CASES_MAX) refuse("from_cases", m.fromCases);
      }
      const product = lookups.products.get(item.toLowerCase());
      if (!product) refuse("item", m.unknownItem(item));
      else if (product.isDeleted && !lookups.kept.products.has(product.id)) refuse("item", m.trashedProduct(product.code));
      if (problems.length === 0 && product && price !== undefined) {
        entry = { kind: fromCases === null ? "product" : "break", productId: product.id, categoryId: null, fromCases, casePrice: price, percentOff: null };
      }
    } else if (category !== undefined) {
      if (cells.case_price !== undefined) refuse("case_price", m.notForCategory);
      if (cells.from_cases !== undefined) refuse("from_cases", m.notForCategory);
      const percent = cells.percent_off === undefined ? undefined : csvDecimal(cells.percent_off, csv.delimiter, "%");
      if (percent === undefined) refuse("percent_off", m.required);
      else if (!isPercentOff(percent)) refuse("percent_off", m.percentOff);
      const found = lookups.categories.get(category.toLowerCase());
      if (!found) refuse("category", m.unknownSlug(category));
      else if (found.isDeleted && !lookups.kept.categories.has(found.id)) refuse("category", m.trashedCategory(found.code));
      if (problems.length === 0 && found && percent !== undefined) {
        entry = { kind: "category", productId: null, categoryId: found.id, fromCases: null, casePrice: null, percentOff: percent };
      }
    } else if (!problem) refuse(cells.case_price !== undefined || cells.from_cases !== undefined ? "item" : cells.percent_off !== undefined ? "category" : null, m.neitherItemNorCategory);
    if (entry) {
      const key = entry.kind === "category" ? `c:${entry.categoryId}` : entry.kind === "break" ? `b:${entry.productId}:${entry.fromCases}` : `p:${entry.productId}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) refuse(entry.kind === "category" ? "category" : entry.kind === "break" ? "from_cases" : "item", m.duplicateRow(first));
      else {
        firstRowOf.set(key, row);
        entries.push({ row, key, entry });
      }
    }
    refused.push(...problems);
  }
  return { entries, refused };
}

/** Looks up every item code and slug of the file at once (a query each, whatever its size). */
async function lookupsFor(ctx: Ctx, csv: PriceListCsv, priceListId: number): Promise<Lookups> {
  const codes = [...new Set(csv.rows.flatMap((r) => (r.cells.item === undefined ? [] : [r.cells.item.toLowerCase()])))];
  const slugs = [...new Set(csv.rows.flatMap((r) => (r.cells.category === undefined ? [] : [r.cells.category.toLowerCase()])))];
  // One query after the other: inside the import's transaction they share one connection.
  const foundProducts = codes.length
    ? await ctx.db.select({ id: products.id, code: products.item, isDeleted: products.isDeleted }).from(products).where(sql`lower(${products.item}) = any(${textArray(codes)}::text[])`)
    : [];
  const foundCategories = slugs.length
    ? await ctx.db.select({ id: categories.id, code: categories.slug, isDeleted: categories.isDeleted }).from(categories).where(sql`lower(${categories.slug}) = any(${textArray(slugs)}::text[])`)
    : [];
  const kept = await productsAndCategoriesOf(ctx, priceListId);
  return {
    products: new Map(foundProducts.map((p) => [p.code.toLowerCase(), p])),
    categories: new Map(foundCategories.map((c) => [c.code.toLowerCase(), c])),
    kept,
  };
}

const samePrice = (a: string | null, b: string | null, read: (v: string) => number) => (a === null || b === null ? a === b : read(a) === read(b));

/**
 * Imports a CSV file into price list `priceListId`: new entries are added, entries already there
 * take the file's price, the others stay. A dry run, or a file with any refused row, writes nothing.
 */
export async function importPriceListCsv(ctx: Ctx, priceListId: number, file: File, options: { dryRun: boolean }): Promise<PriceListImportReport> {
  requireAdmin(ctx.actor);
  if (file.size > PRICE_LIST_CSV_MAX_BYTES) throw new PayloadTooLarge(m.fileTooLarge(PRICE_LIST_CSV_MAX_MB));
  const csv = await readPriceListCsv(new Uint8Array(await file.arrayBuffer()));
  return inTransaction(ctx, async (tx) => {
    await lockPriceList(tx, priceListId);
    const lookups = await lookupsFor(tx, csv, priceListId);
    const stored = await storedEntries(tx, priceListId);
    const { entries, refused } = judgeRows(csv, lookups);
    const created: EntryRow[] = [];
    const updated: Array<{ id: number; casePrice: string | null; percentOff: string | null }> = [];
    let unchanged = 0;
    for (const { key, entry } of entries) {
      const before = stored.get(key);
      if (!before) created.push(entry);
      else if (samePrice(before.casePrice, entry.casePrice, toCents) && samePrice(before.percentOff, entry.percentOff, parsePercent)) unchanged += 1;
      else updated.push({ id: before.id, casePrice: entry.casePrice, percentOff: entry.percentOff });
    }
    const applied = !options.dryRun && refused.length === 0;
    if (applied && (created.length > 0 || updated.length > 0)) {
      await insertEntries(tx, priceListId, created);
      await updateEntryPrices(tx, updated);
      invalidateCatalog(tx, { priceLists: [priceListId] });
      await recordAudit(tx, { action: "import", entity: "price_list", entityId: priceListId, after: { created: created.length, updated: updated.length, unchanged } });
    }
    const refusedRows = new Set(refused.map((r) => r.row)).size;
    return {
      dry_run: options.dryRun,
      applied,
      created: created.length,
      updated: updated.length,
      unchanged,
      refused,
      ...(!options.dryRun && refused.length > 0 ? { detail: m.importRefused(refusedRows) } : {}),
    };
  });
}

const EXPORT_CHUNK = 1000;

/**
 * The list as a CSV file (PRICE_LIST_CSV_COLUMNS): fixed prices by item code, then quantity breaks,
 * then categories by slug, streamed in chunks. UTF-8 with a byte-order mark, so that a spreadsheet
 * opens accented text as written.
 */
export async function exportPriceListCsv(ctx: Ctx, priceListId: number): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  requireAdmin(ctx.actor);
  await assertPriceListExists(ctx, priceListId);
  const entries = await readEntryViews(ctx, priceListId);
  const encoder = new TextEncoder();
  let next = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next === 0) controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(PRICE_LIST_CSV_COLUMNS)}`));
      const chunk = entries.slice(next, next + EXPORT_CHUNK);
      next += EXPORT_CHUNK;
      if (chunk.length > 0) {
        controller.enqueue(encoder.encode(chunk.map((e) => csvLine([e.item, e.category_slug, e.from_cases, e.case_price, e.percent_off])).join("")));
      }
      if (next >= entries.length) controller.close();
    },
  });
  return { fileName: `price-list-${priceListId}.csv`, stream };
}
