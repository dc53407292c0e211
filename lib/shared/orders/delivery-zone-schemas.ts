import { z } from "zod";
import { deliveryErrorMessages as m } from "@/lib/shared/messages/errors-delivery";
import { money, text } from "@/lib/shared/validation/primitives";
import { isCalendarDate, normalizePostalPrefix } from "./delivery-dates";

/*
 * The back office's delivery zones (issue 31, docs/delivery.md "Zones"): the input of
 * POST/PATCH /api/delivery-zones/…, and the answers' type, shared by the route handlers and the UI.
 * The rule that reads a zone is ./delivery-dates.ts. Client-safe.
 *
 * Postal-code areas are stored as normalizePostalPrefix writes them ("v6b" → "V6B", "v5" → "V5*"),
 * each once, in the order given; weekdays and closed dates are stored sorted, each once.
 */

export const ZONE_NAME_MAX = 100;
export const ZONE_PREFIXES_MAX = 200;
export const ZONE_CLOSED_DATES_MAX = 400;
export const CUTOFF_DAYS_MAX = 14;
export const DEFAULT_CUTOFF_TIME = "14:00";
export const DEFAULT_CUTOFF_DAYS_BEFORE = 1;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `value` is a time of day written HH:MM, 24-hour ("14:00", "09:30"). */
export function isCutoffTime(value: string): boolean {
  return TIME.test(value);
}

/** Postal-code areas: 1 to 200, each normalised (an error names its index), duplicates dropped. */
export const postalPrefixesSchema = z
  .array(z.unknown(), { message: m.postalPrefixes })
  .min(1, m.postalPrefixes)
  .max(ZONE_PREFIXES_MAX, m.postalPrefixesMax(ZONE_PREFIXES_MAX))
  .transform((values, ctx) => {
    const out: string[] = [];
    values.forEach((value, index) => {
      if (typeof value !== "string") {
        ctx.addIssue({ code: "custom", message: m.postalPrefixNotText, path: [index] });
        return;
      }
      const normalised = normalizePostalPrefix(value);
      // The text quoted back is cut short: a message must not carry a megabyte of input.
      if (normalised === null) ctx.addIssue({ code: "custom", message: m.postalPrefix(value.trim().slice(0, 20)), path: [index] });
      else if (!out.includes(normalised)) out.push(normalised);
    });
    return out;
  });

/** Weekdays served, ISO (Monday 1 … Sunday 7): at least one, each once; sorted. */
export const weekdaysSchema = z
  .array(z.unknown(), { message: m.weekdays })
  .min(1, m.weekdays)
  .max(7, m.weekdays)
  .transform((values, ctx) => {
    const seen = new Set<number>();
    values.forEach((value, index) => {
      if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 7) ctx.addIssue({ code: "custom", message: m.weekday, path: [index] });
      else if (seen.has(value)) ctx.addIssue({ code: "custom", message: m.weekdayTwice, path: [index] });
      else seen.add(value);
    });
    return [...seen].sort((a, b) => a - b);
  });

export const cutoffTimeSchema = z
  .string({ message: m.cutoffTime })
  .trim()
  .refine(isCutoffTime, m.cutoffTime);

export const cutoffDaysBeforeSchema = z
  .number({ message: m.cutoffDaysBefore })
  .int(m.cutoffDaysBefore)
  .min(0, m.cutoffDaysBefore)
  .max(CUTOFF_DAYS_MAX, m.cutoffDaysBefore);

/** Closed dates: at most 400 real dates (YYYY-MM-DD); sorted, each once. */
export const closedDatesSchema = z
  .array(z.unknown(), { message: m.closedDates })
  .max(ZONE_CLOSED_DATES_MAX, m.closedDatesMax(ZONE_CLOSED_DATES_MAX))
  .transform((values, ctx) => {
    const dates = new Set<string>();
    values.forEach((value, index) => {
      const date = typeof value === "string" ? value.trim() : null;
      if (date === null || !isCalendarDate(date)) ctx.addIssue({ code: "custom", message: m.closedDate, path: [index] });
      else dates.add(date);
    });
    return [...dates].sort();
  });

const fields = {
  name: text({ max: ZONE_NAME_MAX, required: true }),
  postal_prefixes: postalPrefixesSchema,
  weekdays: weekdaysSchema,
  cutoff_time: cutoffTimeSchema,
  cutoff_days_before: cutoffDaysBeforeSchema,
  minimum_order: money(),
  fee_under_minimum: money().nullable(),
  closed_dates: closedDatesSchema,
};

/**
 * POST /api/delivery-zones/. Left out: cut-off 14:00 one day before, no minimum, refused under it
 * (no fee); closed_dates left out is the coming year's statutory holidays (the domain fills them in),
 * and [] is none.
 */
export const deliveryZoneCreateSchema = z.object({
  name: fields.name,
  postal_prefixes: fields.postal_prefixes,
  weekdays: fields.weekdays,
  cutoff_time: fields.cutoff_time.default(DEFAULT_CUTOFF_TIME),
  cutoff_days_before: fields.cutoff_days_before.default(DEFAULT_CUTOFF_DAYS_BEFORE),
  minimum_order: fields.minimum_order.default("0.00"),
  fee_under_minimum: fields.fee_under_minimum.default(null),
  closed_dates: fields.closed_dates.optional(),
});
export type DeliveryZoneCreate = z.output<typeof deliveryZoneCreateSchema>;
export type DeliveryZoneCreateInput = z.input<typeof deliveryZoneCreateSchema>;

/** PATCH /api/delivery-zones/{id}/: any of the fields, checked as on creation; a field left out keeps its value. */
export const deliveryZonePatchSchema = z.object(fields).partial();
export type DeliveryZonePatch = z.output<typeof deliveryZonePatchSchema>;
export type DeliveryZonePatchInput = z.input<typeof deliveryZonePatchSchema>;

/** GET, POST and PATCH /api/delivery-zones/…: one zone. Money as decimal strings, dates YYYY-MM-DD. */
export interface DeliveryZone {
  id: number;
  name: string;
  postal_prefixes: string[];
  /** ISO weekdays, Monday 1 … Sunday 7, ascending. */
  weekdays: number[];
  /** HH:MM, 24-hour, America/Vancouver. */
  cutoff_time: string;
  cutoff_days_before: number;
  minimum_order: string;
  /** Charged under the minimum instead of a refusal; null: an order under the minimum is refused. */
  fee_under_minimum: string | null;
  /** Ascending. */
  closed_dates: string[];
  /** Orders of the zone with a delivery date today or later (shop day). */
  order_count: number;
}
