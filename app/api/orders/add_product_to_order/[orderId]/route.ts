import { assertOrderVisible } from "@/lib/orders/customer-orders";
import { addProductsToOrder } from "@/lib/orders/edit-order";
import { addToOrderSchema } from "@/lib/shared/orders/schemas";
import { orderEditRoute } from "@/app/api/orders/order-edit-route";

export const PATCH = orderEditRoute(
  "orderId",
  {
    summary: "Adds products to an unconfirmed order at today's prices (more of one already in it adds up); price, when sent, must equal the new total.",
    visible: assertOrderVisible,
    body: addToOrderSchema,
  },
  addProductsToOrder,
);
