import { freeUnits, type PromoAction } from "./pricing";

/*
 * docs/product.md §9: with action 10-1 and more than 9 units, one free unit is added and "the submitted
 * quantity is increased by 1". These two functions convert between the charged units a line holds
 * and the quantity a client submits for it. Client-safe, pure.
 */

/** What a client submits for `charged` units: the free unit included. */
export function submittedQuantity(charged: number, action: PromoAction): number {
  return charged + freeUnits(charged, action);
}

/**
 * Reads a submitted quantity as charged units plus that free unit when it is one more than a whole
 * number of cases above 9, else as charged units. Charged units must be whole cases. Returns null
 * when neither reading is whole cases.
 */
export function chargedUnits(submitted: number, action: PromoAction, boxQuantity: number): number | null {
  if (action === "10-1" && submitted - 1 > 9 && (submitted - 1) % boxQuantity === 0) return submitted - 1;
  if (submitted > 0 && submitted % boxQuantity === 0) return submitted;
  return null;
}

/** Units counted in cases of `boxQuantity`: whole cases, or null when the units are not whole cases. */
export function wholeCases(units: number, boxQuantity: number): number | null {
  if (boxQuantity <= 1 || units % boxQuantity !== 0) return null;
  return units / boxQuantity;
}
