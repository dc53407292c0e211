import { removeFromCart, setCartQuantity } from "@/lib/cart/cart";
import { cartQuantitySchema } from "@/lib/shared/cart/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("productId");

export const PATCH = apiRoute(
  { access: "verified", summary: "Sets the quantity of a cart line (whole cases); 0 removes it.", params, body: cartQuantitySchema },
  ({ ctx, params, body }) => setCartQuantity(ctx, params.productId, body.quantity),
);

export const DELETE = apiRoute(
  { access: "verified", summary: "Removes a line from the cart.", params },
  ({ ctx, params }) => removeFromCart(ctx, params.productId),
);
