import "server-only";
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { catalogueWords, productCategories, products, productSales } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { audienceOf, isAdmin, type Audience } from "@/lib/shared/accounts/actor";
import { requireAdmin } from "@/lib/identity/access";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { catalogErrorMessages } from "@/lib/shared/messages/errors-catalog";
import { PAGE_SIZE, pageOffset, parsePageParam, resolvePage, type PageResult } from "@/lib/shared/pagination/pages";
import { audienceContext, catalogueLocale, cataloguePriceList, PRODUCT_LISTS, tagCatalog, tagPriceList } from "./catalog-cache";
import { actorPriceList, termsFor } from "@/lib/pricing/price-list-terms";
import type { Locale } from "@/lib/shared/i18n/locales";
import { shapeProduct, type ProductSource, type ProductView } from "./product-view";
import { needToReorderCondition, NO_STOCK, stockLevels } from "./stock";
import type { ProductListQuery } from "@/lib/shared/catalog/product-query";
import { sortsFor, type ProductSort } from "@/lib/shared/catalog/product-sorts";
import { fuzzyEligible, fuzzyRetry, RANK, searchWords, withinOneEdit } from "@/lib/shared/catalog/search-rank";

export const productColumns = {
  id: products.id,
  item: products.item,
  name: products.name,
  nameFr: products.nameFr,
  slug: products.slug,
  image: products.image,
  barcode: products.barcode,
  boxQuantity: products.boxQuantity,
  stock: products.stock,
  salesTaxCode: products.salesTaxCode,
  actions: products.actions,
  price: products.price,
  special: products.special,
  cost: products.cost,
  purchaseTaxCode: products.purchaseTaxCode,
  provincialTaxClass: products.provincialTaxClass,
  ordering: products.ordering,
  vendorId: products.vendorId,
  isDeleted: products.isDeleted,
};

/** A LIKE pattern's literal part: its wildcards and the escape character escaped. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern for a search term: the term normalised as the search column is, wildcards escaped. */
export function searchCondition(term: string): SQL {
  return sql`${products.searchText} like '%' || shop_search_norm(${likeLiteral(term)}) || '%'`;
}

/*
 * The catalogue search (lib/shared/catalog/search-rank.ts says the rules; the offline search runs the
 * same ones): every word of the term in the name, item code or barcode, or, on the retry after a
 * search that found nothing, one of the catalogue's words one letter off it as a whole word of the
 * name (`oneOff`, from oneOffWords).
 */
function wordCondition(word: string, oneOff: string[] | undefined): SQL {
  const inside = sql`${products.searchText} like ${`%${likeLiteral(word)}%`}`;
  if (!oneOff || oneOff.length === 0) return inside;
  const named = oneOff.map((near) => sql`${products.nameWords} like ${`% ${near} %`}`);
  return sql`(${inside} or ${sql.join(named, sql` or `)})`;
}


/**
 * For each word of a search, the words of the catalogue's names one letter off it (search-rank.ts
 * withinOneEdit, the offline search's own test) among those with its first letter and a length one
 * apart at most: catalogue_words (kept by triggers, migration 0012) holds each word once, so these are
 * a few hundred at most whatever the catalogue's size. Cached with the product lists.
 */
async function oneOffWords(words: string[]): Promise<string[][]> {
  "use cache";
  tagCatalog(PRODUCT_LISTS);
  const ctx = await audienceContext("visitor");
  return Promise.all(
    words.map(async (word) => {
      if (!fuzzyEligible(word)) return [];
      const rows = await ctx.db
        .select({ word: catalogueWords.word })
        .from(catalogueWords)
        .where(sql`left(${catalogueWords.word}, 1) = ${word[0]} and length(${catalogueWords.word}) between ${word.length - 1} and ${word.length + 1}`)
        .orderBy(catalogueWords.word);
      return rows.map((row) => row.word).filter((near) => withinOneEdit(near, word));
    }),
  );
}

/** The rank of search-rank.ts's productRank, in SQL: lower first. */
function rankOrder(search: string, fuzzy: boolean): SQL {
  const ranks = searchWords(search).map(
    (word) => sql`case when strpos(${products.nameWords}, ${` ${word} `}) > 0 then ${sql.raw(String(RANK.wholeWord))}
      when strpos(${products.nameWords}, ${` ${word}`}) > 0 then ${sql.raw(String(RANK.wordStart))}
      when strpos(${products.searchText}, ${word}) > 0 then ${sql.raw(String(RANK.inside))}
      else ${sql.raw(String(fuzzy ? RANK.oneOff : RANK.inside))} end`,
  );
  return sql`least(greatest(${sql.join(ranks, sql`, `)}), case when ${exactCode(search)} then ${sql.raw(String(RANK.exactCode))} else ${sql.raw(String(RANK.oneOff))} end)`;
}

/** The term is the item code or the barcode. "is true": a product without a barcode compares as null. */
function exactCode(search: string): SQL {
  return sql`(lower(${products.item}) = ${search} or ${products.barcode} = ${search}) is true`;
}

/** Products in a category or, for a parent, in any of its subcategories. */
function categoryCondition(categoryId: number): SQL {
  // category_ids holds each linked category and its parent (db/migrations/0008): a GIN index lookup.
  return sql`${products.categoryIds} @> array[${categoryId}::int]`;
}

/** The name a list is sorted by: the one its readers see (French, else English, folded, on French pages). */
function sortName(locale: Locale) {
  return locale === "fr-CA" ? products.nameFrSort : products.name;
}

function orderBy(query: ListKey, locale: Locale): SQL[] {
  const sort = query.sort;
  const name = sortName(locale);
  const order: SQL[] = [];
  if (sort === "relevance") {
    if (query.search) order.push(asc(rankOrder(query.search, query.oneOff !== null)));
    return [...order, asc(name), asc(products.id)];
  }
  // With another sort, an exact item code or barcode still comes first.
  if (query.search) order.push(sql`${exactCode(query.search)} desc`);
  if (query.new_arrivals) order.push(desc(products.createdAt));
  else if (query.top_selling) order.push(desc(productSales.soldCount));
  else if (query.special) order.push(desc(products.special));
  switch (sort) {
    case "name":
      order.push(asc(name));
      break;
    case "-name":
      order.push(desc(name));
      break;
    case "price":
      order.push(asc(products.casePrice));
      break;
    case "-price":
      order.push(desc(products.casePrice));
      break;
    case "ordering":
      order.push(asc(products.ordering));
      break;
    default:
      if (!query.new_arrivals && !query.top_selling && !query.special) order.push(asc(name));
  }
  order.push(sort?.startsWith("-") || query.new_arrivals ? desc(products.id) : asc(products.id));
  return order;
}

/** What the actor may ask for (401/403/400): staff-only lists and the sorts of their audience. */
export function checkProductQuery(ctx: Ctx, query: ProductListQuery): void {
  const audience = audienceOf(ctx.actor);
  if (query.is_deleted || query.no_image || query.no_name_fr || query.need_to_reorder) requireAdmin(ctx.actor);
  if (query.sort && !sortsFor(audience).includes(query.sort)) {
    throw Invalid.field("sort", catalogErrorMessages.sortUnavailable(query.sort));
  }
}

function productWhere(query: ListKey): SQL {
  const conditions: SQL[] = [eq(products.isDeleted, query.is_deleted)];
  if (query.search) conditions.push(...searchWords(query.search).map((word, i) => wordCondition(word, query.oneOff?.[i])));
  if (query.category !== null) conditions.push(categoryCondition(query.category));
  if (query.no_image) conditions.push(isNull(products.image));
  if (query.no_name_fr) conditions.push(eq(products.nameFr, ""));
  if (query.need_to_reorder) conditions.push(needToReorderCondition());
  if (query.special) conditions.push(gt(products.special, "0"));
  if (query.top_selling) conditions.push(gt(productSales.soldCount, 0));
  return and(...conditions)!;
}

/** Checks what the actor may ask for (401/403/400) and builds the WHERE clause. */
export function productFilter(ctx: Ctx, query: ProductListQuery): SQL {
  checkProductQuery(ctx, query);
  return productWhere(listKey(query));
}

async function categoryIdsOf(ctx: Ctx, productIds: number[]): Promise<Map<number, number[]>> {
  const byProduct = new Map<number, number[]>();
  if (productIds.length === 0) return byProduct;
  const links = await ctx.db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, productIds));
  for (const link of links) {
    const list = byProduct.get(link.productId) ?? [];
    list.push(link.categoryId);
    byProduct.set(link.productId, list);
  }
  return byProduct;
}

/** Products shaped for the actor, with their categories and, for staff, their stock levels. */
export async function shapeRows(ctx: Ctx, rows: ProductSource[]): Promise<ProductView[]> {
  const ids = rows.map((r) => r.id);
  const priceList = actorPriceList(ctx);
  const [links, stock, terms] = await Promise.all([
    categoryIdsOf(ctx, ids),
    isAdmin(ctx.actor) ? stockLevels(ctx, ids) : new Map(),
    termsFor(ctx, priceList, ids),
  ]);
  return rows.map((row) => shapeProduct(ctx, row, links.get(row.id) ?? [], stock.get(row.id) ?? NO_STOCK, priceList === null ? undefined : (terms.get(row.id) ?? {})));
}

/**
 * The top-sellers list reads the sales counters, which live in their own table. The selected
 * fields are explicit, so the join changes the rows' type nowhere: hence the cast.
 */
function withSales<T extends PgSelect>(select: T, query: ListKey): T {
  return query.top_selling ? (select.innerJoin(productSales, eq(productSales.productId, products.id)) as unknown as T) : select;
}

/**
 * A list's query without its page, every key present and in one order: the key of its cached
 * count and pages (the framework keys a cached function by its serialised arguments).
 */
interface ListKey {
  is_deleted: boolean;
  search: string | null;
  category: number | null;
  sort: ProductSort | null;
  no_image: boolean;
  /** Staff's list of products that have no French name yet. */
  no_name_fr: boolean;
  need_to_reorder: boolean;
  new_arrivals: boolean;
  special: boolean;
  top_selling: boolean;
  /** The retry of a search that found nothing: per searched word, the catalogue's words one letter off it. */
  oneOff: string[][] | null;
}

function listKey(query: ProductListQuery, oneOff: string[][] | null = null): ListKey {
  return {
    is_deleted: query.is_deleted,
    search: query.search ?? null,
    category: query.category ?? null,
    sort: query.sort ?? (query.search ? "relevance" : null),
    no_image: query.no_image,
    no_name_fr: query.no_name_fr,
    need_to_reorder: query.need_to_reorder,
    new_arrivals: query.new_arrivals,
    special: query.special,
    top_selling: query.top_selling,
    oneOff,
  };
}

/** How many products a list holds. */
async function queryCount(key: ListKey): Promise<number> {
  const ctx = await audienceContext("visitor");
  const [row] = await withSales(ctx.db.select({ count: sql<number>`count(*)::int` }).from(products).$dynamic(), key).where(productWhere(key));
  return row.count;
}

/** One page of a list, shaped for an audience (and its price list) in a language. */
async function queryPage(audience: Audience, key: ListKey, page: number, locale: Locale, priceList: number | null): Promise<ProductView[]> {
  const ctx = await audienceContext(audience, locale, priceList);
  const rows = await withSales(ctx.db.select(productColumns).from(products).$dynamic(), key)
    .where(productWhere(key))
    .orderBy(...orderBy(key, locale))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  return shapeRows(ctx, rows);
}

/** The count of a list: the same for every audience that may ask for it. */
async function countProducts(key: ListKey): Promise<number> {
  "use cache";
  tagCatalog(PRODUCT_LISTS);
  return queryCount(key);
}

/** A page past the first of a list, for an audience (and its price list) in a language. */
async function productPage(audience: Audience, key: ListKey, page: number, locale: Locale, priceList: number | null): Promise<ProductView[]> {
  "use cache";
  tagCatalog(PRODUCT_LISTS);
  tagPriceList(priceList);
  return queryPage(audience, key, page, locale, priceList);
}

/**
 * The first page of a list with its count, in one entry: most requests ask for it, and one cache
 * read per request costs less than two (each is a lookup and a decoding of the entry). Page 1
 * always exists, so on a cold cache the two queries run side by side.
 */
async function firstPage(audience: Audience, key: ListKey, locale: Locale, priceList: number | null): Promise<PageResult<ProductView>> {
  "use cache";
  tagCatalog(PRODUCT_LISTS);
  tagPriceList(priceList);
  const [count, results] = await Promise.all([queryCount(key), queryPage(audience, key, 1, locale, priceList)]);
  return { page: 1, count, results };
}

/**
 * One page of products (16) for the actor, with the total count of the view. The actor's access
 * is checked first; the count and the page come from the catalogue cache, per audience and language.
 */
export async function listProducts(ctx: Ctx, query: ProductListQuery): Promise<PageResult<ProductView>> {
  checkProductQuery(ctx, query);
  const audience = audienceOf(ctx.actor);
  const locale = catalogueLocale(audience, ctx.locale);
  const priceList = cataloguePriceList(audience, ctx.actor);
  const requested = parsePageParam(query.page ?? null);
  const exact = await listPage(audience, listKey(query), requested, locale, priceList);
  // A search that found nothing is tried once more with the words one letter off.
  const words = query.search ? searchWords(query.search) : [];
  if (exact.count > 0 || !fuzzyRetry(words)) return exact;
  const oneOff = await oneOffWords(words);
  if (oneOff.every((near) => near.length === 0)) return exact;
  return listPage(audience, listKey(query, oneOff), requested, locale, priceList);
}

async function listPage(audience: Audience, key: ListKey, requested: number | "last", locale: Locale, priceList: number | null): Promise<PageResult<ProductView>> {
  if (requested === 1) return firstPage(audience, key, locale, priceList);
  // Other pages wait for the count, so that no page past the end is ever queried.
  const count = await countProducts(key);
  const page = resolvePage(requested, count);
  return { page, count, results: await productPage(audience, key, page, locale, priceList) };
}
