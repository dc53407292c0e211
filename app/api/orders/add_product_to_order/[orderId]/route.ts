import { addProductsToOrder } from "@/lib/orders/edit-order";
import { addToOrderSchema } from "@/lib/orders/schemas";
import { apiContext } from "@/lib/context/api-context";
import { parseIdParam } from "@/lib/http/ids";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

export const PATCH = apiRoute<{ orderId: string }>(async (request, { params }) => {
  const ctx = await apiContext(request);
  const orderId = parseIdParam(params.orderId);
  const input = await readJson(request, addToOrderSchema);
  return addProductsToOrder(ctx, orderId, input);
});
