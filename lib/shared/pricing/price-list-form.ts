import { z } from "zod";
import { REQUIRED_MESSAGE, text } from "@/lib/shared/validation/primitives";
import {
  FROM_CASES_MAX,
  isCasePrice,
  isDay,
  isPercentOff,
  PRICE_LIST_NAME_MAX,
  type PriceListCreateInput,
  type PriceListDetail,
  type PriceListEntryInput,
  type PriceListEntryView,
} from "./price-list-schemas";

/*
 * The back office's price list form (issue 30; /admin/add-price-list, /admin/price-list/{id}): its
 * values as the form holds them (the entries in three sections, numbers as typed), the rules it
 * checks in the browser — the API schema's own tests (lib/shared/pricing/price-list-schemas.ts),
 * said in the page's language — and the body it sends. The server checks again (the products and
 * categories exist), and its answer is the one that counts. Client-safe.
 */

/** The form's own messages (namespace adminPriceLists of messages/), in the page's language. */
export interface PriceListFormTexts {
  productRequired: string;
  categoryRequired: string;
  casePrice: string;
  percentRange: string;
  fromCasesRange: string;
  date: string;
  periodOrder: string;
  duplicateContract: string;
  duplicateDiscount: string;
  duplicateBreak: string;
}


/** A product chosen in a row, with what the row shows of it. */
const product = (texts: PriceListFormTexts) =>
  z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((v) => v !== null, texts.productRequired);

export function priceListFormSchema(texts: PriceListFormTexts) {
  const day = z.string().trim().refine((v) => v === "" || isDay(v), texts.date);
  /** A number typed in a row: blank is "This field is required.", anything else the rule's own message. */
  const typed = (valid: (v: string) => boolean, message: string) =>
    z
      .string()
      .trim()
      // A decimal comma (41,10: how French readers write it) is read as the point the API takes.
      .transform((v) => v.replace(",", "."))
      .superRefine((v, ctx) => {
        if (v === "") ctx.addIssue({ code: "custom", message: REQUIRED_MESSAGE });
        else if (!valid(v)) ctx.addIssue({ code: "custom", message });
      });
  const casePrice = typed(isCasePrice, texts.casePrice);
  /** The product's own case price at list price, shown beside the row's (not sent). */
  const listCasePrice = z.string().nullable();
  const contract = z.object({
    product: product(texts),
    product_name: z.string(),
    box_quantity: z.number(),
    list_case_price: listCasePrice,
    case_price: casePrice,
  });
  const discount = z.object({
    category: z.string().refine((v) => /^\d+$/.test(v), texts.categoryRequired),
    percent_off: typed(isPercentOff, texts.percentRange),
  });
  const quantityBreak = z.object({
    product: product(texts),
    product_name: z.string(),
    box_quantity: z.number(),
    list_case_price: listCasePrice,
    from_cases: typed((v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= FROM_CASES_MAX, texts.fromCasesRange),
    case_price: casePrice,
  });
  return z
    .object({
      name: text({ max: PRICE_LIST_NAME_MAX, required: true }),
      valid_from: day,
      valid_to: day,
      contracts: z.array(contract),
      discounts: z.array(discount),
      breaks: z.array(quantityBreak),
    })
    .superRefine((values, ctx) => {
      if (values.valid_from && values.valid_to && values.valid_to < values.valid_from) {
        ctx.addIssue({ code: "custom", path: ["valid_to"], message: texts.periodOrder });
      }
      const repeated = <T>(rows: T[], keyOf: (row: T) => string | null, field: string, section: string, message: string) => {
        const seen = new Set<string>();
        rows.forEach((row, index) => {
          const key = keyOf(row);
          if (key === null) return;
          if (seen.has(key)) ctx.addIssue({ code: "custom", path: [section, index, field], message });
          seen.add(key);
        });
      };
      repeated(values.contracts, (c) => (c.product === null ? null : String(c.product)), "product", "contracts", texts.duplicateContract);
      repeated(values.discounts, (d) => d.category || null, "category", "discounts", texts.duplicateDiscount);
      repeated(values.breaks, (b) => (b.product === null ? null : `${b.product}:${Number(b.from_cases)}`), "from_cases", "breaks", texts.duplicateBreak);
    });
}

export type PriceListFormInput = z.input<ReturnType<typeof priceListFormSchema>>;
export type PriceListFormValues = z.output<ReturnType<typeof priceListFormSchema>>;

/** One entry as the API takes it (POST/PATCH /api/price-lists/…, `entries`). */
export type PriceListEntryBody = PriceListEntryInput;

/** The whole list: a POST's body, and a PATCH's that replaces every entry. */
export type PriceListBody = Required<Pick<PriceListCreateInput, "name" | "valid_from" | "valid_to">> & { entries: PriceListEntryBody[] };

/** What the form sends: blank dates are no limit, and the three sections are one list of entries. */
export function priceListBodyOf(values: PriceListFormValues): PriceListBody {
  return {
    name: values.name,
    valid_from: values.valid_from || null,
    valid_to: values.valid_to || null,
    entries: [
      ...values.contracts.map((c): PriceListEntryBody => ({ kind: "product", product: c.product!, case_price: c.case_price })),
      ...values.discounts.map((d): PriceListEntryBody => ({ kind: "category", category: Number(d.category), percent_off: d.percent_off })),
      ...values.breaks.map((b): PriceListEntryBody => ({ kind: "break", product: b.product!, from_cases: Number(b.from_cases), case_price: b.case_price })),
    ],
  };
}

/** The form's values for a list (none: a new one). */
export function priceListFormValuesOf(list?: Pick<PriceListDetail, "name" | "valid_from" | "valid_to" | "entries">): PriceListFormInput {
  const entries = list?.entries ?? [];
  const ofKind = (kind: PriceListEntryView["kind"]) => entries.filter((e) => e.kind === kind);
  return {
    name: list?.name ?? "",
    valid_from: list?.valid_from ?? "",
    valid_to: list?.valid_to ?? "",
    contracts: ofKind("product").map((e) => ({
      product: e.product,
      product_name: e.product_name ?? "",
      box_quantity: e.box_quantity ?? 1,
      list_case_price: e.list_case_price,
      case_price: e.case_price ?? "",
    })),
    discounts: ofKind("category").map((e) => ({ category: e.category === null ? "" : String(e.category), percent_off: trimZeros(e.percent_off ?? "") })),
    breaks: ofKind("break").map((e) => ({
      product: e.product,
      product_name: e.product_name ?? "",
      box_quantity: e.box_quantity ?? 1,
      list_case_price: e.list_case_price,
      from_cases: e.from_cases === null ? "" : String(e.from_cases),
      case_price: e.case_price ?? "",
    })),
  };
}

/** "12.50" as staff typed it: "12.5"; "10.00": "10". */
function trimZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}
