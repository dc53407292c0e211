import { allCustomers } from "@/lib/customers/customers-admin";
import { apiRoute } from "@/lib/entry/api-route";

export const GET = apiRoute(
  { access: "admin", summary: "Every customer by company, not paginated (for pickers)." },
  ({ ctx }) => allCustomers(ctx),
);
