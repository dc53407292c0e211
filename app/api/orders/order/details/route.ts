import { NextResponse } from "next/server";
import { placeOrder } from "@/lib/orders/place-order";
import { newOrderSchema } from "@/lib/orders/schemas";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

/** A verified customer places an order; Idempotency-Key makes retries safe. */
export const POST = apiRoute(async (request) => {
  const ctx = await apiContext(request);
  const input = await readJson(request, newOrderSchema);
  const placed = await placeOrder(ctx, input, request.headers.get("idempotency-key"));
  return NextResponse.json(placed.body, { status: placed.status });
});
