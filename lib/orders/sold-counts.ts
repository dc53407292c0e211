// No "server-only" here: the demo seed (a plain Node script) records its orders' sales with it too.
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Adds sold units to the products' sales counters (top sellers, table product_sales) inside the
 * caller's transaction: `sold_count = sold_count + n`, never read-modify-write (DESIGN.md rule 7).
 * The rows are written in product order, so concurrent orders over the same products take their
 * row locks in one order and cannot deadlock (an UPDATE … FROM locked them in plan order and
 * deadlocked 3 of 12 concurrent orders on PostgreSQL).
 */
export async function addSoldCounts(db: Db, sold: Array<{ productId: number; units: number }>): Promise<void> {
  if (sold.length === 0) return;
  const rows = sql.join(
    sold.map((s) => sql`(${s.productId}::int, ${s.units}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into product_sales (product_id, sold_count)
    select v.id, sum(v.units)::int from (values ${rows}) as v(id, units) group by v.id order by v.id
    on conflict (product_id) do update set sold_count = product_sales.sold_count + excluded.sold_count`);
}
