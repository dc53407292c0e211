import { addQuickOrder } from "@/lib/cart/quick-order";
import { quickOrderSchema } from "@/lib/shared/cart/quick-order-schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "verified",
    summary: "Quick order: adds {text} (one item code or barcode and a case count per line, or CSV with the header item,cases; at most 200 lines) to the cart in one transaction, or nothing: a line that cannot be added is a 400 naming it.",
    body: quickOrderSchema,
  },
  ({ ctx, body }) => addQuickOrder(ctx, body.text),
);
