import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import { products, productSales } from "@/db/schema";
import { audienceOf, type Audience } from "@/lib/shared/accounts/actor";
import type { Ctx } from "@/lib/context/context";
import { audienceContext, catalogueLocale, cataloguePriceList, PRODUCT_LISTS, tagCatalog, tagPriceList } from "./catalog-cache";
import type { Locale } from "@/lib/shared/i18n/locales";
import { productColumns, shapeRows } from "./product-list";
import type { ProductView } from "./product-view";

/** The home page's three lists for the actor's audience, from the catalogue cache. */
export async function listFeatured(ctx: Ctx, limit = 8): Promise<{ newArrivals: ProductView[]; specials: ProductView[]; topSellers: ProductView[] }> {
  const audience = audienceOf(ctx.actor);
  return featuredFor(audience, limit, catalogueLocale(audience, ctx.locale), cataloguePriceList(audience, ctx.actor));
}

async function featuredFor(audience: Audience, limit: number, locale: Locale, priceList: number | null) {
  "use cache";
  tagCatalog(PRODUCT_LISTS);
  tagPriceList(priceList);
  const ctx = await audienceContext(audience, locale, priceList);
  const [newArrivals, specials, topSellers] = await Promise.all([listNewArrivals(ctx, limit), listSpecials(ctx, limit), listTopSellers(ctx, limit)]);
  return { newArrivals, specials, topSellers };
}

/** The newest active products, shaped for the actor (the home page grid). */
export async function listNewArrivals(ctx: Ctx, limit = 8): Promise<ProductView[]> {
  const rows = await ctx.db
    .select(productColumns)
    .from(products)
    .where(eq(products.isDeleted, false))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return shapeRows(ctx, rows);
}

/** Active products on special (largest discount first). */
export async function listSpecials(ctx: Ctx, limit = 8): Promise<ProductView[]> {
  const rows = await ctx.db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.isDeleted, false), gt(products.special, "0")))
    .orderBy(desc(products.special), desc(products.id))
    .limit(limit);
  return shapeRows(ctx, rows);
}

/** Active products that sold the most units. */
export async function listTopSellers(ctx: Ctx, limit = 8): Promise<ProductView[]> {
  const rows = await ctx.db
    .select(productColumns)
    .from(productSales)
    .innerJoin(products, eq(products.id, productSales.productId))
    .where(and(eq(products.isDeleted, false), gt(productSales.soldCount, 0)))
    .orderBy(desc(productSales.soldCount), desc(products.id))
    .limit(limit);
  return shapeRows(ctx, rows);
}
