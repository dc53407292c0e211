import { z } from "zod";
import { ordersErrorMessages as messages } from "@/lib/messages/errors-orders";
import { choice, pageText } from "@/lib/validation/primitives";
import { DELIVERY_STATUSES, PAID_STATUSES } from "./statuses";

/** GET /api/orders/my_orders/ query (SPEC.md §7). Client-safe. */
export const ORDER_SORTS = ["created_at", "-created_at", "price", "-price"] as const;

export const myOrdersQuerySchema = z.object({
  sort: choice(ORDER_SORTS, messages.sortChoices(ORDER_SORTS)).optional(),
  status: choice(PAID_STATUSES, messages.paidChoice).optional(),
  delivered_status: choice(DELIVERY_STATUSES, messages.deliveryChoice).optional(),
  page: pageText(),
});
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;
