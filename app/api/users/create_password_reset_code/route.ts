import { getDb } from "@/db/client";
import { requestResetCode } from "@/lib/accounts/password-reset";
import { resetCodeRequestSchema } from "@/lib/accounts/schemas";
import { apiRoute } from "@/lib/http/route-handler";
import { readResetJson } from "@/lib/accounts/reset-input";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(async (request) => {
  const input = await readResetJson(request, resetCodeRequestSchema);
  return requestResetCode(await getDb(), input.email, clientIp(request));
});
