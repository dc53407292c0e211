import { apiRoute } from "@/lib/entry/api-route";
import { exportOrdersCsv } from "@/lib/orders/order-export";
import { orderExportQuerySchema } from "@/lib/shared/orders/order-export-query";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Staff: the orders for accounting as a CSV download, streamed (text/csv, UTF-8 with a byte-order mark; docs/data-exchange.md \"Orders for accounting\"): the orders placed from ?from= to ?to= (YYYY-MM-DD, shop days in America/Vancouver, both included, required, at most 366 days), filtered as the order list is (?status=Paid|Not paid, ?delivered_status=Delivered|Not delivered, ?confirmed=true|false). ?layout=lines (default): one row per order line and one DELIVERY row per delivery fee, each with its share of every tax, so that an order's rows add up to its total; ?layout=daily: one row per day (orders, subtotal, delivery fees, each tax, total).",
    query: orderExportQuerySchema,
  },
  async ({ ctx, query }) => {
    const csv = await exportOrdersCsv(ctx, query);
    return new Response(csv.stream, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${csv.fileName}"` },
    });
  },
);
