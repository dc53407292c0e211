import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { orderTaxes as orderTaxRows, salesTaxRates, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { getEnv } from "@/lib/env";
import { readTaxExemptions } from "@/lib/customers/tax-exemptions";
import { provinceCode, type ProvinceCode } from "@/lib/shared/accounts/provinces";
import { DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import type { PricedOrder } from "@/lib/shared/pricing/pricing";
import { orderTaxes, taxViews, type OrderTaxes, type ProvincialTaxClass, type SalesTaxRate, type TaxContext, type TaxLine, type TaxView } from "@/lib/shared/pricing/sales-taxes";
import { shopDay } from "@/lib/shared/orders/order-time";

/*
 * The taxes an order is charged (issue 29, docs/taxes.md), computed on the server only, for the
 * province of delivery, with the rates of the sales_tax_rates table in force on the day the order
 * is placed, the shop's registrations (TAX_REGISTRATIONS) and the customer's exemptions. They are
 * kept by name in order_taxes (one row per tax: rate, base, amount); orders.tax is their sum.
 */

/** A priced order with its taxes: what the cart, the review and the order show and charge. */
export interface TaxedOrder {
  subtotalCents: number;
  /** The delivery fee charged (0 when none): part of the grand total and, by its share, of the tax bases. */
  feeCents: number;
  taxes: OrderTaxes;
  grandTotalCents: number;
}

/** Whose order it is and where it is delivered, which decide its taxes. */
export interface TaxSubject {
  /** The customer (their exemptions); null for an order whose customer was deleted. */
  customerId: number | null;
  /** The province of delivery as typed or stored (a code or a name); unknown: the GST alone. */
  state: string | null;
  /** When the order is placed (its rates are the ones in force that day in Vancouver). */
  placedAt: Date;
}

async function readRates(ctx: Pick<Ctx, "db">): Promise<SalesTaxRate[]> {
  const rows = await ctx.db
    .select({ code: salesTaxRates.code, ratePpm: salesTaxRates.ratePpm, provinces: salesTaxRates.provinces, validFrom: salesTaxRates.validFrom, validTo: salesTaxRates.validTo })
    .from(salesTaxRates);
  return rows.map((row) => ({ ...row, provinces: row.provinces as ProvinceCode[] }));
}

/** Everything but the lines that an order's taxes depend on, read from the database and the settings. */
export async function taxContextOf(ctx: Pick<Ctx, "db">, subject: TaxSubject): Promise<TaxContext> {
  const [rates, exemptions] = await Promise.all([readRates(ctx), subject.customerId === null ? [] : readTaxExemptions(ctx, subject.customerId)]);
  return {
    province: subject.state ? provinceCode(subject.state) : null,
    day: shopDay(subject.placedAt),
    registeredFor: getEnv().TAX_REGISTRATIONS,
    exemptions,
    rates,
  };
}

/**
 * The share of a delivery fee in each tax base (docs/taxes.md "Delivery fee"): a fee charged for
 * delivering the goods follows their tax status, so it is apportioned by the lines' values: in the
 * GST/HST (and QST) base by the share of the subtotal in that base, in the provincial base likewise.
 * The shares are rounded half up to the cent; an order of zero-rated groceries only pays no tax on it.
 */
export function feeTaxLines(lines: ReadonlyArray<{ lineTotalCents: number; salesTaxCode: "G" | "E"; provinciallyTaxable: boolean }>, feeCents: number) {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  if (feeCents <= 0 || subtotal <= 0) return [];
  const share = (base: number) => Math.floor((feeCents * base * 2 + subtotal) / (2 * subtotal));
  const federal = share(lines.reduce((sum, line) => sum + (line.salesTaxCode === "G" ? line.lineTotalCents : 0), 0));
  const provincial = share(lines.reduce((sum, line) => sum + (line.provinciallyTaxable ? line.lineTotalCents : 0), 0));
  return [
    { lineTotalCents: federal, salesTaxCode: "G" as const, provinciallyTaxable: false },
    { lineTotalCents: provincial, salesTaxCode: "E" as const, provinciallyTaxable: true },
  ].filter((line) => line.lineTotalCents > 0);
}

/** The taxes of priced lines, each line with its provincial tax class (in the same order), and the delivery fee when one is charged. */
export function taxPricedOrder(priced: PricedOrder, classes: readonly ProvincialTaxClass[], context: TaxContext, feeCents = 0): TaxedOrder {
  if (classes.length !== priced.lines.length) throw new Error("every priced line needs its provincial tax class");
  const lines = priced.lines.map((line, i) => ({ lineTotalCents: line.lineTotalCents, salesTaxCode: line.taxable ? ("G" as const) : ("E" as const), provinciallyTaxable: classes[i] === "taxable" }));
  const taxes = orderTaxes([...lines, ...feeTaxLines(lines, feeCents)], context);
  return { subtotalCents: priced.subtotalCents, feeCents, taxes, grandTotalCents: priced.subtotalCents + feeCents + taxes.totalCents };
}

/** Prices an order's taxes in one step: the context read, then the rule. */
export async function taxOrder(ctx: Pick<Ctx, "db">, priced: PricedOrder, classes: readonly ProvincialTaxClass[], subject: TaxSubject, feeCents = 0): Promise<TaxedOrder> {
  return taxPricedOrder(priced, classes, await taxContextOf(ctx, subject), feeCents);
}

/** Where a customer's orders are delivered unless they say otherwise: their profile's province. */
export async function profileProvinceOf(ctx: Pick<Ctx, "db">, userId: number): Promise<string | null> {
  return (await profileDeliveryOf(ctx, userId)).state;
}

/** Their profile's province and postal code (the zone that delivers them, issue 31). */
export async function profileDeliveryOf(ctx: Pick<Ctx, "db">, userId: number): Promise<{ state: string | null; zipcode: string | null }> {
  const [user] = await ctx.db.select({ state: users.state, zipcode: users.zipcode }).from(users).where(eq(users.id, userId));
  return { state: user?.state ?? null, zipcode: user?.zipcode ?? null };
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
      exemptionNumber: line.exemptionNumber,
      position,
    })),
  );
}

/** The taxes each of these orders was charged, as stored, named in the reader's language. */
export async function readOrderTaxes(ctx: Pick<Ctx, "db" | "locale">, orderIds: readonly number[]): Promise<Map<number, TaxView[]>> {
  const byOrder = new Map<number, TaxView[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await ctx.db
    .select({
      orderId: orderTaxRows.orderId,
      code: orderTaxRows.code,
      province: orderTaxRows.province,
      ratePpm: orderTaxRows.ratePpm,
      base: orderTaxRows.base,
      amount: orderTaxRows.amount,
      exemptionNumber: orderTaxRows.exemptionNumber,
    })
    .from(orderTaxRows)
    .where(inArray(orderTaxRows.orderId, [...orderIds]))
    .orderBy(asc(orderTaxRows.orderId), asc(orderTaxRows.position));
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  for (const row of rows) {
    const line: TaxLine = {
      code: row.code,
      province: row.province as ProvinceCode | null,
      ratePpm: row.ratePpm,
      baseCents: toCents(row.base),
      amountCents: toCents(row.amount),
      exemptionNumber: row.exemptionNumber,
    };
    byOrder.get(row.orderId)?.push(...taxViews([line], locale));
  }
  return byOrder;
}

/** One order's stored taxes (see readOrderTaxes). */
export async function readTaxesOf(ctx: Pick<Ctx, "db" | "locale">, orderId: number): Promise<TaxView[]> {
  return (await readOrderTaxes(ctx, [orderId])).get(orderId) ?? [];
}
