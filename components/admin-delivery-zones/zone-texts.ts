import type { Locale } from "@/lib/shared/i18n/locales";

/*
 * How the back office words a delivery zone (issue 31): weekday names come from the catalogue
 * (adminDeliveryZones.weekday1 … weekday7); dates are written in the page's language. Client-safe.
 */

/** ISO weekdays, Monday first. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "Thursday, December 25, 2026" / « jeudi 25 décembre 2026 »: a YYYY-MM-DD date read as a calendar day. */
export function closedDateText(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}
