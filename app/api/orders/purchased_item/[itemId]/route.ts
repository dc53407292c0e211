import { deleteOrderItem, setOrderItemQuantity } from "@/lib/orders/edit-order";
import { orderItemQuantitySchema } from "@/lib/orders/schemas";
import { apiContext } from "@/lib/context/api-context";
import { parseIdParam } from "@/lib/http/ids";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

type Params = { itemId: string };

export const DELETE = apiRoute<Params>(async (request, { params }) => deleteOrderItem(await apiContext(request), parseIdParam(params.itemId)));

export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const ctx = await apiContext(request);
  const itemId = parseIdParam(params.itemId);
  const input = await readJson(request, orderItemQuantitySchema);
  return setOrderItemQuantity(ctx, itemId, input.quantity);
});
