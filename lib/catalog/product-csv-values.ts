import "server-only";
import { csvDecimal, type CsvDelimiter } from "@/lib/csv/csv-read";
import { productPatchSchema } from "@/lib/shared/catalog/product-schemas";
import { importErrorMessages as m } from "@/lib/shared/messages/errors-import";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { PROMO_ACTIONS } from "@/lib/shared/pricing/pricing";
import { CATEGORY_PATH_SEPARATOR, CATEGORY_SEPARATOR, type ProductCsvColumn, type ProductCsvValue } from "@/lib/shared/catalog/product-csv-schemas";

/*
 * One product CSV cell to its value (issue 32), by the product form's own rules (productPatchSchema:
 * the import accepts nothing the form refuses), and the values as the export writes them and the
 * import compares them: prices as "41.10", a percentage as "12.5", counts as numbers, stock as a
 * boolean. No database: the lookups (vendor by name, categories by slug or path) are the caller's.
 */

/** The plain columns (the others are looked up: vendor, categories, image). */
export type PlainColumn = Exclude<ProductCsvColumn, "vendor" | "categories" | "image">;

export type CellResult = { value: ProductCsvValue } | { error: string };

const shape = productPatchSchema.shape;

function bySchema(schema: { safeParse: (v: unknown) => { success: true; data: unknown } | { success: false; error: { issues: Array<{ message: string }> } } }, text: string): CellResult {
  const parsed = schema.safeParse(text);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? m.required };
  return { value: parsed.data as ProductCsvValue };
}

const YES = new Set(["true", "yes", "y", "1", "oui", "o", "vrai"]);
const NO = new Set(["false", "no", "n", "0", "non", "faux"]);

/** An amount as stored and exported: "41.10". */
export const moneyText = (value: string) => centsToDecimal(toCents(value));
/** A percentage as compared and shown: "12.5", "0". */
export const percentText = (value: string) => String(Number(value));

/** One cell of a plain column, read as the product form reads its field. */
export function readCell(column: PlainColumn, text: string, delimiter: CsvDelimiter): CellResult {
  switch (column) {
    case "price":
    case "cost": {
      const result = bySchema(shape[column], csvDecimal(text, delimiter, "$"));
      return "error" in result ? result : { value: moneyText(String(result.value)) };
    }
    case "special": {
      const result = bySchema(shape.special, csvDecimal(text, delimiter, "%"));
      return "error" in result ? result : { value: percentText(String(result.value)) };
    }
    case "stock": {
      const word = text.toLowerCase();
      if (YES.has(word)) return { value: true };
      if (NO.has(word)) return { value: false };
      return { error: m.yesOrNo };
    }
    case "sales_tax_code":
    case "purchase_tax_code":
      return bySchema(shape[column], text.toUpperCase());
    case "provincial_tax_class":
      return bySchema(shape.provincial_tax_class, text.toLowerCase());
    case "actions":
      return bySchema(shape.actions, PROMO_ACTIONS.find((a) => a.toLowerCase() === text.toLowerCase()) ?? text);
    case "barcode": {
      const result = bySchema(shape.barcode, text);
      return "error" in result ? result : { value: result.value ?? null };
    }
    default:
      // item, name, name_fr (text), box_quantity, need_to_reorder_below, quantity (whole numbers).
      return bySchema(shape[column], text);
  }
}

/** The names in a `categories` cell: slugs or paths ("Dairy > Milk"), each split into its names. */
export function categoryRefs(text: string): string[][] {
  return text
    .split(CATEGORY_SEPARATOR)
    .map((part) => part.split(CATEGORY_PATH_SEPARATOR).map((name) => name.trim()).filter(Boolean))
    .filter((path) => path.length > 0);
}

/** The last part of a stored picture key ("products/brie-1a2b3c.webp" → "brie-1a2b3c.webp"): the `image` cell. */
export const imageFileName = (key: string | null) => (key ? key.slice(key.lastIndexOf("/") + 1) : null);
