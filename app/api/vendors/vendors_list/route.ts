import { apiRoute } from "@/lib/entry/api-route";
import { vendorListQuerySchema } from "@/lib/shared/vendors/schemas";
import { listVendors } from "@/lib/vendors/vendors";

export const GET = apiRoute(
  { access: "admin", summary: "Every vendor by name (not paginated), or those whose name contains ?search= (case and accents ignored).", query: vendorListQuerySchema },
  ({ ctx, query }) => listVendors(ctx, query),
);
