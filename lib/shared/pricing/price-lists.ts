import { discountedUnitCents, multiplyRatioHalfUp } from "./pricing";

/*
 * Customer prices (issue 30, docs/pricing.md): the one rule of what a customer with a price list
 * pays. Client-safe and pure; lib/pricing/price-list-terms.ts reads a list's entries for products
 * and every price the shop shows or charges goes through priceLine (pricing.ts), which calls this.
 *
 * For a product, the candidates are:
 * - 'list': the list price less the product's own special (docs/product.md §9, the rule without a list);
 * - 'contract': the list's fixed case price for the product;
 * - 'category': the list price less the list's percentage for one of the product's categories
 *   (its subcategories included), the best of them;
 * - 'break': each quantity break the line reached (from N cases, a case price).
 * The line is charged the lowest line total of them (ties go to the earlier rule above, so a list
 * that changes nothing says 'list'). A price list therefore never raises a price, and removing an
 * entry never lowers one. Case prices charge whole cases exactly (cases × case price); units beyond
 * whole cases (staff editing an order by the unit) are charged their share of the case, half up.
 * The 10-1 free unit is the line's, whatever priced it (pricing.ts).
 */

export const PRICE_LIST_ENTRY_KINDS = ["product", "category", "break"] as const;
export type PriceListEntryKind = (typeof PRICE_LIST_ENTRY_KINDS)[number];

export const PRICE_RULES = ["list", "contract", "category", "break"] as const;
export type PriceRule = (typeof PRICE_RULES)[number];

export interface QuantityBreak {
  fromCases: number;
  caseCents: number;
}

/** What a price list says of one product. */
export interface ProductTerms {
  /** The fixed case price ('contract'). */
  caseCents?: number;
  /** The best percentage off of the product's categories, in hundredths of a percent (1250 = 12.5 %). */
  percentOffBasisPoints?: number;
  /** Quantity breaks, in any order. */
  breaks?: readonly QuantityBreak[];
}

/** The product's own figures the rule needs. */
export interface ListPrice {
  /** List price per unit, cents. */
  priceCents: number;
  /** The product's special, hundredths of a percent. */
  specialBasisPoints: number;
  boxQuantity: number;
}

export interface RuledPrice {
  rule: PriceRule;
  /** What `units` cost. */
  lineCents: number;
  /** The price of one unit (for a case price: its share of the case, half up; shown, never summed). */
  unitCents: number;
  /** The price of one case. */
  caseCents: number;
  /** The break that priced it. */
  fromCases?: number;
}

function box(list: ListPrice): number {
  return Math.max(1, list.boxQuantity);
}

function byUnit(rule: PriceRule, unitCents: number, list: ListPrice, units: number): RuledPrice {
  return { rule, unitCents, caseCents: unitCents * box(list), lineCents: unitCents * units };
}

function byCase(rule: PriceRule, caseCents: number, list: ListPrice, units: number, fromCases?: number): RuledPrice {
  const size = box(list);
  const cases = Math.floor(units / size);
  const rest = units - cases * size;
  const lineCents = caseCents * cases + multiplyRatioHalfUp(caseCents, rest, size);
  return { rule, unitCents: multiplyRatioHalfUp(caseCents, 1, size), caseCents, lineCents, ...(fromCases === undefined ? {} : { fromCases }) };
}

/** Every price the terms offer for `units` units, 'list' first. */
export function candidatePrices(list: ListPrice, terms: ProductTerms | undefined, units: number): RuledPrice[] {
  const prices = [byUnit("list", discountedUnitCents(list.priceCents, list.specialBasisPoints), list, units)];
  if (!terms) return prices;
  if (terms.caseCents !== undefined) prices.push(byCase("contract", terms.caseCents, list, units));
  if (terms.percentOffBasisPoints !== undefined) {
    prices.push(byUnit("category", discountedUnitCents(list.priceCents, terms.percentOffBasisPoints), list, units));
  }
  const cases = Math.floor(units / box(list));
  for (const step of terms.breaks ?? []) {
    if (step.fromCases <= cases) prices.push(byCase("break", step.caseCents, list, units, step.fromCases));
  }
  return prices;
}

/** The price of `units` units: the lowest line total of the candidates (the earlier on a tie). */
export function bestPrice(list: ListPrice, terms: ProductTerms | undefined, units: number): RuledPrice {
  const prices = candidatePrices(list, terms, units);
  // Compared by the line; for no units (a card's "from" price), by the case.
  const cost = (p: RuledPrice) => (units > 0 ? p.lineCents : p.caseCents);
  return prices.reduce((best, p) => (cost(p) < cost(best) ? p : best));
}

/** The price of one case, as a card and a product page show it. */
export function casePrice(list: ListPrice, terms: ProductTerms | undefined): RuledPrice {
  return bestPrice(list, terms, box(list));
}

export interface NextBreak {
  fromCases: number;
  /** Cases to add to reach it. */
  casesMore: number;
  caseCents: number;
}

/**
 * The next quantity break worth reaching from `units` units: the fewest cases more that lower the
 * case price below what the line pays a case now. Null when there is none.
 */
export function nextBreak(list: ListPrice, terms: ProductTerms | undefined, units: number): NextBreak | null {
  const cases = Math.floor(units / box(list));
  const now = bestPrice(list, terms, Math.max(units, box(list))).caseCents;
  const ahead = (terms?.breaks ?? [])
    .filter((step) => step.fromCases > cases && step.caseCents < now)
    .sort((a, b) => a.fromCases - b.fromCases || a.caseCents - b.caseCents);
  const next = ahead[0];
  return next ? { fromCases: next.fromCases, casesMore: next.fromCases - cases, caseCents: next.caseCents } : null;
}

/** Whether a list with this validity period is in force on `day` (YYYY-MM-DD, America/Vancouver). */
export function inForce(period: { validFrom: string | null; validTo: string | null }, day: string): boolean {
  return (period.validFrom === null || period.validFrom <= day) && (period.validTo === null || day <= period.validTo);
}

/** Merges one entry into a product's terms (category percentages: the best one counts). */
export function addEntry(
  terms: ProductTerms,
  entry: { kind: PriceListEntryKind; caseCents?: number | null; percentOffBasisPoints?: number | null; fromCases?: number | null },
): ProductTerms {
  if (entry.kind === "product" && entry.caseCents != null) return { ...terms, caseCents: entry.caseCents };
  if (entry.kind === "category" && entry.percentOffBasisPoints != null) {
    return { ...terms, percentOffBasisPoints: Math.max(terms.percentOffBasisPoints ?? 0, entry.percentOffBasisPoints) };
  }
  if (entry.kind === "break" && entry.caseCents != null && entry.fromCases != null) {
    return { ...terms, breaks: [...(terms.breaks ?? []), { fromCases: entry.fromCases, caseCents: entry.caseCents }] };
  }
  return terms;
}
