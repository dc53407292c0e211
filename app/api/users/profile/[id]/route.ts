import { deleteCustomer } from "@/lib/customers/customers-admin";
import { getProfile } from "@/lib/customers/profile";
import { apiRoute } from "@/lib/entry/api-route";
import { profileParams, profilePatchRoute } from "@/app/api/users/profile-route";

export const GET = apiRoute(
  { access: "user", summary: "A profile: the caller's own (customers), any (admins); another customer's is not found.", params: profileParams },
  ({ ctx, params }) => getProfile(ctx, params.id),
);

export const PATCH = profilePatchRoute(
  "Changes profile fields (any subset); email, verified and role never change here. tax_exemptions, staff only (403 from a customer): the customer's whole list, one number per tax; [] removes them all.",
);

export const DELETE = apiRoute(
  {
    access: "admin",
    summary: "Staff delete a customer: their sessions and tokens end at once, their orders stay with the customer's snapshot. 204; an admin's id is not found.",
    params: profileParams,
    status: 204,
  },
  async ({ ctx, params }) => {
    await deleteCustomer(ctx, params.id);
    return new Response(null, { status: 204 });
  },
);
