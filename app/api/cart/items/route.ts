import { NextResponse } from "next/server";
import { addToCart } from "@/lib/cart/cart";
import { addToCartSchema } from "@/lib/cart/schemas";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

/** Adds one case of a product: {product: id}. */
export const POST = apiRoute(async (request) => {
  const ctx = await apiContext(request);
  const input = await readJson(request, addToCartSchema);
  const { cart, added } = await addToCart(ctx, input.product);
  return NextResponse.json({ ...cart, added }, { status: 201 });
});
