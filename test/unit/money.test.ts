import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { centsToDecimal, formatCad, parsePercent, toCents } from "@/lib/shared/pricing/money";

describe("toCents", () => {
  it("parses numeric(12,2) strings exactly", () => {
    expect(toCents("12.34")).toBe(1234);
    expect(toCents("12.3")).toBe(1230);
    expect(toCents("12")).toBe(1200);
    expect(toCents("0.07")).toBe(7);
    expect(toCents("-0.50")).toBe(-50);
    expect(toCents("9999999999.99")).toBe(999999999999);
    expect(toCents("1.10")).toBe(110);
    expect(toCents(".5")).toBe(50);
    expect(Object.is(toCents("-0.00"), 0)).toBe(true);
  });

  it("rounds JS numbers to the cent without float error", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(12)).toBe(1200);
    expect(toCents(-0.5)).toBe(-50);
    expect(toCents(1.13)).toBe(113);
  });

  it("rejects garbage, non-finite numbers and extra decimals", () => {
    for (const bad of ["", " ", "abc", "1.2.3", "12,34", "1e3", "$5", "-", ".", "12.345", "0.001"]) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
    for (const bad of [NaN, Infinity, -Infinity, 1e21]) {
      expect(() => toCents(bad), String(bad)).toThrow(RangeError);
    }
    expect(() => toCents("90071992547409.93")).toThrow(RangeError);
  });
});

describe("centsToDecimal", () => {
  it("writes two decimals", () => {
    expect(centsToDecimal(1234)).toBe("12.34");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-5)).toBe("-0.05");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(-0)).toBe("0.00");
    expect(centsToDecimal(100)).toBe("1.00");
    expect(centsToDecimal(-123456)).toBe("-1234.56");
  });

  it("rejects non-integer cents", () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(() => centsToDecimal(NaN)).toThrow(RangeError);
  });

  it("round-trips through toCents for every safe integer", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(toCents(centsToDecimal(cents))).toBe(cents);
      }),
    );
  });
});

describe("formatCad", () => {
  it("formats en-CA dollars with thousands separators", () => {
    expect(formatCad(1234)).toBe("$12.34");
    expect(formatCad(123456)).toBe("$1,234.56");
    expect(formatCad(5)).toBe("$0.05");
    expect(formatCad(0)).toBe("$0.00");
    expect(formatCad(-0)).toBe("$0.00");
    expect(formatCad(-5)).toBe("-$0.05");
    expect(formatCad(100000000)).toBe("$1,000,000.00");
  });

  it("agrees with centsToDecimal up to 10^15 cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15), max: 10 ** 15 }), (cents) => {
        const plain = formatCad(cents).replace(/[$,]/g, "");
        expect(plain).toBe(centsToDecimal(cents));
      }),
    );
  });
});

describe("parsePercent", () => {
  it("converts a discount to hundredths of a percent", () => {
    expect(parsePercent("12.5")).toBe(1250);
    expect(parsePercent("0")).toBe(0);
    expect(parsePercent("100.00")).toBe(10000);
    expect(parsePercent(7)).toBe(700);
    expect(parsePercent(33.3)).toBe(3330);
    expect(parsePercent("0.01")).toBe(1);
  });

  it("treats blank as 0", () => {
    expect(parsePercent("")).toBe(0);
    expect(parsePercent("  ")).toBe(0);
  });

  it("caps values above 100 at 100", () => {
    expect(parsePercent("100.01")).toBe(10000);
    expect(parsePercent("150")).toBe(10000);
    expect(parsePercent(250)).toBe(10000);
    expect(parsePercent("99999999999999999999")).toBe(10000);
  });

  it("rejects negatives and garbage", () => {
    for (const bad of ["-1", "-0.01", "abc", "12%", "1.2.3", "12.345"]) {
      expect(() => parsePercent(bad), bad).toThrow(RangeError);
    }
    for (const bad of [-1, NaN, Infinity, -Infinity]) {
      expect(() => parsePercent(bad), String(bad)).toThrow(RangeError);
    }
  });

  it("always lands in 0..10000 for valid input", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (hundredths) => {
        const result = parsePercent(centsToDecimal(hundredths));
        expect(result).toBe(Math.min(hundredths, 10000));
      }),
    );
  });
});
