import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { priceListEntries, priceLists, users } from "@/db/schema";
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

/**
 * The terms of price list `priceListId` for products `productIds` (or every product): its fixed and
 * break prices for them, and its category percentages for their categories (category_ids holds each
 * product's categories and their parents, so a parent's percentage reaches its subcategories). Two
 * index lookups, whatever the size of the list.
 */
export async function termsFor(ctx: Ctx, priceListId: number | null, productIds: readonly number[] | "all"): Promise<TermsByProduct> {
  const terms: TermsByProduct = new Map();
  if (priceListId === null || (productIds !== "all" && productIds.length === 0)) return terms;
  const ids = productIds === "all" ? null : `{${productIds.join(",")}}`;
  const own = ids === null ? sql`true` : sql`e.product_id = any(${ids}::int[])`;
  const ofProducts = ids === null ? sql`true` : sql`p.id = any(${ids}::int[])`;
  const result = await ctx.db.execute(sql`
    select e.product_id as "productId", e.kind, e.case_price as "casePrice", null::numeric as "percentOff", e.from_cases as "fromCases"
      from ${priceListEntries} e where e.price_list_id = ${priceListId} and e.kind <> 'category' and ${own}
    union all
    select p.id, 'category', null, e.percent_off, null
      from ${priceListEntries} e join products p on p.category_ids @> array[e.category_id]
      where e.price_list_id = ${priceListId} and e.kind = 'category' and ${ofProducts}`);
  const rows = (result as unknown as { rows: Array<{ productId: number; kind: PriceListEntryKind; casePrice: string | null; percentOff: string | null; fromCases: number | null }> }).rows;
  for (const row of rows) {
    const productId = Number(row.productId);
    terms.set(
      productId,
      addEntry(terms.get(productId) ?? {}, {
        kind: row.kind,
        caseCents: row.casePrice === null ? null : toCents(row.casePrice),
        percentOffBasisPoints: row.percentOff === null ? null : parsePercent(row.percentOff),
        fromCases: row.fromCases === null ? null : Number(row.fromCases),
      }),
    );
  }
  return terms;
}

/** Whether a price list exists (for assigning one). */
export async function priceListExists(ctx: Ctx, id: number): Promise<boolean> {
  const [row] = await ctx.db.select({ id: priceLists.id }).from(priceLists).where(and(eq(priceLists.id, id)));
  return row !== undefined;
}
