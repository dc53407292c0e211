// Canadian sales taxes by the province of delivery (issue 29, docs/taxes.md): which taxes an order
// owes, at which rates, on which base, each rounded half up once per tax per order (as SPEC §9's
// single 5 % tax was). Pure and client-safe: the server computes every order with it; the rates
// are data (SALES_TAX_RATES, with the date each applies from and to), never edited: a change of
// rate is a new row, so an order keeps the rates of the day it was placed.

import type { ProvinceCode } from "@/lib/shared/accounts/provinces";
import type { Locale } from "@/lib/shared/i18n/locales";
import { centsToDecimal } from "./money";
import { multiplyRatioHalfUp } from "./pricing";

/** The taxes the shop may collect: the federal GST or the harmonised HST, Quebec's QST, and the three provincial sales taxes. */
export const SALES_TAX_CODES = ["GST", "HST", "QST", "PST_BC", "RST_MB", "PST_SK"] as const;
export type SalesTaxCode = (typeof SALES_TAX_CODES)[number];

/** The provincial taxes with a base of their own (basic food exempt) that the shop collects only where it is registered. */
export const PROVINCIAL_TAX_CODES = ["QST", "PST_BC", "RST_MB", "PST_SK"] as const satisfies readonly SalesTaxCode[];
export type ProvincialTaxCode = (typeof PROVINCIAL_TAX_CODES)[number];

/** Whether a product is in the provincial sales taxes' base: exempt (basic food, the default) or taxable. */
export const PROVINCIAL_TAX_CLASSES = ["exempt", "taxable"] as const;
export type ProvincialTaxClass = (typeof PROVINCIAL_TAX_CLASSES)[number];

/** A rate in millionths (parts per million): 5 % is 50,000; 9.975 % is 99,750. */
export const RATE_SCALE = 1_000_000;

export interface SalesTaxRate {
  code: SalesTaxCode;
  /** Parts per million of the base. */
  ratePpm: number;
  /** The provinces of delivery it applies to. */
  provinces: readonly ProvinceCode[];
  /** First day it applies (YYYY-MM-DD, America/Vancouver), inclusive. */
  validFrom: string;
  /** Last day it applies, inclusive; null while it is in force. */
  validTo: string | null;
}

const GST_PROVINCES = ["AB", "BC", "MB", "SK", "QC", "NT", "NU", "YT"] as const satisfies readonly ProvinceCode[];

/**
 * The rates in force since the last changes, as of 2026-11-27, each with its source in
 * docs/taxes.md. Nova Scotia's HST went from 15 % to 14 % on 1 April 2025.
 */
export const SALES_TAX_RATES: readonly SalesTaxRate[] = [
  { code: "GST", ratePpm: 50_000, provinces: GST_PROVINCES, validFrom: "2008-01-01", validTo: null },
  { code: "HST", ratePpm: 130_000, provinces: ["ON"], validFrom: "2010-07-01", validTo: null },
  { code: "HST", ratePpm: 150_000, provinces: ["NB", "NL"], validFrom: "2016-07-01", validTo: null },
  { code: "HST", ratePpm: 150_000, provinces: ["PE"], validFrom: "2016-10-01", validTo: null },
  { code: "HST", ratePpm: 150_000, provinces: ["NS"], validFrom: "2010-07-01", validTo: "2025-03-31" },
  { code: "HST", ratePpm: 140_000, provinces: ["NS"], validFrom: "2025-04-01", validTo: null },
  { code: "QST", ratePpm: 99_750, provinces: ["QC"], validFrom: "2013-01-01", validTo: null },
  { code: "PST_BC", ratePpm: 70_000, provinces: ["BC"], validFrom: "2013-04-01", validTo: null },
  { code: "RST_MB", ratePpm: 70_000, provinces: ["MB"], validFrom: "2019-07-01", validTo: null },
  { code: "PST_SK", ratePpm: 60_000, provinces: ["SK"], validFrom: "2017-03-23", validTo: null },
];

/** A line as the taxes see it: what it costs and which bases it belongs to. */
export interface TaxedLine {
  /** The line's total after discounts, integer cents. */
  lineTotalCents: number;
  /** G: in the GST/HST and QST base; E: zero-rated (basic groceries). */
  salesTaxCode: "G" | "E";
  /** In the provincial sales taxes' base (packaging, disposables, cleaning supplies); basic food is not. */
  provinciallyTaxable: boolean;
}

export interface TaxContext {
  /** The province of delivery (the order's state); null or unknown: the federal GST alone. */
  province: ProvinceCode | null;
  /** The day the order is placed (YYYY-MM-DD, America/Vancouver): the rates in force that day. */
  day: string;
  /** The provincial taxes the shop is registered to collect (.env); it collects none elsewhere. */
  registeredFor: readonly ProvincialTaxCode[];
  /** The customer's exemptions from provincial taxes (a PST number for resale, a QST registration). */
  exemptions: readonly TaxExemption[];
  /** The rates to apply (the sales_tax_rates table); SALES_TAX_RATES when not given. */
  rates?: readonly SalesTaxRate[];
}

/** A customer's exemption from a provincial tax, with the number it is held under. */
export interface TaxExemption {
  code: ProvincialTaxCode;
  number: string;
}

export interface TaxLine {
  code: SalesTaxCode;
  /** The province the tax is named for (HST (ON), PST (BC)); the GST and QST are named alone. */
  province: ProvinceCode | null;
  ratePpm: number;
  baseCents: number;
  /** base × rate, rounded half up once for the order; 0 when the customer is exempt. */
  amountCents: number;
  /** The customer's exemption number the tax was waived under; null when it is charged. */
  exemptionNumber: string | null;
}

/** A provincial tax of the province of delivery the shop does not collect, not being registered for it. */
export interface TaxWaiver {
  code: ProvincialTaxCode;
  reason: "not-registered";
}

export interface OrderTaxes {
  /** Every tax of the province of delivery the shop collects, exempt ones included (amount 0, with the number). */
  lines: TaxLine[];
  /** The provincial taxes of the province of delivery the shop does not collect. */
  waived: TaxWaiver[];
  totalCents: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The rates in force on `day` for deliveries to `province` (the GST alone where the province is unknown). */
export function ratesFor(province: ProvinceCode | null, day: string, rates: readonly SalesTaxRate[] = SALES_TAX_RATES): SalesTaxRate[] {
  if (!DAY.test(day)) throw new RangeError(`day must be YYYY-MM-DD, got ${day}`);
  const inForce = (rate: SalesTaxRate) => rate.validFrom <= day && (rate.validTo === null || day <= rate.validTo);
  const found = province === null ? rates.filter((rate) => rate.code === "GST" && inForce(rate)) : rates.filter((rate) => rate.provinces.includes(province) && inForce(rate));
  // GST or HST first, then the QST and the provincial taxes: the order they are listed in.
  return found.sort((a, b) => SALES_TAX_CODES.indexOf(a.code) - SALES_TAX_CODES.indexOf(b.code));
}

/** value × ratePpm / 1,000,000 rounded half up, exactly (pricing.ts's rounding, the one of §9's tax). */
export function applyRate(valueCents: number, ratePpm: number): number {
  if (!Number.isSafeInteger(valueCents) || valueCents < 0) throw new RangeError(`valueCents must be a non-negative safe integer, got ${valueCents}`);
  if (!Number.isInteger(ratePpm) || ratePpm < 0 || ratePpm > RATE_SCALE) throw new RangeError(`ratePpm must be 0..${RATE_SCALE}, got ${ratePpm}`);
  return multiplyRatioHalfUp(valueCents, ratePpm, RATE_SCALE);
}

const isProvincial = (code: SalesTaxCode): code is ProvincialTaxCode => (PROVINCIAL_TAX_CODES as readonly string[]).includes(code);

/**
 * Every tax an order owes for its province of delivery: the GST or HST on its G lines; the QST on
 * its G lines; a PST/RST on its provincially taxable lines; each provincial tax only where the
 * shop is registered for it and the customer is not exempt (those are listed as waived, with the
 * reason). Each tax is rounded half up once, on its whole base.
 */
export function orderTaxes(lines: readonly TaxedLine[], context: TaxContext): OrderTaxes {
  let federalBase = 0;
  let provincialBase = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.lineTotalCents) || line.lineTotalCents < 0) throw new RangeError(`lineTotalCents must be a non-negative safe integer, got ${line.lineTotalCents}`);
    if (line.salesTaxCode === "G") federalBase += line.lineTotalCents;
    if (line.provinciallyTaxable) provincialBase += line.lineTotalCents;
  }
  const taxLines: TaxLine[] = [];
  const waived: TaxWaiver[] = [];
  for (const rate of ratesFor(context.province, context.day, context.rates)) {
    const exemption = isProvincial(rate.code) ? context.exemptions.find((held) => held.code === rate.code) : undefined;
    if (isProvincial(rate.code) && !context.registeredFor.includes(rate.code)) {
      waived.push({ code: rate.code, reason: "not-registered" });
      continue;
    }
    const baseCents = rate.code === "GST" || rate.code === "HST" || rate.code === "QST" ? federalBase : provincialBase;
    if (!Number.isSafeInteger(baseCents)) throw new RangeError("the order is too large to tax exactly");
    taxLines.push({
      code: rate.code,
      province: rate.code === "HST" || rate.code === "PST_BC" || rate.code === "RST_MB" || rate.code === "PST_SK" ? context.province : null,
      ratePpm: rate.ratePpm,
      baseCents,
      amountCents: exemption ? 0 : applyRate(baseCents, rate.ratePpm),
      exemptionNumber: exemption ? exemption.number : null,
    });
  }
  const totalCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return { lines: taxLines, waived, totalCents };
}

/** A rate as a person reads it, without trailing zeros: 50,000 → "5", 99,750 → "9.975" (the caller formats it for a language). */
export function ratePercent(ratePpm: number): number {
  return ratePpm / 10_000;
}

/** A rate as the API writes it: a percentage with three decimals ("5.000", "9.975"). */
export function rateDecimal(ratePpm: number): string {
  return (ratePpm / 10_000).toFixed(3);
}

/** Each tax's short name in each language (the CRA's and Revenu Québec's abbreviations). */
const TAX_ABBREVIATIONS: Record<Locale, Record<SalesTaxCode, string>> = {
  "en-CA": { GST: "GST", HST: "HST", QST: "QST", PST_BC: "PST", RST_MB: "RST", PST_SK: "PST" },
  "fr-CA": { GST: "TPS", HST: "TVH", QST: "TVQ", PST_BC: "TVP", RST_MB: "TVD", PST_SK: "TVP" },
};

/**
 * A tax as invoices name it: "GST 5 %", "HST (ON) 13 %", "QST 9.975 %", "PST (BC) 7 %"; in French
 * « TPS 5 % », « TVQ 9,975 % » (a no-break space before the sign, as French writes it).
 */
export function taxName(tax: { code: SalesTaxCode; province: string | null; ratePpm: number }, locale: Locale): string {
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(ratePercent(tax.ratePpm));
  const province = tax.province ? ` (${tax.province})` : "";
  return `${TAX_ABBREVIATIONS[locale][tax.code]}${province} ${rate}${locale === "fr-CA" ? "\u00a0" : " "}%`;
}

/** A tax as the API answers it (order, cart and draft `taxes`): money and rate as decimal strings. */
export interface TaxView {
  code: SalesTaxCode;
  name: string;
  /** The province the tax is named for (HST (ON), PST (BC)); null for the GST and QST. */
  province: string | null;
  /** A percentage ("5.000", "9.975"). */
  rate: string;
  base: string;
  amount: string;
  /** The customer's exemption number the tax was waived under; null when charged. */
  exemption: string | null;
}

/** Tax lines as the API and the screens show them, named in the reader's language. */
export function taxViews(lines: readonly TaxLine[], locale: Locale): TaxView[] {
  return lines.map((line) => ({
    code: line.code,
    name: taxName(line, locale),
    province: line.province,
    rate: rateDecimal(line.ratePpm),
    base: centsToDecimal(line.baseCents),
    amount: centsToDecimal(line.amountCents),
    exemption: line.exemptionNumber,
  }));
}

/** A tax line of the API named again in another language (an email in the customer's language). */
export function taxViewName(view: Pick<TaxView, "code" | "province" | "rate">, locale: Locale): string {
  return taxName({ code: view.code, province: view.province, ratePpm: Math.round(Number(view.rate) * 10_000) }, locale);
}
