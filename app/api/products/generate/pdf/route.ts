import { apiRoute } from "@/lib/entry/api-route";
import { catalogueDownload } from "@/lib/pdf/catalogue-download";
import { catalogueQuerySchema } from "@/lib/pdf/schemas";

export const GET = apiRoute(
  {
    access: "admin",
    summary: "The printed catalogue as a PDF download (streamed): all active products, a category's (with its subcategories') or a search's, grouped by category, with prices after discount. With ?customer={id}, that customer's price sheet: their case and unit prices under their price list, the list price beside a lower one, their quantity breaks, their company on the title page, in their language.",
    query: catalogueQuerySchema,
  },
  async ({ ctx, query }) => {
    const pdf = await catalogueDownload(ctx, query);
    return new Response(pdf.stream, {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${pdf.fileName}"` },
    });
  },
);
