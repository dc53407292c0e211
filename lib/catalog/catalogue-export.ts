import "server-only";
import { and, asc, eq, inArray, isNull, notExists, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { categories, productCategories, products, type ProductRow } from "@/db/schema";
import { requireAdmin } from "@/lib/identity/access";
import type { Ctx } from "@/lib/context/context";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { parsePercent, toCents } from "@/lib/shared/pricing/money";
import { discountedUnitCents, type PromoAction, type TaxCode } from "@/lib/shared/pricing/pricing";
import { bestPrice, casePrice, type ListPrice, type PriceRule, type ProductTerms } from "@/lib/shared/pricing/price-lists";
import { termsFor, type TermsByProduct } from "@/lib/pricing/price-list-terms";
import { listCategories } from "./categories";
import { categoryTree } from "@/lib/shared/catalog/category-tree";
import { productFilter } from "./product-list";
import type { ProductListQuery } from "@/lib/shared/catalog/product-query";
import { DEFAULT_LOCALE, inLocale, type Locale } from "@/lib/shared/i18n/locales";

/*
 * The products of the printed catalogue (GET /api/products/generate/pdf/), admins only: the active
 * products the catalogue shows for the same search and category (productFilter, the one WHERE of
 * the shop), grouped by category and read in keyset batches, so that a document of any size never
 * holds more than one batch.
 *
 * Grouping: each product is listed once, under its first category in this order: subcategories
 * before top-level categories (the most specific heading wins), each set in the order of the
 * headings (top-level by name, then its subcategories by name). A product filed under a
 * subcategory and its parent, as the shop files them, is listed under the subcategory; one filed
 * only under a top-level category is listed under it. With ?category=, only that category and its
 * subcategories count. Products in none of the covered active categories come last.
 *
 * A customer's price sheet (issue 30) is the same selection with each product's prices under the
 * customer's price list (lib/shared/pricing/price-lists.ts), read batch by batch with the rows.
 */

export const EXPORT_BATCH = 200;

/** A heading of the document: a top-level category (level 1) or a subcategory under it (level 2). */
export interface CatalogueSection {
  /** null: the products in none of the covered categories. */
  categoryId: number | null;
  level: 1 | 2;
  name: string;
  /** A subcategory's top-level category. */
  parentName: string | null;
}

export interface CatalogueProduct {
  id: number;
  item: string;
  name: string;
  barcode: string | null;
  caseSize: number;
  inStock: boolean;
  taxCode: TaxCode;
  promotion: PromoAction;
  listCents: number;
  /** The unit price after the discount (lib/shared/pricing). */
  unitCents: number;
  /** The discount in hundredths of a percent (1250 = 12.5%). */
  discountBasisPoints: number;
  /** The media key of the 214×214 picture, null when the product has none. */
  imageKey: string | null;
  /** On a customer's price sheet only: what they pay. */
  sheet?: SheetPrice;
}

/** A product's prices on a customer's price sheet: one case, and the quantity breaks below it. */
export interface SheetPrice {
  /** What priced one case (casePrice). */
  rule: PriceRule;
  caseCents: number;
  /** One unit's share of the case. */
  unitCents: number;
  /** The list price of a case, before any discount. */
  listCaseCents: number;
  /** The percentage behind a 'list' price (the product's special) or a 'category' one, hundredths of a percent; else null. */
  percentOffBasisPoints: number | null;
  /** The breaks that lower the price further, fewest cases first, each cheaper than the one before. */
  breaks: Array<{ fromCases: number; caseCents: number; unitCents: number }>;
}

export interface CatalogueBatch {
  section: CatalogueSection;
  products: CatalogueProduct[];
}

export interface CatalogueExport {
  /** What the document covers, for its title page. */
  covers: { search: string | null; category: { id: number; name: string } | null };
  /** How many products it lists. */
  count: number;
  /** The products, section after section, each section in name order, EXPORT_BATCH at a time. */
  batches: () => AsyncGenerator<CatalogueBatch>;
}

/** The columns a document reads, with both names and what its language sorts by. */
const exportColumns = (locale: Locale) => ({
  id: products.id,
  item: products.item,
  name: products.name,
  nameFr: products.nameFr,
  sortKey: sortKey(locale),
  barcode: products.barcode,
  boxQuantity: products.boxQuantity,
  stock: products.stock,
  salesTaxCode: products.salesTaxCode,
  actions: products.actions,
  price: products.price,
  special: products.special,
  image: products.image,
});

/** What a document in this language is ordered by (product-list.ts's name sort). */
function sortKey(locale: Locale) {
  return locale === "fr-CA" ? products.nameFrSort : products.name;
}

type ExportRow = Pick<ProductRow, "id" | "item" | "name" | "nameFr" | "barcode" | "boxQuantity" | "stock" | "salesTaxCode" | "actions" | "price" | "special" | "image">;

/** What a case costs under `terms`, and what it comes to from each break worth reaching. */
function sheetPrice(list: ListPrice, terms: ProductTerms | undefined): SheetPrice {
  const one = casePrice(list, terms);
  const box = Math.max(1, list.boxQuantity);
  const breaks: SheetPrice["breaks"] = [];
  let lowest = one.caseCents;
  const steps = [...new Set((terms?.breaks ?? []).map((b) => b.fromCases))].filter((n) => n > 1).sort((a, b) => a - b);
  for (const fromCases of steps) {
    const at = bestPrice(list, terms, fromCases * box);
    if (at.caseCents >= lowest) continue;
    breaks.push({ fromCases, caseCents: at.caseCents, unitCents: at.unitCents });
    lowest = at.caseCents;
  }
  const percent = one.rule === "category" ? (terms?.percentOffBasisPoints ?? null) : one.rule === "list" && list.specialBasisPoints > 0 ? list.specialBasisPoints : null;
  return { rule: one.rule, caseCents: one.caseCents, unitCents: one.unitCents, listCaseCents: list.priceCents * box, percentOffBasisPoints: percent, breaks };
}

/** A row as the document lists it; with `terms` (a price sheet), with the customer's prices. */
function shapeRow(row: ExportRow, locale: Locale, terms: TermsByProduct | null = null): CatalogueProduct {
  const listCents = toCents(row.price);
  const discountBasisPoints = parsePercent(row.special);
  const sheet = terms && { sheet: sheetPrice({ priceCents: listCents, specialBasisPoints: discountBasisPoints, boxQuantity: row.boxQuantity }, terms.get(row.id)) };
  return {
    id: row.id,
    item: row.item,
    name: inLocale(locale, row.name, row.nameFr),
    barcode: row.barcode,
    caseSize: row.boxQuantity,
    inStock: row.stock,
    taxCode: row.salesTaxCode,
    promotion: row.actions,
    listCents,
    unitCents: discountedUnitCents(listCents, discountBasisPoints),
    discountBasisPoints,
    imageKey: row.image,
    ...sheet,
  };
}

interface Group {
  section: CatalogueSection;
  /** Which products of the selection belong here. */
  condition: SQL | undefined;
}

const otherLink = alias(productCategories, "other_link");

function filedUnder(ctx: Ctx, categoryId: number): SQL {
  return inArray(products.id, ctx.db.select({ id: productCategories.productId }).from(productCategories).where(eq(productCategories.categoryId, categoryId)));
}

function filedUnderNoneOf(ctx: Ctx, categoryIds: number[]): SQL | undefined {
  if (categoryIds.length === 0) return undefined;
  return notExists(
    ctx.db
      .select({ one: sql`1` })
      .from(otherLink)
      .where(and(eq(otherLink.productId, products.id), inArray(otherLink.categoryId, categoryIds))),
  );
}

/** The covered active categories as sections, in heading order. */
async function coveredSections(ctx: Ctx, categoryId: number | undefined, locale: Locale): Promise<CatalogueSection[]> {
  // Staff read both names; the document is in one language, its headings in that language's order.
  // (categoryTree nests by the parents' ids and names each node by its own entry.)
  const named = (await listCategories(ctx, { isDeleted: false })).map((c) => ({ ...c, name: inLocale(locale, c.name, c.name_fr ?? "") }));
  if (locale === "fr-CA") named.sort((a, b) => a.name.localeCompare(b.name, "fr-CA") || a.id - b.id);
  const tree = categoryTree(named);
  const sections: CatalogueSection[] = [];
  for (const top of tree) {
    const topCovered = categoryId === undefined || categoryId === top.id;
    if (topCovered) sections.push({ categoryId: top.id, level: 1, name: top.name, parentName: null });
    for (const child of top.children) {
      if (topCovered || categoryId === child.id) sections.push({ categoryId: child.id, level: 2, name: child.name, parentName: top.name });
    }
  }
  return sections;
}

function groupsOf(ctx: Ctx, sections: CatalogueSection[]): Group[] {
  const preference = [...sections.filter((s) => s.level === 2), ...sections.filter((s) => s.level === 1)].map((s) => s.categoryId!);
  const groups: Group[] = sections.map((section) => {
    const before = preference.slice(0, preference.indexOf(section.categoryId!));
    return { section, condition: and(filedUnder(ctx, section.categoryId!), filedUnderNoneOf(ctx, before)) };
  });
  const other: CatalogueSection = { categoryId: null, level: 1, name: "", parentName: null };
  groups.push({ section: other, condition: filedUnderNoneOf(ctx, preference) ?? sql`true` });
  return groups;
}

/** The heading of a category the shop shows; one in the trash, or under a parent that is, is NotFound like an unknown id. */
async function categoryName(ctx: Ctx, categoryId: number, locale: Locale): Promise<string> {
  const parent = alias(categories, "parent");
  const [found] = await ctx.db
    .select({ name: categories.name, nameFr: categories.nameFr, parentName: parent.name, parentNameFr: parent.nameFr })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(and(eq(categories.id, categoryId), eq(categories.isDeleted, false), or(isNull(parent.id), eq(parent.isDeleted, false))));
  if (!found) throw new NotFound();
  const row = { name: inLocale(locale, found.name, found.nameFr), parentName: found.parentName && inLocale(locale, found.parentName, found.parentNameFr ?? "") };
  return row.parentName ? `${row.parentName} › ${row.name}` : row.name;
}

/**
 * The printed catalogue's selection: all active products, a category's (with its subcategories')
 * or those matching a search, as the catalogue finds them. An unknown or trashed category is NotFound.
 * Named and ordered in the caller's language (ctx.locale). With `sheet`, a customer's price sheet:
 * every product also carries its prices under price list `sheet.priceListId` (null: list prices).
 */
export async function catalogueExport(
  ctx: Ctx,
  query: { search?: string; category?: number },
  sheet?: { priceListId: number | null },
): Promise<CatalogueExport> {
  requireAdmin(ctx.actor);
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const category = query.category === undefined ? null : { id: query.category, name: await categoryName(ctx, query.category, locale) };
  const listQuery: ProductListQuery = {
    is_deleted: false,
    search: query.search,
    category: query.category,
    sort: undefined,
    no_image: false,
    no_name_fr: false,
    need_to_reorder: false,
    new_arrivals: false,
    special: false,
    top_selling: false,
    page: undefined,
  };
  const where = productFilter(ctx, listQuery);
  const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(products).where(where);
  const groups = groupsOf(ctx, await coveredSections(ctx, query.category, locale));
  const columns = exportColumns(locale);
  const order = sortKey(locale);

  async function* batches(): AsyncGenerator<CatalogueBatch> {
    if (count === 0) return;
    for (const group of groups) {
      let after: { sortKey: string; id: number } | undefined;
      for (;;) {
        const rows = await ctx.db
          .select(columns)
          .from(products)
          .where(and(where, group.condition, after ? sql`(${order}, ${products.id}) > (${after.sortKey}, ${after.id})` : undefined))
          .orderBy(asc(order), asc(products.id))
          .limit(EXPORT_BATCH);
        const terms = sheet && rows.length > 0 ? await termsFor(ctx, sheet.priceListId, rows.map((row) => row.id)) : null;
        if (rows.length > 0) yield { section: group.section, products: rows.map((row) => shapeRow(row, locale, terms)) };
        if (rows.length < EXPORT_BATCH) break;
        after = rows[rows.length - 1];
      }
    }
  }

  return { covers: { search: query.search ?? null, category }, count, batches };
}
