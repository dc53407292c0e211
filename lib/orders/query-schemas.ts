import { z } from "zod";

/** GET /api/orders/my_orders/ query (SPEC.md §7). Client-safe. */
export const ORDER_SORTS = ["created_at", "-created_at", "price", "-price"] as const;

export const myOrdersQuerySchema = z.object({
  sort: z.enum(ORDER_SORTS, { message: `Select a valid choice: ${ORDER_SORTS.join(", ")}.` }).optional(),
  status: z.enum(["Paid", "Not paid"], { message: 'Select a valid choice: "Paid" or "Not paid".' }).optional(),
  delivered_status: z.enum(["Delivered", "Not delivered"], { message: 'Select a valid choice: "Delivered" or "Not delivered".' }).optional(),
  page: z.string().optional(),
});
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;
