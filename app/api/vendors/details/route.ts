import { apiRoute } from "@/lib/entry/api-route";
import { vendorSchema } from "@/lib/shared/vendors/schemas";
import { createVendor } from "@/lib/vendors/vendors";

export const POST = apiRoute(
  { access: "admin", summary: "Adds a vendor: {name, primary_contact, main_phone, fax, email}; the name is required.", body: vendorSchema, status: 201 },
  ({ ctx, body }) => createVendor(ctx, body),
);
