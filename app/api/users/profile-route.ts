import { assertProfileReachable, updateProfile } from "@/lib/customers/profile";
import { profilePatchSchema } from "@/lib/shared/accounts/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

/* What users/profile/{id}/ and users/registration_profile/{id}/ share: the path and the PATCH. */

export const profileParams = pathIds("id");

/** PATCH of a profile: another customer's id is not found before the body is read. */
export function profilePatchRoute(summary: string) {
  return apiRoute(
    {
      access: "user",
      summary,
      params: profileParams,
      authorize: ({ ctx, params }) => assertProfileReachable(ctx, params.id),
      body: profilePatchSchema,
    },
    ({ ctx, params, body }) => updateProfile(ctx, params.id, body),
  );
}
