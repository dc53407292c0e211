import { z } from "zod";
import { requireAdmin } from "@/lib/accounts/access";
import { setCustomerVerified } from "@/lib/accounts/profile";
import { parseIdParam } from "@/lib/http/ids";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

const verificationSchema = z.object({ verified: z.boolean({ message: "Must be a valid boolean." }) });

/** Staff verify or unverify a customer: {verified}. Admins only. */
export const PATCH = apiRoute<{ id: string }>(async (request, { params }) => {
  const ctx = await apiContext(request);
  requireAdmin(ctx.actor);
  const input = await readJson(request, verificationSchema);
  return setCustomerVerified(ctx, parseIdParam(params.id), input.verified);
});
