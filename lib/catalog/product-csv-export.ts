import "server-only";
import { and, asc, gt, sql } from "drizzle-orm";
import { categories, productCategories, products, productStock, vendors } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { CSV_BOM, csvLine } from "@/lib/csv/csv-write";
import { requireAdmin } from "@/lib/identity/access";
import { PRODUCT_CSV_COLUMNS } from "@/lib/shared/catalog/product-csv-schemas";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";
import { productFilter } from "./product-list";
import { categoriesText } from "./product-csv";
import { imageFileName, moneyText, percentText } from "./product-csv-values";

/*
 * The product CSV export (issue 32, docs/data-exchange.md "Products"): the import's columns, the
 * active products the admin product list shows for the same `search` and `category` (all of them
 * without), by id, read from the database in keyset batches of EXPORT_BATCH as the download is
 * read (never the whole catalogue in memory). Cells a spreadsheet would run as a formula are
 * escaped (csvCell); imported again, the file changes nothing.
 */

const EXPORT_BATCH = 1000;

export interface ProductExportFilter {
  search?: string;
  category?: number;
}

export async function exportProductsCsv(ctx: Ctx, filter: ProductExportFilter): Promise<{ fileName: string; stream: ReadableStream<Uint8Array> }> {
  requireAdmin(ctx.actor);
  const where = productFilter(ctx, productListQuerySchema.parse({ ...(filter.search ? { search: filter.search } : {}), ...(filter.category ? { category: String(filter.category) } : {}) }));
  const vendorNames = new Map((await ctx.db.select({ id: vendors.id, name: vendors.name }).from(vendors)).map((v) => [v.id, v.name]));
  const categoryRows = new Map(
    (await ctx.db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories)).map((c) => [c.id, c]),
  );
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(PRODUCT_CSV_COLUMNS)}`));
      }
      const rows = await ctx.db
        .select({
          id: products.id,
          item: products.item,
          name: products.name,
          nameFr: products.nameFr,
          price: products.price,
          cost: products.cost,
          special: products.special,
          boxQuantity: products.boxQuantity,
          barcode: products.barcode,
          salesTaxCode: products.salesTaxCode,
          purchaseTaxCode: products.purchaseTaxCode,
          provincialTaxClass: products.provincialTaxClass,
          actions: products.actions,
          stock: products.stock,
          vendorId: products.vendorId,
          image: products.image,
          quantity: productStock.quantity,
          needToReorderBelow: productStock.needToReorderBelow,
          categoryIds: sql<number[]>`array(select pc.category_id from ${productCategories} pc where pc.product_id = ${products.id})`,
        })
        .from(products)
        .leftJoin(productStock, sql`${productStock.productId} = ${products.id}`)
        .where(and(where, gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(EXPORT_BATCH);
      if (rows.length > 0) {
        after = rows.at(-1)!.id;
        const text = rows
          .map((r) =>
            csvLine([
              r.item,
              r.name,
              r.nameFr,
              moneyText(r.price),
              moneyText(r.cost),
              percentText(r.special),
              r.boxQuantity,
              r.barcode,
              r.salesTaxCode,
              r.purchaseTaxCode,
              r.provincialTaxClass,
              r.needToReorderBelow ?? 0,
              r.actions,
              r.stock ? "true" : "false",
              r.quantity ?? 0,
              r.vendorId === null ? null : (vendorNames.get(r.vendorId) ?? null),
              categoriesText((r.categoryIds ?? []).map(Number), categoryRows),
              imageFileName(r.image),
            ]),
          )
          .join("");
        controller.enqueue(encoder.encode(text));
      }
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `products-${day}.csv`, stream };
}
