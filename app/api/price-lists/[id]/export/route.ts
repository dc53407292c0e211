import { apiRoute } from "@/lib/entry/api-route";
import { exportPriceListCsv } from "@/lib/pricing/price-list-csv";
import { pathIds } from "@/lib/shared/validation/primitives";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "The price list as a CSV download (text/csv, UTF-8 with a byte-order mark): item, category, from_cases, case_price, percent_off; fixed prices, then quantity breaks, then categories. Imported again, it changes nothing.",
    params: pathIds("id"),
  },
  async ({ ctx, params }) => {
    const csv = await exportPriceListCsv(ctx, params.id);
    return new Response(csv.stream, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csv.fileName}"` },
    });
  },
);
