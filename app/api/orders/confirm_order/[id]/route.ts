import { confirmOrder } from "@/lib/orders/confirm-order";
import { assertOrderVisible } from "@/lib/orders/customer-orders";
import { confirmOrderSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const PATCH = apiRoute(
  {
    access: "admin",
    summary:
      "Staff confirm an order ({confirmed: true}): final, takes the ordered units (free units included) off stock once; confirming again answers the order unchanged. Stock is checked first: when any line exceeds its product's units on hand the answer is 409 {detail, shortfall: [{item, product, name, box_quantity, ordered, charged, on_hand, can_ship}]} and nothing changes, unless the body says how to proceed: short_ship: [{item, quantity}] lowers those lines to `quantity` charged units (0 takes the line out; the order is re-priced and the customer's email says what changed), backorder: true confirms what is still short and marks the order back-ordered. A product left with 0 units or fewer on hand is marked out of stock.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertOrderVisible(ctx, params.id),
    body: confirmOrderSchema,
  },
  ({ ctx, params, body }) => confirmOrder(ctx, params.id, body),
);
