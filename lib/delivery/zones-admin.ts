import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { deliveryZones, orders } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { isUniqueViolation } from "@/lib/errors/unique-violation";
import { requireAdmin } from "@/lib/identity/access";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { deliveryErrorMessages as m } from "@/lib/shared/messages/errors-delivery";
import { holidaysAhead } from "@/lib/shared/orders/delivery-dates";
import type { DeliveryZone, DeliveryZoneCreate, DeliveryZonePatch } from "@/lib/shared/orders/delivery-zone-schemas";
import { shopDay } from "@/lib/shared/orders/order-time";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { zoneTermsColumns } from "./zones";
import { recordChange, recordCreate, recordDelete, withoutKeys } from "@/lib/audit/audit-log";

/** A zone as its audit rows record it (docs/audit.md): its terms, not the count of its orders. */
const auditFields = (zone: DeliveryZone) => withoutKeys(zone, "order_count");

/*
 * The back office's delivery zones (issue 31, docs/delivery.md "Zones"): staff list, read, create,
 * edit and delete them; admins only. The read side the checkout uses is ./zones.ts, the rule
 * lib/shared/orders/delivery-dates.ts. Deleting a zone leaves its orders their delivery date (their
 * delivery_zone_id becomes null through the foreign key).
 */

const columns = zoneTermsColumns;

/** The zone's orders still to deliver: a delivery date today or later (shop day). Qualified by hand, as drizzle writes a one-table query's columns bare. */
const upcomingOrders = (today: string) =>
  sql<number>`(select count(*)::int from ${orders} o where o.delivery_zone_id = delivery_zones.id and o.delivery_date >= ${today}::date)`;

type ZoneRow = { [K in keyof typeof columns]: (typeof deliveryZones.$inferSelect)[K] } & { orderCount: number };

function zoneOf(row: ZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    postal_prefixes: [...row.postalPrefixes],
    weekdays: [...row.weekdays].sort((a, b) => a - b),
    cutoff_time: row.cutoffTime,
    cutoff_days_before: row.cutoffDaysBefore,
    minimum_order: centsToDecimal(toCents(row.minimumOrder)),
    fee_under_minimum: row.feeUnderMinimum === null ? null : centsToDecimal(toCents(row.feeUnderMinimum)),
    closed_dates: [...row.closedDates].sort(),
    order_count: Number(row.orderCount),
  };
}

/** Every zone by name (accents and case aside). Not paginated: a distributor has tens of routes. */
export async function listDeliveryZones(ctx: Ctx): Promise<DeliveryZone[]> {
  requireAdmin(ctx.actor);
  const rows = await ctx.db
    .select({ ...columns, orderCount: upcomingOrders(shopDay(new Date())) })
    .from(deliveryZones)
    .orderBy(asc(sql`shop_search_norm(${deliveryZones.name})`), asc(deliveryZones.id));
  return rows.map(zoneOf);
}

/** One zone; NotFound when there is none. */
export async function getDeliveryZone(ctx: Ctx, id: number): Promise<DeliveryZone> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db
    .select({ ...columns, orderCount: upcomingOrders(shopDay(new Date())) })
    .from(deliveryZones)
    .where(eq(deliveryZones.id, id));
  if (!row) throw new NotFound();
  return zoneOf(row);
}

/** Refuses an unknown zone before a body is read (404 before 400). */
export async function assertDeliveryZoneExists(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx.actor);
  const [row] = await ctx.db.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.id, id));
  if (!row) throw new NotFound();
}

async function checkNameFree(ctx: Ctx, name: string, exceptId?: number): Promise<void> {
  const sameName = sql`lower(${deliveryZones.name}) = lower(${name})`;
  const [row] = await ctx.db
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(exceptId === undefined ? sameName : and(sameName, ne(deliveryZones.id, exceptId)))
    .limit(1);
  if (row) throw Invalid.field("name", m.nameTaken);
}

/** The unique index is the last word when two saves race past checkNameFree: still a 400 on name. */
async function nameTakenAsField<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, "delivery_zones_name_lower_uq")) throw Invalid.field("name", m.nameTaken);
    throw error;
  }
}

/** Creates a zone; without closed_dates it is closed on the coming year's statutory holidays. */
export async function createDeliveryZone(ctx: Ctx, input: DeliveryZoneCreate): Promise<DeliveryZone> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    await checkNameFree(tx, input.name);
    const [row] = await nameTakenAsField(
      tx.db
        .insert(deliveryZones)
        .values({
          name: input.name,
          postalPrefixes: input.postal_prefixes,
          weekdays: input.weekdays,
          cutoffTime: input.cutoff_time,
          cutoffDaysBefore: input.cutoff_days_before,
          minimumOrder: input.minimum_order,
          feeUnderMinimum: input.fee_under_minimum,
          closedDates: input.closed_dates ?? holidaysAhead(shopDay(new Date())),
        })
        .returning({ id: deliveryZones.id }),
    );
    const created = await getDeliveryZone(tx, row.id);
    await recordCreate(tx, "delivery_zone", row.id, auditFields(created));
    return created;
  });
}

/** Changes the fields the patch names. */
export async function updateDeliveryZone(ctx: Ctx, id: number, patch: DeliveryZonePatch): Promise<DeliveryZone> {
  requireAdmin(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.id, id)).for("update");
    if (!locked) throw new NotFound();
    const was = await getDeliveryZone(tx, id);
    const set: Partial<typeof deliveryZones.$inferInsert> = {};
    if (patch.name !== undefined) {
      await checkNameFree(tx, patch.name, id);
      set.name = patch.name;
    }
    if (patch.postal_prefixes !== undefined) set.postalPrefixes = patch.postal_prefixes;
    if (patch.weekdays !== undefined) set.weekdays = patch.weekdays;
    if (patch.cutoff_time !== undefined) set.cutoffTime = patch.cutoff_time;
    if (patch.cutoff_days_before !== undefined) set.cutoffDaysBefore = patch.cutoff_days_before;
    if (patch.minimum_order !== undefined) set.minimumOrder = patch.minimum_order;
    if (patch.fee_under_minimum !== undefined) set.feeUnderMinimum = patch.fee_under_minimum;
    if (patch.closed_dates !== undefined) set.closedDates = patch.closed_dates;
    if (Object.keys(set).length > 0) {
      await nameTakenAsField(tx.db.update(deliveryZones).set({ ...set, updatedAt: new Date() }).where(eq(deliveryZones.id, id)));
    }
    const now = await getDeliveryZone(tx, id);
    await recordChange(tx, "delivery_zone", id, auditFields(was), auditFields(now));
    return now;
  });
}

/** Deletes a zone; its orders keep their delivery date, their zone becomes none (the foreign key sets it null). */
export async function deleteDeliveryZone(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx.actor);
  await inTransaction(ctx, async (tx) => {
    const was = await getDeliveryZone(tx, id);
    await tx.db.delete(deliveryZones).where(eq(deliveryZones.id, id));
    await recordDelete(tx, "delivery_zone", id, auditFields(was));
  });
}
