import { formatInTimeZone } from "date-fns-tz";

/** Order times are shown in Pacific Canada time as "d MMM, h:mm a" (docs/product.md §9). Client-safe. */
export const SHOP_TIME_ZONE = "America/Vancouver";

export function formatOrderTime(iso: string | Date): string {
  return formatInTimeZone(iso, SHOP_TIME_ZONE, "d MMM, h:mm a");
}

/** The shop's calendar day of a moment (YYYY-MM-DD in America/Vancouver): the day whose tax rates an order takes. */
export function shopDay(when: Date): string {
  return formatInTimeZone(when, SHOP_TIME_ZONE, "yyyy-MM-dd");
}
