import type { CategoryView } from "@/lib/catalog/categories";
import { endpoint, schemaRef } from "./endpoint";

/* The category calls (docs/product.md §7 categories): the list for everyone (its trash for staff), the writes for staff. */

export type { CategoryView };

const schemas = () => import("@/lib/shared/catalog/category-schemas");

/** Active categories, or the trash with {is_deleted: "true"}; {search} keeps names that contain it. Not paginated. */
export const listCategories = endpoint<CategoryView[]>()({
  method: "GET",
  path: "/api/categories/list/",
  query: schemaRef(schemas, "categoryListQuerySchema"),
});

export const createCategory = endpoint<CategoryView>()({
  method: "POST",
  path: "/api/categories/category/details/",
  body: schemaRef(schemas, "categorySchema"),
});

/** An edit (any of name, slug, parent_category), or {is_deleted} to trash or restore. */
export const updateCategory = endpoint<CategoryView>()({
  method: "PATCH",
  path: "/api/categories/category/details/{id}/",
  body: schemaRef(schemas, "categoryPatchSchema"),
});
