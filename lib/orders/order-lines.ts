import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import type { UserActor } from "@/lib/accounts/access";
import { audienceOf, mayAddToCart } from "@/lib/accounts/actor";
import { Conflict, Invalid } from "@/lib/http/errors";
import { priceOrder, type PromoAction } from "@/lib/pricing/pricing";
import { storedLine } from "@/lib/pricing/stored-line";
import { lineSnapshot, type LineSnapshot, type PricedLines } from "./order-rows";

/**
 * SPEC.md §9: with action 10-1 and more than 9 units, one free unit is added and "the submitted
 * quantity is increased by 1". A submitted quantity is therefore read as charged units plus that
 * free unit when it is one more than a whole number of cases above 9, else as charged units.
 * Charged units must be whole cases. Returns null when neither reading is whole cases.
 */
export function chargedUnits(submitted: number, action: PromoAction, boxQuantity: number): number | null {
  if (action === "10-1" && submitted - 1 > 9 && (submitted - 1) % boxQuantity === 0) return submitted - 1;
  if (submitted > 0 && submitted % boxQuantity === 0) return submitted;
  return null;
}

/**
 * Reads the products of submitted lines from the database (active; in stock for customers),
 * checks whole cases and prices everything with lib/pricing. Nothing from the client but ids and
 * quantities is used.
 */
export async function priceSubmittedLines(db: Db, actor: UserActor, lines: Array<{ id: number; quantity: number }>, field = "purchased_items"): Promise<PricedLines> {
  const ids = [...new Set(lines.map((l) => l.id))];
  if (ids.length !== lines.length) throw Invalid.field(field, "Each product can appear only once in an order.");
  const rows = await db.select().from(products).where(and(inArray(products.id, ids), eq(products.isDeleted, false)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const snapshots: LineSnapshot[] = [];
  const charged: number[] = [];
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) throw Invalid.field(field, `Product ${line.id} does not exist or is no longer sold.`);
    if (!mayAddToCart(audienceOf(actor), product)) throw new Conflict(`${product.name} is temporarily out of stock.`);
    const units = chargedUnits(line.quantity, product.actions, product.boxQuantity);
    if (units === null) {
      throw Invalid.field(field, `${product.name} is sold by the case of ${product.boxQuantity}: ${line.quantity} is not a whole number of cases.`);
    }
    charged.push(units);
    snapshots.push(lineSnapshot(product));
  }
  const priced = priceOrder(snapshots.map((s, i) => storedLine({ ...s, price: s.unitPrice }, charged[i])));
  return { snapshots, priced };
}
