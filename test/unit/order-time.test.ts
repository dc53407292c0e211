import { describe, expect, it } from "vitest";
import { formatOrderTime } from "@/lib/shared/orders/order-time";

describe("order times in Pacific Canada time", () => {
  it("formats as d MMM, h:mm a in America/Vancouver across daylight saving", () => {
    expect(formatOrderTime("2026-07-01T19:05:00Z")).toBe("1 Jul, 12:05 PM");
    expect(formatOrderTime("2026-12-01T19:05:00Z")).toBe("1 Dec, 11:05 AM");
    // Past midnight UTC is still the previous day in Vancouver.
    expect(formatOrderTime(new Date("2026-03-02T03:30:00Z"))).toBe("1 Mar, 7:30 PM");
  });
});
