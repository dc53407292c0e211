import type { PermanentlyDeleted } from "@/lib/catalog/product-admin";
import type { ProductView } from "@/lib/catalog/product-view";
import { endpoint, schemaRef } from "./endpoint";

/* The back office's product writes (docs/product.md §7 product details): multipart, with the picture. */

const schemas = () => import("@/lib/shared/catalog/product-schemas");

export const createProduct = endpoint<ProductView>()({
  method: "POST",
  path: "/api/products/product/details/",
  body: schemaRef(schemas, "productCreateSchema"),
  bodyType: "multipart",
});

/** An edit (any fields), or {is_deleted}, {stock, is_deleted}, {permanently_deleted: true}. */
export const updateProduct = endpoint<ProductView | PermanentlyDeleted>()({
  method: "PATCH",
  path: "/api/products/product/details/{id}/",
  body: schemaRef(schemas, "productPatchSchema"),
  bodyType: "multipart",
});
