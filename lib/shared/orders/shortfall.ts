import { freeUnits, type PromoAction } from "@/lib/shared/pricing/pricing";

/*
 * A confirmation short of stock (issue 25): the lines that exceed their product's units on hand, as
 * PATCH /api/orders/confirm_order/{id}/ answers them in its 409 and the order page shows them.
 * Client-safe, pure.
 */

export interface ShortLine {
  /** The order line (purchased item) id: what short_ship names. */
  item: number;
  /** The product id. */
  product: number;
  name: string;
  box_quantity: number;
  /** Units the line takes off stock, the 10-1 free unit included. */
  ordered: number;
  /** Charged units of the line (its quantity): what short_ship lowers. */
  charged: number;
  /** Units on hand now (may be below zero after back-orders). */
  on_hand: number;
  /** The most charged units, in whole cases, that the units on hand cover (free unit included): 0 when not one case. */
  can_ship: number;
}

/** The most charged units, in whole cases of `boxQuantity`, whose units with their free unit fit in `available`. */
export function shippableUnits(available: number, boxQuantity: number, action: PromoAction): number {
  const box = Math.max(1, boxQuantity);
  let charged = Math.floor(Math.max(0, available) / box) * box;
  while (charged > 0 && charged + freeUnits(charged, action) > available) charged -= box;
  return charged;
}
