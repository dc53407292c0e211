import type { FieldPath } from "react-hook-form";
import { ApiError } from "@/client/api-client/api-error";
import type { PriceListFormInput, PriceListFormValues } from "@/lib/shared/pricing/price-list-form";

/*
 * A 400 of the price list's save that names entries (`entries.3.case_price`, or DRF's nested list
 * `entries: [{}, {case_price: [...]}]`): each message goes under the field of the form's row that
 * sent that entry. The form sends its sections in order (contract prices, category discounts,
 * quantity breaks: priceListBodyOf), so an entry's index says its section and row. Client-safe.
 */

const ROW_FIELDS = {
  contracts: ["product", "case_price"],
  discounts: ["category", "percent_off"],
  breaks: ["product", "from_cases", "case_price"],
} as const;

function firstText(value: unknown): string | null {
  if (typeof value === "string" && value) return value;
  if (Array.isArray(value)) for (const item of value) if (typeof item === "string" && item) return item;
  return null;
}

/** The entry messages of the body: [entry index, field of the entry (or null), message]. */
function entryMessages(body: Record<string, unknown>): Array<[number, string | null, string]> {
  const found: Array<[number, string | null, string]> = [];
  for (const [key, value] of Object.entries(body)) {
    const match = /^entries[.[](\d+)\]?(?:\.(\w+))?$/.exec(key);
    const text = firstText(value);
    if (match && text) found.push([Number(match[1]), match[2] ?? null, text]);
  }
  const nested = body.entries;
  if (Array.isArray(nested)) {
    nested.forEach((item, index) => {
      if (!item || typeof item !== "object" || Array.isArray(item)) return;
      for (const [field, value] of Object.entries(item as Record<string, unknown>)) {
        const text = firstText(value);
        if (text) found.push([index, field === "non_field_errors" ? null : field, text]);
      }
    });
  }
  return found;
}

export function entryErrorsOf(failure: unknown, values: PriceListFormValues): Array<[FieldPath<PriceListFormInput>, string]> {
  if (!(failure instanceof ApiError) || failure.status !== 400 || !failure.body) return [];
  const sections = [
    ["contracts", values.contracts.length],
    ["discounts", values.discounts.length],
    ["breaks", values.breaks.length],
  ] as const;
  const named: Array<[FieldPath<PriceListFormInput>, string]> = [];
  for (const [entry, field, message] of entryMessages(failure.body)) {
    let index = entry;
    for (const [section, length] of sections) {
      if (index >= length) {
        index -= length;
        continue;
      }
      const fields: readonly string[] = ROW_FIELDS[section];
      const target = field && fields.includes(field) ? field : fields[0]!;
      named.push([`${section}.${index}.${target}` as FieldPath<PriceListFormInput>, message]);
      break;
    }
  }
  return named;
}
