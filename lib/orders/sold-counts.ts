import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";

/**
 * Adds sold units to products' sales counters (top sellers) inside the caller's transaction:
 * `sold_count = sold_count + n`, never read-modify-write (DESIGN.md rule 7). The rows are locked
 * first in product order: an UPDATE … FROM locks them in whatever order its plan reads them, and
 * two orders over the same products then deadlock (seen on PostgreSQL with 12 concurrent orders).
 */
export async function addSoldCounts(db: Db, sold: Array<{ productId: number; units: number }>): Promise<void> {
  if (sold.length === 0) return;
  const ids = sql.join(
    sold.map((s) => sql`${s.productId}::int`),
    sql`, `,
  );
  await db.execute(sql`select id from products where id in (${ids}) order by id for no key update`);
  const rows = sql.join(
    sold.map((s) => sql`(${s.productId}::int, ${s.units}::int)`),
    sql`, `,
  );
  await db.execute(sql`update products set sold_count = products.sold_count + v.units from (values ${rows}) as v(id, units) where products.id = v.id`);
}
