import "server-only";
// No "server-only" here: the demo seed and the bench seed (plain Node scripts) write stock levels too.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { products, productStock } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { patchColumns } from "@/lib/shared/validation/patch-columns";

/*
 * Stock on hand and reorder levels (table product_stock, kept off the products row: see its
 * comment in db/schema.ts). Staff read and set them; confirming an order takes units off with
 * takeStock. A product without a row has 0 on hand and no reorder level.
 */

export interface StockLevel {
  quantity: number;
  needToReorderBelow: number;
}

export const NO_STOCK: StockLevel = { quantity: 0, needToReorderBelow: 0 };

/** The stock levels of these products (those without a row are left out: read them as NO_STOCK). */
export async function stockLevels(ctx: Ctx, productIds: number[]): Promise<Map<number, StockLevel>> {
  const levels = new Map<number, StockLevel>();
  if (productIds.length === 0) return levels;
  const rows = await ctx.db
    .select({ productId: productStock.productId, quantity: productStock.quantity, needToReorderBelow: productStock.needToReorderBelow })
    .from(productStock)
    .where(inArray(productStock.productId, productIds));
  for (const { productId, ...level } of rows) levels.set(productId, level);
  return levels;
}

/** The levels a write names (a level left undefined keeps its value). */
const stockSet = patchColumns<StockLevel, StockLevel>({ quantity: "quantity", needToReorderBelow: "needToReorderBelow" });

/**
 * Sets what staff typed on the product form (an absolute count, not a change). Only the columns
 * given are written: saving the reorder level leaves the units on hand as confirmations left them.
 */
export async function setStockLevel(ctx: Ctx, productId: number, level: Partial<StockLevel>): Promise<void> {
  const set = stockSet(level);
  if (Object.keys(set).length === 0) return;
  await ctx.db.insert(productStock).values({ productId, ...set }).onConflictDoUpdate({ target: productStock.productId, set });
}

/** Sets many products' levels at once (the seeds). */
export async function setStockLevels(ctx: Ctx, levels: Array<StockLevel & { productId: number }>): Promise<void> {
  if (levels.length === 0) return;
  await ctx.db
    .insert(productStock)
    .values(levels)
    .onConflictDoUpdate({
      target: productStock.productId,
      set: { quantity: sql`excluded.quantity`, needToReorderBelow: sql`excluded.need_to_reorder_below` },
    });
}

/**
 * Takes units off the products' stock inside the caller's transaction (an order confirmed):
 * `quantity = quantity - n` in one statement, never read-modify-write (docs/architecture.md rule 7), the rows
 * written in product order so that concurrent confirmations over the same products lock them in one
 * order and cannot deadlock (as the sales counters do). The same product twice is summed.
 */
export async function takeStock(ctx: Ctx, taken: Array<{ productId: number; units: number }>): Promise<void> {
  const changes = taken.filter((t) => t.units !== 0);
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map((t) => sql`(${t.productId}::int, ${t.units}::int)`),
    sql`, `,
  );
  await ctx.db.execute(sql`
    with v(id, units) as (select s.id, sum(s.units)::int from (values ${rows}) as s(id, units) group by s.id)
    insert into product_stock (product_id, quantity)
    select v.id, -v.units from v join products p on p.id = v.id order by v.id
    on conflict (product_id) do update
      set quantity = product_stock.quantity - (select v.units from v where v.id = excluded.product_id)`);
}

/**
 * Units on hand of these products, their rows locked until the caller's transaction ends: first
 * the products rows (FOR NO KEY UPDATE, as a product edit takes them before its stock row), then
 * the stock rows, both in product order, so that a confirmation and a product edit or another
 * confirmation never wait on each other in a circle. A product without a stock row has 0 on hand.
 * Reads made under these locks stay true until commit: two confirmations cannot both see the same
 * 46 units.
 */
export async function lockUnitsOnHand(ctx: Ctx, productIds: number[]): Promise<Map<number, number>> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  const onHand = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return onHand;
  await ctx.db.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(products.id).for("no key update");
  const rows = await ctx.db
    .select({ productId: productStock.productId, quantity: productStock.quantity })
    .from(productStock)
    .where(inArray(productStock.productId, ids))
    .orderBy(productStock.productId)
    .for("update");
  for (const row of rows) onHand.set(row.productId, row.quantity);
  return onHand;
}

/**
 * Products among these whose units on hand are now zero or below leave the shop's "In Stock"
 * (docs/product.md §3 stock): customers can no longer add them, until staff restock and tick it again.
 * Inside the caller's transaction, after takeStock, with the rows locked by lockUnitsOnHand.
 */
export async function markSoldOut(ctx: Ctx, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await ctx.db
    .update(products)
    .set({ stock: false, updatedAt: new Date() })
    .where(
      and(
        inArray(products.id, productIds),
        eq(products.stock, true),
        inArray(products.id, sql`(select ps.product_id from ${productStock} ps where ps.quantity <= 0)`),
      ),
    )
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Products below their reorder level (the partial index product_stock_reorder_idx serves it). */
export function needToReorderCondition(): SQL {
  return inArray(
    products.id,
    sql`(select ps.product_id from ${productStock} ps where ps.quantity < ps.need_to_reorder_below)`,
  );
}
