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
  taxName,
  type TaxContext,
  type TaxedLine,
} from "@/lib/shared/pricing/sales-taxes";

/*
 * Issue 29: the taxes an order owes by its province of delivery (lib/shared/pricing/sales-taxes.ts,
 * docs/taxes.md). The rule of SPEC §9 (5 % on G lines, rounded half up once per order) is what
 * Alberta and the territories get; everywhere else the law's rates, bases and registrations.
 */

const TODAY = "2026-11-27";
const everywhere = { registeredFor: PROVINCIAL_TAX_CODES, exemptions: [] } as const;
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
    // An exempt customer's tax is listed at 0.00 with the number it is waived under.
    const exempt = orderTaxes(order, context("QC", { exemptions: [{ code: "QST", number: "1234567890 TQ0001" }] }));
    expect(exempt.lines.map((line) => [line.code, line.amountCents, line.exemptionNumber])).toEqual([
      ["GST", 6_000, null],
      ["QST", 0, "1234567890 TQ0001"],
    ]);
    expect(exempt.totalCents).toBe(6_000);
    expect(exempt.waived).toEqual([]);
    // An exemption for another province's tax changes nothing here.
    expect(orderTaxes(order, context("BC", { exemptions: [{ code: "PST_SK", number: "1" }] })).lines.map((line) => [line.code, line.amountCents])).toEqual([
      ["GST", 6_000],
      ["PST_BC", 1_400],
    ]);
    // The GST and HST are never waived.
    const all = PROVINCIAL_TAX_CODES.map((code) => ({ code, number: "9" }));
    expect(orderTaxes(order, context("ON", { registeredFor: [], exemptions: all })).totalCents).toBe(15_600);
  });

  it("names each tax as invoices do, in English and in French", () => {
    expect(taxName({ code: "GST", province: null, ratePpm: 50_000 }, "en-CA")).toBe("GST 5 %");
    expect(taxName({ code: "HST", province: "ON", ratePpm: 130_000 }, "en-CA")).toBe("HST (ON) 13 %");
    expect(taxName({ code: "QST", province: null, ratePpm: 99_750 }, "en-CA")).toBe("QST 9.975 %");
    expect(taxName({ code: "PST_BC", province: "BC", ratePpm: 70_000 }, "en-CA")).toBe("PST (BC) 7 %");
    expect(taxName({ code: "RST_MB", province: "MB", ratePpm: 70_000 }, "en-CA")).toBe("RST (MB) 7 %");
    expect(taxName({ code: "GST", province: null, ratePpm: 50_000 }, "fr-CA")).toBe("TPS 5\u00a0%");
    expect(taxName({ code: "QST", province: null, ratePpm: 99_750 }, "fr-CA")).toBe("TVQ 9,975\u00a0%");
    expect(taxName({ code: "HST", province: "NS", ratePpm: 140_000 }, "fr-CA")).toBe("TVH (NS) 14\u00a0%");
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
      fc.property(fc.array(line, { maxLength: 40 }), line, province, fc.subarray([...PROVINCIAL_TAX_CODES]), (lines, extra, where, exempt) => {
        const exemptions = exempt.map((code) => ({ code, number: "1" }));
        const taxes = orderTaxes(lines, context(where, { exemptions }));
        expect(taxes.totalCents).toBe(taxes.lines.reduce((sum, tax) => sum + tax.amountCents, 0));
        for (const tax of taxes.lines) {
          expect(tax.amountCents).toBeGreaterThanOrEqual(0);
          if (tax.exemptionNumber !== null) {
            expect(tax.amountCents).toBe(0);
            continue;
          }
          expect(tax.amountCents * 1_000_000 - tax.baseCents * tax.ratePpm).toBeLessThanOrEqual(500_000);
          expect(tax.baseCents * tax.ratePpm - tax.amountCents * 1_000_000).toBeLessThan(500_000);
        }
        const more = orderTaxes([...lines, extra], context(where, { exemptions }));
        for (const tax of taxes.lines) expect(more.lines.find((other) => other.code === tax.code)!.amountCents).toBeGreaterThanOrEqual(tax.amountCents);
      }),
    );
  });
});

/*
 * The table the issue asks for: every province and territory × four carts, the amounts worked out
 * by hand (rate × base, rounded half up to the cent), with the shop registered for every provincial
 * tax. Sources (docs/taxes.md): CRA "GST/HST rates" for GST 5 %, HST ON 13 %, NB/NL/PE 15 %, NS 14 %
 * since 2025-04-01; Revenu Québec for QST 9.975 %; gov.bc.ca PST 7 %; Manitoba Finance RST 7 %;
 * saskatchewan.ca PST 6 %. The carts:
 *   G only       $123.45 of taxable (G) food;
 *   E only       $80.00 of zero-rated (E) groceries;
 *   mixed        $123.45 G + $80.00 E;
 *   PST-taxable  $123.45 G food + $40.10 G packaging in the provincial base.
 */
describe("every province × G only, E only, mixed and provincially taxable carts", () => {
  const g: TaxedLine = { lineTotalCents: 12_345, salesTaxCode: "G", provinciallyTaxable: false };
  const e: TaxedLine = { lineTotalCents: 8_000, salesTaxCode: "E", provinciallyTaxable: false };
  const pack: TaxedLine = { lineTotalCents: 4_010, salesTaxCode: "G", provinciallyTaxable: true };
  const carts = { gOnly: [g], eOnly: [e], mixed: [g, e], pstTaxable: [g, pack] } as const;
  // [code, amount in cents] per cart, by hand. G base 12,345 ¢; G base with packaging 16,355 ¢; PST base 4,010 ¢.
  const gst = (base: number) => Math.floor((base * 5) / 100 + 0.5);
  const expected: Record<ProvinceCode, Record<keyof typeof carts, Array<[string, number]>>> = {
    // GST 5 %: 617.25 → 617; 817.75 → 818.
    AB: { gOnly: [["GST", 617]], eOnly: [["GST", 0]], mixed: [["GST", 617]], pstTaxable: [["GST", 818]] },
    NT: { gOnly: [["GST", 617]], eOnly: [["GST", 0]], mixed: [["GST", 617]], pstTaxable: [["GST", 818]] },
    NU: { gOnly: [["GST", 617]], eOnly: [["GST", 0]], mixed: [["GST", 617]], pstTaxable: [["GST", 818]] },
    YT: { gOnly: [["GST", 617]], eOnly: [["GST", 0]], mixed: [["GST", 617]], pstTaxable: [["GST", 818]] },
    // HST 13 %: 1,604.85 → 1,605; 2,126.15 → 2,126.
    ON: { gOnly: [["HST", 1_605]], eOnly: [["HST", 0]], mixed: [["HST", 1_605]], pstTaxable: [["HST", 2_126]] },
    // HST 15 %: 1,851.75 → 1,852; 2,453.25 → 2,453.
    NB: { gOnly: [["HST", 1_852]], eOnly: [["HST", 0]], mixed: [["HST", 1_852]], pstTaxable: [["HST", 2_453]] },
    NL: { gOnly: [["HST", 1_852]], eOnly: [["HST", 0]], mixed: [["HST", 1_852]], pstTaxable: [["HST", 2_453]] },
    PE: { gOnly: [["HST", 1_852]], eOnly: [["HST", 0]], mixed: [["HST", 1_852]], pstTaxable: [["HST", 2_453]] },
    // HST 14 %: 1,728.3 → 1,728; 2,289.7 → 2,290.
    NS: { gOnly: [["HST", 1_728]], eOnly: [["HST", 0]], mixed: [["HST", 1_728]], pstTaxable: [["HST", 2_290]] },
    // QST 9.975 %: 1,231.41… → 1,231; 1,631.41… → 1,631.
    QC: {
      gOnly: [["GST", 617], ["QST", 1_231]],
      eOnly: [["GST", 0], ["QST", 0]],
      mixed: [["GST", 617], ["QST", 1_231]],
      pstTaxable: [["GST", 818], ["QST", 1_631]],
    },
    // PST (BC) 7 % and RST (MB) 7 % of 4,010: 280.7 → 281; PST (SK) 6 %: 240.6 → 241.
    BC: { gOnly: [["GST", 617], ["PST_BC", 0]], eOnly: [["GST", 0], ["PST_BC", 0]], mixed: [["GST", 617], ["PST_BC", 0]], pstTaxable: [["GST", 818], ["PST_BC", 281]] },
    MB: { gOnly: [["GST", 617], ["RST_MB", 0]], eOnly: [["GST", 0], ["RST_MB", 0]], mixed: [["GST", 617], ["RST_MB", 0]], pstTaxable: [["GST", 818], ["RST_MB", 281]] },
    SK: { gOnly: [["GST", 617], ["PST_SK", 0]], eOnly: [["GST", 0], ["PST_SK", 0]], mixed: [["GST", 617], ["PST_SK", 0]], pstTaxable: [["GST", 818], ["PST_SK", 241]] },
  };

  it("covers the 13 provinces and territories", () => {
    expect(Object.keys(expected).sort()).toEqual(PROVINCES.map((p) => p.code).sort());
    expect(gst(12_345)).toBe(617);
  });

  for (const [province, byCart] of Object.entries(expected) as Array<[ProvinceCode, (typeof expected)[ProvinceCode]]>) {
    for (const [cart, taxes] of Object.entries(byCart) as Array<[keyof typeof carts, Array<[string, number]>]>) {
      it(`${province}, ${cart}`, () => {
        const lines = carts[cart];
        const result = orderTaxes(lines, context(province));
        expect(result.lines.map((line) => [line.code, line.amountCents])).toEqual(taxes);
        // The grand total is the lines and the taxes to the cent.
        const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
        expect(subtotal + result.totalCents).toBe(subtotal + taxes.reduce((sum, [, cents]) => sum + cents, 0));
      });
    }
  }
});
