import { describe, expect, it } from "vitest";
import { formatCad } from "@/lib/shared/pricing/money";
import { formatDateTime, formatLongDate } from "@/lib/shared/i18n/dates";

const NBSP = "\u00a0";

describe("money and dates by language (docs/i18n.md)", () => {
  it("writes CAD as each language does", () => {
    expect(formatCad(123456)).toBe("$1,234.56");
    expect(formatCad(123456, "en-CA")).toBe("$1,234.56");
    expect(formatCad(123456, "fr-CA")).toBe(`1${NBSP}234,56${NBSP}$`);
    expect(formatCad(-5, "fr-CA")).toBe(`-0,05${NBSP}$`);
    expect(formatCad(0, "fr-CA")).toBe(`0,00${NBSP}$`);
  });

  it("writes dates and times in Vancouver time, in each language's format", () => {
    // 22:05 UTC on 27 November is 14:05 in Vancouver (PST, UTC−8).
    const when = "2026-11-27T22:05:00Z";
    expect(formatDateTime(when, "en-CA")).toBe("27 Nov, 2:05 PM");
    expect(formatDateTime(when, "fr-CA")).toBe("27 nov. à 14 h 05");
    expect(formatDateTime("2026-11-01T17:05:00Z", "fr-CA")).toBe("1er nov. à 9 h 05");
    expect(formatLongDate("2026-11-01T17:05:00Z", "fr-CA")).toBe("1er novembre 2026");
    expect(formatLongDate(when, "en-CA")).toBe("27 November 2026");
    expect(formatLongDate(when, "fr-CA")).toBe("27 novembre 2026");
    // Just after midnight UTC on 1 July is still 30 June in Vancouver (PDT, UTC−7).
    expect(formatLongDate("2026-07-01T03:00:00Z", "fr-CA")).toBe("30 juin 2026");
  });
});
