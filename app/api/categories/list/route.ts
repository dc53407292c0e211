import { listCategories } from "@/lib/catalog/categories";
import { categoryListQuerySchema } from "@/lib/shared/catalog/category-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const GET = apiRoute(
  {
    access: "public",
    summary:
      "Every active category with its parent (a subcategory of a trashed parent is hidden with it); ?is_deleted=true lists the trash (admins only); ?search= keeps names that contain it in either language (case and accents ignored). Names are in the caller's language (English where there is no French name); staff read `name` and `name_fr`.",
    query: categoryListQuerySchema,
  },
  ({ ctx, query }) => listCategories(ctx, { isDeleted: query.is_deleted, search: query.search }),
);
