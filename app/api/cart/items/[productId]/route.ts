import { removeFromCart, setCartQuantity } from "@/lib/cart/cart";
import { cartQuantitySchema } from "@/lib/cart/schemas";
import { parseIdParam } from "@/lib/http/ids";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

type Params = { productId: string };

/** Sets the quantity of a line: {quantity}; 0 removes it. */
export const PATCH = apiRoute<Params>(async (request, { params }) => {
  const ctx = await apiContext(request);
  const productId = parseIdParam(params.productId);
  const input = await readJson(request, cartQuantitySchema);
  return setCartQuantity(ctx, productId, input.quantity);
});

export const DELETE = apiRoute<Params>(async (request, { params }) => {
  const ctx = await apiContext(request);
  return removeFromCart(ctx, parseIdParam(params.productId));
});
