import "server-only";
import { cacheLife, cacheTag, revalidateTag } from "next/cache";
import { getDb } from "@/db/client";
import type { Audience } from "@/lib/shared/accounts/actor";
import { VISITOR, type Actor } from "@/lib/context/actor";
import { afterCommit, newContext, type Ctx } from "@/lib/context/context";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";

/*
 * The catalogue is cached per audience, never per person (docs/architecture.md rule 12), in the framework's
 * own cache: catalogue reads are `'use cache'` functions that call `tagCatalog()` with the tags of
 * what they show, and every catalogue write calls `invalidateCatalog()` with what it changed, which
 * expires exactly those tags once the write has committed (the next request reads fresh data).
 *
 * Tags:
 * - PRODUCT_LISTS: every list of products (grids, counts, home lists, the API's lists, the sitemap);
 * - productTag(id): one product's own page and detail answer;
 * - CATEGORIES: the category tree, and everything that names or filters by a category;
 * - VENDORS: what names a vendor (the staff's view of a product page).
 */

export const PRODUCT_LISTS = "catalog:lists";
export const CATEGORIES = "catalog:categories";
export const VENDORS = "catalog:vendors";
export const productTag = (id: number) => `catalog:product:${id}`;
/** Every cached entry priced for price list `id` (its customers' audience, issue 30). */
export const priceListTag = (id: number) => `catalog:price-list:${id}`;

/**
 * What a write changed. Products: ids whose own page changed; product lists change unless only a
 * vendor or a price list did. Price lists: ids whose entries or period changed (only their entries expire).
 */
export interface CatalogChange {
  productIds?: readonly number[];
  categories?: boolean;
  vendors?: boolean;
  priceLists?: readonly number[];
}

/**
 * How long a cached catalogue entry lives (seconds): a write expires it at once; otherwise it is
 * refreshed in the background after `revalidate`, which bounds how stale another app server can be
 * when servers do not share one cache, and dropped after `expire`. `stale`: how long a browser may
 * reuse it without asking.
 */
export const CATALOG_LIFE = { stale: 30, revalidate: 300, expire: 86_400 };

/** Inside a `'use cache'` function: tags its entry and gives it the catalogue's lifetime. */
export function tagCatalog(...tags: string[]): void {
  cacheLife(CATALOG_LIFE);
  cacheTag(...tags);
}

export function tagsFor(change: CatalogChange): string[] {
  const lists = (change.priceLists ?? []).map(priceListTag);
  if (lists.length && !change.productIds && !change.categories && !change.vendors) return lists;
  if (change.vendors && !change.productIds && !change.categories) return [VENDORS, ...lists];
  const tags = [PRODUCT_LISTS, ...(change.productIds ?? []).map(productTag)];
  if (change.categories) tags.push(CATEGORIES);
  if (change.vendors) tags.push(VENDORS);
  return [...tags, ...lists];
}

/**
 * Drops the cached catalogue entries a write affected, once the write has committed (before the
 * commit another request could cache the old rows again). Outside a Next.js request (seed and
 * maintenance scripts) there is no cache to drop.
 */
export function invalidateCatalog(ctx: Ctx, change: CatalogChange): void {
  afterCommit(ctx, async () => {
    for (const tag of tagsFor(change)) expireTag(tag);
  });
}

function expireTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) return;
    throw error;
  }
}

/**
 * The context a cached catalogue read runs in: the database, acting as the audience rather than as
 * the person asking (a cached entry must not depend on who filled it), in the language it is read
 * in. Only ever used after the caller's own access has been checked.
 */
export async function audienceContext(audience: Audience, locale: Locale = DEFAULT_LOCALE, priceList: number | null = null): Promise<Ctx> {
  const actor = AUDIENCE_ACTORS[audience];
  return { ...newContext(await getDb(), priceList === null || actor.kind !== "user" ? actor : { ...actor, priceList }), locale };
}

/**
 * The price list a catalogue entry is keyed by (issue 30): a price list is an audience of its own,
 * the verified customers on it; everyone else reads list prices (null). Inside a cached function
 * that is given one, `tagPriceList` tags its entry so that an edit of the list expires it.
 */
export function cataloguePriceList(audience: Audience, actor: Actor): number | null {
  return audience === "customer" && actor.kind === "user" ? (actor.priceList ?? null) : null;
}

export function tagPriceList(priceList: number | null): void {
  if (priceList !== null) cacheTag(priceListTag(priceList));
}

/**
 * The language a cached catalogue entry is keyed by: the reader's, except for staff, whose answers
 * carry both names (`name` in English, `name_fr`) whatever language they read.
 */
export function catalogueLocale(audience: Audience, locale: Locale | undefined): Locale {
  return audience === "admin" ? DEFAULT_LOCALE : (locale ?? DEFAULT_LOCALE);
}

const AUDIENCE_ACTORS: Record<Audience, Actor> = {
  visitor: VISITOR,
  customer: { kind: "user", id: 0, email: "", role: "Customer", verified: true },
  admin: { kind: "user", id: 0, email: "", role: "Admin", verified: true },
};
