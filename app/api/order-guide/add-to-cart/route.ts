import { apiRoute } from "@/lib/entry/api-route";
import { addGuideToCart } from "@/lib/orders/order-guide";
import { orderGuideAddSchema, orderGuideQuerySchema } from "@/lib/shared/orders/order-guide-schemas";

export const POST = apiRoute(
  {
    access: "verified",
    summary:
      "Adds order guide lines to the caller's cart (staff: ?customer={id}, into their own admin cart) in whole cases: {lines?: [{product, cases}]}, all or nothing (a line not in the guide, no longer sold or out of stock is a 400 on lines); without lines, every line that can be added at its usual quantity, the others named in unavailable. Answers {added, unavailable, cart}.",
    query: orderGuideQuerySchema,
    body: orderGuideAddSchema,
  },
  ({ ctx, query, body }) => addGuideToCart(ctx, query.customer, body),
);
