import "server-only";
import { formatInTimeZone } from "date-fns-tz";
import { SHOP_TIME_ZONE } from "@/lib/shared/orders/order-time";
import { asc } from "drizzle-orm";
import { deliveryZones, type DeliveryZoneRow } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { nextDeliveryDates, zoneFor, type DeliveryZoneTerms } from "@/lib/shared/orders/delivery-dates";

/*
 * The delivery zones as the shop reads them (issue 31, docs/delivery.md): the few rows of
 * delivery_zones, read whole on each use (a distributor has tens of routes, not thousands), turned
 * into the terms the rule of lib/shared/orders/delivery-dates.ts applies.
 */

/** The columns the rule needs. */
export const zoneTermsColumns = {
  id: deliveryZones.id,
  name: deliveryZones.name,
  postalPrefixes: deliveryZones.postalPrefixes,
  weekdays: deliveryZones.weekdays,
  cutoffTime: deliveryZones.cutoffTime,
  cutoffDaysBefore: deliveryZones.cutoffDaysBefore,
  minimumOrder: deliveryZones.minimumOrder,
  feeUnderMinimum: deliveryZones.feeUnderMinimum,
  closedDates: deliveryZones.closedDates,
};

export function zoneTerms(row: Pick<DeliveryZoneRow, keyof typeof zoneTermsColumns>): DeliveryZoneTerms {
  return {
    id: row.id,
    name: row.name,
    postalPrefixes: row.postalPrefixes,
    weekdays: row.weekdays,
    cutoffTime: row.cutoffTime,
    cutoffDaysBefore: row.cutoffDaysBefore,
    minimumOrderCents: toCents(row.minimumOrder),
    feeUnderMinimumCents: row.feeUnderMinimum === null ? null : toCents(row.feeUnderMinimum),
    closedDates: row.closedDates,
  };
}

/** Every zone, by id. */
export async function readZones(ctx: Pick<Ctx, "db">): Promise<DeliveryZoneTerms[]> {
  const rows = await ctx.db.select(zoneTermsColumns).from(deliveryZones).orderBy(asc(deliveryZones.id));
  return rows.map(zoneTerms);
}

/** The zone that delivers a postal code, or null outside every zone. */
export async function zoneOf(ctx: Pick<Ctx, "db">, postalCode: string): Promise<DeliveryZoneTerms | null> {
  return zoneFor(await readZones(ctx), postalCode);
}

/** GET /api/orders/delivery_dates/'s answer (and what the cart and the review show). */
export interface DeliveryDatesView {
  zone: { id: number; name: string } | null;
  /** The next deliverable dates, earliest first (YYYY-MM-DD); [] outside every zone. */
  dates: string[];
  /**
   * For each date, the moment the order must be in by: ISO 8601 with the shop's own offset
   * ("2026-11-26T14:00:00-08:00"), so a screen words the shop's wall-clock time as written, whatever
   * time-zone data the reader's browser has.
   */
  order_by: string[];
  /** The zone's minimum order value ("0.00" outside every zone). */
  minimum_order: string;
  /** The fee charged under the minimum instead of a refusal; null: under the minimum is refused. */
  fee_under_minimum: string | null;
}

export function deliveryDatesView(zone: DeliveryZoneTerms | null, now: Date): DeliveryDatesView {
  if (!zone) return { zone: null, dates: [], order_by: [], minimum_order: "0.00", fee_under_minimum: null };
  const dates = nextDeliveryDates(zone, now);
  return {
    zone: { id: zone.id, name: zone.name },
    dates: dates.map((d) => d.date),
    order_by: dates.map((d) => formatInTimeZone(d.orderBy, SHOP_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX")),
    minimum_order: centsToDecimal(zone.minimumOrderCents),
    fee_under_minimum: zone.feeUnderMinimumCents === null ? null : centsToDecimal(zone.feeUnderMinimumCents),
  };
}

/** The delivery dates for a postal code, as of now. */
export async function deliveryDatesFor(ctx: Pick<Ctx, "db">, postalCode: string, now = new Date()): Promise<DeliveryDatesView> {
  return deliveryDatesView(await zoneOf(ctx, postalCode), now);
}
