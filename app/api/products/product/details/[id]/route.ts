import { updateProduct } from "@/lib/catalog/product-admin";
import { productPatchSchema } from "@/lib/shared/catalog/product-schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("id");

export const PATCH = apiRoute(
  {
    access: "admin",
    summary:
      "Staff edit a product (multipart, any fields, a new image replaces the old), or change its state with JSON: {is_deleted} (trash), {stock, is_deleted} (restore), {permanently_deleted: true} (only from the trash).",
    params,
    body: productPatchSchema,
    bodyType: "multipart",
  },
  ({ ctx, params, body }) => updateProduct(ctx, params.id, body),
);
