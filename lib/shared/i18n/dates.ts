import { formatInTimeZone } from "date-fns-tz";
import { frCA } from "date-fns/locale/fr-CA";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";
import type { Locale } from "./locales";

/*
 * Dates and times in the shop's time zone (America/Vancouver), in each language's own format, with
 * date-fns-tz: "27 Nov, 2:05 PM" / "27 nov. à 14 h 05"; "1 November 2026" / "1er novembre 2026".
 * A module of its own so that only what shows French dates carries date-fns's French locale.
 */

const PATTERNS = {
  "en-CA": { dateTime: "d MMM, h:mm a", longDate: "d MMMM yyyy" },
  "fr-CA": { dateTime: "do MMM 'à' H 'h' mm", longDate: "do MMMM yyyy" },
} as const;

function format(when: string | Date, locale: Locale, pattern: keyof (typeof PATTERNS)["en-CA"]): string {
  return formatInTimeZone(when, SHOP_TIME_ZONE, PATTERNS[locale][pattern], locale === "fr-CA" ? { locale: frCA } : undefined);
}

/** An order's time as docs/product.md §9 shows it in English ("d MMM, h:mm a"), and its French counterpart. */
export function formatDateTime(when: string | Date, locale: Locale): string {
  return format(when, locale, "dateTime");
}

/** A day written out: "27 November 2026", "27 novembre 2026". */
export function formatLongDate(when: string | Date, locale: Locale): string {
  return format(when, locale, "longDate");
}
