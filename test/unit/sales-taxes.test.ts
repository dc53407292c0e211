import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROVINCES, type ProvinceCode } from "@/lib/shared/accounts/provinces";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import {
  applyRate,
  orderTaxes,
  PROVINCIAL_TAX_CODES,
  ratePercent,
  ratesFor,
  SALES_TAX_RATES,
  type TaxContext,
  type TaxedLine,
} from "@/lib/shared/pricing/sales-taxes";

/*
 * Issue 29: the taxes an order owes by its province of delivery (lib/shared/pricing/sales-taxes.ts,
 * docs/taxes.md). The rule of SPEC §9 (5 % on G lines, rounded half up once per order) is what
 * Alberta and the territories get; everywhere else the law's rates, bases and registrations.
 */

const TODAY = "2026-11-27";
const everywhere = { registeredFor: PROVINCIAL_TAX_CODES, exemptFrom: [] } as const;
const context = (province: ProvinceCode | null, extra: Partial<TaxContext> = {}): TaxContext => ({ province, day: TODAY, ...everywhere, ...extra });

/** A food line (G or E) and a packaging line (G, provincially taxable). */
const food: TaxedLine = { lineTotalCents: 100_000, salesTaxCode: "G", provinciallyTaxable: false };
const groceries: TaxedLine = { lineTotalCents: 50_000, salesTaxCode: "E", provinciallyTaxable: false };
const packaging: TaxedLine = { lineTotalCents: 20_000, salesTaxCode: "G", provinciallyTaxable: true };
const order = [food, groceries, packaging];

const summary = (province: ProvinceCode | null, extra: Partial<TaxContext> = {}) =>
  orderTaxes(order, context(province, extra)).lines.map((line) => `${line.code}${line.province ? ` (${line.province})` : ""} ${ratePercent(line.ratePpm)} % of ${line.baseCents} = ${line.amountCents}`);

describe("the taxes of an order by its province of delivery", () => {
  it("Alberta and the territories: SPEC's rule, 5 % GST on the G lines alone", () => {
    for (const province of ["AB", "NT", "NU", "YT"] as const) {
      expect(summary(province)).toEqual(["GST 5 % of 120000 = 6000"]);
      // The same cents as the SPEC's single tax, on any order.
      const priced = priceOrder([
        { priceCents: 1_999, specialBasisPoints: 1250, salesTaxCode: "G", action: "None", quantity: 7 },
        { priceCents: 333, specialBasisPoints: 0, salesTaxCode: "E", action: "10-1", quantity: 12 },
      ]);
      const taxed = orderTaxes(
        priced.lines.map((line) => ({ lineTotalCents: line.lineTotalCents, salesTaxCode: line.taxable ? "G" : "E", provinciallyTaxable: false })),
        context(province),
      );
      expect(taxed.totalCents).toBe(priced.taxCents);
    }
  });

  it("the HST provinces: 13 % in Ontario, 15 % in New Brunswick, Newfoundland and Labrador and Prince Edward Island, 14 % in Nova Scotia", () => {
    expect(summary("ON")).toEqual(["HST (ON) 13 % of 120000 = 15600"]);
    for (const province of ["NB", "NL", "PE"] as const) expect(summary(province)).toEqual([`HST (${province}) 15 % of 120000 = 18000`]);
    expect(summary("NS")).toEqual(["HST (NS) 14 % of 120000 = 16800"]);
  });

  it("Nova Scotia: 15 % until 31 March 2025, 14 % from 1 April 2025", () => {
    expect(summary("NS", { day: "2025-03-31" })).toEqual(["HST (NS) 15 % of 120000 = 18000"]);
    expect(summary("NS", { day: "2025-04-01" })).toEqual(["HST (NS) 14 % of 120000 = 16800"]);
  });

  it("Quebec: 5 % GST and 9.975 % QST on the G lines", () => {
    expect(summary("QC")).toEqual(["GST 5 % of 120000 = 6000", "QST 9.975 % of 120000 = 11970"]);
  });

  it("British Columbia, Manitoba and Saskatchewan: 5 % GST on the G lines, and 7 %, 7 % and 6 % on the provincially taxable lines", () => {
    expect(summary("BC")).toEqual(["GST 5 % of 120000 = 6000", "PST_BC (BC) 7 % of 20000 = 1400"]);
    expect(summary("MB")).toEqual(["GST 5 % of 120000 = 6000", "RST_MB (MB) 7 % of 20000 = 1400"]);
    expect(summary("SK")).toEqual(["GST 5 % of 120000 = 6000", "PST_SK (SK) 6 % of 20000 = 1200"]);
  });

  it("collects no provincial tax where the shop is not registered for it, and none from an exempt customer, saying why", () => {
    const unregistered = orderTaxes(order, context("BC", { registeredFor: ["QST"] }));
    expect(unregistered.lines.map((line) => line.code)).toEqual(["GST"]);
    expect(unregistered.waived).toEqual([{ code: "PST_BC", reason: "not-registered" }]);
    const exempt = orderTaxes(order, context("QC", { exemptFrom: ["QST"] }));
    expect(exempt.lines.map((line) => line.code)).toEqual(["GST"]);
    expect(exempt.waived).toEqual([{ code: "QST", reason: "exempt" }]);
    // An exemption for another province's tax changes nothing here.
    expect(orderTaxes(order, context("BC", { exemptFrom: ["PST_SK"] })).lines.map((line) => line.code)).toEqual(["GST", "PST_BC"]);
    // The GST and HST are never waived.
    expect(orderTaxes(order, context("ON", { registeredFor: [], exemptFrom: [...PROVINCIAL_TAX_CODES] })).totalCents).toBe(15_600);
  });

  it("an unknown province of delivery owes the federal GST alone", () => {
    expect(summary(null)).toEqual(["GST 5 % of 120000 = 6000"]);
  });

  it("rounds each tax half up once, on its whole base", () => {
    // Ten lines of 10 ¢: the QST of the whole dollar is 9.975 ¢, so 10 ¢ (each line alone would round to 1 ¢).
    const dimes = Array.from({ length: 10 }, () => ({ lineTotalCents: 10, salesTaxCode: "G" as const, provinciallyTaxable: false }));
    const taxes = orderTaxes(dimes, context("QC"));
    expect(taxes.lines.map((line) => line.amountCents)).toEqual([5, 10]);
    expect(applyRate(10, 99_750)).toBe(1);
    expect(applyRate(5, 50_000)).toBe(0); // 0.25 ¢
    expect(applyRate(10, 50_000)).toBe(1); // 0.5 ¢: half up
    expect(applyRate(0, 150_000)).toBe(0);
    expect(applyRate(Number.MAX_SAFE_INTEGER, 150_000)).toBe(1_351_079_888_211_149);
  });

  it("every province has one GST or HST in force every day since 2016, and no tax overlaps itself", () => {
    for (const day of ["2016-10-01", "2025-03-31", "2025-04-01", TODAY, "2040-01-01"]) {
      for (const { code: province } of PROVINCES) {
        const rates = ratesFor(province, day);
        expect(rates.filter((rate) => rate.code === "GST" || rate.code === "HST"), `${province} ${day}`).toHaveLength(1);
        expect(new Set(rates.map((rate) => rate.code)).size, `${province} ${day}`).toBe(rates.length);
      }
    }
    for (const rate of SALES_TAX_RATES) if (rate.validTo) expect(rate.validFrom <= rate.validTo).toBe(true);
    expect(() => ratesFor("BC", "27/11/2026")).toThrow(RangeError);
  });

  it("the total is the sum of the taxes, each at most its rate of its base plus half a cent; more lines never lower a tax", () => {
    const line = fc.record({
      lineTotalCents: fc.integer({ min: 0, max: 50_000_000 }),
      salesTaxCode: fc.constantFrom("G" as const, "E" as const),
      provinciallyTaxable: fc.boolean(),
    });
    const province = fc.constantFrom<ProvinceCode | null>(null, ...PROVINCES.map((p) => p.code));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), line, province, fc.subarray([...PROVINCIAL_TAX_CODES]), (lines, extra, where, exemptFrom) => {
        const taxes = orderTaxes(lines, context(where, { exemptFrom }));
        expect(taxes.totalCents).toBe(taxes.lines.reduce((sum, tax) => sum + tax.amountCents, 0));
        for (const tax of taxes.lines) {
          expect(tax.amountCents * 1_000_000 - tax.baseCents * tax.ratePpm).toBeLessThanOrEqual(500_000);
          expect(tax.baseCents * tax.ratePpm - tax.amountCents * 1_000_000).toBeLessThan(500_000);
        }
        const more = orderTaxes([...lines, extra], context(where, { exemptFrom }));
        for (const tax of taxes.lines) expect(more.lines.find((other) => other.code === tax.code)!.amountCents).toBeGreaterThanOrEqual(tax.amountCents);
      }),
    );
  });
});
