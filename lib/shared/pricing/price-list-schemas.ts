import { z } from "zod";
import { pricingErrorMessages as m } from "@/lib/shared/messages/errors-pricing";
import { count, id, queryFlag, text } from "@/lib/shared/validation/primitives";
import type { PriceListEntryKind } from "./price-lists";

/*
 * The back office's price lists (issue 30, docs/api.md "Price lists"): the input of
 * POST/PATCH /api/price-lists/…, the CSV import's columns, and the answers' types, shared by the
 * route handlers and the UI. Client-safe.
 *
 * An entry is one of three shapes, told apart by the fields it has (a `kind`, when sent, must agree):
 *   {product, case_price}              'product': a fixed case price;
 *   {product, from_cases, case_price}  'break': a case price from that many cases on;
 *   {category, percent_off}            'category': a percentage off the list price for the category
 *                                      and its subcategories.
 * Null fields count as absent, so an entry of a GET answer can be sent back as it is.
 */

export const PRICE_LIST_NAME_MAX = 100;
/** The most entries one list takes in a JSON body (the body is at most 1 MB anyway). */
export const PRICE_LIST_ENTRIES_MAX = 50_000;
export const FROM_CASES_MAX = 99_999;

/** The CSV columns of import and export, in the export's order. */
export const PRICE_LIST_CSV_COLUMNS = ["item", "category", "from_cases", "case_price", "percent_off"] as const;
export type PriceListCsvColumn = (typeof PRICE_LIST_CSV_COLUMNS)[number];
/** The largest CSV file an import takes. */
export const PRICE_LIST_CSV_MAX_MB = 5;
export const PRICE_LIST_CSV_MAX_BYTES = PRICE_LIST_CSV_MAX_MB * 1024 * 1024;
/** The most data rows one import takes. */
export const PRICE_LIST_CSV_MAX_ROWS = 50_000;

const CASE_PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Whether `text` is a case price: 0 or more, at most 2 decimals ("41.10", "41", "0.5"). */
export function isCasePrice(text: string): boolean {
  return CASE_PRICE.test(text);
}

/** Whether `text` is a percentage off: more than 0, at most 100, at most 2 decimals ("12.5"). */
export function isPercentOff(text: string): boolean {
  if (!PERCENT.test(text)) return false;
  const value = Number(text);
  return value > 0 && value <= 100;
}

const amount = (message: string, valid: (text: string) => boolean) =>
  z
    .union([z.number(), z.string()], { message })
    .transform((v) => String(v).trim())
    .refine(valid, message);

/** A case price: a decimal string or number, 0 or more, at most 2 decimals; the decimal string. */
export const casePriceSchema = () => amount(m.casePrice, isCasePrice);
/** A percentage off: more than 0 and at most 100, at most 2 decimals; the decimal string. */
export const percentOffSchema = () => amount(m.percentOff, isPercentOff);

/** Whether `text` is a calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, mo, d] = text.split("-").map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A day of the validity period, YYYY-MM-DD (America/Vancouver); null or blank: open-ended. */
const day = () =>
  z
    .union([z.string(), z.null()], { message: m.date })
    .transform((v) => (v === null ? null : v.trim()))
    .refine((v) => v === null || v === "" || isDay(v), m.date)
    .transform((v) => (v ? v : null));

export type PriceListEntryInput =
  | { kind: "product"; product: number; case_price: string }
  | { kind: "break"; product: number; from_cases: number; case_price: string }
  | { kind: "category"; category: number; percent_off: string };

const entrySchema = z
  .object(
    {
      kind: z.enum(["product", "break", "category"], { message: m.entryShape }).nullish(),
      product: id().nullish(),
      category: id().nullish(),
      from_cases: count({ min: 1, max: FROM_CASES_MAX, message: m.fromCases }).nullish(),
      case_price: casePriceSchema().nullish(),
      percent_off: percentOffSchema().nullish(),
    },
    { message: m.entryShape },
  )
  .transform((e, ctx): PriceListEntryInput => {
    const issue = (message: string, path: string[] = []) => ctx.addIssue({ code: "custom", message, path });
    const has = (v: unknown) => v !== null && v !== undefined;
    let entry: PriceListEntryInput | null = null;
    if (has(e.product) && has(e.category)) issue(m.itemOrCategory, ["category"]);
    else if (has(e.product)) {
      if (has(e.percent_off)) issue(m.notForItem, ["percent_off"]);
      if (!has(e.case_price)) issue(m.required, ["case_price"]);
      else if (has(e.from_cases)) entry = { kind: "break", product: e.product!, from_cases: e.from_cases!, case_price: e.case_price! };
      else entry = { kind: "product", product: e.product!, case_price: e.case_price! };
    } else if (has(e.category)) {
      if (has(e.case_price)) issue(m.notForCategory, ["case_price"]);
      if (has(e.from_cases)) issue(m.notForCategory, ["from_cases"]);
      if (!has(e.percent_off)) issue(m.required, ["percent_off"]);
      else entry = { kind: "category", category: e.category!, percent_off: e.percent_off! };
    } else issue(m.entryShape);
    if (entry && has(e.kind) && e.kind !== entry.kind) issue(m.entryKind(entry.kind), ["kind"]);
    return entry ?? (z.NEVER as never);
  });

/** What makes two entries the same price: one per product, per category, per product and break. */
export function entryKey(entry: PriceListEntryInput): string {
  if (entry.kind === "category") return `c:${entry.category}`;
  return entry.kind === "break" ? `b:${entry.product}:${entry.from_cases}` : `p:${entry.product}`;
}

/** A list's whole set of entries: each priced thing once. */
export const priceListEntriesSchema = z
  .array(entrySchema, { message: m.entriesList })
  .max(PRICE_LIST_ENTRIES_MAX, m.entriesList)
  .superRefine((entries, ctx) => {
    const seen = new Map<string, number>();
    entries.forEach((entry, index) => {
      if (!entry) return;
      const key = entryKey(entry);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, index);
      else ctx.addIssue({ code: "custom", message: m.duplicateEntry(first), path: [index, entry.kind === "category" ? "category" : entry.kind === "break" ? "from_cases" : "product"] });
    });
  });

const fields = {
  name: text({ max: PRICE_LIST_NAME_MAX, required: true }),
  valid_from: day(),
  valid_to: day(),
  entries: priceListEntriesSchema,
};

/** The period's start is not after its end (both given; the domain checks one against the stored other). */
function periodInOrder(v: { valid_from?: string | null; valid_to?: string | null }): boolean {
  return !v.valid_from || !v.valid_to || v.valid_from <= v.valid_to;
}

/** POST /api/price-lists/: a name (unique, case aside), an optional validity period and entries. */
export const priceListCreateSchema = z
  .object({ name: fields.name, valid_from: fields.valid_from.optional(), valid_to: fields.valid_to.optional(), entries: fields.entries.optional() })
  .refine(periodInOrder, { message: m.periodOrder, path: ["valid_to"] });
export type PriceListCreate = z.output<typeof priceListCreateSchema>;
export type PriceListCreateInput = z.input<typeof priceListCreateSchema>;

/** PATCH /api/price-lists/{id}/: any of the fields; `entries` replaces every entry; null dates open the period. */
export const priceListPatchSchema = z.object(fields).partial().refine(periodInOrder, { message: m.periodOrder, path: ["valid_to"] });
export type PriceListPatch = z.output<typeof priceListPatchSchema>;
export type PriceListPatchInput = z.input<typeof priceListPatchSchema>;

/** POST /api/price-lists/{id}/import/?dry_run=true: judge the file and write nothing. */
export const priceListImportQuerySchema = z.object({ dry_run: queryFlag("dry_run") });

/** The import's multipart body: the CSV file in the field `file`. */
export const priceListImportSchema = z.object({
  file: z.custom<File>((v) => typeof File !== "undefined" && v instanceof File, m.fileRequired),
});

/* The answers. Money and percentages are decimal strings ("41.10", "12.50"), dates YYYY-MM-DD. */

/** GET /api/price-lists/: one list. */
export interface PriceListSummary {
  id: number;
  name: string;
  valid_from: string | null;
  valid_to: string | null;
  /** In force today (America/Vancouver): its customers buy at its prices. */
  in_force: boolean;
  entry_count: number;
  customer_count: number;
}

/** One entry as GET /api/price-lists/{id}/ shows it: product fields null for a category entry and vice versa. */
export interface PriceListEntryView {
  kind: PriceListEntryKind;
  product: number | null;
  item: string | null;
  product_name: string | null;
  box_quantity: number | null;
  /** The product's list price for a case (unit price × case size, before its own special). */
  list_case_price: string | null;
  category: number | null;
  category_name: string | null;
  category_slug: string | null;
  from_cases: number | null;
  case_price: string | null;
  percent_off: string | null;
  /** The product or category is in the trash (the entry applies again once it is restored). */
  is_deleted: boolean;
}

/** GET, POST and PATCH /api/price-lists/…: the whole list. */
export interface PriceListDetail {
  id: number;
  name: string;
  valid_from: string | null;
  valid_to: string | null;
  in_force: boolean;
  customers: Array<{ id: number; company: string; email: string }>;
  /** Fixed prices by item code, then quantity breaks by item code and cases, then categories by slug. */
  entries: PriceListEntryView[];
}

/** One refused CSV row: `row` counts the header as row 1; `column` null when the whole row is wrong. */
export interface PriceListImportRefusal {
  row: number;
  column: PriceListCsvColumn | null;
  reason: string;
}

/** POST /api/price-lists/{id}/import/. */
export interface PriceListImportReport {
  dry_run: boolean;
  /** Whether the entries were written: never on a dry run, never when a row is refused. */
  applied: boolean;
  /** New entries (written when applied, else what the rows would create). */
  created: number;
  /** Entries whose price changed. */
  updated: number;
  /** Rows equal to an entry already there. */
  unchanged: number;
  refused: PriceListImportRefusal[];
  /** Only when rows are refused on a real run (the 400): what happened. */
  detail?: string;
}

/** Whom a customer's profile says they buy under (staff only). */
export interface PriceListRef {
  id: number;
  name: string;
}
