import { assertOrderVisible } from "@/lib/orders/customer-orders";
import { setOrderStatus } from "@/lib/orders/order-status";
import { orderStatusSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const PATCH = apiRoute(
  {
    access: "admin",
    summary: "Staff set an order's paid status (Paid, Not paid) and/or delivery status (Delivered, Not delivered), confirmed or not.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertOrderVisible(ctx, params.id),
    body: orderStatusSchema,
  },
  ({ ctx, params, body }) => setOrderStatus(ctx, params.id, body),
);
