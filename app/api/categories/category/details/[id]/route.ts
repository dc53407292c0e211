import { assertCategoryExists, updateCategory } from "@/lib/catalog/category-admin";
import { categoryPatchSchema } from "@/lib/shared/catalog/category-schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const PATCH = apiRoute(
  {
    access: "admin",
    summary:
      "Staff edit a category (any of name, name_fr, slug, parent_category; the others keep their value), or Move to trash / Restore it with {is_deleted: true|false}.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertCategoryExists(ctx, params.id),
    body: categoryPatchSchema,
  },
  ({ ctx, params, body }) => updateCategory(ctx, params.id, body),
);
