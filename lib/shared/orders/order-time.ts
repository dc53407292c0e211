import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

/** Order times are shown in Pacific Canada time as "d MMM, h:mm a" (docs/product.md §9). Client-safe. */
export const SHOP_TIME_ZONE = "America/Vancouver";

export function formatOrderTime(iso: string | Date): string {
  return formatInTimeZone(iso, SHOP_TIME_ZONE, "d MMM, h:mm a");
}

/** The shop's calendar day of a moment (YYYY-MM-DD in America/Vancouver): the day whose tax rates an order takes. */
export function shopDay(when: Date): string {
  return formatInTimeZone(when, SHOP_TIME_ZONE, "yyyy-MM-dd");
}

/** The first instant of a shop day (YYYY-MM-DD in the shop's time zone). */
export function startOfShopDay(day: string): Date {
  return fromZonedTime(`${day}T00:00:00`, SHOP_TIME_ZONE);
}

/** The first instant of the shop day after `day`: a range "to `day`, included" ends before it. */
export function startOfNextShopDay(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return startOfShopDay(next.toISOString().slice(0, 10));
}
