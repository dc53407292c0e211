import { checkResetCode } from "@/lib/identity/password-reset";
import { resetCodeCheckSchema } from "@/lib/shared/accounts/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(
  {
    access: "anonymous",
    summary: "Checks an emailed reset code; answers a temporary token (15 minutes) that allows change_password only.",
    body: resetCodeCheckSchema,
    errorShape: "error",
  },
  ({ ctx, body, request }) => checkResetCode(ctx, body, clientIp(request)),
);
