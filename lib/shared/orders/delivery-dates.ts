import { addDays, format, parseISO } from "date-fns";
import { fromZonedTime } from "date-fns-tz";
import { SHOP_TIME_ZONE, shopDay } from "./order-time";

/*
 * Delivery days (issue 31, docs/delivery.md): which zone delivers a postal code, which dates it can
 * deliver on for an order placed now, and what an order under its minimum costs. Dates are calendar
 * days in America/Vancouver (YYYY-MM-DD); a cut-off is a moment: the zone's time of day, so many days
 * before the delivery date, in Vancouver (so 14:00 stays 14:00 across a change of daylight time).
 * Client-safe: the screens use it to word what the server decides.
 */

/** A zone as the rule needs it. Money in cents; weekdays ISO (Monday 1 … Sunday 7). */
export interface DeliveryZoneTerms {
  id: number;
  name: string;
  postalPrefixes: readonly string[];
  weekdays: readonly number[];
  /** "HH:MM", 24-hour, in America/Vancouver. */
  cutoffTime: string;
  cutoffDaysBefore: number;
  minimumOrderCents: number;
  /** Charged under the minimum instead of a refusal; null: an order under the minimum is refused. */
  feeUnderMinimumCents: number | null;
  /** YYYY-MM-DD dates the zone does not deliver on. */
  closedDates: readonly string[];
}

/** How many deliverable dates the buyer is offered. */
export const DELIVERY_DATES_OFFERED = 6;
/** How far ahead the dates are looked for (a zone closed longer than this offers none). */
export const DELIVERY_HORIZON_DAYS = 120;

const PREFIX = /^[A-Z](\d([A-Z](\d([A-Z]\d?)?)?)?)?\*?$/;

/** A postal code as the rule compares it: upper case, no spaces ("v6b 1a1" → "V6B1A1"). */
export function compactPostalCode(code: string): string {
  return code.replace(/\s+/g, "").toUpperCase();
}

/** A zone's postal-code area as staff may write it: "V6B", "V6*", "V*", "V6B 1A1"; normalised, or null when it is not one. */
export function normalizePostalPrefix(prefix: string): string | null {
  const compact = compactPostalCode(prefix);
  if (!PREFIX.test(compact) || compact === "*") return null;
  // A full FSA without a star matches itself only; "V6" alone reads as "V6*".
  return compact.endsWith("*") || compact.length >= 3 ? compact : `${compact}*`;
}

/** Whether a postal-code area covers a postal code: "V6B" covers V6B 1A1, "V6*" covers every V6x. */
export function prefixCovers(prefix: string, postalCode: string): boolean {
  const code = compactPostalCode(postalCode);
  const area = compactPostalCode(prefix);
  if (area.endsWith("*")) return code.startsWith(area.slice(0, -1));
  return code.startsWith(area);
}

/** The length of the prefix a zone matches a code with (longest wins), or -1 when it does not. */
function matchLength(zone: Pick<DeliveryZoneTerms, "postalPrefixes">, postalCode: string): number {
  let best = -1;
  for (const prefix of zone.postalPrefixes) {
    if (prefixCovers(prefix, postalCode)) best = Math.max(best, compactPostalCode(prefix).replace("*", "").length);
  }
  return best;
}

/**
 * The zone that delivers a postal code: the one with the most precise matching area ("V6B" before
 * "V6*"), ties to the lowest id; null when it is outside every zone.
 */
export function zoneFor<Z extends Pick<DeliveryZoneTerms, "id" | "postalPrefixes">>(zones: readonly Z[], postalCode: string): Z | null {
  let found: Z | null = null;
  let foundLength = -1;
  for (const zone of [...zones].sort((a, b) => a.id - b.id)) {
    const length = matchLength(zone, postalCode);
    if (length > foundLength) {
      found = zone;
      foundLength = length;
    }
  }
  return found;
}

/** ISO weekday (Monday 1 … Sunday 7) of a YYYY-MM-DD date. */
export function isoWeekday(date: string): number {
  const day = parseISO(date).getDay();
  return day === 0 ? 7 : day;
}

/** The moment orders for a delivery date must be in by: cutoffTime, cutoffDaysBefore days before, in Vancouver. */
export function cutoffFor(zone: Pick<DeliveryZoneTerms, "cutoffTime" | "cutoffDaysBefore">, date: string): Date {
  const day = format(addDays(parseISO(date), -zone.cutoffDaysBefore), "yyyy-MM-dd");
  return fromZonedTime(`${day}T${zone.cutoffTime}:00`, SHOP_TIME_ZONE);
}

/** Why a date cannot be delivered on, or null when it can. */
export type DateRefusal = "not_served" | "closed" | "past_cutoff";

export function dateRefusal(zone: DeliveryZoneTerms, date: string, now: Date): DateRefusal | null {
  if (!zone.weekdays.includes(isoWeekday(date))) return "not_served";
  if (zone.closedDates.includes(date)) return "closed";
  if (now.getTime() >= cutoffFor(zone, date).getTime()) return "past_cutoff";
  return null;
}

/** A date offered to the buyer, with the moment the order must be in by. */
export interface DeliveryDate {
  date: string;
  orderBy: Date;
}

/** The next `count` dates the zone can deliver an order placed `now` on, earliest first. */
export function nextDeliveryDates(zone: DeliveryZoneTerms, now: Date, count = DELIVERY_DATES_OFFERED): DeliveryDate[] {
  const dates: DeliveryDate[] = [];
  let day = parseISO(shopDay(now));
  for (let i = 0; i <= DELIVERY_HORIZON_DAYS && dates.length < count; i += 1) {
    const date = format(day, "yyyy-MM-dd");
    if (dateRefusal(zone, date, now) === null) dates.push({ date, orderBy: cutoffFor(zone, date) });
    day = addDays(day, 1);
  }
  return dates;
}

/** What an order of this subtotal owes the zone's minimum: nothing, a fee, or a refusal with the amount missing. */
export type MinimumOutcome = { kind: "met" } | { kind: "fee"; feeCents: number; missingCents: number } | { kind: "refused"; missingCents: number };

export function minimumOutcome(zone: Pick<DeliveryZoneTerms, "minimumOrderCents" | "feeUnderMinimumCents">, subtotalCents: number): MinimumOutcome {
  const missingCents = zone.minimumOrderCents - subtotalCents;
  if (missingCents <= 0) return { kind: "met" };
  if (zone.feeUnderMinimumCents !== null) return { kind: "fee", feeCents: zone.feeUnderMinimumCents, missingCents };
  return { kind: "refused", missingCents };
}

/** The delivery fee an order of this subtotal pays in this zone (0 outside every zone or at the minimum). */
export function deliveryFeeCents(zone: Pick<DeliveryZoneTerms, "minimumOrderCents" | "feeUnderMinimumCents"> | null, subtotalCents: number): number {
  if (!zone) return 0;
  const outcome = minimumOutcome(zone, subtotalCents);
  return outcome.kind === "fee" ? outcome.feeCents : 0;
}

/** A YYYY-MM-DD string that names a real calendar date. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = parseISO(value);
  return !Number.isNaN(parsed.getTime()) && format(parsed, "yyyy-MM-dd") === value;
}

/*
 * British Columbia's statutory holidays (Employment Standards Act), plus Boxing Day, on which the
 * trucks do not run either: a new zone is closed on those of the next year unless staff say otherwise.
 */
function nthWeekday(year: number, month: number, isoDay: number, n: number): string {
  let d = new Date(year, month - 1, 1);
  let seen = 0;
  for (;;) {
    const wd = d.getDay() === 0 ? 7 : d.getDay();
    if (wd === isoDay && ++seen === n) return format(d, "yyyy-MM-dd");
    d = addDays(d, 1);
  }
}

function mondayBefore(year: number, month: number, day: number): string {
  // The last Monday before the given date (Victoria Day: the Monday before 25 May).
  let d = addDays(new Date(year, month - 1, day), -1);
  while (d.getDay() !== 1) d = addDays(d, -1);
  return format(d, "yyyy-MM-dd");
}

function easterSunday(year: number): Date {
  // Anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day);
}

/** The statutory holidays of British Columbia in a year (and Boxing Day), as YYYY-MM-DD, in date order. */
export function statutoryHolidays(year: number): string[] {
  const ymd = (month: number, day: number) => format(new Date(year, month - 1, day), "yyyy-MM-dd");
  return [
    ymd(1, 1), // New Year's Day
    nthWeekday(year, 2, 1, 3), // Family Day
    format(addDays(easterSunday(year), -2), "yyyy-MM-dd"), // Good Friday
    mondayBefore(year, 5, 25), // Victoria Day
    ymd(7, 1), // Canada Day
    nthWeekday(year, 8, 1, 1), // British Columbia Day
    nthWeekday(year, 9, 1, 1), // Labour Day
    ymd(9, 30), // National Day for Truth and Reconciliation
    nthWeekday(year, 10, 1, 2), // Thanksgiving
    ymd(11, 11), // Remembrance Day
    ymd(12, 25), // Christmas Day
    ymd(12, 26), // Boxing Day
  ].sort();
}

/** The holidays of the coming year from a day: every statutory holiday within 365 days of it. */
export function holidaysAhead(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const end = format(addDays(parseISO(today), 365), "yyyy-MM-dd");
  return [...statutoryHolidays(year), ...statutoryHolidays(year + 1)].filter((date) => date >= today && date <= end);
}
