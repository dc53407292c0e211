import { parseISO } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { enCA } from "date-fns/locale/en-CA";
import { frCA } from "date-fns/locale/fr-CA";
import type { Locale } from "@/lib/shared/i18n/locales";

/*
 * Delivery dates and cut-offs as the screens, the emails and the documents word them (issue 31):
 * "Friday 28 November" / « vendredi 28 novembre », "Thursday 14:00" / « jeudi 14 h 00 ». Dates are the
 * shop's calendar days; cut-offs are the shop's wall-clock times as the server wrote them. Client-safe.
 */

const LOCALES = { "en-CA": enCA, "fr-CA": frCA } as const;

/** A delivery date, weekday first: "Friday 28 November" (with the year when asked: "Friday 28 November 2026"). */
export function deliveryDateText(date: string, locale: Locale, { year = false }: { year?: boolean } = {}): string {
  // Noon UTC is the same calendar day in Vancouver: the date's own day, whatever the reader's zone.
  return formatInTimeZone(parseISO(`${date}T12:00:00Z`), "UTC", year ? "EEEE d MMMM yyyy" : "EEEE d MMMM", { locale: LOCALES[locale] });
}

/** A short delivery date for lists: "Fri 28 Nov" / « ven. 28 nov. ». */
export function deliveryDateShort(date: string, locale: Locale): string {
  return formatInTimeZone(parseISO(`${date}T12:00:00Z`), "UTC", "EEE d MMM", { locale: LOCALES[locale] });
}

/**
 * The moment an order must be in by, "Thursday 14:00" / « jeudi 14 h 00 », from the shop's wall-clock
 * time as the server wrote it ("2026-11-26T14:00:00-08:00", GET /api/orders/delivery_dates/): read as
 * written, never converted with the browser's time-zone data (which may not agree with the server's).
 */
export function orderByText(shopTime: string, locale: Locale): string {
  const [date, time] = [shopTime.slice(0, 10), shopTime.slice(11, 16)];
  const weekday = formatInTimeZone(parseISO(`${date}T12:00:00Z`), "UTC", "EEEE", { locale: LOCALES[locale] });
  const [hours, minutes] = time.split(":");
  return locale === "fr-CA" ? `${weekday} ${Number(hours)} h ${minutes}` : `${weekday} ${time}`;
}
