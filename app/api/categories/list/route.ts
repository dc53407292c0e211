import { categoryListQuerySchema, listCategories } from "@/lib/catalog/categories";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute(
  { access: "public", summary: "Every active category with its parent; ?is_deleted=true lists the trash (admins only).", query: categoryListQuerySchema },
  ({ ctx, query }) => listCategories(ctx, { isDeleted: query.is_deleted }),
);
