import "server-only";
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { productCategories, products } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { audienceOf, isAdmin, type Audience } from "@/lib/accounts/actor";
import { audienceContext, CATEGORIES, PRODUCT_LISTS, tagCatalog } from "./catalog-cache";
import { productColumns } from "./product-list";
import { shapeProduct, type ProductView } from "./product-view";
import { NO_STOCK, stockLevels } from "./stock";

/*
 * The whole active catalogue for the offline cache (GET /api/products/all_product_list/), with a
 * version for ETag / If-None-Match. The version is a digest of what the audience receives, kept in
 * the catalogue cache: it is computed again only after a catalogue write expired it (or the cache
 * refreshed it), so a client that is up to date gets its 304 without the catalogue being read.
 */

export async function catalogVersion(ctx: Ctx): Promise<string> {
  const audience = audienceOf(ctx.actor);
  return `W/"${audience}-${await catalogueDigest(audience)}"`;
}

async function catalogueDigest(audience: Audience): Promise<string> {
  "use cache";
  tagCatalog(PRODUCT_LISTS, CATEGORIES);
  const list = await listWholeCatalogue(await audienceContext(audience));
  return createHash("sha256").update(JSON.stringify(list)).digest("base64url").slice(0, 22);
}

export async function listWholeCatalogue(ctx: Ctx): Promise<ProductView[]> {
  const rows = await ctx.db.select(productColumns).from(products).where(eq(products.isDeleted, false)).orderBy(asc(products.name), asc(products.id));
  const links = await ctx.db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(eq(products.isDeleted, false));
  const byProduct = new Map<number, number[]>();
  for (const l of links) byProduct.set(l.productId, [...(byProduct.get(l.productId) ?? []), l.categoryId]);
  const stock = isAdmin(ctx.actor) ? await stockLevels(ctx, rows.map((r) => r.id)) : new Map();
  return rows.map((row) => shapeProduct(ctx.actor, row, byProduct.get(row.id) ?? [], stock.get(row.id) ?? NO_STOCK));
}
