import "server-only";
import { eq } from "drizzle-orm";
import { orderTaxes as orderTaxRows } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { centsToDecimal } from "@/lib/shared/pricing/money";
import type { PricedOrder } from "@/lib/shared/pricing/pricing";
import { orderTaxes, type OrderTaxes } from "@/lib/shared/pricing/sales-taxes";
import { shopDay } from "@/lib/shared/orders/order-time";

/*
 * The taxes an order is charged, kept by name in order_taxes (issue 29, docs/taxes.md): one row per
 * tax with its rate, base and amount; orders.tax is their sum.
 *
 * This step stores the rule the shop has charged so far, docs/product.md §9's 5 % GST on the G
 * lines rounded once per order, as a GST line (the province of delivery is not read yet); the next
 * step computes the taxes of the order's province with the same function (orderTaxes).
 */

/** The taxes of a priced order under the rule in force (see above); their total is the order's tax. */
export function taxesOfPricedOrder(priced: PricedOrder, placedAt: Date): OrderTaxes {
  const taxes = orderTaxes(
    priced.lines.map((line) => ({ lineTotalCents: line.lineTotalCents, salesTaxCode: line.taxable ? "G" : "E", provinciallyTaxable: false })),
    { province: null, day: shopDay(placedAt), registeredFor: [], exemptFrom: [] },
  );
  if (taxes.totalCents !== priced.taxCents) throw new Error(`the order's taxes (${taxes.totalCents}) differ from its tax (${priced.taxCents})`);
  return taxes;
}

/** Writes an order's tax lines in place of those it had, inside the caller's transaction. */
export async function writeOrderTaxes(ctx: Pick<Ctx, "db">, orderId: number, taxes: OrderTaxes): Promise<void> {
  await ctx.db.delete(orderTaxRows).where(eq(orderTaxRows.orderId, orderId));
  if (taxes.lines.length === 0) return;
  await ctx.db.insert(orderTaxRows).values(
    taxes.lines.map((line, position) => ({
      orderId,
      code: line.code,
      province: line.province,
      ratePpm: line.ratePpm,
      base: centsToDecimal(line.baseCents),
      amount: centsToDecimal(line.amountCents),
      position,
    })),
  );
}
