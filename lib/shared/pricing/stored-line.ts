import { parsePercent, toCents } from "@/lib/shared/pricing/money";
import type { PriceLineInput, PromoAction, TaxCode } from "@/lib/shared/pricing/pricing";
import type { ProductTerms } from "@/lib/shared/pricing/price-lists";

/**
 * A pricing line from stored values (numeric(12,2) price and special as strings), for priceOrder,
 * under the terms of the customer's price list for the product (none: list prices).
 */
export function storedLine(
  stored: { price: string; special: string; salesTaxCode: TaxCode; actions: PromoAction; boxQuantity?: number },
  quantity: number,
  terms?: ProductTerms,
): PriceLineInput {
  return {
    priceCents: toCents(stored.price),
    specialBasisPoints: parsePercent(stored.special),
    salesTaxCode: stored.salesTaxCode,
    action: stored.actions,
    quantity,
    boxQuantity: stored.boxQuantity ?? 1,
    terms,
  };
}
