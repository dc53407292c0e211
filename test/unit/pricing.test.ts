import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  discountedUnitCents,
  freeUnits,
  priceLine,
  priceOrder,
  PROMO_ACTIONS,
  SALES_TAX_RATE_PERCENT,
  TAX_CODES,
  type PriceLineInput,
} from "@/lib/shared/pricing/pricing";

function line(overrides: Partial<PriceLineInput> = {}): PriceLineInput {
  return { priceCents: 1000, specialBasisPoints: 0, salesTaxCode: "G", action: "None", quantity: 1, ...overrides };
}

/** Reference in BigInt: price × (10000 − bp) / 10000, half up. */
function referenceDiscounted(priceCents: number, bp: number): number {
  const numerator = BigInt(priceCents) * BigInt(10000 - bp);
  return Number((numerator * 2n + 10000n) / 20000n);
}

describe("discountedUnitCents", () => {
  it("applies the discount", () => {
    expect(discountedUnitCents(1000, 1500)).toBe(850); // $10.00 − 15% = $8.50
    expect(discountedUnitCents(333, 3330)).toBe(222); // 333 × 0.667 = 222.111
    expect(discountedUnitCents(1000, 0)).toBe(1000);
    expect(discountedUnitCents(0, 2500)).toBe(0);
  });

  it("rounds half up to the cent", () => {
    expect(discountedUnitCents(25, 5000)).toBe(13); // 12.5
    expect(discountedUnitCents(1, 5000)).toBe(1); // 0.5
    expect(discountedUnitCents(1, 5001)).toBe(0); // 0.4999
    expect(discountedUnitCents(1234, 1250)).toBe(1080); // 1079.75
    expect(discountedUnitCents(5, 7500)).toBe(1); // 1.25
  });

  it("gives 0 at 100% and caps the special to 0..100%", () => {
    expect(discountedUnitCents(1999, 10000)).toBe(0);
    expect(discountedUnitCents(1999, 15000)).toBe(0);
    expect(discountedUnitCents(1999, -500)).toBe(1999);
  });

  it("rejects bad prices and specials", () => {
    expect(() => discountedUnitCents(-1, 0)).toThrow(RangeError);
    expect(() => discountedUnitCents(10.5, 0)).toThrow(RangeError);
    expect(() => discountedUnitCents(NaN, 0)).toThrow(RangeError);
    expect(() => discountedUnitCents(100, 12.5)).toThrow(RangeError);
    expect(() => discountedUnitCents(100, NaN)).toThrow(RangeError);
  });

  it("matches exact integer arithmetic for prices up to 10^10 cents and beyond", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 10 ** 10 }), fc.maxSafeNat()),
        fc.integer({ min: 0, max: 10000 }),
        (price, bp) => {
          const unit = discountedUnitCents(price, bp);
          expect(unit).toBe(referenceDiscounted(price, bp));
          expect(unit).toBeLessThanOrEqual(price);
          expect(unit).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe("freeUnits", () => {
  it("adds one free unit above 9 with 10-1", () => {
    expect(freeUnits(9, "10-1")).toBe(0);
    expect(freeUnits(10, "10-1")).toBe(1);
    expect(freeUnits(24, "10-1")).toBe(1);
    expect(freeUnits(50, "None")).toBe(0);
    expect(freeUnits(0, "10-1")).toBe(0);
  });
});

describe("priceLine", () => {
  it("charges only the bought units and adds the free one on top", () => {
    expect(priceLine(line({ priceCents: 1000, specialBasisPoints: 1500, action: "10-1", quantity: 10 }))).toEqual({
      unitCents: 1000,
      discountedUnitCents: 850,
      quantity: 10,
      freeQuantity: 1,
      totalQuantity: 11,
      lineTotalCents: 8500,
      taxable: true,
      rule: "list",
    });
  });

  it("marks only G as taxable", () => {
    expect(priceLine(line({ salesTaxCode: "G" })).taxable).toBe(true);
    expect(priceLine(line({ salesTaxCode: "E" })).taxable).toBe(false);
  });

  it("rejects bad quantities, prices, tax codes and actions", () => {
    expect(() => priceLine(line({ quantity: -1 }))).toThrow(RangeError);
    expect(() => priceLine(line({ quantity: 1.5 }))).toThrow(RangeError);
    expect(() => priceLine(line({ quantity: Number.MAX_SAFE_INTEGER + 1 }))).toThrow(RangeError);
    expect(() => priceLine(line({ priceCents: -100 }))).toThrow(RangeError);
    expect(() => priceLine(line({ priceCents: 12.5 }))).toThrow(RangeError);
    expect(() => priceLine(line({ salesTaxCode: "X" as never }))).toThrow(RangeError);
    expect(() => priceLine(line({ action: "2-1" as never }))).toThrow(RangeError);
    expect(() => priceLine(line({ priceCents: 10 ** 12, quantity: 10 ** 5 }))).toThrow(RangeError);
  });
});

describe("priceOrder", () => {
  it("taxes only G lines, rounding the tax half up once per order", () => {
    const order = priceOrder([
      line({ priceCents: 505, quantity: 2, salesTaxCode: "G" }), // 1010
      line({ priceCents: 700, quantity: 1, salesTaxCode: "E" }), // 700
    ]);
    expect(order.subtotalCents).toBe(1710);
    expect(order.taxableSubtotalCents).toBe(1010);
    expect(order.taxCents).toBe(51); // 50.5 rounds up
    expect(order.grandTotalCents).toBe(1761);
  });

  it("rounds the tax on the taxable subtotal, not per line", () => {
    // Each line alone would be 0.5 → 1 cent; together 20 × 5% = exactly 1 cent.
    const order = priceOrder([line({ priceCents: 10 }), line({ priceCents: 10 })]);
    expect(order.taxCents).toBe(1);
    expect(order.grandTotalCents).toBe(21);
  });

  it("rounds a tax just below half down", () => {
    expect(priceOrder([line({ priceCents: 1009 })]).taxCents).toBe(50); // 50.45
  });

  it("is all zero for an empty order", () => {
    expect(priceOrder([])).toEqual({
      lines: [],
      subtotalCents: 0,
      taxableSubtotalCents: 0,
      taxCents: 0,
      grandTotalCents: 0,
    });
  });

  it("does not charge the 10-1 free unit", () => {
    const order = priceOrder([line({ priceCents: 250, action: "10-1", quantity: 12, salesTaxCode: "E" })]);
    expect(order.lines[0]?.totalQuantity).toBe(13);
    expect(order.subtotalCents).toBe(3000);
  });
});

describe("priceOrder properties", () => {
  const lineInput = fc.record({
    priceCents: fc.integer({ min: 0, max: 10 ** 8 }),
    specialBasisPoints: fc.integer({ min: -20000, max: 20000 }),
    salesTaxCode: fc.constantFrom(...TAX_CODES),
    action: fc.constantFrom(...PROMO_ACTIONS),
    quantity: fc.integer({ min: 0, max: 10 ** 4 }),
  });
  const lines = fc.array(lineInput, { maxLength: 30 });

  it("never gives negative amounts", () => {
    fc.assert(
      fc.property(lines, (input) => {
        const order = priceOrder(input);
        for (const priced of order.lines) {
          expect(priced.discountedUnitCents).toBeGreaterThanOrEqual(0);
          expect(priced.lineTotalCents).toBeGreaterThanOrEqual(0);
        }
        expect(order.subtotalCents).toBeGreaterThanOrEqual(0);
        expect(order.taxCents).toBeGreaterThanOrEqual(0);
        expect(order.grandTotalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("charges no tax on E-only orders", () => {
    fc.assert(
      fc.property(fc.array(lineInput.map((l) => ({ ...l, salesTaxCode: "E" as const }))), (input) => {
        const order = priceOrder(input);
        expect(order.taxableSubtotalCents).toBe(0);
        expect(order.taxCents).toBe(0);
        expect(order.grandTotalCents).toBe(order.subtotalCents);
      }),
    );
  });

  it("never charges the free unit", () => {
    fc.assert(
      fc.property(lineInput, (input) => {
        const priced = priceLine(input);
        expect(priced.lineTotalCents).toBe(priced.discountedUnitCents * input.quantity);
        expect(priced.totalQuantity).toBe(input.quantity + priced.freeQuantity);
        expect(priced.discountedUnitCents).toBeLessThanOrEqual(priced.unitCents);
        const withoutPromo = priceLine({ ...input, action: "None" });
        expect(priced.lineTotalCents).toBe(withoutPromo.lineTotalCents);
      }),
    );
  });

  it("sums line totals to the subtotal and subtotal plus tax to the grand total", () => {
    fc.assert(
      fc.property(lines, (input) => {
        const order = priceOrder(input);
        const sum = order.lines.reduce((total, l) => total + l.lineTotalCents, 0);
        const taxable = order.lines.filter((l) => l.taxable).reduce((total, l) => total + l.lineTotalCents, 0);
        expect(order.subtotalCents).toBe(sum);
        expect(order.taxableSubtotalCents).toBe(taxable);
        expect(order.grandTotalCents).toBe(order.subtotalCents + order.taxCents);
        const exactTax = (BigInt(taxable) * BigInt(SALES_TAX_RATE_PERCENT) * 2n + 100n) / 200n;
        expect(order.taxCents).toBe(Number(exactTax));
      }),
    );
  });
});
