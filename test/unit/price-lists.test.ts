import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bestPrice, casePrice, inForce, nextBreak, type ListPrice, type ProductTerms } from "@/lib/shared/pricing/price-lists";
import { priceOrder, type PriceLineInput } from "@/lib/shared/pricing/pricing";

// The rule of issue 30 (docs/pricing.md): the lowest of the list price with the product's special,
// the list's fixed case price, its category percentage and the quantity breaks the line reached.

const list = (priceCents: number, boxQuantity = 12, specialBasisPoints = 0): ListPrice => ({ priceCents, specialBasisPoints, boxQuantity });

describe("bestPrice", () => {
  it("without a price list is the list price less the special", () => {
    expect(bestPrice(list(400, 12, 1000), undefined, 24)).toMatchObject({ rule: "list", unitCents: 360, caseCents: 4320, lineCents: 8640 });
  });

  it("charges a fixed case price exactly per case, whatever its share of a unit", () => {
    // $41.10 for 12 units is $3.425 a unit: whole cases are charged $41.10 each, not 12 × $3.43.
    const price = bestPrice(list(400), { caseCents: 4110 }, 36);
    expect(price).toMatchObject({ rule: "contract", caseCents: 4110, lineCents: 12330, unitCents: 343 });
  });

  it("charges units beyond whole cases their share of the case price, half up", () => {
    // 13 units: one case $41.10 + one unit 4110/12 = 342.5 → 343.
    expect(bestPrice(list(400), { caseCents: 4110 }, 13).lineCents).toBe(4110 + 343);
  });

  it("takes a category percentage off the list price, not off the special", () => {
    const price = bestPrice(list(1000, 6, 500), { percentOffBasisPoints: 1250 }, 6);
    expect(price).toMatchObject({ rule: "category", unitCents: 875, lineCents: 5250 });
  });

  it("keeps the product's special when it is lower than the list's price", () => {
    expect(bestPrice(list(1000, 6, 3000), { percentOffBasisPoints: 1000, caseCents: 5000 }, 6)).toMatchObject({ rule: "list", lineCents: 4200 });
  });

  it("applies a quantity break from its case count on, the best one reached", () => {
    const terms: ProductTerms = { breaks: [{ fromCases: 5, caseCents: 4300 }, { fromCases: 10, caseCents: 4110 }] };
    expect(bestPrice(list(400), terms, 48).rule).toBe("list");
    expect(bestPrice(list(400), terms, 60)).toMatchObject({ rule: "break", fromCases: 5, lineCents: 5 * 4300 });
    expect(bestPrice(list(400), terms, 120)).toMatchObject({ rule: "break", fromCases: 10, lineCents: 10 * 4110 });
  });

  it("gives ties to the earlier rule (a list that changes nothing says 'list')", () => {
    expect(bestPrice(list(400), { caseCents: 4800 }, 12).rule).toBe("list");
  });

  it("prices a card's case at one case", () => {
    expect(casePrice(list(400), { caseCents: 4110, breaks: [{ fromCases: 1, caseCents: 4000 }] })).toMatchObject({ rule: "break", caseCents: 4000 });
  });
});

describe("nextBreak", () => {
  const terms: ProductTerms = { breaks: [{ fromCases: 5, caseCents: 4300 }, { fromCases: 10, caseCents: 4110 }] };

  it("names the fewest cases more that lower the case price", () => {
    expect(nextBreak(list(400), terms, 36)).toEqual({ fromCases: 5, casesMore: 2, caseCents: 4300 });
    expect(nextBreak(list(400), terms, 60)).toEqual({ fromCases: 10, casesMore: 5, caseCents: 4110 });
    expect(nextBreak(list(400), terms, 120)).toBeNull();
  });

  it("skips a break that would not lower what a case costs now", () => {
    expect(nextBreak(list(400), { caseCents: 4000, breaks: [{ fromCases: 5, caseCents: 4300 }] }, 12)).toBeNull();
  });
});

describe("inForce", () => {
  it("holds from valid_from to valid_to inclusive; an open end is open", () => {
    expect(inForce({ validFrom: "2026-12-01", validTo: "2026-12-31" }, "2026-11-30")).toBe(false);
    expect(inForce({ validFrom: "2026-12-01", validTo: "2026-12-31" }, "2026-12-01")).toBe(true);
    expect(inForce({ validFrom: "2026-12-01", validTo: "2026-12-31" }, "2026-12-31")).toBe(true);
    expect(inForce({ validFrom: null, validTo: "2026-12-31" }, "2027-01-01")).toBe(false);
    expect(inForce({ validFrom: null, validTo: null }, "1999-01-01")).toBe(true);
  });
});

// Properties over random products, terms and quantities.
const anyList = fc.record({
  priceCents: fc.integer({ min: 0, max: 500_000 }),
  specialBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  boxQuantity: fc.integer({ min: 1, max: 48 }),
});
const anyTerms = fc.record(
  {
    caseCents: fc.integer({ min: 0, max: 10_000_000 }),
    percentOffBasisPoints: fc.integer({ min: 1, max: 10_000 }),
    breaks: fc.array(fc.record({ fromCases: fc.integer({ min: 1, max: 50 }), caseCents: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 4 }),
  },
  { requiredKeys: [] },
);
const anyUnits = fc.integer({ min: 0, max: 5_000 });

/** The terms with one entry taken out (each kind, each break). */
function withoutOne(terms: ProductTerms): ProductTerms[] {
  const out: ProductTerms[] = [];
  if (terms.caseCents !== undefined) out.push({ ...terms, caseCents: undefined });
  if (terms.percentOffBasisPoints !== undefined) out.push({ ...terms, percentOffBasisPoints: undefined });
  (terms.breaks ?? []).forEach((_, i) => out.push({ ...terms, breaks: terms.breaks!.filter((__, j) => j !== i) }));
  return out;
}

describe("price list properties", () => {
  it("a price list never raises a price", () => {
    fc.assert(
      fc.property(anyList, anyTerms, anyUnits, (product, terms, units) => {
        expect(bestPrice(product, terms, units).lineCents).toBeLessThanOrEqual(bestPrice(product, undefined, units).lineCents);
      }),
    );
  });

  it("removing an entry never lowers a price", () => {
    fc.assert(
      fc.property(anyList, anyTerms, anyUnits, (product, terms, units) => {
        const withAll = bestPrice(product, terms, units).lineCents;
        for (const fewer of withoutOne(terms)) expect(bestPrice(product, fewer, units).lineCents).toBeGreaterThanOrEqual(withAll);
      }),
    );
  });

  it("an order's subtotal is the sum of its lines to the cent, and each line is what the rule says", () => {
    const anyLine = fc.record({ product: anyList, terms: fc.option(anyTerms, { nil: undefined }), cases: fc.integer({ min: 1, max: 100 }), g: fc.boolean() });
    fc.assert(
      fc.property(fc.array(anyLine, { minLength: 1, maxLength: 20 }), (lines) => {
        const inputs: PriceLineInput[] = lines.map(({ product, terms, cases, g }) => ({
          priceCents: product.priceCents,
          specialBasisPoints: product.specialBasisPoints,
          boxQuantity: product.boxQuantity,
          salesTaxCode: g ? "G" : "E",
          action: "None",
          quantity: cases * product.boxQuantity,
          terms,
        }));
        const order = priceOrder(inputs);
        expect(order.subtotalCents).toBe(order.lines.reduce((sum, line) => sum + line.lineTotalCents, 0));
        order.lines.forEach((line, i) => {
          const { product, terms, cases } = lines[i];
          expect(line.lineTotalCents).toBe(bestPrice(product, terms, cases * product.boxQuantity).lineCents);
        });
      }),
    );
  });

  it("a line of whole cases at a case price costs cases × that price", () => {
    fc.assert(
      fc.property(anyList, fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 200 }), (product, caseCents, cases) => {
        const price = bestPrice(product, { caseCents }, cases * product.boxQuantity);
        if (price.rule === "contract") expect(price.lineCents).toBe(cases * caseCents);
      }),
    );
  });
});
