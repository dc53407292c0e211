import { requireUser } from "@/lib/accounts/access";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";

/** Who is signed in: {user, email, username, form, verified}; 401 for nobody. */
export const GET = apiRoute(async (request) => {
  const ctx = await apiContext(request);
  requireUser(ctx.actor);
  const user = ctx.identity.user!;
  return { user: user.id, email: user.email, username: user.username, form: user.role, verified: user.verified };
});
