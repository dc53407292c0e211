import { endRequestIdentity } from "@/lib/entry/request-actor";
import { apiRoute } from "@/lib/entry/api-route";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";

/** Revokes the API token in use, or ends the web session in use (as next-auth's signOut does). */
export const POST = apiRoute(
  { access: "public", summary: "Logs out: revokes the API token in use, or ends the web session of the cookie on the server." },
  async ({ ctx }) => {
    await endRequestIdentity(ctx, ctx.identity);
    return { detail: accountsErrorMessages.loggedOut };
  },
);
