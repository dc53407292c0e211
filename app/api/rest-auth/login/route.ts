import { issueToken } from "@/lib/accounts/api-tokens";
import { authenticateWithPassword } from "@/lib/accounts/login";
import { loginRequestSchema } from "@/lib/accounts/schemas";
import { loginAnswer } from "@/lib/accounts/user-record";
import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";
import { clientIp } from "@/lib/security/client-ip";

export const POST = apiRoute(async (request) => {
  const input = await readJson(request, loginRequestSchema);
  const db = await getDb();
  const user = await authenticateWithPassword(db, { login: input.email || input.username || "", password: input.password }, clientIp(request));
  return loginAnswer(user, await issueToken(db, user));
});
