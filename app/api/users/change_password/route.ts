import { getDb } from "@/db/client";
import { changePassword } from "@/lib/accounts/password-reset";
import { changePasswordSchema } from "@/lib/accounts/schemas";
import { readResetJson } from "@/lib/accounts/reset-input";
import { apiRoute } from "@/lib/http/route-handler";

/** {new_password}, sent with the temporary token of reset_password_code_check. */
export const POST = apiRoute(async (request) => {
  const input = await readResetJson(request, changePasswordSchema);
  const token = request.headers.get("authorization")?.match(/^Token\s+(\S+)\s*$/i)?.[1] ?? null;
  return changePassword(await getDb(), token, input.new_password);
});
