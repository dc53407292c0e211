// Money rules of SPEC §9, in integer cents. Rounding rule:
// - the unit price after discount is rounded half up to the cent, once per unit;
// - line totals (discounted unit × charged quantity) and the subtotal are exact sums;
// - tax (5% on G lines) is rounded half up ONCE per order, on the taxable subtotal.
// The server recomputes every order with this module and never trusts client prices.

import { bestPrice, type PriceRule, type ProductTerms } from "./price-lists";

export const SALES_TAX_RATE_PERCENT = 5;

export const TAX_CODES = ["G", "E"] as const;
/** Only G is taxed. */
export type TaxCode = (typeof TAX_CODES)[number];

export const PROMO_ACTIONS = ["None", "10-1"] as const;
export type PromoAction = (typeof PROMO_ACTIONS)[number];

/** A discount of 100% in basis points of a percent (hundredths). */
const FULL_DISCOUNT = 10000;

export interface PriceLineInput {
  /** List price per unit, integer cents. */
  priceCents: number;
  /** Discount ("special") in hundredths of a percent, see parsePercent; capped to 0..10000. */
  specialBasisPoints: number;
  salesTaxCode: TaxCode;
  action: PromoAction;
  /** Charged units, excluding the 10-1 free unit. */
  quantity: number;
  /** Units in a case: case prices of a price list charge whole cases (price-lists.ts). */
  boxQuantity?: number;
  /** What the customer's price list says of the product (price-lists.ts); none: today's rule. */
  terms?: ProductTerms;
}

export interface PricedLine {
  /** List price per unit. */
  unitCents: number;
  discountedUnitCents: number;
  /** Charged units, as given. */
  quantity: number;
  freeQuantity: 0 | 1;
  /** quantity + freeQuantity: the units shipped (SPEC: the submitted quantity is increased by 1). */
  totalQuantity: number;
  /** What the charged units cost (discountedUnitCents × quantity, or whole cases at a case price of the price list); the free unit is never charged. */
  lineTotalCents: number;
  taxable: boolean;
  /** What priced the line (price-lists.ts): 'list' without a price list or when it offers no less. */
  rule: PriceRule;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalCents: number;
  taxableSubtotalCents: number;
  /**
   * SPEC §9's single tax, 5 % of the G lines: what Alberta and the territories are charged. The
   * shop charges the taxes of the province of delivery (sales-taxes.ts orderTaxes, through
   * lib/orders/order-taxes.ts); this figure stays as §9's reference, which those taxes equal there.
   */
  taxCents: number;
  /** subtotalCents + taxCents (§9's reference; see taxCents). */
  grandTotalCents: number;
}

function assertNonNegativeSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${String(value)}`);
  }
}

function assertSafeResult(value: number, name: string): number {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} is too large to compute exactly`);
  }
  return value;
}

/**
 * value × numerator / denominator rounded half up, in exact integer arithmetic for a
 * non-negative safe value and small non-negative integer numerator and denominator
 * (numerator ≤ denominator ≤ 1,000,000: the discounts here, the tax rates of sales-taxes.ts).
 * Splitting value by the denominator keeps every intermediate product far below 2^53.
 */
export function multiplyRatioHalfUp(value: number, numerator: number, denominator: number): number {
  const high = Math.floor(value / denominator);
  const low = value - high * denominator;
  return high * numerator + Math.floor((low * numerator * 2 + denominator) / (2 * denominator));
}

/** Unit price after discount: price − price × special / 100, rounded half up to the cent. */
export function discountedUnitCents(priceCents: number, specialBasisPoints: number): number {
  assertNonNegativeSafeInteger(priceCents, "priceCents");
  if (!Number.isInteger(specialBasisPoints)) {
    throw new RangeError(`specialBasisPoints must be an integer, got ${String(specialBasisPoints)}`);
  }
  const special = Math.min(Math.max(specialBasisPoints, 0), FULL_DISCOUNT);
  return multiplyRatioHalfUp(priceCents, FULL_DISCOUNT - special, FULL_DISCOUNT);
}

/** The price of one case: the unit price after discount × the units in a case. */
export function casePriceCents(discountedUnit: number, boxQuantity: number): number {
  assertNonNegativeSafeInteger(discountedUnit, "discountedUnit");
  assertNonNegativeSafeInteger(boxQuantity, "boxQuantity");
  return assertSafeResult(discountedUnit * boxQuantity, "casePriceCents");
}

/** 10-1 promotion: one free unit per line when more than 9 units are bought. */
export function freeUnits(quantity: number, action: PromoAction): 0 | 1 {
  return action === "10-1" && quantity > 9 ? 1 : 0;
}

export function priceLine(input: PriceLineInput): PricedLine {
  const { priceCents, specialBasisPoints, salesTaxCode, action, quantity } = input;
  assertNonNegativeSafeInteger(quantity, "quantity");
  if (!TAX_CODES.includes(salesTaxCode)) {
    throw new RangeError(`Unknown sales tax code: ${String(salesTaxCode)}`);
  }
  if (!PROMO_ACTIONS.includes(action)) {
    throw new RangeError(`Unknown promotion action: ${String(action)}`);
  }
  const freeQuantity = freeUnits(quantity, action);
  const price = bestPrice({ priceCents, specialBasisPoints, boxQuantity: input.boxQuantity ?? 1 }, input.terms, quantity);
  return {
    unitCents: priceCents,
    discountedUnitCents: price.unitCents,
    quantity,
    freeQuantity,
    totalQuantity: assertSafeResult(quantity + freeQuantity, "totalQuantity"),
    lineTotalCents: assertSafeResult(price.lineCents, "lineTotalCents"),
    taxable: salesTaxCode === "G",
    rule: price.rule,
  };
}

export function priceOrder(lines: readonly PriceLineInput[]): PricedOrder {
  const priced = lines.map(priceLine);
  let subtotalCents = 0;
  let taxableSubtotalCents = 0;
  for (const line of priced) {
    subtotalCents = assertSafeResult(subtotalCents + line.lineTotalCents, "subtotalCents");
    if (line.taxable) taxableSubtotalCents += line.lineTotalCents;
  }
  const taxCents = multiplyRatioHalfUp(taxableSubtotalCents, SALES_TAX_RATE_PERCENT, 100);
  return {
    lines: priced,
    subtotalCents,
    taxableSubtotalCents,
    taxCents,
    grandTotalCents: assertSafeResult(subtotalCents + taxCents, "grandTotalCents"),
  };
}
