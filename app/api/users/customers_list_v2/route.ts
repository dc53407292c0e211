import { allCustomers } from "@/lib/accounts/customers-admin";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  { access: "admin", summary: "Every customer by company, not paginated (for pickers)." },
  ({ ctx }) => allCustomers(ctx),
);
