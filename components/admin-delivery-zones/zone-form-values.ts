import { z } from "zod";
import { isCalendarDate, normalizePostalPrefix } from "@/lib/shared/orders/delivery-dates";
import {
  CUTOFF_DAYS_MAX,
  DEFAULT_CUTOFF_DAYS_BEFORE,
  DEFAULT_CUTOFF_TIME,
  isCutoffTime,
  ZONE_NAME_MAX,
  type DeliveryZone,
  type DeliveryZoneCreateInput,
} from "@/lib/shared/orders/delivery-zone-schemas";
import { text } from "@/lib/shared/validation/primitives";

/*
 * The back office's delivery zone form (issue 31; /admin/add-delivery-zone, /admin/delivery-zone/{id}):
 * its values as the form holds them (the areas as one typed text, numbers as typed), the rules it
 * checks in the browser — the API schema's own (lib/shared/orders/delivery-zone-schemas.ts), said in
 * the page's language — and the body it sends. The server checks again; its answer counts. Client-safe.
 */

/** The form's own messages (namespace adminDeliveryZones of messages/), in the page's language. */
export interface ZoneFormTexts {
  areasRequired: string;
  areaInvalid: (value: string) => string;
  weekdaysRequired: string;
  cutoffTimeInvalid: string;
  cutoffDaysInvalid: string;
  amountInvalid: string;
  feeRequired: string;
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** The areas as typed: "V6B, V6C v5*" → ["V6B", "V6C", "v5*"] (commas, semicolons and spaces separate them). */
export function splitAreas(typed: string): string[] {
  return typed.split(/[\s,;]+/).filter(Boolean);
}

export function zoneFormSchema(texts: ZoneFormTexts) {
  const amount = z
    .string()
    .trim()
    // A decimal comma (250,00: how French readers write it) is read as the point the API takes.
    .transform((v) => v.replace(",", "."))
    .refine((v) => v === "" || AMOUNT.test(v), texts.amountInvalid);
  return z
    .object({
      name: text({ max: ZONE_NAME_MAX, required: true }),
      areas: z.string().superRefine((typed, ctx) => {
        const areas = splitAreas(typed);
        if (areas.length === 0) ctx.addIssue({ code: "custom", message: texts.areasRequired });
        const wrong = areas.find((area) => normalizePostalPrefix(area) === null);
        if (wrong !== undefined) ctx.addIssue({ code: "custom", message: texts.areaInvalid(wrong) });
      }),
      weekdays: z.array(z.string()).refine((days) => days.length > 0, texts.weekdaysRequired),
      cutoff_time: z.string().trim().refine(isCutoffTime, texts.cutoffTimeInvalid),
      cutoff_days_before: z
        .string()
        .trim()
        .refine((v) => /^\d{1,2}$/.test(v) && Number(v) <= CUTOFF_DAYS_MAX, texts.cutoffDaysInvalid),
      minimum_order: amount,
      under_minimum: z.enum(["refuse", "fee"]),
      fee: amount,
      closed_dates: z.array(z.string().refine(isCalendarDate)),
    })
    .superRefine((v, ctx) => {
      if (v.under_minimum === "fee" && v.fee === "") ctx.addIssue({ code: "custom", message: texts.feeRequired, path: ["fee"] });
    });
}

export type ZoneFormInput = z.input<ReturnType<typeof zoneFormSchema>>;
export type ZoneFormValues = z.output<ReturnType<typeof zoneFormSchema>>;

/** The form's starting values: the zone's, or a new zone's (closed on `holidays`). */
export function zoneFormValuesOf(zone: DeliveryZone | undefined, holidays: readonly string[]): ZoneFormInput {
  if (!zone) {
    return {
      name: "",
      areas: "",
      weekdays: [],
      cutoff_time: DEFAULT_CUTOFF_TIME,
      cutoff_days_before: String(DEFAULT_CUTOFF_DAYS_BEFORE),
      minimum_order: "0.00",
      under_minimum: "refuse",
      fee: "",
      closed_dates: [...holidays],
    };
  }
  return {
    name: zone.name,
    areas: zone.postal_prefixes.join(", "),
    weekdays: zone.weekdays.map(String),
    cutoff_time: zone.cutoff_time,
    cutoff_days_before: String(zone.cutoff_days_before),
    minimum_order: zone.minimum_order,
    under_minimum: zone.fee_under_minimum === null ? "refuse" : "fee",
    fee: zone.fee_under_minimum ?? "",
    closed_dates: [...zone.closed_dates],
  };
}

/** The body of POST or PATCH: every field, closed dates as listed (so a new zone's are the ones shown). */
export function zoneBodyOf(values: ZoneFormValues) {
  return {
    name: values.name,
    postal_prefixes: splitAreas(values.areas),
    weekdays: values.weekdays.map(Number),
    cutoff_time: values.cutoff_time,
    cutoff_days_before: Number(values.cutoff_days_before),
    minimum_order: values.minimum_order === "" ? "0.00" : values.minimum_order,
    fee_under_minimum: values.under_minimum === "fee" ? values.fee : null,
    closed_dates: [...values.closed_dates],
  } satisfies DeliveryZoneCreateInput;
}

