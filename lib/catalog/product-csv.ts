import "server-only";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { executeRows } from "@/db/rows";
import { categories, productCategories, products, productStock, vendors } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { openCsv, type CsvDelimiter, type CsvRow } from "@/lib/csv/csv-read";
import { requireAdmin } from "@/lib/identity/access";
import { recordAudit, recordAudits, type AuditEntry } from "@/lib/audit/audit-log";
import { Invalid, PayloadTooLarge } from "@/lib/shared/errors/domain-errors";
import { importErrorMessages as m } from "@/lib/shared/messages/errors-import";
import { productErrorMessages as pm } from "@/lib/shared/messages/errors-products";
import { slugify } from "@/lib/shared/catalog/slug";
import {
  PRODUCT_CSV_ALIASES,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_BYTES,
  PRODUCT_CSV_MAX_MB,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_IMPORT_REPORT_LIMIT,
  PRODUCT_ZIP_MAX_BYTES,
  PRODUCT_ZIP_MAX_MB,
  type ProductCsvColumn,
  type ProductCsvValue,
  type ProductImportChange,
  type ProductImportRefusal,
  type ProductImportReport,
} from "@/lib/shared/catalog/product-csv-schemas";
import { invalidateCatalog } from "./catalog-cache";
import { deleteIfUnused, IMAGE_MAX_BYTES, releaseProductImage, storeProductImage } from "./product-image";
import { categoryRefs, imageFileName, moneyText, percentText, readCell, type PlainColumn } from "./product-csv-values";

/*
 * The product CSV import (issue 32, docs/data-exchange.md "Products"): creates products by item
 * code, or changes the fields its cells give (a blank cell leaves the field as it is).
 *
 * One pass over the file, streamed in batches of BATCH rows, inside one transaction: each batch's
 * products are read in one query, every row judged by the product form's rules (product-csv-values.ts),
 * and — on a real run, while no row has been refused — the batch is written at once (a multi-row
 * INSERT, an UPDATE FROM jsonb_to_recordset). A refused row stops the writing, the rest of the file is
 * still judged, and the transaction is rolled back: all or nothing. A dry run writes nothing.
 * Pictures named in the `image` column come from the ZIP sent beside the file; they are stored
 * (media store, sharp renditions) before the rows that use them and removed again on a rollback.
 */

const BATCH = 1000;
/** Rows written from which an import refreshes the tables' planner statistics. */
const ANALYZE_AFTER_ROWS = 5000;
const PLAIN_COLUMNS = PRODUCT_CSV_COLUMNS.filter((c): c is PlainColumn => c !== "vendor" && c !== "categories" && c !== "image");
/** What a new product must have, as the product form requires (the others take the form's defaults). */
const NEW_PRODUCT_NEEDS: readonly ProductCsvColumn[] = ["name", "price", "box_quantity", "sales_tax_code", "purchase_tax_code", "actions", "categories"];

/** A product as the import compares it: every column's value as the CSV writes it. */
type Values = Record<ProductCsvColumn, ProductCsvValue>;

interface StoredProduct {
  id: number;
  isDeleted: boolean;
  slug: string;
  image: string | null;
  vendorId: number | null;
  categoryIds: number[];
  values: Values;
}

interface CategoryInfo {
  id: number;
  slug: string;
  name: string;
  nameFr: string;
  parentId: number | null;
  isDeleted: boolean;
}

interface Lookups {
  vendorsByName: Map<string, { id: number; name: string }>;
  vendorNames: Map<number, string>;
  categories: Map<number, CategoryInfo>;
  categoriesBySlug: Map<string, CategoryInfo>;
  /** "dairy" and "dairy > milk", lowercased, by English and French names. */
  categoriesByPath: Map<string, CategoryInfo>;
}

/** The `categories` cell of a set of category ids: slugs, the main category first. */
export function categoriesText(ids: readonly number[], byId: ReadonlyMap<number, { slug: string; parentId: number | null }>): string | null {
  const known = ids.map((id) => byId.get(id)).filter((c): c is NonNullable<typeof c> => c !== undefined);
  known.sort((a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.slug.localeCompare(b.slug));
  return known.length ? known.map((c) => c.slug).join("|") : null;
}

/** A text[] literal for `= any(…::text[])` (one parameter, whatever the batch's size). */
const textArray = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

async function loadLookups(ctx: Ctx): Promise<Lookups> {
  const vendorRows = await ctx.db.select({ id: vendors.id, name: vendors.name }).from(vendors);
  const categoryRows = await ctx.db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, nameFr: categories.nameFr, parentId: categories.parentId, isDeleted: categories.isDeleted })
    .from(categories);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const byPath = new Map<string, CategoryInfo>();
  const key = (names: string[]) => names.map((n) => n.trim().toLowerCase()).join(" > ");
  // Active categories first, so that a name shared with one in the trash finds the active one.
  for (const c of [...categoryRows].sort((a, b) => Number(a.isDeleted) - Number(b.isDeleted) || a.id - b.id)) {
    const parent = c.parentId === null ? null : byId.get(c.parentId);
    const names = [c.name, ...(c.nameFr ? [c.nameFr] : [])];
    for (const name of names) {
      const paths = parent ? [parent.name, ...(parent.nameFr ? [parent.nameFr] : [])].map((p) => key([p, name])) : [key([name])];
      for (const path of paths) if (!byPath.has(path)) byPath.set(path, c);
    }
  }
  return {
    vendorsByName: new Map(vendorRows.map((v) => [v.name.trim().toLowerCase(), v])),
    vendorNames: new Map(vendorRows.map((v) => [v.id, v.name])),
    categories: byId,
    categoriesBySlug: new Map(categoryRows.map((c) => [c.slug.toLowerCase(), c])),
    categoriesByPath: byPath,
  };
}

/** The products of a batch by lowercased item code, with their stock levels and categories. */
/**
 * Products as the CSV has them, with what the import needs besides (id, slug, picture key, vendor
 * and category ids, trash): one select, which the import reads by item and the export by id batches
 * (./product-csv-export.ts). `where` narrows it; the caller orders and limits.
 */
export function productCsvRows(ctx: Ctx) {
  return ctx.db
    .select({
      id: products.id,
      item: products.item,
      name: products.name,
      nameFr: products.nameFr,
      slug: products.slug,
      price: products.price,
      cost: products.cost,
      special: products.special,
      boxQuantity: products.boxQuantity,
      barcode: products.barcode,
      salesTaxCode: products.salesTaxCode,
      purchaseTaxCode: products.purchaseTaxCode,
      provincialTaxClass: products.provincialTaxClass,
      actions: products.actions,
      stock: products.stock,
      vendorId: products.vendorId,
      image: products.image,
      isDeleted: products.isDeleted,
      quantity: productStock.quantity,
      needToReorderBelow: productStock.needToReorderBelow,
      categoryIds: sql<number[]>`array(select pc.category_id from ${productCategories} pc where pc.product_id = ${products.id})`,
    })
    .from(products)
    .leftJoin(productStock, sql`${productStock.productId} = ${products.id}`)
    .$dynamic();
}

type ProductCsvRow = Awaited<ReturnType<typeof productCsvRows>>[number];

/** A product's cells as the export writes them and the import compares them, in the columns' terms. */
export function productCsvValues(r: ProductCsvRow, vendorNames: ReadonlyMap<number, string>, categoriesById: ReadonlyMap<number, { slug: string; parentId: number | null }>): Values {
  return {
    item: r.item,
    name: r.name,
    name_fr: r.nameFr,
    price: moneyText(r.price),
    cost: moneyText(r.cost),
    special: percentText(r.special),
    box_quantity: r.boxQuantity,
    barcode: r.barcode,
    sales_tax_code: r.salesTaxCode,
    purchase_tax_code: r.purchaseTaxCode,
    provincial_tax_class: r.provincialTaxClass,
    need_to_reorder_below: r.needToReorderBelow ?? 0,
    actions: r.actions,
    stock: r.stock,
    quantity: r.quantity ?? 0,
    vendor: r.vendorId === null ? null : (vendorNames.get(r.vendorId) ?? null),
    categories: categoriesText((r.categoryIds ?? []).map(Number), categoriesById),
    image: imageFileName(r.image),
  };
}

async function storedProducts(ctx: Ctx, items: string[], lookups: Lookups): Promise<Map<string, StoredProduct>> {
  if (items.length === 0) return new Map();
  const rows = await productCsvRows(ctx).where(sql`lower(${products.item}) = any(${textArray(items)}::text[])`);
  const found = new Map<string, StoredProduct>();
  for (const r of rows) {
    found.set(r.item.toLowerCase(), {
      id: r.id,
      isDeleted: r.isDeleted,
      slug: r.slug,
      image: r.image,
      vendorId: r.vendorId,
      categoryIds: (r.categoryIds ?? []).map(Number),
      values: productCsvValues(r, lookups.vendorNames, lookups.categories),
    });
  }
  return found;
}

/** The ZIP of pictures: its entries by lowercased file name (the last part of the path), read on demand. */
class PictureZip {
  private readonly entries = new Map<string, { path: string; size: number }>();
  private readonly checked = new Map<string, string | null>();
  private readonly stored = new Map<string, string>();

  constructor(private readonly bytes: Uint8Array) {
    try {
      unzipSync(bytes, {
        filter: (file) => {
          const name = file.name.slice(file.name.lastIndexOf("/") + 1);
          // Folders and the files macOS adds beside each one (__MACOSX/._name) are not pictures.
          if (name && !file.name.startsWith("__MACOSX/") && !name.startsWith("._")) this.entries.set(name.toLowerCase(), { path: file.name, size: file.originalSize });
          return false;
        },
      });
    } catch {
      throw Invalid.field("images", m.imagesNotZip);
    }
  }

  private read(name: string): Uint8Array {
    const entry = this.entries.get(name.toLowerCase())!;
    const files = unzipSync(this.bytes, { filter: (file) => file.name === entry.path });
    return files[entry.path]!;
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** Why the picture cannot be a product's (null when it can), judged by its content as the product form judges an upload. */
  async problem(name: string): Promise<string | null> {
    const key = name.toLowerCase();
    if (this.checked.has(key)) return this.checked.get(key)!;
    let problem: string | null = null;
    if (this.entries.get(key)!.size > IMAGE_MAX_BYTES) problem = pm.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024);
    else {
      try {
        const meta = await sharp(this.read(name), { limitInputPixels: false }).metadata();
        if (!meta.format || !["jpeg", "png", "webp"].includes(meta.format) || !meta.width || !meta.height) problem = m.imageUnreadable(name);
      } catch {
        problem = m.imageUnreadable(name);
      }
    }
    this.checked.set(key, problem);
    return problem;
  }

  /** Stores the picture once (the renditions of the product form) and answers its media key. */
  async store(name: string, baseName: string): Promise<string> {
    const key = name.toLowerCase();
    const done = this.stored.get(key);
    if (done) return done;
    const bytes = this.read(name);
    const stored = await storeProductImage(new File([bytes.slice().buffer as ArrayBuffer], name), baseName);
    this.stored.set(key, stored);
    return stored;
  }

  storedKeys(): string[] {
    return [...this.stored.values()];
  }
}

/** A row judged: what it creates or changes, or nothing (refused or unchanged). */
interface Judged {
  row: number;
  item: string;
  stored: StoredProduct | null;
  /** The row's values, for the columns it gives. */
  values: Partial<Values>;
  changed: Partial<Record<ProductCsvColumn, { before: ProductCsvValue; after: ProductCsvValue }>>;
  vendorId?: number | null;
  categoryIds?: number[];
  /** A picture to store from the ZIP. */
  imageFile?: string;
}

/** The form's rule for categories: one active top-level category, and at most one active subcategory of it. */
function categoryProblem(ids: number[], lookups: Lookups): string | null {
  const rows = ids.map((id) => lookups.categories.get(id)!);
  const mains = rows.filter((c) => c.parentId === null);
  const subs = rows.filter((c) => c.parentId !== null);
  if (mains.length === 0) return pm.mainCategory;
  if (mains.length > 1 || subs.length > 1) return pm.categoryIds;
  if (subs[0] && subs[0].parentId !== mains[0]!.id) return pm.notASubcategory;
  return null;
}

/** The category ids a `categories` cell names (a subcategory brings its parent), or the reason it cannot. */
function resolveCategories(text: string, lookups: Lookups): { ids: number[] } | { error: string } {
  const ids = new Set<number>();
  for (const path of categoryRefs(text)) {
    const written = path.join(" > ");
    const found =
      path.length === 1 ? (lookups.categoriesBySlug.get(path[0]!.toLowerCase()) ?? lookups.categoriesByPath.get(path[0]!.toLowerCase())) : lookups.categoriesByPath.get(path.map((p) => p.toLowerCase()).join(" > "));
    if (!found) return { error: m.unknownCategory(written) };
    const parent = found.parentId === null ? null : lookups.categories.get(found.parentId)!;
    if (found.isDeleted || parent?.isDeleted) return { error: m.trashedCategory(written) };
    ids.add(found.id);
    if (parent) ids.add(parent.id);
  }
  if (ids.size === 0) return { error: pm.mainCategory };
  return { ids: [...ids] };
}

interface ImportState {
  delimiter: CsvDelimiter;
  lookups: Lookups;
  zip: PictureZip | null;
  /** Lowercased item code → the row that first named it. */
  seen: Map<string, number>;
  refused: ProductImportRefusal[];
  refusedTotal: number;
  refusedRows: number;
  changes: ProductImportChange[];
  changesTotal: number;
  created: number;
  updated: number;
  unchanged: number;
}

async function judgeRow(state: ImportState, csvRow: CsvRow<ProductCsvColumn>, stored: StoredProduct | null): Promise<{ judged: Judged | null; problems: ProductImportRefusal[] }> {
  const { row, cells, problem } = csvRow;
  const problems: ProductImportRefusal[] = [];
  const refuse = (column: ProductCsvColumn | null, reason: string) => problems.push({ row, column, reason });
  if (problem) refuse(null, problem);
  const item = cells.item;
  if (item === undefined) {
    refuse("item", m.required);
    return { judged: null, problems };
  }
  const first = state.seen.get(item.toLowerCase());
  if (first !== undefined) {
    refuse("item", m.duplicateRow(first));
    return { judged: null, problems };
  }
  state.seen.set(item.toLowerCase(), row);
  if (stored?.isDeleted) refuse("item", m.trashedProduct(stored.values.item as string));
  const values: Partial<Values> = {};
  const judged: Judged = { row, item: stored ? (stored.values.item as string) : item, stored, values, changed: {} };
  for (const column of PLAIN_COLUMNS) {
    const text = cells[column];
    if (text === undefined) continue;
    const result = readCell(column, text, state.delimiter);
    if ("error" in result) refuse(column, result.error);
    else values[column] = result.value;
  }
  // The stored item code is kept as written (the file may write it in another letter case).
  if (stored) values.item = stored.values.item;
  if (cells.vendor !== undefined) {
    const vendor = state.lookups.vendorsByName.get(cells.vendor.toLowerCase());
    if (!vendor) refuse("vendor", m.unknownVendor(cells.vendor));
    else {
      values.vendor = vendor.name;
      judged.vendorId = vendor.id;
    }
  }
  if (cells.categories !== undefined) {
    const result = resolveCategories(cells.categories, state.lookups);
    if ("error" in result) refuse("categories", result.error);
    else if (stored && sameIds(result.ids, stored.categoryIds)) values.categories = stored.values.categories;
    else {
      const rule = categoryProblem(result.ids, state.lookups);
      if (rule) refuse("categories", rule);
      else {
        values.categories = categoriesText(result.ids, state.lookups.categories);
        judged.categoryIds = result.ids;
      }
    }
  }
  if (cells.image !== undefined) {
    const name = cells.image;
    if (stored && stored.values.image !== null && name.toLowerCase() === String(stored.values.image).toLowerCase()) values.image = stored.values.image;
    else if (!state.zip) refuse("image", m.imageNoZip(name));
    else if (!state.zip.has(name)) refuse("image", m.imageNotInZip(name));
    else {
      const why = await state.zip.problem(name);
      if (why) refuse("image", why);
      else {
        values.image = name;
        judged.imageFile = name;
      }
    }
  }
  if (!stored) for (const column of NEW_PRODUCT_NEEDS) if (cells[column] === undefined) refuse(column, m.newProductNeeds(column));
  if (problems.length > 0) return { judged: null, problems };
  for (const column of PRODUCT_CSV_COLUMNS) {
    if (!(column in values)) continue;
    const after = values[column] ?? null;
    const before = stored ? stored.values[column] : null;
    if (!stored || before !== after) judged.changed[column] = { before: stored ? before : null, after };
  }
  return { judged, problems };
}

/** The product columns of a create or an update, from the row's values (blank cells: the form's defaults or the stored value). */
function productColumns(j: Judged, image: string | null | undefined) {
  const v = (column: ProductCsvColumn) => (column in j.values ? j.values[column] : j.stored ? j.stored.values[column] : undefined);
  return {
    name: v("name") as string,
    nameFr: (v("name_fr") ?? "") as string,
    price: v("price") as string,
    cost: (v("cost") ?? "0") as string,
    special: (v("special") ?? "0") as string,
    barcode: (v("barcode") ?? null) as string | null,
    boxQuantity: v("box_quantity") as number,
    stock: (v("stock") ?? true) as boolean,
    salesTaxCode: v("sales_tax_code") as "G" | "E",
    purchaseTaxCode: v("purchase_tax_code") as "G" | "E",
    provincialTaxClass: (v("provincial_tax_class") ?? "exempt") as "exempt" | "taxable",
    actions: v("actions") as "None" | "10-1",
    vendorId: j.vendorId !== undefined ? j.vendorId : (j.stored?.vendorId ?? null),
    image: image !== undefined ? image : (j.stored?.image ?? null),
  };
}

/** The row's product columns by their SQL names, for jsonb_to_recordset (PRODUCT_RECORD_TYPES). */
function productRecord(j: Judged, image: string | null | undefined) {
  const c = productColumns(j, image);
  return {
    name: c.name,
    name_fr: c.nameFr,
    price: c.price,
    cost: c.cost,
    special: c.special,
    barcode: c.barcode,
    box_quantity: c.boxQuantity,
    stock: c.stock,
    sales_tax_code: c.salesTaxCode,
    purchase_tax_code: c.purchaseTaxCode,
    provincial_tax_class: c.provincialTaxClass,
    actions: c.actions,
    vendor_id: c.vendorId,
    image: c.image,
  };
}

const PRODUCT_RECORD_COLUMNS = sql.raw(
  "name, name_fr, price, cost, special, barcode, box_quantity, stock, sales_tax_code, purchase_tax_code, provincial_tax_class, actions, vendor_id, image",
);
const PRODUCT_RECORD_VALUES = sql.raw(
  "x.name, x.name_fr, x.price::numeric(12,2), x.cost::numeric(12,2), x.special::numeric(5,2), x.barcode, x.box_quantity, x.stock, x.sales_tax_code, x.purchase_tax_code, x.provincial_tax_class, x.actions, x.vendor_id, x.image",
);
const PRODUCT_RECORD_TYPES = sql.raw(
  "name text, name_fr text, price text, cost text, special text, barcode text, box_quantity int, stock boolean, sales_tax_code text, purchase_tax_code text, provincial_tax_class text, actions text, vendor_id int, image text",
);

const PRODUCT_FIELDS: readonly ProductCsvColumn[] = [
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
  "actions",
  "stock",
  "vendor",
  "image",
];

/** The first free slug of a name's stem (the rule of slug-allocation.ts, against the slugs read up front). */
function freeSlug(name: string, taken: Set<string>): string {
  const stem = slugify(name).slice(0, 180) || "product";
  let slug = stem;
  for (let n = 2; taken.has(slug); n++) slug = `${stem}_${n}`;
  taken.add(slug);
  return slug;
}

/** Category links in one statement (two int[] parameters). */
async function insertLinks(ctx: Ctx, links: ReadonlyArray<{ productId: number; categoryId: number }>): Promise<void> {
  if (links.length === 0) return;
  await ctx.db.execute(sql`
    insert into ${productCategories} (product_id, category_id)
    select * from unnest(${`{${links.map((l) => l.productId).join(",")}}`}::int[], ${`{${links.map((l) => l.categoryId).join(",")}}`}::int[])`);
}

/** Writes one batch of judged rows (a real run, no row refused so far). */
async function writeBatch(ctx: Ctx, rows: Judged[], zip: PictureZip | null, slugs: Set<string>, touched: number[]): Promise<void> {
  const images = new Map<Judged, string>();
  for (const j of rows) if (j.imageFile && zip) images.set(j, await zip.store(j.imageFile, slugify(String(j.values.name ?? j.stored?.values.name ?? ""))));
  const audits: AuditEntry[] = [];

  const creates = rows.filter((j) => !j.stored);
  if (creates.length > 0) {
    // One parameter per batch (a JSON array read by jsonb_to_recordset) rather than a bound value
    // per cell: building and sending 20,000 parameters cost more than the insert itself.
    // category_ids are written with the row (its categories and their parents, sorted as the trigger
    // sorts them), so that the links' statement trigger (migration 0008) finds nothing to update.
    const records = creates.map((j) => ({
      ...productRecord(j, images.get(j) ?? null),
      item: j.item,
      slug: freeSlug(String(j.values.name), slugs),
      category_ids: `{${[...new Set(j.categoryIds ?? [])].sort((a, b) => a - b).join(",")}}`,
    }));
    const inserted = await executeRows<{ id: number; item: string }>(
      ctx.db,
      sql`
        insert into ${products} (item, slug, category_ids, ${PRODUCT_RECORD_COLUMNS})
        select x.item, x.slug, x.category_ids::int[], ${PRODUCT_RECORD_VALUES}
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(item text, slug text, category_ids text, ${PRODUCT_RECORD_TYPES})
        returning id, item`,
    );
    const idOf = new Map(inserted.map((r) => [r.item, r.id]));
    const links: Array<{ productId: number; categoryId: number }> = [];
    const levels: Array<{ productId: number; quantity: number; needToReorderBelow: number }> = [];
    for (const j of creates) {
      const id = idOf.get(j.item)!;
      touched.push(id);
      for (const categoryId of j.categoryIds ?? []) links.push({ productId: id, categoryId });
      levels.push({ productId: id, quantity: (j.values.quantity as number | undefined) ?? 0, needToReorderBelow: (j.values.need_to_reorder_below as number | undefined) ?? 0 });
      audits.push({ action: "create", entity: "product", entityId: id, after: Object.fromEntries(Object.entries(j.changed).map(([k, c]) => [k, c.after])) });
    }
    if (links.length) await insertLinks(ctx, links);
    if (levels.length) {
      await ctx.db.execute(sql`
        insert into ${productStock} (product_id, quantity, need_to_reorder_below)
        select * from unnest(${`{${levels.map((l) => l.productId).join(",")}}`}::int[], ${`{${levels.map((l) => l.quantity).join(",")}}`}::int[], ${`{${levels.map((l) => l.needToReorderBelow).join(",")}}`}::int[])`);
    }
  }

  const updates = rows.filter((j) => j.stored && Object.keys(j.changed).length > 0);
  const columnUpdates = updates.filter((j) => PRODUCT_FIELDS.some((c) => c in j.changed) || "categories" in j.changed);
  if (columnUpdates.length > 0) {
    const json = JSON.stringify(columnUpdates.map((j) => ({ id: j.stored!.id, ...productRecord(j, images.get(j)) })));
    await ctx.db.execute(sql`
      update ${products} p set (${PRODUCT_RECORD_COLUMNS}, updated_at) = (${PRODUCT_RECORD_VALUES}, now())
      from jsonb_to_recordset(${json}::jsonb) as x(id int, ${PRODUCT_RECORD_TYPES})
      where p.id = x.id`);
  }
  const newCategories = updates.filter((j) => j.categoryIds);
  if (newCategories.length > 0) {
    const ids = newCategories.map((j) => j.stored!.id);
    await ctx.db.execute(sql`delete from ${productCategories} where product_id = any(${`{${ids.join(",")}}`}::int[])`);
    await insertLinks(ctx, newCategories.flatMap((j) => j.categoryIds!.map((categoryId) => ({ productId: j.stored!.id, categoryId }))));
  }
  const levels = updates.filter((j) => "quantity" in j.changed || "need_to_reorder_below" in j.changed);
  if (levels.length > 0) {
    // Only the levels the file changes: units on hand that confirmations took off stay as they are otherwise.
    const json = JSON.stringify(
      levels.map((j) => ({ id: j.stored!.id, q: "quantity" in j.changed ? j.values.quantity : null, r: "need_to_reorder_below" in j.changed ? j.values.need_to_reorder_below : null })),
    );
    await ctx.db.execute(sql`
      insert into ${productStock} (product_id, quantity, need_to_reorder_below)
        select x.id, coalesce(x.q, s.quantity, 0), coalesce(x.r, s.need_to_reorder_below, 0)
        from jsonb_to_recordset(${json}::jsonb) as x(id int, q int, r int) left join ${productStock} s on s.product_id = x.id
      on conflict (product_id) do update set quantity = excluded.quantity, need_to_reorder_below = excluded.need_to_reorder_below`);
  }
  for (const j of updates) {
    touched.push(j.stored!.id);
    const image = images.get(j);
    if (image && j.stored!.image !== image) releaseProductImage(ctx, j.stored!.image);
    const before = Object.fromEntries(Object.entries(j.changed).map(([k, c]) => [k, c.before]));
    const after = Object.fromEntries(Object.entries(j.changed).map(([k, c]) => [k, c.after]));
    audits.push({ action: "update", entity: "product", entityId: j.stored!.id, before, after });
  }
  await recordAudits(ctx, audits);
}

/** Thrown to roll the transaction back once a real run has refused rows; carries the report. */
class Refused extends Error {
  constructor(readonly report: ProductImportReport) {
    super("import refused");
  }
}

export interface ProductImportOptions {
  dryRun: boolean;
  /** Called after each batch with the rows judged so far (the page's progress bar). */
  onProgress?: (rows: number) => void | Promise<void>;
}

/** The files an import reads: the CSV and optionally the ZIP of pictures. */
export interface ProductImportFiles {
  file: File;
  images?: File;
}

/**
 * POST /api/products/import/: judges every row of the CSV and, on a real run with no row refused,
 * creates and changes the products in one transaction, with one audit row per product and one for
 * the import. Answers what was (or would be) created, changed field by field, and refused.
 */
export async function importProductsCsv(ctx: Ctx, files: ProductImportFiles, options: ProductImportOptions): Promise<ProductImportReport> {
  requireAdmin(ctx.actor);
  if (files.file.size > PRODUCT_CSV_MAX_BYTES) throw new PayloadTooLarge(m.fileTooLarge(PRODUCT_CSV_MAX_MB));
  if (files.images && files.images.size > PRODUCT_ZIP_MAX_BYTES) throw new PayloadTooLarge(m.imagesTooLarge(PRODUCT_ZIP_MAX_MB));
  const reader = await openCsv(new Uint8Array(await files.file.arrayBuffer()), {
    columns: PRODUCT_CSV_COLUMNS,
    aliases: PRODUCT_CSV_ALIASES,
    required: ["item"],
    maxRows: PRODUCT_CSV_MAX_ROWS,
  });
  const zip = files.images ? new PictureZip(new Uint8Array(await files.images.arrayBuffer())) : null;
  const touched: number[] = [];
  try {
    const report = await inTransaction(ctx, async (tx) => {
      // A real run holds off other product writes (the slugs and item codes it allocates stay free);
      // reads and order confirmations (product_stock) go on.
      if (!options.dryRun) {
        await tx.db.execute(sql`lock table ${products} in share row exclusive mode`);
        // The trigram GIN indexes of the names take new entries into their pending list and merge it
        // in bulk once it is full: a larger list for this transaction merges a few times, not every
        // few hundred rows (bench/RESULTS.md "Product CSV import").
        await tx.db.execute(sql`set local gin_pending_list_limit = '64MB'`);
      }
      const state: ImportState = {
        delimiter: reader.header.delimiter,
        lookups: await loadLookups(tx),
        zip,
        seen: new Map(),
        refused: [],
        refusedTotal: 0,
        refusedRows: 0,
        changes: [],
        changesTotal: 0,
        created: 0,
        updated: 0,
        unchanged: 0,
      };
      const slugs = options.dryRun ? new Set<string>() : new Set((await tx.db.select({ slug: products.slug }).from(products)).map((r) => r.slug));
      let rowsRead = 0;
      for await (const batch of reader.batches(BATCH)) {
        const items = [...new Set(batch.flatMap((r) => (r.cells.item === undefined ? [] : [r.cells.item.toLowerCase()])))];
        const stored = await storedProducts(tx, items, state.lookups);
        const judgedRows: Judged[] = [];
        for (const csvRow of batch) {
          const { judged, problems } = await judgeRow(state, csvRow, csvRow.cells.item === undefined ? null : (stored.get(csvRow.cells.item.toLowerCase()) ?? null));
          if (problems.length > 0) {
            state.refusedTotal += problems.length;
            state.refusedRows += 1;
            for (const p of problems) if (state.refused.length < PRODUCT_IMPORT_REPORT_LIMIT) state.refused.push(p);
            continue;
          }
          if (!judged) continue;
          const kind = !judged.stored ? "create" : Object.keys(judged.changed).length > 0 ? "update" : null;
          if (kind === null) {
            state.unchanged += 1;
            continue;
          }
          if (kind === "create") state.created += 1;
          else state.updated += 1;
          state.changesTotal += 1;
          if (state.changes.length < PRODUCT_IMPORT_REPORT_LIMIT) state.changes.push({ row: judged.row, item: judged.item, action: kind, fields: judged.changed });
          judgedRows.push(judged);
        }
        if (!options.dryRun && state.refusedTotal === 0) await writeBatch(tx, judgedRows, zip, slugs, touched);
        rowsRead += batch.length;
        await options.onProgress?.(rowsRead);
      }
      const applied = !options.dryRun && state.refusedTotal === 0;
      const result: ProductImportReport = {
        dry_run: options.dryRun,
        applied,
        created: state.created,
        updated: state.updated,
        unchanged: state.unchanged,
        refused: state.refused,
        refused_total: state.refusedTotal,
        refused_rows: state.refusedRows,
        changes: state.changes,
        changes_total: state.changesTotal,
      };
      if (!options.dryRun && !applied) throw new Refused({ ...result, detail: m.importRefused(state.refusedRows) });
      if (applied) {
        await recordAudit(tx, {
          action: "import",
          entity: "import",
          after: { kind: "products", file: files.file.name, ...(files.images ? { images: files.images.name } : {}), created: state.created, updated: state.updated, unchanged: state.unchanged },
        });
        if (touched.length > 0) invalidateCatalog(tx, { productIds: touched });
        // A large import changes what the planner knows of the tables (a catalogue ten times larger):
        // refresh their statistics now rather than when autovacuum gets to it, or the next queries
        // over products plan for the old size (a re-import's dry run took 53 s instead of 11 s).
        // Inside the transaction, ANALYZE counts its own new rows.
        if (touched.length >= ANALYZE_AFTER_ROWS) await tx.db.execute(sql`analyze ${products}, ${productCategories}, ${productStock}`);
      }
      return result;
    });
    return report;
  } catch (error) {
    // Pictures stored for rows that were rolled back: no product refers to them.
    for (const key of zip?.storedKeys() ?? []) await deleteIfUnused(key);
    if (error instanceof Refused) return error.report;
    throw error;
  }
}
