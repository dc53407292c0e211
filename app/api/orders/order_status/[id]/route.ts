import { assertOrderVisible } from "@/lib/orders/customer-orders";
import { setOrderStatus } from "@/lib/orders/order-status";
import { orderStatusSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const PATCH = apiRoute(
  {
    access: "admin",
    summary:
      "Staff set an order's paid status (Paid, Not paid), delivery status (Delivered, Not delivered) and/or delivery date (YYYY-MM-DD, any day; null: to be arranged), confirmed or not.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertOrderVisible(ctx, params.id),
    body: orderStatusSchema,
  },
  ({ ctx, params, body }) => setOrderStatus(ctx, params.id, body),
);
