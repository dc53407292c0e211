import { addToCart } from "@/lib/cart/cart";
import { addToCartSchema } from "@/lib/cart/schemas";
import { apiRoute } from "@/lib/http/api-route";

export const POST = apiRoute(
  { access: "verified", summary: "Adds one case of a product: {product: id}.", body: addToCartSchema, status: 201 },
  async ({ ctx, body }) => {
    const { cart, added } = await addToCart(ctx, body.product);
    return { ...cart, added };
  },
);
