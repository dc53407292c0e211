import { createProduct } from "@/lib/catalog/product-admin";
import { productCreateSchema } from "@/lib/shared/catalog/product-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "admin",
    summary: "Staff add a product (multipart: the fields of docs/product.md §7 with an optional image; cat is the comma-joined main and subcategory ids).",
    body: productCreateSchema,
    bodyType: "multipart",
    status: 201,
  },
  ({ ctx, body }) => createProduct(ctx, body),
);
