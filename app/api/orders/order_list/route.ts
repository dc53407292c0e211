import { adminOrdersPage } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";

export const GET = apiRoute(
  {
    access: "admin",
    summary: "Staff: every order, 16 a page: search by customer company, name or email, one customer's (?customer=), sort by date or total, filter by paid and delivery status.",
    query: adminOrdersQuerySchema,
  },
  async ({ ctx, query, url }) => envelopeOf(url, await adminOrdersPage(ctx, query)),
);
