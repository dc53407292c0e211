import "server-only";
// No "server-only" here: the demo seed (a plain Node script) records its orders' sales with it too.
import { sql } from "drizzle-orm";
import type { Ctx } from "@/lib/context/context";

/** Units of one product: sold (positive) or taken back (negative). */
export interface SoldUnits {
  productId: number;
  units: number;
}

/** The units of an order's lines, free units included: what the sales counters count. */
export interface LineUnits {
  productId: number | null;
  units: number;
}

/**
 * Changes the products' sales counters (top sellers, table product_sales) inside the caller's
 * transaction: `sold_count = sold_count + n` in one statement, never read-modify-write (docs/architecture.md
 * rule 7). A negative `units` takes sales back (an edited unconfirmed order); a counter never goes
 * below zero. The rows are written in product order, so concurrent orders over the same products
 * take their row locks in one order and cannot deadlock (an UPDATE … FROM locked them in plan order
 * and deadlocked 3 of 12 concurrent orders on PostgreSQL).
 */
export async function addSoldCounts(ctx: Ctx, sold: SoldUnits[]): Promise<void> {
  const changes = sold.filter((s) => s.units !== 0);
  if (changes.length === 0) return;
  const rows = sql.join(
    changes.map((s) => sql`(${s.productId}::int, ${s.units}::bigint)`),
    sql`, `,
  );
  // The conflict branch reads the change from `v` again: `excluded` only holds the clamped value.
  await ctx.db.execute(sql`
    with v(id, units) as (select s.id, sum(s.units)::bigint from (values ${rows}) as s(id, units) group by s.id)
    insert into product_sales (product_id, sold_count)
    select v.id, greatest(v.units, 0) from v order by v.id
    on conflict (product_id) do update
      set sold_count = greatest(product_sales.sold_count + (select v.units from v where v.id = excluded.product_id), 0)`);
}

/** What an edit changed in an order's units per product: after minus before, zeros left out. */
export function soldChange(before: LineUnits[], after: LineUnits[]): SoldUnits[] {
  const change = new Map<number, number>();
  const count = (lines: LineUnits[], sign: 1 | -1) => {
    for (const { productId, units } of lines) if (productId !== null) change.set(productId, (change.get(productId) ?? 0) + sign * units);
  };
  count(after, 1);
  count(before, -1);
  return [...change].filter(([, units]) => units !== 0).map(([productId, units]) => ({ productId, units }));
}
