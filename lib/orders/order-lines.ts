import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { products } from "@/db/schema";
import type { UserActor } from "@/lib/accounts/access";
import { audienceOf, mayAddToCart } from "@/lib/accounts/actor";
import { Conflict, Invalid } from "@/lib/http/errors";
import { priceOrder } from "@/lib/pricing/pricing";
import { chargedUnits } from "@/lib/pricing/quantities";
import { storedLine } from "@/lib/pricing/stored-line";
import { lineSnapshot, type LineSnapshot, type PricedLines } from "./order-rows";

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
