import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocateTaxes, shareByWeight } from "@/lib/orders/order-export";
import { daysCovered, orderExportQuerySchema } from "@/lib/shared/orders/order-export-query";

/*
 * The order export's tax shares (issue 32, lib/orders/order-export.ts): a tax's amount shared among
 * an order's rows adds up to the cent, in proportion to the rows' amounts in its base; and the query's
 * range rule.
 */

describe("shareByWeight", () => {
  it("shares in proportion, the odd cents to the largest remainders, the earlier row first on a tie", () => {
    expect(shareByWeight(675, [10_000, 2_000, 1_500])).toEqual([500, 100, 75]);
    expect(shareByWeight(158, [0, 2_000, 250])).toEqual([0, 140, 18]);
    expect(shareByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareByWeight(0, [1, 2])).toEqual([0, 0]);
    expect(shareByWeight(7, [0, 0])).toEqual([7, 0]);
    expect(shareByWeight(5, [])).toEqual([]);
  });

  it("always adds up to the amount, never gives a row of weight 0 anything while another has weight, and is within a cent of the exact share", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 40 }), (amount, weights) => {
        const shares = shareByWeight(amount, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        const total = weights.reduce((a, b) => a + b, 0);
        if (total > 0) {
          weights.forEach((w, i) => {
            if (w === 0) expect(shares[i]).toBe(0);
            expect(Math.abs(shares[i] - (amount * w) / total)).toBeLessThan(1);
          });
        }
      }),
    );
  });
});

describe("allocateTaxes", () => {
  it("shares the GST, HST and QST over the federal base and a PST over the provincial one", () => {
    const rows = [
      { amountCents: 10_000, federalCents: 10_000, provincialCents: 0 },
      { amountCents: 2_000, federalCents: 2_000, provincialCents: 2_000 },
      { amountCents: 1_500, federalCents: 1_500, provincialCents: 250 },
    ];
    const shares = allocateTaxes(rows, [
      { code: "GST", amountCents: 675 },
      { code: "PST_BC", amountCents: 158 },
    ]);
    expect(shares.map((m) => Object.fromEntries(m))).toEqual([
      { GST: 500, PST_BC: 0 },
      { GST: 100, PST_BC: 140 },
      { GST: 75, PST_BC: 18 },
    ]);
  });

  it("puts a tax whose base no row is in on the rows by amount (orders stored before taxes by base)", () => {
    const shares = allocateTaxes([{ amountCents: 300, federalCents: 0, provincialCents: 0 }, { amountCents: 100, federalCents: 0, provincialCents: 0 }], [{ code: "GST", amountCents: 20 }]);
    expect(shares.map((m) => m.get("GST"))).toEqual([15, 5]);
  });
});

describe("the export's query", () => {
  it("counts both days and takes at most 366", () => {
    expect(daysCovered("2031-03-10", "2031-03-10")).toBe(1);
    expect(daysCovered("2032-01-01", "2032-12-31")).toBe(366);
    expect(orderExportQuerySchema.safeParse({ from: "2032-01-01", to: "2032-12-31" }).success).toBe(true);
    expect(orderExportQuerySchema.safeParse({ from: "2031-01-01", to: "2032-01-02" }).success).toBe(false);
    // Across the change to daylight time: still whole days.
    expect(daysCovered("2031-03-01", "2031-03-31")).toBe(31);
  });

  it("reads an empty filter as none and defaults to one row per line", () => {
    expect(orderExportQuerySchema.parse({ from: "2031-03-10", to: "2031-03-12", status: "", confirmed: "", delivered_status: "" })).toEqual({ from: "2031-03-10", to: "2031-03-12", layout: "lines" });
  });
});
