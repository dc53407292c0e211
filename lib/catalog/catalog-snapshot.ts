import "server-only";
import { createHash } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { productCategories, products } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { audienceOf, isAdmin } from "@/lib/accounts/actor";
import { productColumns } from "./product-list";
import { shapeProduct, type ProductView } from "./product-view";
import { NO_STOCK, stockLevels } from "./stock";

/*
 * The whole active catalogue for the offline cache (GET /api/products/all_product_list/), with a
 * version for ETag / If-None-Match: it changes whenever an active product is added, edited,
 * trashed or deleted, and differs by audience (prices or not).
 */

export async function catalogVersion(ctx: Ctx): Promise<string> {
  const [row] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      changed: sql<string>`coalesce(max(${products.updatedAt})::text, '')`,
      ids: sql<string>`coalesce(sum(${products.id})::text, '0')`,
    })
    .from(products)
    .where(eq(products.isDeleted, false));
  const [links] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(productCategories);
  const digest = createHash("sha256").update(`${row.count}|${row.changed}|${row.ids}|${links.n}`).digest("base64url").slice(0, 22);
  return `W/"${audienceOf(ctx.actor)}-${digest}"`;
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
