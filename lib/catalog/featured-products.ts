import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { productCategories, products } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { shapeProduct, type ProductView } from "./product-view";

const columns = {
  id: products.id,
  item: products.item,
  name: products.name,
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
  quantity: products.quantity,
  needToReorderBelow: products.needToReorderBelow,
  purchaseTaxCode: products.purchaseTaxCode,
  ordering: products.ordering,
  vendorId: products.vendorId,
  isDeleted: products.isDeleted,
};

/** The newest active products, shaped for the actor (the home page grid). */
export async function listNewArrivals(ctx: Ctx, limit = 8): Promise<ProductView[]> {
  const rows = await ctx.db
    .select(columns)
    .from(products)
    .where(and(eq(products.isDeleted, false)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const links = await ctx.db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, rows.map((r) => r.id)));
  return rows.map((row) =>
    shapeProduct(
      ctx.actor,
      row,
      links.filter((l) => l.productId === row.id).map((l) => l.categoryId),
    ),
  );
}
