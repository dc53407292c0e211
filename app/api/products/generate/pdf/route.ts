import { apiRoute } from "@/lib/entry/api-route";
import { catalogueDownload } from "@/lib/pdf/catalogue-download";
import { catalogueQuerySchema } from "@/lib/pdf/schemas";

export const GET = apiRoute(
  {
    access: "admin",
    summary: "The printed catalogue as a PDF download (streamed): all active products, a category's (with its subcategories') or a search's, grouped by category, with prices after discount.",
    query: catalogueQuerySchema,
  },
  async ({ ctx, query }) => {
    const pdf = await catalogueDownload(ctx, query);
    return new Response(pdf.stream, {
      headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${pdf.fileName}"` },
    });
  },
);
