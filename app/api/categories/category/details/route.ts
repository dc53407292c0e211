import { createCategory } from "@/lib/catalog/category-admin";
import { categorySchema } from "@/lib/shared/catalog/category-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Staff add a category: {name, name_fr (optional French name), slug (optional; derived from the name and made unique when blank), parent_category (an active top-level category's id, or null)}.",
    body: categorySchema,
    status: 201,
  },
  ({ ctx, body }) => createCategory(ctx, body),
);
