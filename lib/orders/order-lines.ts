import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { products } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireUser } from "@/lib/identity/access";
import { audienceOf, mayAddToCart } from "@/lib/shared/accounts/actor";
import { Conflict, Invalid } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { priceOrder, type PromoAction } from "@/lib/shared/pricing/pricing";
import { chargedUnits } from "@/lib/shared/pricing/quantities";
import { storedLine } from "@/lib/shared/pricing/stored-line";
import { priceListOf, termsFor } from "@/lib/pricing/price-list-terms";
import { lineSnapshot, productSnapshotColumns, type LineSnapshot, type PricedLines } from "./order-rows";
import type { SubmittedLine, SubmittedQuantity } from "@/lib/shared/orders/schemas";

/**
 * The charged units of a submitted quantity, or null when it is not whole cases. Charged units are
 * taken as they are; a quantity in docs/product.md §9's reading may count the 10-1 free unit. The free
 * unit itself is always derived by lib/shared/pricing, never taken from the client. `anyUnits`: staff
 * editing an order add and set single units (docs/product.md §9: in the admin order edit each add is 1
 * unit); customers order whole cases.
 */
export function chargedUnitsOf(submitted: SubmittedQuantity, product: { actions: PromoAction; boxQuantity: number }, anyUnits = false): number | null {
  if (anyUnits && submitted.charged) return submitted.quantity > 0 ? submitted.quantity : null;
  if (!submitted.charged) return chargedUnits(submitted.quantity, product.actions, product.boxQuantity);
  return submitted.quantity > 0 && submitted.quantity % product.boxQuantity === 0 ? submitted.quantity : null;
}

/** The body field a quantity came in, to name it in an error. */
export function quantityField(submitted: SubmittedQuantity): string {
  return submitted.charged ? "charged_quantity" : "quantity";
}

/**
 * Reads the products of submitted lines from the database (active; in stock for customers),
 * checks whole cases and prices everything with lib/shared/pricing, under the price list of the
 * customer the order is for (`customerId`: their list in force today, lib/pricing/price-list-terms.ts).
 * Nothing from the client but ids and quantities is used.
 */
export async function priceSubmittedLines(ctx: Ctx, lines: SubmittedLine[], customerId: number | null, field = "purchased_items"): Promise<PricedLines> {
  const audience = audienceOf(requireUser(ctx.actor));
  const ids = [...new Set(lines.map((l) => l.id))];
  if (ids.length !== lines.length) throw Invalid.field(field, messages.productOnce);
  const rows = await ctx.db
    .select({ ...productSnapshotColumns, stock: products.stock })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isDeleted, false)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const snapshots: LineSnapshot[] = [];
  const charged: number[] = [];
  for (const line of lines) {
    const product = byId.get(line.id);
    if (!product) throw Invalid.field(field, messages.productUnavailable(line.id));
    if (!mayAddToCart(audience, product)) throw new Conflict(messages.outOfStock(product.name));
    const units = chargedUnitsOf(line, product, audience === "admin");
    if (units === null) throw Invalid.field(field, messages.lineNotWholeCases(product.name, product.boxQuantity, line.quantity));
    charged.push(units);
    snapshots.push(lineSnapshot(product));
  }
  const priceList = await priceListOf(ctx, customerId);
  const terms = await termsFor(ctx, priceList, snapshots.map((s) => s.productId));
  const priced = priceOrder(snapshots.map((s, i) => storedLine({ ...s, price: s.unitPrice }, charged[i], terms.get(s.productId))));
  return { snapshots, priced, priceList };
}
