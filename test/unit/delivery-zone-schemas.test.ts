import { describe, expect, it } from "vitest";
import { deliveryErrorMessages as m } from "@/lib/shared/messages/errors-delivery";
import { validationMessages } from "@/lib/shared/messages/validation";
import { deliveryZoneCreateSchema, deliveryZonePatchSchema } from "@/lib/shared/orders/delivery-zone-schemas";
import { splitAreas, zoneBodyOf, zoneFormSchema, zoneFormValuesOf } from "@/components/admin-delivery-zones/zone-form-values";

/*
 * The delivery zones' input (issue 31, docs/delivery.md "Zones"): each refusal names its field (an
 * area or a date by its index), areas are normalised and deduplicated, weekdays and closed dates
 * sorted and deduplicated, and what a POST leaves out takes the defaults.
 */

const VALID = { name: "Downtown", postal_prefixes: ["V6B"], weekdays: [2] };

/** The field errors of a refused input, as the API answers them ({"postal_prefixes.1": [...]}). */
function errorsOf(schema: typeof deliveryZoneCreateSchema | typeof deliveryZonePatchSchema, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  const out: Record<string, string[]> = {};
  for (const issue of result.error!.issues) (out[issue.path.join(".") || "non_field_errors"] ??= []).push(issue.message);
  return out;
}

describe("deliveryZoneCreateSchema", () => {
  it("takes the defaults for what is left out; closed_dates stays out (the domain gives the holidays)", () => {
    expect(deliveryZoneCreateSchema.parse(VALID)).toEqual({
      name: "Downtown",
      postal_prefixes: ["V6B"],
      weekdays: [2],
      cutoff_time: "14:00",
      cutoff_days_before: 1,
      minimum_order: "0.00",
      fee_under_minimum: null,
    });
  });

  it("normalises and deduplicates areas, sorts weekdays and closed dates (each once), trims the name", () => {
    const parsed = deliveryZoneCreateSchema.parse({
      name: "  Okanagan ",
      postal_prefixes: ["v1v", " V1V", "v5", "V5*", "v6b 1a1", "V*"],
      weekdays: [5, 2],
      cutoff_time: " 09:30 ",
      cutoff_days_before: 0,
      minimum_order: 250,
      fee_under_minimum: "15.5",
      closed_dates: ["2026-12-26", "2026-12-25", "2026-12-26"],
    });
    expect(parsed).toEqual({
      name: "Okanagan",
      postal_prefixes: ["V1V", "V5*", "V6B1A1", "V*"],
      weekdays: [2, 5],
      cutoff_time: "09:30",
      cutoff_days_before: 0,
      minimum_order: "250",
      fee_under_minimum: "15.5",
      closed_dates: ["2026-12-25", "2026-12-26"],
    });
    expect(deliveryZoneCreateSchema.parse({ ...VALID, closed_dates: [] }).closed_dates).toEqual([]);
  });

  it.each([
    ["a missing name", { ...VALID, name: undefined }, "name", validationMessages.required],
    ["a blank name", { ...VALID, name: "   " }, "name", validationMessages.required],
    ["a name over 100 characters", { ...VALID, name: "x".repeat(101) }, "name", validationMessages.atMost(100)],
    ["a name with a line break", { ...VALID, name: "North\nShore" }, "name", validationMessages.singleLine],
    ["no areas", { ...VALID, postal_prefixes: [] }, "postal_prefixes", m.postalPrefixes],
    ["areas as a text", { ...VALID, postal_prefixes: "V6B" }, "postal_prefixes", m.postalPrefixes],
    ["201 areas", { ...VALID, postal_prefixes: Array.from({ length: 201 }, () => "V6B") }, "postal_prefixes", m.postalPrefixesMax(200)],
    ["an area of digits", { ...VALID, postal_prefixes: ["V6B", "12345"] }, "postal_prefixes.1", m.postalPrefix("12345")],
    ["a star alone", { ...VALID, postal_prefixes: ["*"] }, "postal_prefixes.0", m.postalPrefix("*")],
    ["an area that is not a text", { ...VALID, postal_prefixes: [6] }, "postal_prefixes.0", m.postalPrefixNotText],
    ["no weekdays", { ...VALID, weekdays: [] }, "weekdays", m.weekdays],
    ["weekdays missing", { ...VALID, weekdays: undefined }, "weekdays", m.weekdays],
    ["a weekday 0", { ...VALID, weekdays: [0] }, "weekdays.0", m.weekday],
    ["a weekday 8", { ...VALID, weekdays: [1, 8] }, "weekdays.1", m.weekday],
    ["a weekday 2.5", { ...VALID, weekdays: [2.5] }, "weekdays.0", m.weekday],
    ["a weekday as text", { ...VALID, weekdays: ["2"] }, "weekdays.0", m.weekday],
    ["a weekday twice", { ...VALID, weekdays: [2, 5, 2] }, "weekdays.2", m.weekdayTwice],
    ["a cut-off at 24:00", { ...VALID, cutoff_time: "24:00" }, "cutoff_time", m.cutoffTime],
    ["a cut-off of 2 pm", { ...VALID, cutoff_time: "2pm" }, "cutoff_time", m.cutoffTime],
    ["a cut-off without its zero", { ...VALID, cutoff_time: "9:00" }, "cutoff_time", m.cutoffTime],
    ["a cut-off as a number", { ...VALID, cutoff_time: 14 }, "cutoff_time", m.cutoffTime],
    ["15 days before", { ...VALID, cutoff_days_before: 15 }, "cutoff_days_before", m.cutoffDaysBefore],
    ["-1 day before", { ...VALID, cutoff_days_before: -1 }, "cutoff_days_before", m.cutoffDaysBefore],
    ["1.5 days before", { ...VALID, cutoff_days_before: 1.5 }, "cutoff_days_before", m.cutoffDaysBefore],
    ["days before as text", { ...VALID, cutoff_days_before: "1" }, "cutoff_days_before", m.cutoffDaysBefore],
    ["a negative minimum", { ...VALID, minimum_order: "-5" }, "minimum_order", validationMessages.moneyDecimals],
    ["a minimum with 3 decimals", { ...VALID, minimum_order: "2.505" }, "minimum_order", validationMessages.moneyDecimals],
    ["a null minimum", { ...VALID, minimum_order: null }, "minimum_order", validationMessages.number],
    ["a negative fee", { ...VALID, fee_under_minimum: "-1.00" }, "fee_under_minimum", validationMessages.moneyDecimals],
    ["a fee that is not money", { ...VALID, fee_under_minimum: "ten" }, "fee_under_minimum", validationMessages.moneyDecimals],
    ["closed dates as a text", { ...VALID, closed_dates: "2026-12-25" }, "closed_dates", m.closedDates],
    ["401 closed dates", { ...VALID, closed_dates: Array.from({ length: 401 }, () => "2026-12-25") }, "closed_dates", m.closedDatesMax(400)],
    ["30 February", { ...VALID, closed_dates: ["2026-12-25", "2027-02-30"] }, "closed_dates.1", m.closedDate],
    ["a date written day first", { ...VALID, closed_dates: ["25/12/2026"] }, "closed_dates.0", m.closedDate],
    ["a date that is not a text", { ...VALID, closed_dates: [20261225] }, "closed_dates.0", m.closedDate],
  ])("refuses %s on its field", (_label, input, field, message) => {
    expect(errorsOf(deliveryZoneCreateSchema, input)[field]).toEqual([message]);
  });

  it("quotes a refused area cut short", () => {
    const errors = errorsOf(deliveryZoneCreateSchema, { ...VALID, postal_prefixes: ["x".repeat(1000)] });
    expect(errors["postal_prefixes.0"]).toEqual([m.postalPrefix("x".repeat(20))]);
  });
});

describe("deliveryZonePatchSchema", () => {
  it("takes any subset and adds no default", () => {
    expect(deliveryZonePatchSchema.parse({})).toEqual({});
    expect(deliveryZonePatchSchema.parse({ fee_under_minimum: null })).toEqual({ fee_under_minimum: null });
    expect(deliveryZonePatchSchema.parse({ closed_dates: ["2027-01-01", "2026-12-25"] })).toEqual({ closed_dates: ["2026-12-25", "2027-01-01"] });
  });

  it("checks each field it names as creation does", () => {
    expect(errorsOf(deliveryZonePatchSchema, { weekdays: [] }).weekdays).toEqual([m.weekdays]);
    expect(errorsOf(deliveryZonePatchSchema, { postal_prefixes: ["V6B", "??"] })["postal_prefixes.1"]).toEqual([m.postalPrefix("??")]);
    expect(errorsOf(deliveryZonePatchSchema, { name: "" }).name).toEqual([validationMessages.required]);
  });
});

describe("the back office's zone form (components/admin-delivery-zones/zone-form-values.ts)", () => {
  const texts = {
    areasRequired: "areas required",
    areaInvalid: (value: string) => `bad ${value}`,
    weekdaysRequired: "days required",
    cutoffTimeInvalid: "bad time",
    cutoffDaysInvalid: "bad days",
    amountInvalid: "bad amount",
    feeRequired: "fee required",
  };
  const schema = zoneFormSchema(texts);

  it("starts a new zone with the defaults and the holidays it is given, and sends what the API takes", () => {
    const initial = zoneFormValuesOf(undefined, ["2026-12-25"]);
    expect(initial).toMatchObject({ cutoff_time: "14:00", cutoff_days_before: "1", minimum_order: "0.00", under_minimum: "refuse", closed_dates: ["2026-12-25"] });
    const values = schema.parse({ ...initial, name: "Downtown", areas: "v6b, V6C  v5*", weekdays: ["2", "5"], minimum_order: "250,5", under_minimum: "fee", fee: "25" });
    const body = zoneBodyOf(values);
    expect(body).toEqual({
      name: "Downtown",
      postal_prefixes: ["v6b", "V6C", "v5*"],
      weekdays: [2, 5],
      cutoff_time: "14:00",
      cutoff_days_before: 1,
      minimum_order: "250.5",
      fee_under_minimum: "25",
      closed_dates: ["2026-12-25"],
    });
    expect(deliveryZoneCreateSchema.safeParse(body).success).toBe(true);
    expect(zoneBodyOf(schema.parse({ ...values, under_minimum: "refuse" })).fee_under_minimum).toBeNull();
  });

  it("reads a zone back as the form shows it", () => {
    const zone = { id: 1, name: "Okanagan", postal_prefixes: ["V1V", "V1W"], weekdays: [3], cutoff_time: "12:00", cutoff_days_before: 2, minimum_order: "250.00", fee_under_minimum: null, closed_dates: ["2027-01-01"], order_count: 0 };
    expect(zoneFormValuesOf(zone, [])).toEqual({ name: "Okanagan", areas: "V1V, V1W", weekdays: ["3"], cutoff_time: "12:00", cutoff_days_before: "2", minimum_order: "250.00", under_minimum: "refuse", fee: "", closed_dates: ["2027-01-01"] });
  });

  it("says what is wrong under each field", () => {
    const result = schema.safeParse({ ...zoneFormValuesOf(undefined, []), name: "X", areas: "V6B 12345", weekdays: [], cutoff_time: "", cutoff_days_before: "15", minimum_order: "-1", under_minimum: "fee", fee: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ areas: "bad 12345", weekdays: "days required", cutoff_time: "bad time", cutoff_days_before: "bad days", minimum_order: "bad amount", fee: "fee required" });
    expect(splitAreas(" , ")).toEqual([]);
  });
});
