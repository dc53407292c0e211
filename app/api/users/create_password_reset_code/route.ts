import { requestResetCode } from "@/lib/identity/password-reset";
import { resetCodeRequestSchema } from "@/lib/shared/accounts/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(
  {
    access: "anonymous",
    summary: "Emails a 6-digit password-reset code; answers the same whether or not the email has an account.",
    body: resetCodeRequestSchema,
    errorShape: "error",
  },
  ({ ctx, body, request }) => requestResetCode(ctx, body.email, clientIp(request)),
);
