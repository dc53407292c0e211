import { getProfile, updateProfile } from "@/lib/accounts/profile";
import { profilePatchSchema } from "@/lib/accounts/schemas";
import { parseIdParam } from "@/lib/http/ids";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

type Params = { id: string };

export const GET = apiRoute<Params>(async (request, { params }) => {
  const ctx = await apiContext(request);
  return getProfile(ctx, parseIdParam(params.id));
});

export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const ctx = await apiContext(request);
  const id = parseIdParam(params.id);
  await getProfile(ctx, id); // 401/404 before validating the body
  return updateProfile(ctx, id, await readJson(request, profilePatchSchema));
});
