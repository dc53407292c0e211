import { addToCart } from "@/lib/cart/cart";
import { addToCartSchema } from "@/lib/shared/cart/schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  { access: "verified", summary: "Adds whole cases of a product: {product: id, cases?: 1 to 999, default 1}.", body: addToCartSchema, status: 201 },
  async ({ ctx, body }) => {
    const { cart, added } = await addToCart(ctx, body.product, body.cases);
    return { ...cart, added };
  },
);
