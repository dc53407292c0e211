import type { VendorView } from "@/lib/vendors/vendors";
import { endpoint, schemaRef } from "./endpoint";

/* The back office's vendor calls (docs/product.md §7 vendors), staff only. */

export type { VendorView };

const schemas = () => import("@/lib/shared/vendors/schemas");

/** Every vendor by name, or those whose name contains `search`; not paginated. */
export const listVendors = endpoint<VendorView[]>()({
  method: "GET",
  path: "/api/vendors/vendors_list/",
  query: schemaRef(schemas, "vendorListQuerySchema"),
});

export const createVendor = endpoint<VendorView>()({
  method: "POST",
  path: "/api/vendors/details/",
  body: schemaRef(schemas, "vendorSchema"),
});

export const updateVendor = endpoint<VendorView>()({
  method: "PATCH",
  path: "/api/vendors/details/{id}/",
  body: schemaRef(schemas, "vendorPatchSchema"),
});
