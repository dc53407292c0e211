import { assertOrderItemVisible } from "@/lib/orders/customer-orders";
import { deleteOrderItem, setOrderItemQuantity } from "@/lib/orders/edit-order";
import { orderItemQuantitySchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { orderEditRoute } from "@/app/api/orders/order-edit-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const DELETE = apiRoute(
  { access: "user", summary: "Removes a line from an unconfirmed order (never its last line); answers the re-priced order.", params: pathIds("itemId") },
  ({ ctx, params }) => deleteOrderItem(ctx, params.itemId),
);

export const PATCH = orderEditRoute(
  "itemId",
  {
    summary: "Sets the quantity of a line of an unconfirmed order, {charged_quantity} or {quantity} in whole cases; answers the re-priced order.",
    visible: assertOrderItemVisible,
    body: orderItemQuantitySchema,
  },
  setOrderItemQuantity,
);
