import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { deliveryZones, orderItems, orders } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin, requireUser } from "@/lib/identity/access";
import { chosenLocale } from "@/lib/identity/user-record";
import { PICK_LIST_MESSAGES, type PickListQuery } from "@/lib/pdf/document-schemas";
import type { PickListLine } from "@/lib/pdf/document-layout";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { getOrder } from "./customer-orders";
import type { OrderView } from "./order-view";

/*
 * What the delivery documents print (issue 31, docs/delivery.md "Documents"), read with their
 * access checks: the pick list of a delivery date (staff), one order for its packing slip (staff)
 * and one confirmed order for its invoice (its customer and staff).
 */

/** A delivery zone as the pick list's form offers it. */
export interface ZoneChoice {
  id: number;
  name: string;
}

export interface PickList {
  /** The delivery date (YYYY-MM-DD). */
  date: string;
  /** The zone it is limited to; null: every zone. */
  zone: ZoneChoice | null;
  /** Every product to load, summed over the day's confirmed orders (ungrouped; see pickListSections). */
  lines: PickListLine[];
  /** The orders it covers, by number. */
  orders: Array<{ id: number; company: string }>;
}

/** The zones, by name, for the back office's pick list form (staff). */
export async function pickListZones(ctx: Ctx): Promise<ZoneChoice[]> {
  requireAdmin(ctx.actor);
  return ctx.db.select({ id: deliveryZones.id, name: deliveryZones.name }).from(deliveryZones).orderBy(asc(deliveryZones.name), asc(deliveryZones.id));
}

/** A name in the reader's language: the French one when there is one. */
function localized(locale: Locale, english: SQL, french: SQL): SQL<string> {
  return locale === "fr-CA" ? sql<string>`coalesce(nullif(${french}, ''), ${english})` : sql<string>`${english}`;
}

/**
 * The pick list of a delivery date (and zone), staff only: every product on the confirmed orders
 * delivered that day, summed in the database (one GROUP BY over the day's order lines, through the
 * orders' delivery-date index) with its main category — a subcategory before a top-level one, the
 * lowest id first, as the catalogue files a product — then the orders it covers. A line whose
 * product was since deleted is listed by its item code, uncategorised. An unknown zone is a 400.
 */
export async function pickListOf(ctx: Ctx, query: PickListQuery): Promise<PickList> {
  requireAdmin(ctx.actor);
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  let zone: ZoneChoice | null = null;
  if (query.zone !== undefined) {
    [zone = null] = await ctx.db.select({ id: deliveryZones.id, name: deliveryZones.name }).from(deliveryZones).where(eq(deliveryZones.id, query.zone));
    if (!zone) throw Invalid.field("zone", PICK_LIST_MESSAGES.unknownZone);
  }
  const day = and(eq(orders.confirmed, true), eq(orders.deliveryDate, query.date), zone ? eq(orders.deliveryZoneId, zone.id) : undefined);
  const categoryName = localized(locale, sql`c.name`, sql`c.name_fr`);
  const parentName = localized(locale, sql`parent.name`, sql`parent.name_fr`);
  const category = sql<string | null>`(
    select case when parent.id is null then ${categoryName} else ${parentName} || ' › ' || ${categoryName} end
    from product_categories pc
    join categories c on c.id = pc.category_id and not c.is_deleted
    left join categories parent on parent.id = c.parent_id
    where pc.product_id = ${orderItems.productId}
    order by (c.parent_id is null), c.id
    limit 1
  )`;
  const [lines, covered] = await Promise.all([
    ctx.db
      .select({
        item: orderItems.item,
        name: sql<string>`min(${localized(locale, sql`${orderItems.name}`, sql`${orderItems.nameFr}`)})`,
        boxQuantity: orderItems.boxQuantity,
        charged: sql<number>`sum(${orderItems.quantity})::int`,
        free: sql<number>`sum(${orderItems.freeQuantity})::int`,
        orders: sql<number>`count(distinct ${orderItems.orderId})::int`,
        category,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(day)
      .groupBy(orderItems.productId, orderItems.item, orderItems.boxQuantity),
    ctx.db
      .select({ id: orders.id, company: orders.companyName, fullName: orders.fullName, email: orders.email })
      .from(orders)
      .where(day)
      .orderBy(asc(orders.id)),
  ]);
  return {
    date: query.date,
    zone,
    lines: lines.map((line) => ({ ...line, category: line.category ?? null })),
    orders: covered.map((o) => ({ id: o.id, company: o.company.trim() || o.fullName.trim() || o.email })),
  };
}

/** The language an order's customer chose (English when none, or when the customer was deleted). */
async function customerLocaleOf(ctx: Ctx, orderId: number): Promise<Locale> {
  const [row] = await ctx.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  return (await chosenLocale(ctx, row?.customerId)) ?? DEFAULT_LOCALE;
}

/** One order for its packing slip, in its customer's language (it travels with the goods): staff only; an unknown order is a 404. */
export async function packingSlipOrder(ctx: Ctx, orderId: number): Promise<{ order: OrderView; locale: Locale }> {
  requireAdmin(ctx.actor);
  const locale = await customerLocaleOf(ctx, orderId);
  return { order: await getOrder({ ...ctx, locale }, orderId), locale };
}

/**
 * One order for its invoice, in its customer's language: the customer's own (while verified) and
 * staff; another customer's order, and any order before staff confirm it, is not found.
 */
export async function invoiceOrder(ctx: Ctx, orderId: number): Promise<{ order: OrderView; locale: Locale }> {
  requireUser(ctx.actor);
  const locale = await customerLocaleOf(ctx, orderId);
  const order = await getOrder({ ...ctx, locale }, orderId);
  if (!order.confirmed || !order.confirmed_at) throw new NotFound();
  return { order, locale };
}
