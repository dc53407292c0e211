import { previewQuickOrder } from "@/lib/cart/quick-order";
import { quickOrderSchema } from "@/lib/shared/cart/quick-order-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "verified",
    summary: "Quick order preview: each line of {text} resolved to a product at today's prices, or what is wrong with it; changes nothing.",
    body: quickOrderSchema,
  },
  ({ ctx, body }) => previewQuickOrder(ctx, body.text),
);
