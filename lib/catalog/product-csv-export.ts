import "server-only";
import { and, asc, gt } from "drizzle-orm";
import { categories, products, vendors } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { CSV_BOM, csvLine } from "@/lib/csv/csv-write";
import { requireAdmin } from "@/lib/identity/access";
import { PRODUCT_CSV_COLUMNS } from "@/lib/shared/catalog/product-csv-schemas";
import { productListQuerySchema } from "@/lib/shared/catalog/product-query";
import { productFilter } from "./product-list";
import { productCsvRows, productCsvValues } from "./product-csv";

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
      const rows = await productCsvRows(ctx)
        .where(and(where, gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(EXPORT_BATCH);
      if (rows.length > 0) {
        after = rows.at(-1)!.id;
        const text = rows
          .map((r) => {
            const values = productCsvValues(r, vendorNames, categoryRows);
            return csvLine(PRODUCT_CSV_COLUMNS.map((column) => values[column]));
          })
          .join("");
        controller.enqueue(encoder.encode(text));
      }
      if (rows.length < EXPORT_BATCH) controller.close();
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return { fileName: `products-${day}.csv`, stream };
}
