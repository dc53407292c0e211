import { getProfile, updateProfile } from "@/lib/accounts/profile";
import { profilePatchSchema } from "@/lib/accounts/schemas";
import { parseIdParam } from "@/lib/http/ids";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

/** The profile details sent right after registering, with the new account's token. */
export const PATCH = apiRoute<{ id: string }>(async (request, { params }) => {
  const ctx = await apiContext(request);
  const id = parseIdParam(params.id);
  await getProfile(ctx, id);
  return updateProfile(ctx, id, await readJson(request, profilePatchSchema));
});
