import "server-only";
import { and, eq, ne, sql, type SQL } from "drizzle-orm";
import { priceListEntries, priceLists, products, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { parsePercent, toCents } from "@/lib/shared/pricing/money";
import { addEntry, type PriceListEntryKind, type ProductTerms } from "@/lib/shared/pricing/price-lists";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";

/*
 * What a price list says of products (issue 30): its entries read for the products being priced, in
 * the terms of lib/shared/pricing/price-lists.ts, which has the rule. Whose list applies: a
 * customer's own, read with who they are on every request (Actor.priceList, user-record.ts); staff
 * ordering for a customer, that customer's (priceListOf).
 */

/** Today in the shop's time zone, in SQL: the day a list's validity period is checked against. */
const SHOP_TODAY = sql.raw(`(now() at time zone '${SHOP_TIME_ZONE}')::date`);

/**
 * The price list of the user in `userColumn` when it is in force today, else null: a column for any
 * select that reads users (who someone is, and whom staff order for).
 */
export function priceListInForce(userColumn: SQL | typeof users.priceListId = users.priceListId): SQL<number | null> {
  return sql<number | null>`(select pl.id from ${priceLists} pl where pl.id = ${userColumn}
    and (pl.valid_from is null or pl.valid_from <= ${SHOP_TODAY}) and (pl.valid_to is null or ${SHOP_TODAY} <= pl.valid_to))`;
}

/** A customer's price list in force today (null: none, not in force, or no such customer). */
export async function priceListOf(ctx: Ctx, customerId: number | null): Promise<number | null> {
  if (customerId === null) return null;
  const [row] = await ctx.db.select({ priceList: priceListInForce() }).from(users).where(eq(users.id, customerId));
  return row?.priceList ?? null;
}

/** The price list the actor buys under: a customer's own; staff buy at list prices for themselves. */
export function actorPriceList(ctx: Ctx): number | null {
  return ctx.actor.kind === "user" && !isAdmin(ctx.actor) ? (ctx.actor.priceList ?? null) : null;
}

export type TermsByProduct = Map<number, ProductTerms>;

type EntryRow = { productId: number; kind: PriceListEntryKind; casePrice: string | null; fromCases: number | null };

/** An entry row in the terms of price-lists.ts. */
function addRow(terms: TermsByProduct, productId: number, entry: Parameters<typeof addEntry>[1]): void {
  terms.set(productId, addEntry(terms.get(productId) ?? {}, entry));
}

function addProductRows(terms: TermsByProduct, rows: EntryRow[]): void {
  for (const row of rows) {
    addRow(terms, Number(row.productId), {
      kind: row.kind,
      caseCents: row.casePrice === null ? null : toCents(row.casePrice),
      fromCases: row.fromCases === null ? null : Number(row.fromCases),
    });
  }
}

/** The list's contract and break entries for the products `which` selects (ids, or a subquery of ids). */
function productEntries(ctx: Ctx, priceListId: number, which: SQL): Promise<EntryRow[]> {
  return ctx.db
    .select({ productId: sql<number>`${priceListEntries.productId}`, kind: priceListEntries.kind, casePrice: priceListEntries.casePrice, fromCases: priceListEntries.fromCases })
    .from(priceListEntries)
    .where(and(eq(priceListEntries.priceListId, priceListId), ne(priceListEntries.kind, "category"), which));
}

/**
 * The terms of price list `priceListId` for products `productIds` (ids, or a subquery answering
 * ids, which lets the caller run this beside the query that reads the products): its fixed and
 * break prices for them, and its best category percentage for their categories (category_ids holds
 * each product's categories and their parents, so a parent's percentage reaches its subcategories).
 * Two plain index lookups, side by side, whatever the size of the list.
 */
export async function termsFor(ctx: Ctx, priceListId: number | null, productIds: readonly number[] | SQL): Promise<TermsByProduct> {
  const terms: TermsByProduct = new Map();
  if (priceListId === null || (Array.isArray(productIds) && productIds.length === 0)) return terms;
  const ids = Array.isArray(productIds) ? sql`any(${`{${productIds.join(",")}}`}::int[])` : sql`any(array(${productIds}))`;
  const [own, percents] = await Promise.all([
    productEntries(ctx, priceListId, sql`${priceListEntries.productId} = ${ids}`),
    ctx.db
      .select({ productId: products.id, percentOff: sql<string>`max(${priceListEntries.percentOff})` })
      .from(products)
      .innerJoin(priceListEntries, and(eq(priceListEntries.priceListId, priceListId), eq(priceListEntries.kind, "category"), sql`${priceListEntries.categoryId} = any(${products.categoryIds})`))
      .where(sql`${products.id} = ${ids}`)
      .groupBy(products.id),
  ]);
  addProductRows(terms, own);
  for (const row of percents) addRow(terms, row.productId, { kind: "category", percentOffBasisPoints: parsePercent(row.percentOff) });
  return terms;
}

/**
 * A price list's terms as two columns of a select that reads `products` (the cart's lines): its
 * contract and break entries for the row's product, and its best category percentage for the row's
 * categories, read with the rows in the same query. termsOfColumns reads them back.
 */
export function termsColumns(priceListId: number | null) {
  // Without a list, two constant nulls: nothing is looked up.
  if (priceListId === null) return { listEntries: sql<null>`null`, listPercent: sql<null>`null` };
  return {
    listEntries: sql<Array<{ k: PriceListEntryKind; c: string; f: number | null }> | null>`(select json_agg(json_build_object('k', e.kind, 'c', e.case_price::text, 'f', e.from_cases))
      from ${priceListEntries} e where e.price_list_id = ${priceListId} and e.kind <> 'category' and e.product_id = ${products.id})`,
    listPercent: sql<string | null>`(select max(e.percent_off)::text from ${priceListEntries} e
      where e.price_list_id = ${priceListId} and e.kind = 'category' and e.category_id = any(${products.categoryIds}))`,
  };
}

export function termsOfColumns(row: { listEntries: Array<{ k: PriceListEntryKind; c: string; f: number | null }> | null; listPercent: string | null }): ProductTerms {
  let terms: ProductTerms = {};
  for (const entry of row.listEntries ?? []) terms = addEntry(terms, { kind: entry.k, caseCents: toCents(entry.c), fromCases: entry.f });
  if (row.listPercent !== null) terms = addEntry(terms, { kind: "category", percentOffBasisPoints: parsePercent(row.listPercent) });
  return terms;
}

/**
 * The terms of a price list for the whole catalogue (the offline catalogue): its product entries in
 * one read, and its category percentages applied here to each product's category_ids, which the
 * caller reads with the products anyway (no join over every product of a discounted category).
 */
export async function catalogueTerms(ctx: Ctx, priceListId: number): Promise<(product: { id: number; categoryIds: readonly number[] }) => ProductTerms> {
  const [own, categories] = await Promise.all([
    productEntries(ctx, priceListId, sql`true`),
    ctx.db
      .select({ categoryId: sql<number>`${priceListEntries.categoryId}`, percentOff: sql<string>`${priceListEntries.percentOff}` })
      .from(priceListEntries)
      .where(and(eq(priceListEntries.priceListId, priceListId), eq(priceListEntries.kind, "category"))),
  ]);
  const terms: TermsByProduct = new Map();
  addProductRows(terms, own);
  const percents = new Map(categories.map((c) => [Number(c.categoryId), parsePercent(c.percentOff)]));
  return (product) => {
    let best = terms.get(product.id) ?? {};
    for (const id of product.categoryIds) {
      const percent = percents.get(id);
      if (percent !== undefined) best = addEntry(best, { kind: "category", percentOffBasisPoints: percent });
    }
    return best;
  };
}
