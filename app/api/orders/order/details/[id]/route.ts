import { assertOrderVisible, getOrder, updateOrderBilling } from "@/lib/orders/customer-orders";
import { billingSchema } from "@/lib/orders/schemas";
import { apiContext } from "@/lib/context/api-context";
import { parseIdParam } from "@/lib/http/ids";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

type Params = { id: string };

export const GET = apiRoute<Params>(async (request, { params }) => getOrder(await apiContext(request), parseIdParam(params.id)));

/** Billing edit of an unconfirmed order; a price in the body is ignored (the server computes it). */
export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const ctx = await apiContext(request);
  const id = parseIdParam(params.id);
  await assertOrderVisible(ctx, id);
  return updateOrderBilling(ctx, id, await readJson(request, billingSchema));
});
