import { formatLongDate } from "@/lib/shared/i18n/dates";
import type { Locale } from "@/lib/shared/i18n/locales";

/**
 * A validity day (YYYY-MM-DD, a day in Vancouver) written out, never broken across lines: noon UTC
 * is that day in Vancouver too.
 */
export function formatDay(day: string, locale: Locale): string {
  return formatLongDate(`${day}T12:00:00Z`, locale).replace(/ /g, "\u00a0");
}

type PeriodTexts = (key: "always" | "fromDate" | "untilDate" | "between", values?: { from?: string; to?: string }) => string;

/** "Always", "From 1 December 2026", "Until 31 March 2027", "1 December 2026 to 31 March 2027". */
export function periodText(t: PeriodTexts, locale: Locale, validFrom: string | null, validTo: string | null): string {
  if (validFrom && validTo) return t("between", { from: formatDay(validFrom, locale), to: formatDay(validTo, locale) });
  if (validFrom) return t("fromDate", { from: formatDay(validFrom, locale) });
  if (validTo) return t("untilDate", { to: formatDay(validTo, locale) });
  return t("always");
}
