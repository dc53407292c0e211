import { getDb } from "@/db/client";
import { checkResetCode } from "@/lib/accounts/password-reset";
import { resetCodeCheckSchema } from "@/lib/accounts/schemas";
import { readResetJson } from "@/lib/accounts/reset-input";
import { apiRoute } from "@/lib/http/route-handler";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(async (request) => {
  const input = await readResetJson(request, resetCodeCheckSchema);
  return checkResetCode(await getDb(), input, clientIp(request));
});
