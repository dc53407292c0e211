import { previewQuickOrder } from "@/lib/cart/quick-order";
import { quickOrderSchema } from "@/lib/shared/cart/quick-order-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "verified",
    summary:
      "Quick order preview: each line of {text} resolved to a product at today's prices, or what is wrong with it; changes nothing. For staff (the admin cart's quick entry) a code that is no item code or barcode is read as a product name: one product is ready with matched_by: \"name\", several are status ambiguous with up to 5 candidates [{id, item, name, box_quantity, stock}].",
    body: quickOrderSchema,
  },
  ({ ctx, body }) => previewQuickOrder(ctx, body.text),
);
