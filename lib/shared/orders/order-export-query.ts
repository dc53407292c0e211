import { z } from "zod";
import { exportErrorMessages as messages } from "@/lib/shared/messages/errors-export";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { choice } from "@/lib/shared/validation/primitives";
import { DELIVERY_STATUSES, PAID_STATUSES } from "./statuses";

/*
 * GET /api/orders/export/ query (issue 32, docs/data-exchange.md "Orders for accounting"), shared by
 * the route and the admin orders screen's form. Client-safe.
 *
 * The filters are the admin order list's (GET /api/orders/order_list/), same names and values, so
 * staff and API clients keep one vocabulary: ?status=Paid|Not paid (the paid status),
 * ?delivered_status=Delivered|Not delivered, ?confirmed=true|false; each absent means either.
 * ?from= and ?to= are required: the first and last day (both included) on which the orders were
 * placed, in the shop's time (America/Vancouver), at most EXPORT_MAX_DAYS days.
 * ?layout=lines (default): one row per order line and one per delivery fee; ?layout=daily: one row
 * per shop day.
 */

/** The longest period one export covers, first and last day included (a leap year). */
export const EXPORT_MAX_DAYS = 366;

export const EXPORT_LAYOUTS = ["lines", "daily"] as const;
export type ExportLayout = (typeof EXPORT_LAYOUTS)[number];

/** A real calendar day written YYYY-MM-DD, in 2000–2099 (the admin list's rule). */
export function isExportDay(value: string): boolean {
  if (!/^20\d{2}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export function daysCovered(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function requiredDay() {
  return z.string({ message: messages.dayRequired }).refine(isExportDay, { message: ordersErrorMessages.dayFormat });
}

function yesNo() {
  return z
    .enum(["true", "false"], { message: ordersErrorMessages.trueOrFalse })
    .transform((v) => v === "true")
    .optional();
}

/** A filter sent empty (a plain GET form's "Any") is no filter. */
function anyWhenEmpty<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

/** The range's checks apply once both ends are real days (each end's own message otherwise). */
const bothDays = (q: { from: unknown; to: unknown }) => typeof q.from === "string" && typeof q.to === "string" && isExportDay(q.from) && isExportDay(q.to);

export const orderExportQuerySchema = z
  .object({
    from: requiredDay(),
    to: requiredDay(),
    status: anyWhenEmpty(choice(PAID_STATUSES, ordersErrorMessages.paidChoice).optional()),
    delivered_status: anyWhenEmpty(choice(DELIVERY_STATUSES, ordersErrorMessages.deliveryChoice).optional()),
    confirmed: anyWhenEmpty(yesNo()),
    layout: choice(EXPORT_LAYOUTS, messages.layoutChoice).default("lines"),
  })
  .refine((q) => !bothDays(q) || q.from <= q.to, { message: ordersErrorMessages.dateRange, path: ["to"] })
  .refine((q) => !bothDays(q) || q.from > q.to || daysCovered(q.from, q.to) <= EXPORT_MAX_DAYS, { message: messages.rangeTooLong(EXPORT_MAX_DAYS), path: ["to"] });
export type OrderExportQuery = z.output<typeof orderExportQuerySchema>;
