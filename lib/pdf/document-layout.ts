import "server-only";
import { addDays, format, parseISO } from "date-fns";
import { frCA } from "date-fns/locale/fr-CA";
import type { Locale } from "@/lib/shared/i18n/locales";

/*
 * The pure parts of the delivery documents (issue 31: pick list, packing slip, invoice): numbers,
 * days and the pick list's grouping, kept apart from pdfkit so that they are tested on their own.
 */

/** An invoice's number: INV- and the order's id, zero-padded to six digits (INV-000123). */
export function invoiceNumber(orderId: number): string {
  return `INV-${String(orderId).padStart(6, "0")}`;
}

/** The file name an invoice downloads and is attached under. */
export function invoiceFileName(orderId: number): string {
  return `invoice-${invoiceNumber(orderId)}.pdf`;
}

/** Units as whole cases and the loose units left over (a broken case is a deliberate staff choice). */
export function casesOf(units: number, boxQuantity: number): { cases: number; loose: number } {
  const box = Math.max(1, boxQuantity);
  return { cases: Math.floor(units / box), loose: units % box };
}

/** A calendar day (YYYY-MM-DD) so many days later. */
export function daysAfter(day: string, days: number): string {
  return format(addDays(parseISO(day), days), "yyyy-MM-dd");
}

/** A calendar day written out with its weekday: "Friday 28 November 2026", "vendredi 28 novembre 2026" ("1er" for the first, as French writes it). */
export function formatDeliveryDay(day: string, locale: Locale): string {
  const date = parseISO(day);
  return locale === "fr-CA" ? format(date, "EEEE do MMMM yyyy", { locale: frCA }) : format(date, "EEEE d MMMM yyyy");
}

/** A calendar day written out without its weekday: "28 November 2026", "28 novembre 2026". */
export function formatDay(day: string, locale: Locale): string {
  const date = parseISO(day);
  return locale === "fr-CA" ? format(date, "do MMMM yyyy", { locale: frCA }) : format(date, "d MMMM yyyy");
}

/** One product to load: the sums over the day's confirmed orders. */
export interface PickListLine {
  item: string;
  name: string;
  boxQuantity: number;
  /** Charged units, over every order. */
  charged: number;
  /** The 10-1 free units, over every order. */
  free: number;
  /** How many orders carry it. */
  orders: number;
  /** The product's main category, as a path ("Dairy › Cheese"); null: uncategorised. */
  category: string | null;
}

export interface PickListSection {
  /** null: the uncategorised products, listed last. */
  category: string | null;
  lines: PickListLine[];
}

const byText = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The pick list's lines by category (in path order, the uncategorised last), each category's
 * lines by item code (there is no shelf position in the data: the item code is the warehouse's order).
 */
export function pickListSections(lines: readonly PickListLine[]): PickListSection[] {
  const byCategory = new Map<string | null, PickListLine[]>();
  for (const line of lines) {
    const list = byCategory.get(line.category) ?? [];
    list.push(line);
    byCategory.set(line.category, list);
  }
  const named = [...byCategory.keys()].filter((key): key is string => key !== null).sort(byText);
  const order: Array<string | null> = byCategory.has(null) ? [...named, null] : named;
  return order.map((category) => ({ category, lines: [...byCategory.get(category)!].sort((a, b) => byText(a.item, b.item) || byText(a.name, b.name)) }));
}
