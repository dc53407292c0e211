import { adminOrdersPage } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Staff: every order, 16 a page: search by customer company, name or email, or by order number (#123 or 123), one customer's (?customer=), sort by date, total or delivery date (delivery_date, -delivery_date: orders to be arranged last); the filters combine: paid and delivery status, confirmed=true|false, admin_created=true|false (placed by staff or by the customer), overdue=true|false (delivered, not paid, delivered more than PAYMENT_TERMS_DAYS ago), from and to (YYYY-MM-DD, both days included, shop time), delivery_date (YYYY-MM-DD: the orders to deliver that day).",
    query: adminOrdersQuerySchema,
  },
  async ({ ctx, query, url }) => envelopeOf(url, await adminOrdersPage(ctx, query)),
);
