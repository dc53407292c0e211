import { changePassword } from "@/lib/identity/password-reset";
import { tokenOf } from "@/lib/entry/request-actor";
import { changePasswordSchema } from "@/lib/shared/accounts/schemas";
import { apiRoute } from "@/lib/entry/api-route";

/** The caller is not identified by the wrapper: the reset token in the header is the credential. */
export const POST = apiRoute(
  {
    access: "anonymous",
    summary: "Sets a new password with the temporary reset token (Authorization: Token); ends every other session and answers a new login token.",
    body: changePasswordSchema,
    errorShape: "error",
  },
  ({ ctx, body, request }) => changePassword(ctx, tokenOf(request), body.new_password),
);
