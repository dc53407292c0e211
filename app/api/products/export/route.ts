import { apiRoute } from "@/lib/entry/api-route";
import { exportProductsCsv } from "@/lib/catalog/product-csv-export";
import { productExportQuerySchema } from "@/lib/shared/catalog/product-csv-schemas";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "The active products as a CSV download (text/csv, UTF-8 with a byte-order mark), streamed: item, name, name_fr, price, cost, special, box_quantity, barcode, sales_tax_code, purchase_tax_code, provincial_tax_class, need_to_reorder_below, actions, stock, quantity, vendor (its name), categories (slugs, separated by |), image (the picture's file name). ?search= and ?category= filter as the admin product list does. Cells a spreadsheet would run as a formula are escaped with a leading '. Imported again (POST /api/products/import/), it changes nothing.",
    query: productExportQuerySchema,
  },
  async ({ ctx, query }) => {
    const csv = await exportProductsCsv(ctx, { search: query.search, category: query.category ?? undefined });
    return new Response(csv.stream, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csv.fileName}"` },
    });
  },
);
