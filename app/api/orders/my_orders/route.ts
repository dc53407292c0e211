import { myOrdersPage } from "@/lib/orders/customer-orders";
import { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";

export const GET = apiRoute(
  { access: "verified", summary: "The caller's own orders, 16 a page: sort by date or total, filter by paid and delivery status.", query: myOrdersQuerySchema },
  async ({ ctx, query, url }) => envelopeOf(url, await myOrdersPage(ctx, query)),
);
