import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { categories, productCategories, products, vendors } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { audienceOf, isAdmin, type Audience } from "@/lib/shared/accounts/actor";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { audienceContext, catalogueLocale, cataloguePriceList, CATEGORIES, PRODUCT_LISTS, productTag, tagCatalog, tagPriceList, VENDORS } from "./catalog-cache";
import { termsFor } from "@/lib/pricing/price-list-terms";
import { inLocale, type Locale } from "@/lib/shared/i18n/locales";
import { productColumns } from "./product-list";
import { shapeProduct, type ProductView } from "./product-view";
import { NO_STOCK, stockLevels } from "./stock";
import { SLUG_SHAPE } from "@/lib/shared/catalog/slug";

export interface ProductDetail {
  product: ProductView;
  /** Parent category first, then the subcategory (breadcrumbs), named in the reader's language. */
  categories: Array<{ id: number; name: string; slug: string; parentId: number | null }>;
  vendorName: string | null;
}

/** One product by slug, for its page; trashed products exist only for admins. From the catalogue cache. */
export async function getProductBySlug(ctx: Ctx, slug: string): Promise<ProductDetail> {
  if (!SLUG_SHAPE.test(slug)) throw new NotFound();
  const audience = audienceOf(ctx.actor);
  const detail = await productDetailFor(audience, slug, catalogueLocale(audience, ctx.locale), cataloguePriceList(audience, ctx.actor));
  if (!detail) throw new NotFound();
  return detail;
}

/**
 * Tagged with the product's own tag once it is found; a slug that finds nothing is kept under the
 * lists' tag, which a new product (or a restored one) expires.
 */
async function productDetailFor(audience: Audience, slug: string, locale: Locale, priceList: number | null): Promise<ProductDetail | null> {
  "use cache";
  tagCatalog(PRODUCT_LISTS, CATEGORIES, VENDORS);
  tagPriceList(priceList);
  const ctx = await audienceContext(audience, locale, priceList);
  const conditions = [eq(products.slug, slug)];
  if (!isAdmin(ctx.actor)) conditions.push(eq(products.isDeleted, false));
  const [row] = await ctx.db
    .select({ ...productColumns, vendorName: vendors.name })
    .from(products)
    .leftJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(...conditions));
  if (!row) return null;
  tagCatalog(productTag(row.id));
  const links = await ctx.db
    .select({ id: categories.id, name: categories.name, nameFr: categories.nameFr, slug: categories.slug, parentId: categories.parentId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(productCategories.productId, row.id))
    .orderBy(asc(categories.parentId), asc(categories.name));
  const named = links.map(({ nameFr, ...c }) => ({ ...c, name: inLocale(locale, c.name, nameFr) }));
  const ordered = [...named.filter((c) => c.parentId === null), ...named.filter((c) => c.parentId !== null)];
  const { vendorName, ...source } = row;
  const stock = isAdmin(ctx.actor) ? (await stockLevels(ctx, [row.id])).get(row.id) : undefined;
  const terms = priceList === null ? undefined : ((await termsFor(ctx, priceList, [row.id])).get(row.id) ?? {});
  return {
    product: shapeProduct(ctx, source, ordered.map((c) => c.id), stock ?? NO_STOCK, terms),
    categories: ordered,
    vendorName: isAdmin(ctx.actor) ? vendorName : null,
  };
}

/** Slugs of every active product and category (sitemap), from the catalogue cache. */
export async function listSitemapEntries(): Promise<{ products: Array<{ slug: string; updatedAt: Date }>; categories: Array<{ id: number; updatedAt: Date }> }> {
  "use cache";
  tagCatalog(PRODUCT_LISTS, CATEGORIES);
  const ctx = await audienceContext("visitor");
  const productRows = await ctx.db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.isDeleted, false))
    .orderBy(asc(products.id));
  const categoryRows = await ctx.db
    .select({ id: categories.id, updatedAt: categories.updatedAt })
    .from(categories)
    .where(eq(categories.isDeleted, false));
  return { products: productRows, categories: categoryRows };
}

