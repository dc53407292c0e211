import { formatInTimeZone } from "date-fns-tz";

/** Order times are shown in Pacific Canada time as "d MMM, h:mm a" (docs/product.md §9). Client-safe. */
export const SHOP_TIME_ZONE = "America/Vancouver";

export function formatOrderTime(iso: string | Date): string {
  return formatInTimeZone(iso, SHOP_TIME_ZONE, "d MMM, h:mm a");
}
