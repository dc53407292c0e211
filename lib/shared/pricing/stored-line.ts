import { parsePercent, toCents } from "@/lib/shared/pricing/money";
import type { PriceLineInput, PromoAction, TaxCode } from "@/lib/shared/pricing/pricing";

/** A pricing line from stored values (numeric(12,2) price and special as strings), for priceOrder. */
export function storedLine(
  stored: { price: string; special: string; salesTaxCode: TaxCode; actions: PromoAction },
  quantity: number,
): PriceLineInput {
  return {
    priceCents: toCents(stored.price),
    specialBasisPoints: parsePercent(stored.special),
    salesTaxCode: stored.salesTaxCode,
    action: stored.actions,
    quantity,
  };
}
