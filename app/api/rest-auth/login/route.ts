import { issueToken } from "@/lib/identity/api-tokens";
import { authenticateWithPassword } from "@/lib/identity/login";
import { loginRequestSchema } from "@/lib/shared/accounts/schemas";
import { loginAnswer } from "@/lib/identity/user-record";
import { apiRoute } from "@/lib/entry/api-route";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(
  { access: "anonymous", summary: "Logs in with email (or username) and password; answers a new API token and the user.", body: loginRequestSchema },
  async ({ ctx, body, request }) => {
    const user = await authenticateWithPassword(ctx, { login: body.email || body.username || "", password: body.password }, clientIp(request));
    return loginAnswer(user, await issueToken(ctx, user));
  },
);
