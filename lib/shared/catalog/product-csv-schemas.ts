import { z } from "zod";
import { choice, text } from "@/lib/shared/validation/primitives";
import { catalogErrorMessages } from "@/lib/shared/messages/errors-catalog";
import { optionalIdText } from "@/lib/shared/validation/primitives";
import { importErrorMessages as m } from "@/lib/shared/messages/errors-import";

/*
 * The product CSV of issue 32 (docs/data-exchange.md "Products"): its columns, their French names,
 * the limits, and the import's report. Client-safe (the import page reads the report's types).
 */

/** The columns, named as the API names the product's fields (docs/api.md), in the export's order. */
export const PRODUCT_CSV_COLUMNS = [
  "item",
  "name",
  "name_fr",
  "price",
  "cost",
  "special",
  "box_quantity",
  "barcode",
  "sales_tax_code",
  "purchase_tax_code",
  "provincial_tax_class",
  "need_to_reorder_below",
  "actions",
  "stock",
  "quantity",
  "vendor",
  "categories",
  "image",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * The French header names (a spreadsheet kept in French): compared without accents or letter case,
 * so "Coût" and "cout" both name `cost`.
 */
export const PRODUCT_CSV_FRENCH: Readonly<Record<ProductCsvColumn, string>> = {
  item: "article",
  name: "nom",
  name_fr: "nom_fr",
  price: "prix",
  cost: "cout",
  special: "rabais",
  box_quantity: "quantite_par_boite",
  barcode: "code_barres",
  sales_tax_code: "code_taxe_vente",
  purchase_tax_code: "code_taxe_achat",
  provincial_tax_class: "classe_taxe_provinciale",
  need_to_reorder_below: "seuil_de_reapprovisionnement",
  actions: "promotion",
  stock: "en_stock",
  quantity: "quantite",
  vendor: "fournisseur",
  categories: "categories",
  image: "image",
};

/** French name → column, for the reader's aliases. */
export const PRODUCT_CSV_ALIASES: Readonly<Record<string, ProductCsvColumn>> = Object.fromEntries(
  Object.entries(PRODUCT_CSV_FRENCH).map(([column, french]) => [french, column as ProductCsvColumn]),
);

/** The largest CSV file an import takes (50,000 rows with every column filled are about 7 MB). */
export const PRODUCT_CSV_MAX_MB = 20;
export const PRODUCT_CSV_MAX_BYTES = PRODUCT_CSV_MAX_MB * 1024 * 1024;
/** The largest ZIP of pictures (a catalogue's worth: a few thousand pictures of 50 to 100 kB). */
export const PRODUCT_ZIP_MAX_MB = 200;
export const PRODUCT_ZIP_MAX_BYTES = PRODUCT_ZIP_MAX_MB * 1024 * 1024;
/** The import's whole upload: both files and the multipart framing. */
export const PRODUCT_IMPORT_MAX_BYTES = PRODUCT_CSV_MAX_BYTES + PRODUCT_ZIP_MAX_BYTES + 1024 * 1024;
/** The most data rows one import takes. */
export const PRODUCT_CSV_MAX_ROWS = 50_000;
/** How many changes and refusals the report lists (it always counts them all). */
export const PRODUCT_IMPORT_REPORT_LIMIT = 500;
/** Between categories in the `categories` cell; within a path, between a category and its subcategory. */
export const CATEGORY_SEPARATOR = "|";
export const CATEGORY_PATH_SEPARATOR = ">";

/** ?dry_run=true|false (default true: judging a file never writes by mistake). */
export const productImportQuerySchema = z.object({
  dry_run: choice(["true", "false"], catalogErrorMessages.trueOrFalse)
    .optional()
    .transform((v) => v !== "false"),
});

const isFile = (v: unknown): v is File => typeof File !== "undefined" && v instanceof File;

/** The multipart body: `file` (the CSV) and optionally `images` (a ZIP). */
export const productImportSchema = z.object({
  file: z.custom<File>((v) => isFile(v) && v.size > 0, m.fileRequired),
  images: z
    .custom<File>((v) => isFile(v), m.imagesNotZip)
    .optional()
    .transform((file) => (file && file.size > 0 ? file : undefined)),
});

/** GET /api/products/export/: the admin product list's filters. */
export const productExportQuerySchema = z.object({
  search: text({ max: 100, maxMessage: catalogErrorMessages.searchTooLong(100) })
    .optional()
    .transform((v) => v?.toLowerCase() || undefined),
  category: optionalIdText(catalogErrorMessages.categoryChoice),
});

/** One refused cell or row: `row` counts the header as row 1; `column` null when the whole row is wrong. */
export interface ProductImportRefusal {
  row: number;
  column: ProductCsvColumn | null;
  reason: string;
}

/** A value as the report shows it: the CSV's text of the field (categories and vendor by name/slug). */
export type ProductCsvValue = string | number | boolean | null;

/** What a row creates or changes, field by field. */
export interface ProductImportChange {
  row: number;
  item: string;
  action: "create" | "update";
  fields: Partial<Record<ProductCsvColumn, { before: ProductCsvValue; after: ProductCsvValue }>>;
}

/** POST /api/products/import/. */
export interface ProductImportReport {
  dry_run: boolean;
  /** Whether the products were written: never on a dry run, never when a row is refused. */
  applied: boolean;
  /** New products (created when applied, else what the rows would create). */
  created: number;
  /** Products with at least one field changed. */
  updated: number;
  /** Rows equal to the product already there. */
  unchanged: number;
  /** The first PRODUCT_IMPORT_REPORT_LIMIT refusals, in row order. */
  refused: ProductImportRefusal[];
  /** How many refusals in all, and how many rows they are on. */
  refused_total: number;
  refused_rows: number;
  /** The first PRODUCT_IMPORT_REPORT_LIMIT creations and changes, in row order. */
  changes: ProductImportChange[];
  changes_total: number;
  /** Only when rows are refused on a real run (the 400): what happened. */
  detail?: string;
}

/** A progress line of the NDJSON answer (Accept: application/x-ndjson): rows judged so far. */
export interface ProductImportProgress {
  rows: number;
}
