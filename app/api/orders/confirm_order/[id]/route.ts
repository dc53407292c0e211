import { confirmOrder } from "@/lib/orders/confirm-order";
import { assertOrderVisible } from "@/lib/orders/customer-orders";
import { confirmOrderSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const PATCH = apiRoute(
  {
    access: "admin",
    summary: "Staff confirm an order ({confirmed: true}): final, takes the ordered units (free units included) off stock once; confirming again answers the order unchanged.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertOrderVisible(ctx, params.id),
    body: confirmOrderSchema,
  },
  ({ ctx, params }) => confirmOrder(ctx, params.id),
);
