import type { useTranslations } from "next-intl";

/** The home's texts (useTranslations("adminHome") or getTranslations("adminHome")). */
export type AdminHomeTexts = ReturnType<typeof useTranslations<"adminHome">>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `then` was at `now`, as staff read a queue: "just now", "12 min ago", "5 h ago", "3 days ago". Pure. */
export function ageText(then: Date, now: Date, t: AdminHomeTexts): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return t("ageJustNow");
  if (elapsed < HOUR) return t("ageMinutes", { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t("ageHours", { n: Math.floor(elapsed / HOUR) });
  return t("ageDays", { n: Math.floor(elapsed / DAY) });
}
