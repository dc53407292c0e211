import { describe, expect, it } from "vitest";
import {
  compactPostalCode,
  cutoffFor,
  dateRefusal,
  deliveryFeeCents,
  holidaysAhead,
  isCalendarDate,
  isoWeekday,
  minimumOutcome,
  nextDeliveryDates,
  normalizePostalPrefix,
  prefixCovers,
  statutoryHolidays,
  zoneFor,
  type DeliveryZoneTerms,
} from "@/lib/shared/orders/delivery-dates";

/*
 * The delivery-day rule (issue 31, lib/shared/orders/delivery-dates.ts): cut-offs in Vancouver time
 * across the changes of daylight time, closed dates, weekdays served, postal-code areas, minimums
 * and British Columbia's statutory holidays.
 */

/** A zone delivering on Tuesdays and Fridays, orders in by 14:00 the day before, $250 minimum. */
function zone(overrides: Partial<DeliveryZoneTerms> = {}): DeliveryZoneTerms {
  return {
    id: 1,
    name: "Downtown",
    postalPrefixes: ["V6B"],
    weekdays: [2, 5],
    cutoffTime: "14:00",
    cutoffDaysBefore: 1,
    minimumOrderCents: 25_000,
    feeUnderMinimumCents: null,
    closedDates: [],
    ...overrides,
  };
}

const at = (iso: string) => new Date(iso);
const dates = (z: DeliveryZoneTerms, now: Date, count?: number) => nextDeliveryDates(z, now, count).map((d) => d.date);

describe("cutoffFor: the time of day, so many days before, in Vancouver", () => {
  const mondays = zone({ weekdays: [1] });

  it("is 14:00 Pacific Standard Time (22:00Z) the day before a Monday after the fall-back", () => {
    // Daylight time ends at 02:00 on Sunday 1 November 2026: the Sunday's 14:00 is UTC−8.
    expect(cutoffFor(mondays, "2026-11-02").toISOString()).toBe("2026-11-01T22:00:00.000Z");
    // The week before, still daylight time: UTC−7.
    expect(cutoffFor(mondays, "2026-10-26").toISOString()).toBe("2026-10-25T21:00:00.000Z");
  });

  it("is 14:00 Pacific Daylight Time (21:00Z) the day before a Monday after the spring-forward", () => {
    // Daylight time starts at 02:00 on Sunday 14 March 2027: the Sunday's 14:00 is UTC−7.
    expect(cutoffFor(mondays, "2027-03-15").toISOString()).toBe("2027-03-14T21:00:00.000Z");
    expect(cutoffFor(mondays, "2027-03-08").toISOString()).toBe("2027-03-07T22:00:00.000Z");
  });

  it("counts the days before across the change: two days before, and the same day", () => {
    expect(cutoffFor(zone({ cutoffDaysBefore: 2 }), "2026-11-02").toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(cutoffFor(zone({ cutoffDaysBefore: 2 }), "2027-03-15").toISOString()).toBe("2027-03-13T22:00:00.000Z");
    expect(cutoffFor(zone({ cutoffDaysBefore: 0, cutoffTime: "08:30" }), "2026-11-02").toISOString()).toBe("2026-11-02T16:30:00.000Z");
    expect(cutoffFor(zone({ cutoffDaysBefore: 7, cutoffTime: "00:00" }), "2027-01-05").toISOString()).toBe("2026-12-29T08:00:00.000Z");
  });

  it("takes an order one minute before the cut-off and refuses one at it, across the fall-back", () => {
    expect(dateRefusal(mondays, "2026-11-02", at("2026-11-01T21:59:00Z"))).toBeNull();
    expect(dateRefusal(mondays, "2026-11-02", at("2026-11-01T21:59:59.999Z"))).toBeNull();
    expect(dateRefusal(mondays, "2026-11-02", at("2026-11-01T22:00:00Z"))).toBe("past_cutoff");
    expect(dateRefusal(mondays, "2026-11-02", at("2026-11-01T22:01:00Z"))).toBe("past_cutoff");
  });

  it("takes an order one minute before the cut-off and refuses one at it, across the spring-forward", () => {
    expect(dateRefusal(mondays, "2027-03-15", at("2027-03-14T20:59:00Z"))).toBeNull();
    expect(dateRefusal(mondays, "2027-03-15", at("2027-03-14T21:00:00Z"))).toBe("past_cutoff");
    // 21:30Z is 14:30 in Vancouver that Sunday (UTC−7), too late, though it would be 13:30 in winter time.
    expect(dateRefusal(mondays, "2027-03-15", at("2027-03-14T21:30:00Z"))).toBe("past_cutoff");
  });
});

describe("dateRefusal", () => {
  const now = at("2026-11-20T18:00:00Z"); // Friday 20 November 2026, 10:00 in Vancouver

  it("refuses a weekday the zone does not serve", () => {
    expect(isoWeekday("2026-11-24")).toBe(2);
    expect(isoWeekday("2026-11-29")).toBe(7);
    expect(dateRefusal(zone(), "2026-11-25", now)).toBe("not_served");
    expect(dateRefusal(zone(), "2026-11-24", now)).toBeNull();
  });

  it("refuses a closed date the zone would otherwise serve", () => {
    expect(dateRefusal(zone({ closedDates: ["2026-11-24"] }), "2026-11-24", now)).toBe("closed");
  });

  it("refuses a date whose cut-off has passed, the day itself included", () => {
    // Friday the 20th: its cut-off was Thursday 14:00.
    expect(dateRefusal(zone(), "2026-11-20", now)).toBe("past_cutoff");
    expect(dateRefusal(zone(), "2026-11-17", now)).toBe("past_cutoff");
  });
});

describe("nextDeliveryDates", () => {
  it("gives the next 6 Tuesdays and Fridays, each with the moment to order by", () => {
    // Friday 20 November 2026 at 10:00 in Vancouver: Friday the 20th is past its cut-off.
    const next = nextDeliveryDates(zone(), at("2026-11-20T18:00:00Z"));
    expect(next.map((d) => d.date)).toEqual(["2026-11-24", "2026-11-27", "2026-12-01", "2026-12-04", "2026-12-08", "2026-12-11"]);
    expect(next[0].orderBy.toISOString()).toBe("2026-11-23T22:00:00.000Z");
    expect(next[1].orderBy.toISOString()).toBe("2026-11-26T22:00:00.000Z");
  });

  it("keeps tomorrow until the cut-off, and drops it at the cut-off", () => {
    // Monday 23 November 2026: 13:59 and 14:00 in Vancouver (UTC−8).
    expect(dates(zone(), at("2026-11-23T21:59:00Z"), 1)).toEqual(["2026-11-24"]);
    expect(dates(zone(), at("2026-11-23T22:00:00Z"), 1)).toEqual(["2026-11-27"]);
  });

  it("reads today in Vancouver, not in UTC", () => {
    // 02:00Z on Saturday the 21st is still Friday the 20th, 18:00, in Vancouver.
    expect(dates(zone({ weekdays: [6], cutoffDaysBefore: 0, cutoffTime: "20:00" }), at("2026-11-21T02:00:00Z"), 1)).toEqual(["2026-11-21"]);
  });

  it("skips a closed date", () => {
    const closed = zone({ closedDates: ["2026-12-25", "2026-11-27"] });
    expect(dates(closed, at("2026-11-20T18:00:00Z"))).toEqual(["2026-11-24", "2026-12-01", "2026-12-04", "2026-12-08", "2026-12-11", "2026-12-15"]);
    expect(dates(closed, at("2026-12-19T18:00:00Z"), 3)).toEqual(["2026-12-22", "2026-12-29", "2027-01-01"]);
  });

  it("with a cut-off 2 days before, drops a date two days ahead after 14:00", () => {
    const early = zone({ cutoffDaysBefore: 2 });
    // Sunday 22 November 2026, 13:00 then 14:00 in Vancouver: Tuesday the 24th closes on Sunday 14:00.
    expect(dates(early, at("2026-11-22T21:00:00Z"), 2)).toEqual(["2026-11-24", "2026-11-27"]);
    expect(dates(early, at("2026-11-22T22:00:00Z"), 2)).toEqual(["2026-11-27", "2026-12-01"]);
    // Monday 23 November, 09:00: Tuesday is past; Friday (cut-off Wednesday 14:00) still open.
    expect(dates(early, at("2026-11-23T17:00:00Z"), 1)).toEqual(["2026-11-27"]);
  });

  it("with a cut-off the same day, offers today until the time of day", () => {
    const sameDay = zone({ cutoffDaysBefore: 0, cutoffTime: "10:00" });
    // Tuesday 24 November 2026, 09:59 and 10:00 in Vancouver.
    expect(dates(sameDay, at("2026-11-24T17:59:00Z"), 2)).toEqual(["2026-11-24", "2026-11-27"]);
    expect(dates(sameDay, at("2026-11-24T18:00:00Z"), 2)).toEqual(["2026-11-27", "2026-12-01"]);
  });

  it("offers the dates across a change of daylight time", () => {
    // Saturday 31 October 2026, 15:00 in Vancouver (UTC−7): Monday 2 November closes Sunday 14:00 PST.
    const mondays = zone({ weekdays: [1] });
    const next = nextDeliveryDates(mondays, at("2026-10-31T22:00:00Z"), 2);
    expect(next.map((d) => [d.date, d.orderBy.toISOString()])).toEqual([
      ["2026-11-02", "2026-11-01T22:00:00.000Z"],
      ["2026-11-09", "2026-11-08T22:00:00.000Z"],
    ]);
  });

  it("offers nothing when the zone serves no weekday, or is closed past the horizon", () => {
    expect(dates(zone({ weekdays: [] }), at("2026-11-20T18:00:00Z"))).toEqual([]);
    const everyDay = Array.from({ length: 200 }, (_, i) => new Date(Date.UTC(2026, 10, 20 + i)).toISOString().slice(0, 10));
    expect(dates(zone({ closedDates: everyDay }), at("2026-11-20T18:00:00Z"))).toEqual([]);
  });
});

describe("postal-code areas", () => {
  const zones = [
    { id: 3, postalPrefixes: ["V*"] },
    { id: 2, postalPrefixes: ["V6*", "V5K"] },
    { id: 1, postalPrefixes: ["V6B", "v7a"] },
  ];

  it("lets the longest matching area win: V6B before V6* before V*", () => {
    expect(zoneFor(zones, "V6B 1A1")?.id).toBe(1);
    expect(zoneFor(zones, "V6C 2B2")?.id).toBe(2);
    expect(zoneFor(zones, "V5K 0A1")?.id).toBe(2);
    expect(zoneFor(zones, "V9A 3C3")?.id).toBe(3);
  });

  it("ignores spaces and case, in the code and in the area", () => {
    expect(zoneFor(zones, "v6b1a1")?.id).toBe(1);
    expect(zoneFor(zones, " v6b  1a1 ")?.id).toBe(1);
    expect(zoneFor(zones, "V7A 1B2")?.id).toBe(1);
    expect(compactPostalCode(" v6b 1a1 ")).toBe("V6B1A1");
    expect(prefixCovers("v6*", "V6B 1A1")).toBe(true);
    expect(prefixCovers("V6B", "v6b 1a1")).toBe(true);
  });

  it("answers null outside every zone", () => {
    expect(zoneFor(zones, "M5V 2T6")).toBeNull();
    expect(zoneFor([], "V6B 1A1")).toBeNull();
    expect(zoneFor([{ id: 1, postalPrefixes: ["V6B"] }], "V6C 1A1")).toBeNull();
  });

  it("breaks a tie between zones naming the same area by the lowest id", () => {
    expect(zoneFor([{ id: 9, postalPrefixes: ["V6B"] }, { id: 4, postalPrefixes: ["V6B"] }], "V6B 1A1")?.id).toBe(4);
  });

  it("matches an area of letters and digits as a prefix, a star after it or not", () => {
    expect(prefixCovers("V6B", "V6B1A1")).toBe(true);
    expect(prefixCovers("V6*", "V6Z1A1")).toBe(true);
    expect(prefixCovers("V6*", "V7A1A1")).toBe(false);
    expect(prefixCovers("V*", "V0N1A1")).toBe(true);
    expect(prefixCovers("V6B", "V6C1A1")).toBe(false);
  });

  it("normalizePostalPrefix accepts an FSA, a shorter prefix (read with a star) or a whole code", () => {
    expect(normalizePostalPrefix("V6B")).toBe("V6B");
    expect(normalizePostalPrefix(" v6b ")).toBe("V6B");
    expect(normalizePostalPrefix("V6*")).toBe("V6*");
    expect(normalizePostalPrefix("v6")).toBe("V6*");
    expect(normalizePostalPrefix("V")).toBe("V*");
    expect(normalizePostalPrefix("V*")).toBe("V*");
    expect(normalizePostalPrefix("V6B*")).toBe("V6B*");
    expect(normalizePostalPrefix("V6B 1A1")).toBe("V6B1A1");
  });

  it("normalizePostalPrefix refuses what is not a Canadian postal-code prefix", () => {
    for (const bad of ["", " ", "*", "6V", "VV", "V6B1A1X", "V6BB", "V-6B", "V6B%", "**", "V**", "V*6", "12345"]) {
      expect(normalizePostalPrefix(bad), bad).toBeNull();
    }
  });
});

describe("minimumOutcome and deliveryFeeCents", () => {
  const refusing = zone({ minimumOrderCents: 25_000, feeUnderMinimumCents: null });
  const charging = zone({ minimumOrderCents: 25_000, feeUnderMinimumCents: 2_500 });

  it("is met at the exact minimum and above", () => {
    expect(minimumOutcome(refusing, 25_000)).toEqual({ kind: "met" });
    expect(minimumOutcome(refusing, 30_000)).toEqual({ kind: "met" });
    expect(minimumOutcome(zone({ minimumOrderCents: 0 }), 0)).toEqual({ kind: "met" });
  });

  it("refuses an order under the minimum, with what is missing, when the zone charges no fee", () => {
    expect(minimumOutcome(refusing, 21_180)).toEqual({ kind: "refused", missingCents: 3_820 });
    expect(minimumOutcome(refusing, 24_999)).toEqual({ kind: "refused", missingCents: 1 });
  });

  it("charges the fee under the minimum when the zone has one", () => {
    expect(minimumOutcome(charging, 21_180)).toEqual({ kind: "fee", feeCents: 2_500, missingCents: 3_820 });
    expect(deliveryFeeCents(charging, 21_180)).toBe(2_500);
    expect(deliveryFeeCents(charging, 25_000)).toBe(0);
    expect(deliveryFeeCents(refusing, 100)).toBe(0);
    expect(deliveryFeeCents(null, 100)).toBe(0);
  });
});

describe("isCalendarDate", () => {
  it("accepts a real YYYY-MM-DD date, leap days included", () => {
    for (const good of ["2026-11-28", "2028-02-29", "2000-02-29", "2026-12-31"]) expect(isCalendarDate(good), good).toBe(true);
  });

  it("refuses a date that does not exist or is not written YYYY-MM-DD", () => {
    for (const bad of ["2026-02-30", "2027-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-5", "26-11-28", "2026/11/28", "2026-11-28T00:00", " 2026-11-28", ""]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });
});

describe("British Columbia's statutory holidays", () => {
  it("are those of 2027, in date order", () => {
    expect(statutoryHolidays(2027)).toEqual([
      "2027-01-01", // New Year's Day
      "2027-02-15", // Family Day, third Monday of February
      "2027-03-26", // Good Friday (Easter Sunday 28 March)
      "2027-05-24", // Victoria Day, the Monday before 25 May
      "2027-07-01", // Canada Day
      "2027-08-02", // British Columbia Day
      "2027-09-06", // Labour Day
      "2027-09-30", // National Day for Truth and Reconciliation
      "2027-10-11", // Thanksgiving, second Monday of October
      "2027-11-11", // Remembrance Day
      "2027-12-25", // Christmas Day
      "2027-12-26", // Boxing Day
    ]);
  });

  it("put Victoria Day a week earlier when 25 May is a Monday, and Good Friday by Easter", () => {
    // 25 May 2026 is a Monday: Victoria Day is the 18th. Easter 2026 is 5 April, 2025 was 20 April.
    expect(statutoryHolidays(2026)).toContain("2026-05-18");
    expect(statutoryHolidays(2026)).toContain("2026-04-03");
    expect(statutoryHolidays(2025)).toContain("2025-04-18");
    expect(statutoryHolidays(2026)).toContain("2026-02-16");
  });

  it("holidaysAhead gives those within a year of the day, the day itself included", () => {
    const ahead = holidaysAhead("2026-11-28");
    expect(ahead[0]).toBe("2026-12-25");
    expect(ahead).toContain("2027-03-26");
    expect(ahead.at(-1)).toBe("2027-11-11");
    expect(ahead).not.toContain("2026-11-11");
    expect(ahead).not.toContain("2027-12-25");
    expect(ahead).toHaveLength(12);
    expect(holidaysAhead("2026-12-25")[0]).toBe("2026-12-25");
    expect(holidaysAhead("2026-12-25").at(-1)).toBe("2027-12-25");
  });
});
