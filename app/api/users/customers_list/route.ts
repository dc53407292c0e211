import { listCustomers } from "@/lib/customers/customers-admin";
import { customerListQuerySchema } from "@/lib/shared/accounts/customer-schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";

export const GET = apiRoute(
  {
    access: "admin",
    summary: "Customers, 16 a page, by company: ?search= (company, name or email; case and accents aside), ?verified=false (awaiting verification), ?page=.",
    query: customerListQuerySchema,
  },
  async ({ ctx, query, url }) => envelopeOf(url, await listCustomers(ctx, query)),
);
