import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";
import { vendorPatchSchema } from "@/lib/shared/vendors/schemas";
import { assertVendorExists, updateVendor } from "@/lib/vendors/vendors";

export const PATCH = apiRoute(
  {
    access: "admin",
    summary: "Edits a vendor: any of {name, primary_contact, main_phone, fax, email}; the others keep their value.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertVendorExists(ctx, params.id),
    body: vendorPatchSchema,
  },
  ({ ctx, params, body }) => updateVendor(ctx, params.id, body),
);
