import { z } from "zod";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { choice, optionalIdText, pageText, text } from "@/lib/shared/validation/primitives";
import { DELIVERY_STATUSES, PAID_STATUSES } from "./statuses";

/** GET /api/orders/my_orders/ query (docs/product.md §7). Client-safe. */
export const ORDER_SORTS = ["created_at", "-created_at", "price", "-price"] as const;

export const myOrdersQuerySchema = z.object({
  sort: choice(ORDER_SORTS, messages.sortChoices(ORDER_SORTS)).optional(),
  status: choice(PAID_STATUSES, messages.paidChoice).optional(),
  delivered_status: choice(DELIVERY_STATUSES, messages.deliveryChoice).optional(),
  page: pageText(),
});
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;

/**
 * GET /api/orders/order_list/ query (docs/product.md §7), staff only: ?search= on the customer's company,
 * name and email (lowercased, as the screen sends it), ?customer= one customer's orders, and the
 * sort, filters and page of my_orders.
 */
export const adminOrdersQuerySchema = myOrdersQuerySchema.extend({
  search: text({ max: 100 })
    .transform((v) => v.toLowerCase())
    .optional(),
  customer: optionalIdText(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
