import { adminHomeMessages as t } from "@/lib/shared/messages/admin";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `then` was at `now`, as staff read a queue: "just now", "12 min ago", "5 h ago", "3 days ago". Pure. */
export function ageText(then: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return t.ageJustNow;
  if (elapsed < HOUR) return t.ageMinutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return t.ageHours(Math.floor(elapsed / HOUR));
  return t.ageDays(Math.floor(elapsed / DAY));
}
