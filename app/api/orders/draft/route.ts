import { requireVerifiedCustomer } from "@/lib/accounts/access";
import { getDraft, saveDraft } from "@/lib/orders/draft";
import { billingSchema } from "@/lib/orders/schemas";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

/*
 * The customer's saved order draft (SPEC.md §3): a path of this shop, as SPEC.md §7 names none.
 * GET answers the draft with the cart's lines and totals; PUT (Review and pay) stores the billing.
 */
export const GET = apiRoute(async (request) => getDraft(await apiContext(request)));

export const PUT = apiRoute(async (request) => {
  const ctx = await apiContext(request);
  // Who may call it before what they sent: 401/403 come before a 400 about the body.
  requireVerifiedCustomer(ctx.actor);
  return saveDraft(ctx, await readJson(request, billingSchema));
});
