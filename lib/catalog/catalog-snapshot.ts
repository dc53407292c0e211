import "server-only";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { products } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { audienceOf, type Audience } from "@/lib/shared/accounts/actor";
import { audienceContext, catalogueLocale, cataloguePriceList, CATEGORIES, PRODUCT_LISTS, tagCatalog, tagPriceList } from "./catalog-cache";
import { catalogueTerms } from "@/lib/pricing/price-list-terms";
import type { Locale } from "@/lib/shared/i18n/locales";
import { productColumns } from "./product-list";
import { offlineFieldsFor, type OfflineCatalogueBody, type OfflineRow } from "@/lib/shared/catalog/offline-catalogue";
import { shapeProduct } from "./product-view";

/*
 * The whole active catalogue for the offline cache (GET /api/products/all_product_list/), with a
 * version for ETag / If-None-Match. The version is a digest of what the audience receives, kept in
 * the catalogue cache: it is computed again only after a catalogue write expired it (or the cache
 * refreshed it), so a client that is up to date gets its 304 without the catalogue being read.
 */

export async function catalogVersion(ctx: Ctx): Promise<string> {
  const audience = audienceOf(ctx.actor);
  const locale = catalogueLocale(audience, ctx.locale);
  const priceList = cataloguePriceList(audience, ctx.actor);
  // A price list's customers get a version of their own (issue 30), which does not name the list:
  // the digest of what they receive tells lists apart.
  const tag = priceList === null ? audience : `${audience}-contract`;
  return `W/"${tag}-${locale}-${await catalogueDigest(audience, locale, priceList)}"`;
}

async function catalogueDigest(audience: Audience, locale: Locale, priceList: number | null): Promise<string> {
  "use cache";
  tagCatalog(PRODUCT_LISTS, CATEGORIES);
  tagPriceList(priceList);
  const list = await listWholeCatalogue(await audienceContext(audience, locale, priceList));
  return createHash("sha256").update(JSON.stringify(list)).digest("base64url").slice(0, 22);
}

/** The name the reader does not see, which the search also looks in: '' when the product has one name only. */
function otherName(row: { name: string; nameFr: string }, french: boolean): string {
  if (row.nameFr.trim() === "") return "";
  return french ? row.name : row.nameFr;
}

/**
 * Every active product, in the compact rows of lib/shared/catalog/offline-catalogue.ts, for the
 * actor's audience, named and ordered in their language.
 */
export async function listWholeCatalogue(ctx: Ctx): Promise<OfflineCatalogueBody> {
  const audience = audienceOf(ctx.actor);
  const french = catalogueLocale(audience, ctx.locale) === "fr-CA";
  const rows = await ctx.db
    .select({ ...productColumns, categoryIds: products.categoryIds })
    .from(products)
    .where(eq(products.isDeleted, false))
    .orderBy(asc(french ? products.nameFrSort : products.name), asc(products.id));
  const priceList = cataloguePriceList(audience, ctx.actor);
  const fields = offlineFieldsFor(audience, priceList !== null);
  const terms = priceList === null ? null : await catalogueTerms(ctx, priceList);
  const results = rows.map((row) => {
    // shapeProduct decides what the audience may see; the row only picks the listed fields from it.
    const own = terms === null ? undefined : terms(row);
    const view: Record<string, unknown> = { ...shapeProduct(ctx, row, [], undefined, own), category_ids: row.categoryIds, name_other: otherName(row, french) };
    return fields.map((field) => view[field] as OfflineRow[number]);
  });
  return { audience, fields, results };
}
