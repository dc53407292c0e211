import { placeOrder } from "@/lib/orders/place-order";
import { newOrderSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "customer",
    summary: "Places an order of the caller's: lines {id, charged_quantity} or {id, quantity} (docs/product.md §9, a 10-1 line's free unit included), priced by the server; price must equal the computed total; state is a province or territory (code or name, stored as the code); po_number optional (one line, at most 40 characters). The answer carries po_number (null when none).",
    body: newOrderSchema,
    status: 201,
    idempotent: true,
  },
  ({ ctx, body }) => placeOrder(ctx, body),
);
