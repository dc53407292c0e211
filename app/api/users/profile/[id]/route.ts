import { getProfile } from "@/lib/accounts/profile";
import { apiRoute } from "@/lib/http/api-route";
import { profileParams, profilePatchRoute } from "@/app/api/users/profile-route";

export const GET = apiRoute(
  { access: "user", summary: "A profile: the caller's own (customers), any (admins); another customer's is not found.", params: profileParams },
  ({ ctx, params }) => getProfile(ctx, params.id),
);

export const PATCH = profilePatchRoute("Changes profile fields (any subset); email, verified and role never change here.");
