import { format, parseISO } from "date-fns";
import { frCA } from "date-fns/locale/fr-CA";
import type { Locale } from "@/lib/shared/i18n/locales";

/*
 * An order's delivery date (issue 31) as the back office shows it: a calendar day (YYYY-MM-DD, a day
 * in Vancouver, not a moment), so it is read and written in local time on the server and in the
 * browser alike, whatever their time zones. Client-safe, pure.
 */

const PATTERNS = {
  "en-CA": { short: "EEE d MMM", long: "EEEE d MMMM yyyy" },
  "fr-CA": { short: "EEE do MMM", long: "EEEE do MMMM yyyy" },
} as const;

function formatDay(date: string, locale: Locale, pattern: keyof (typeof PATTERNS)["en-CA"]): string {
  return format(parseISO(date), PATTERNS[locale][pattern], locale === "fr-CA" ? { locale: frCA } : undefined);
}

/** "Fri 27 Nov", "ven. 27 nov." (the list's column). */
export function formatDeliveryDay(date: string, locale: Locale): string {
  return formatDay(date, locale, "short");
}

/** "Friday 27 November 2026", "vendredi 27 novembre 2026" (the order's page). */
export function formatDeliveryDayLong(date: string, locale: Locale): string {
  return formatDay(date, locale, "long");
}
