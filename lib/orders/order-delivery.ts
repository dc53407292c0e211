import "server-only";
import { addDays, format, parseISO } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import type { Ctx } from "@/lib/context/context";
import { zoneOf } from "@/lib/delivery/zones";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { cutoffFor, dateRefusal, DELIVERY_HORIZON_DAYS, deliveryFeeCents, minimumOutcome, nextDeliveryDates, type DeliveryZoneTerms } from "@/lib/shared/orders/delivery-dates";
import { SHOP_TIME_ZONE, shopDay } from "@/lib/shared/orders/order-time";
import { formatCad } from "@/lib/shared/pricing/money";

/*
 * The delivery of an order as it is placed or edited (issue 31, docs/delivery.md): the zone of its
 * postal code, the date (the one asked for, checked against the zone's days, closed dates and cut-off;
 * the next one when none is asked for), and the fee an order under the zone's minimum pays, or the
 * refusal when the zone charges none. Staff may set any date and are not held to the minimum (they
 * arrange it with the customer); the fee still applies.
 */

export interface DeliveryChoice {
  zone: DeliveryZoneTerms | null;
  /** YYYY-MM-DD; null: to be arranged by staff. */
  date: string | null;
  feeCents: number;
}

export interface DeliveryRequest {
  zipcode: string;
  /** The date asked for: undefined when none was sent (the next one is taken), null (staff only) for "to be arranged". */
  requested: string | null | undefined;
  subtotalCents: number;
  /** Staff ordering or editing for a customer: any date, no minimum. */
  byStaff: boolean;
  now?: Date;
}

/** The delivery an order gets, or a 400 on delivery_date (or the whole order, under the minimum). */
export async function chooseDelivery(ctx: Pick<Ctx, "db">, request: DeliveryRequest): Promise<DeliveryChoice> {
  return decideDelivery(await zoneOf(ctx, request.zipcode), request);
}

/** The decision itself, for a zone already read. */
export function decideDelivery(zone: DeliveryZoneTerms | null, { requested, subtotalCents, byStaff, now = new Date() }: DeliveryRequest): DeliveryChoice {
  if (!zone) {
    if (!byStaff && requested) throw Invalid.field("delivery_date", messages.deliveryOutsideZones);
    return { zone: null, date: byStaff ? (requested ?? null) : null, feeCents: 0 };
  }
  const feeCents = deliveryFeeCents(zone, subtotalCents);
  if (byStaff) {
    const date = requested === undefined ? (nextDeliveryDates(zone, now, 1)[0]?.date ?? null) : requested;
    return { zone, date, feeCents };
  }
  const minimum = minimumOutcome(zone, subtotalCents);
  if (minimum.kind === "refused") throw Invalid.nonField(messages.underMinimum(formatCad(minimum.missingCents), formatCad(zone.minimumOrderCents)));
  if (requested === undefined || requested === null) {
    const next = nextDeliveryDates(zone, now, 1)[0];
    if (!next) throw Invalid.field("delivery_date", messages.deliveryNoDates);
    return { zone, date: next.date, feeCents };
  }
  const refusal = dateRefusal(zone, requested, now);
  if (refusal === "not_served") throw Invalid.field("delivery_date", messages.deliveryNotServed(requested));
  if (refusal === "closed") throw Invalid.field("delivery_date", messages.deliveryClosed(requested));
  if (refusal === "past_cutoff") throw Invalid.field("delivery_date", messages.deliveryPastCutoff(requested, formatInTimeZone(cutoffFor(zone, requested), SHOP_TIME_ZONE, "yyyy-MM-dd HH:mm")));
  const horizon = format(addDays(parseISO(shopDay(now)), DELIVERY_HORIZON_DAYS), "yyyy-MM-dd");
  if (requested > horizon) throw Invalid.field("delivery_date", messages.deliveryTooFar);
  return { zone, date: requested, feeCents };
}
