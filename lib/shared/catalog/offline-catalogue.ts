import type { Audience } from "@/lib/shared/accounts/actor";
import { PAGE_SIZE, pageCount, pageOffset } from "@/lib/shared/pagination/pages";
import { toCents } from "@/lib/shared/pricing/money";
import type { ProductSort } from "./product-sorts";
import { containsEvery, fuzzyRetry, nameWordsOfNormalised, searchNorm, searchWords, withExactCode, wordsRank } from "./search-rank";
import type { ProductView } from "@/lib/catalog/product-view";

/*
 * The offline catalogue (GET /api/products/all_product_list/): every active product with only the
 * fields the grid, the offline search, the category filter and the sorts need, as rows under one
 * list of field names, so 50,000 products stay a few megabytes. The browser keeps it in the service
 * worker's cache and runs the /products query on it (queryOfflineCatalogue) with the same results
 * as the server's (lib/catalog/product-list.ts): the same search normalisation, the category ids
 * with their parents, and the rows in the server's name order. `name` is in the reader's language
 * and `name_other` is the product's name in the other language ('' when there is none), which the
 * server's search also looks in (docs/i18n.md): searched, never shown. Client-safe, pure.
 */

const PUBLIC_FIELDS = ["id", "item", "name", "name_other", "slug", "image", "barcode", "box_quantity", "stock", "actions", "category_ids"] as const;
const PRICE_FIELDS = ["price", "discounted_price"] as const;
const STAFF_FIELDS = ["ordering"] as const;
/** A price list's customers (issue 30): what their case costs, and the list price it is against. */
const CONTRACT_FIELDS = ["list_price", "case_price"] as const;

export type OfflineField = (typeof PUBLIC_FIELDS)[number] | (typeof PRICE_FIELDS)[number] | (typeof STAFF_FIELDS)[number] | (typeof CONTRACT_FIELDS)[number];
export type OfflineRow = Array<string | number | boolean | null | number[]>;

export interface OfflineCatalogueBody {
  audience: Audience;
  fields: OfflineField[];
  /** One array per product, values in the order of `fields`, products by name then id. */
  results: OfflineRow[];
}

/**
 * The fields an audience receives: prices for customers and admins (for a customer with a price
 * list, theirs, with the list price beside), the staff's sort key for admins.
 */
export function offlineFieldsFor(audience: Audience, priceList = false): OfflineField[] {
  if (audience === "admin") return [...PUBLIC_FIELDS, ...PRICE_FIELDS, ...STAFF_FIELDS];
  if (audience === "customer") return priceList ? [...PUBLIC_FIELDS, ...PRICE_FIELDS, ...CONTRACT_FIELDS] : [...PUBLIC_FIELDS, ...PRICE_FIELDS];
  return [...PUBLIC_FIELDS];
}

/** A product as the grid shows it (components/shop/product-card.tsx reads these fields), plus what search reads. */
export type OfflineProduct = Pick<
  ProductView,
  "id" | "item" | "name" | "slug" | "image" | "barcode" | "box_quantity" | "stock" | "actions" | "price" | "discounted_price" | "list_price" | "case_price"
>;

export interface OfflineCatalogue {
  audience: Audience;
  products: OfflineProduct[];
  /** Per product, in the same order: its categories and their parents. */
  categoryIds: number[][];
  /** Per product: both names, item code and barcode, normalised as the server's search column. */
  searchText: string[];
  /** Per product: the length of both names normalised (not of the names: œ becomes oe), which begin searchText. */
  namesLength: number[];
  /** Per product: the names' words as the server's name_words column holds them (ranking), made on first use. */
  nameWords: Array<string | undefined>;
  /** Per product: what a case costs in cents (the price sorts), and the staff's ordering. */
  casePriceCents: number[];
  ordering: number[];
}

export { searchNorm };

export function decodeOfflineCatalogue(body: OfflineCatalogueBody): OfflineCatalogue {
  const at = new Map(body.fields.map((f, i) => [f, i]));
  const col = (field: OfflineField) => at.get(field) ?? -1;
  const [id, item, name, nameOther, slug, image, barcode, box, stock, actions, cats, price, discounted, ordering, listPrice, casePrice] = (
    [...PUBLIC_FIELDS, ...PRICE_FIELDS, ...STAFF_FIELDS, ...CONTRACT_FIELDS] as OfflineField[]
  ).map(col);
  const n = body.results.length;
  const catalogue: OfflineCatalogue = {
    audience: body.audience,
    products: new Array(n),
    categoryIds: new Array(n),
    searchText: new Array(n),
    namesLength: new Array(n),
    nameWords: new Array(n),
    casePriceCents: new Array(n),
    ordering: new Array(n),
  };
  body.results.forEach((row, i) => {
    const product: OfflineProduct = {
      id: row[id] as number,
      item: row[item] as string,
      name: row[name] as string,
      slug: row[slug] as string,
      image: (row[image] as string | null) ?? null,
      barcode: (row[barcode] as string | null) ?? null,
      box_quantity: row[box] as number,
      stock: row[stock] as boolean,
      actions: row[actions] === "10-1" ? "10-1" : "None",
    };
    if (price >= 0 && discounted >= 0) {
      product.price = row[price] as string;
      product.discounted_price = row[discounted] as string;
    }
    if (listPrice >= 0 && casePrice >= 0) {
      product.list_price = row[listPrice] as string;
      product.case_price = row[casePrice] as string;
    }
    catalogue.products[i] = product;
    catalogue.categoryIds[i] = (row[cats] as number[] | undefined) ?? [];
    const other = nameOther >= 0 ? ((row[nameOther] as string | null) ?? "") : "";
    const names = other ? `${product.name} ${other}` : product.name;
    const normalisedNames = searchNorm(names);
    catalogue.searchText[i] = `${normalisedNames} ${searchNorm(`${product.item} ${product.barcode ?? ""}`)}`;
    catalogue.namesLength[i] = normalisedNames.length;
    catalogue.casePriceCents[i] = product.case_price !== undefined ? toCents(product.case_price) : typeof row[discounted] === "string" ? toCents(row[discounted]) * product.box_quantity : 0;
    catalogue.ordering[i] = ordering >= 0 ? (row[ordering] as number) : 0;
  });
  return catalogue;
}

export interface OfflineQuery {
  /** Lowercased, as the /products URL carries it. */
  search?: string;
  category?: number;
  sort?: ProductSort;
  page?: number;
}

export interface OfflinePage {
  results: OfflineProduct[];
  count: number;
  page: number;
  /** The page asked for is past the end: the server answers the first page instead. */
  pastEnd: boolean;
}

const orders = new WeakMap<OfflineCatalogue, Map<ProductSort, Int32Array>>();

/** The whole catalogue in one sort's order, computed once per catalogue and sort. */
function orderOf(catalogue: OfflineCatalogue, sort: ProductSort): Int32Array {
  let bySort = orders.get(catalogue);
  if (!bySort) orders.set(catalogue, (bySort = new Map()));
  const known = bySort.get(sort);
  if (known) return known;
  const { products, casePriceCents, ordering } = catalogue;
  const n = products.length;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = sort === "-name" ? n - 1 - i : i;
  // Rows are in name order, so the position is the name's rank (ties broken by id on the server).
  const byKey = (key: number[], descending: boolean) => (a: number, b: number) =>
    descending ? key[b] - key[a] || products[b].id - products[a].id : key[a] - key[b] || products[a].id - products[b].id;
  if (sort === "price" || sort === "-price") order.sort(byKey(casePriceCents, sort === "-price"));
  if (sort === "ordering") order.sort(byKey(ordering, false));
  bySort.set(sort, order);
  return order;
}

/**
 * The /products query on the saved catalogue, with the server's results and order
 * (product-list.ts): by relevance with a search unless another sort is asked for (search-rank.ts),
 * else an exact item code or barcode first, then the sort, then the id. A search that finds nothing
 * is tried again with words one letter off, as on the server.
 */
export function queryOfflineCatalogue(catalogue: OfflineCatalogue, query: OfflineQuery, pageSize = PAGE_SIZE): OfflinePage {
  const words = query.search ? searchWords(query.search) : [];
  let found = matching(catalogue, query, words, false);
  if (found.length === 0 && words.length > 0 && fuzzyRetry(words)) found = matching(catalogue, query, words, true);
  const count = found.length;
  const pages = pageCount(count, pageSize);
  const asked = query.page ?? 1;
  const page = asked > pages ? 1 : asked;
  const start = pageOffset(page, pageSize);
  const results = found.slice(start, start + pageSize).map((i) => catalogue.products[i]);
  return { results, count, page, pastEnd: asked > pages };
}

/** The indexes of the products a query lists, in its order. */
function matching(catalogue: OfflineCatalogue, query: OfflineQuery, words: string[], fuzzy: boolean): number[] {
  const exact = query.search;
  const sort = query.sort ?? (words.length > 0 ? "relevance" : "name");
  const { products, searchText, namesLength, nameWords, categoryIds } = catalogue;
  const first: number[] = [];
  const rest: number[] = [];
  const ranked: Array<{ index: number; rank: number }> = [];
  // Relevance ties go by name, then id: the saved rows' own order.
  for (const i of orderOf(catalogue, sort === "relevance" ? "name" : sort)) {
    if (query.category !== undefined && !categoryIds[i].includes(query.category)) continue;
    const product = products[i];
    let rank = 0;
    if (words.length > 0) {
      // Most products lack a word: they are passed over before their name's words are made.
      if (!fuzzy && !containsEvery(searchText[i], words)) continue;
      // searchText begins with the normalised names.
      const found = wordsRank(words, searchText[i], (nameWords[i] ??= nameWordsOfNormalised(searchText[i].slice(0, namesLength[i]))), fuzzy);
      if (found === null) continue;
      rank = found;
    }
    const exactCode = !!exact && (product.item.toLowerCase() === exact || product.barcode === exact);
    if (sort === "relevance") ranked.push({ index: i, rank: withExactCode(rank, exactCode) });
    else if (exactCode) first.push(i);
    else rest.push(i);
  }
  // Array sort is stable: equal ranks keep the name order.
  if (sort === "relevance") return ranked.sort((a, b) => a.rank - b.rank).map((r) => r.index);
  return first.length ? first.concat(rest) : rest;
}
