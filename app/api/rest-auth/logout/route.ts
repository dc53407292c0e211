import { revokeTokenById } from "@/lib/accounts/api-tokens";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";

/** Revokes the API token in use. A web session ends by clearing its cookie (next-auth signOut). */
export const POST = apiRoute(async (request) => {
  const ctx = await apiContext(request);
  if (ctx.identity.tokenId !== undefined) await revokeTokenById(ctx.db, ctx.identity.tokenId);
  return { detail: "Successfully logged out." };
});
