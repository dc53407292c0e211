import { z } from "zod";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { choice, optionalIdText, pageText, text } from "@/lib/shared/validation/primitives";
import { DELIVERY_STATUSES, PAID_STATUSES } from "./statuses";

/** ?confirmed=true|false: absent means either. */
function yesNo() {
  return z
    .enum(["true", "false"], { message: messages.trueOrFalse })
    .transform((v) => v === "true")
    .optional();
}

/** ?from= / ?to=: a calendar day, YYYY-MM-DD, that exists (read in the shop's time zone by the query). */
export function day() {
  return z
    .string()
    .refine((v) => {
      // Years 2000–2099: the shop's orders are in there, and the day after stays a four-digit year.
      if (!/^20\d{2}-\d{2}-\d{2}$/.test(v)) return false;
      const date = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
    }, { message: messages.dayFormat })
    .optional();
}

/** GET /api/orders/my_orders/ query (docs/product.md §7). Client-safe. */
export const ORDER_SORTS = ["created_at", "-created_at", "price", "-price"] as const;

export const myOrdersQuerySchema = z.object({
  sort: choice(ORDER_SORTS, messages.sortChoices(ORDER_SORTS)).optional(),
  status: choice(PAID_STATUSES, messages.paidChoice).optional(),
  delivered_status: choice(DELIVERY_STATUSES, messages.deliveryChoice).optional(),
  page: pageText(),
});
export type MyOrdersQuery = z.output<typeof myOrdersQuerySchema>;

/** The back office's sorts: my_orders' and the delivery date (issue 31; orders still to be arranged last either way). */
export const ADMIN_ORDER_SORTS = [...ORDER_SORTS, "delivery_date", "-delivery_date"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/**
 * GET /api/orders/order_list/ query (docs/product.md §7), staff only: ?search= on the customer's company,
 * name and email (lowercased, as the screen sends it), ?customer= one customer's orders, and the
 * sort, filters and page of my_orders; ?delivery_date= the orders to deliver on a day, and the sort by
 * delivery date (issue 31).
 */
export const adminOrdersQuerySchema = myOrdersQuerySchema
  .extend({
    sort: choice(ADMIN_ORDER_SORTS, messages.sortChoices(ADMIN_ORDER_SORTS)).optional(),
    search: text({ max: 100 })
      .transform((v) => v.toLowerCase())
      .optional(),
    customer: optionalIdText(),
    confirmed: yesNo(),
    admin_created: yesNo(),
    // Delivered, not paid, and delivered more than PAYMENT_TERMS_DAYS ago (false: everything else).
    overdue: yesNo(),
    from: day(),
    to: day(),
    delivery_date: day(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: messages.dateRange, path: ["to"] });
export type AdminOrdersQuery = z.output<typeof adminOrdersQuerySchema>;
