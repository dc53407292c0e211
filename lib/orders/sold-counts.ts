import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Adds sold units to products' sales counters (top sellers) in one statement, inside the
 * caller's transaction: `sold_count = sold_count + n`, never read-modify-write (DESIGN.md rule 7).
 */
export async function addSoldCounts(db: Db, sold: Array<{ productId: number; units: number }>): Promise<void> {
  if (sold.length === 0) return;
  // In product order, so that concurrent orders over the same products lock rows in one order.
  const rows = sql.join(
    [...sold].sort((a, b) => a.productId - b.productId).map((s) => sql`(${s.productId}::int, ${s.units}::int)`),
    sql`, `,
  );
  await db.execute(sql`update products set sold_count = products.sold_count + v.units from (values ${rows}) as v(id, units) where products.id = v.id`);
}
