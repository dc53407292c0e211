import { z } from "zod";
import { PROMO_ACTIONS, TAX_CODES } from "@/lib/shared/pricing/pricing";
import { validationMessages } from "@/lib/shared/messages/validation";
import { provinceCode } from "@/lib/shared/accounts/provinces";
import { ID_MAX, parseId } from "./ids";

/*
 * The validation primitives every schema is built from (docs/architecture.md rule 14), written once and
 * shared by the forms and the route handlers. They refuse at the boundary what the database
 * cannot store — U+0000 and unpaired UTF-16 surrogates in text, ids outside positive 32-bit
 * integers — with a 400 naming the field, never a 500. Client-safe.
 */

export const REQUIRED_MESSAGE = validationMessages.required;
export const INTEGER_MESSAGE = validationMessages.integer;
export const UNSTORABLE_TEXT_MESSAGE = validationMessages.unstorableText;


const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string in text and jsonb columns. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const stringType = (missing = REQUIRED_MESSAGE) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : validationMessages.notAString) });

// C0 and C1 control characters, DEL, and the Unicode line and paragraph separators.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// The same, less tab, line feed and carriage return, which a multi-line text keeps.
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when the text is one line: no line break, tab or other control character. */
export function isSingleLine(value: string): boolean {
  return !CONTROL.test(value);
}

/**
 * Text of a form or a body: trimmed, at most `max` characters, never U+0000 or a lone surrogate.
 * One line unless `multiline` (an address with a line break could pass for a line of the shop's
 * own in an email). `required` refuses the empty string with "This field is required." (or
 * `requiredMessage`).
 */
export function text(options: { max: number; required?: boolean; requiredMessage?: string; maxMessage?: string; multiline?: boolean }) {
  const { max, required = false, requiredMessage = REQUIRED_MESSAGE, maxMessage = validationMessages.atMost(max), multiline = false } = options;
  const base = stringType(requiredMessage)
    .trim()
    .superRefine((value, ctx) => {
      if (!isStorableText(value)) ctx.addIssue({ code: "custom", message: UNSTORABLE_TEXT_MESSAGE });
      else if (multiline ? CONTROL_BUT_LINE_BREAKS.test(value) : CONTROL.test(value)) {
        ctx.addIssue({ code: "custom", message: multiline ? validationMessages.controlCharacters : validationMessages.singleLine });
      }
    });
  const sized = required ? base.min(1, requiredMessage) : base;
  return sized.max(max, maxMessage);
}

/** A password: kept exactly as typed (never trimmed), but still storable-safe for the hashing. */
export function secret(options: { min: number; max: number; minMessage: string; maxMessage: string }) {
  return stringType(options.minMessage)
    .min(options.min, options.minMessage)
    .max(options.max, options.maxMessage)
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** An id in a JSON body: a positive 32-bit integer. */
export function id(message = INTEGER_MESSAGE) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : message) })
    .int(message)
    .min(1, message)
    .max(ID_MAX, validationMessages.atMostValue(ID_MAX));
}


/** A query or path id: the text of a positive 32-bit integer, as a number. */
export function idText(message = INTEGER_MESSAGE) {
  return z.string().transform((raw, ctx) => {
    const value = parseId(raw);
    if (value === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  });
}

/** The path parameters of a route, each a positive 32-bit id (a malformed one is "not found"). */
export function pathIds<const N extends string>(...names: N[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, idText()])) as { [K in N]: ReturnType<typeof idText> });
}

/** An optional query id, where an empty value means "none" (?category=). */
export function optionalIdText(message = INTEGER_MESSAGE) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === "") return undefined;
      const value = parseId(raw);
      if (value === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });
}

/** A whole count (a quantity): 1 to `max` unless `min` says otherwise. */
export function count(options: { min?: number; max: number; message?: string; minMessage?: string }) {
  const message = options.message ?? INTEGER_MESSAGE;
  const min = options.min ?? 1;
  return z
    .number({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : message) })
    .int(message)
    .min(min, options.minMessage ?? (min === 1 ? validationMessages.greaterThanZero : validationMessages.atLeast(min)))
    .max(options.max, validationMessages.atMostValue(options.max));
}

/**
 * A quantity typed in a field (docs/product.md §5: digits only): a number, or a string of digits, from 0 to
 * `max`; anything else answers `message`.
 */
export function digits(options: { max: number; message: string }) {
  const width = String(options.max).length;
  return z
    .union([z.number(), z.string().regex(new RegExp(`^\\d{1,${width}}$`), options.message)], { message: options.message })
    .transform((v) => Number(v))
    .refine((v) => Number.isSafeInteger(v) && v >= 0 && v <= options.max, options.message);
}

/** Money as a client sends it: a number or a string with at most 2 decimals; the decimal string. */
export function money() {
  return z
    .union([z.number(), z.string()], { message: validationMessages.number })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,10}(\.\d{1,2})?$/.test(v), validationMessages.moneyDecimals);
}

/**
 * A discount percent (docs/product.md §5, admin discount): digits and one decimal point, blank means 0,
 * above 100 becomes 100; at most 2 decimals. The decimal string.
 */
export function percent() {
  return z
    .union([z.number(), z.string()], { message: validationMessages.number })
    .transform((v) => String(v).trim())
    .refine((v) => v === "" || /^(\d{1,10}(\.\d{0,2})?|\.\d{1,2})$/.test(v), validationMessages.percentDigits)
    .transform((v) => {
      if (v === "") return "0";
      const value = Number(v);
      return value > 100 ? "100" : String(value);
    });
}

/** docs/product.md §5: "Please enter valid email address" for anything that is not one. */
export const EMAIL_MESSAGE = validationMessages.email;

export function email() {
  return stringType(EMAIL_MESSAGE)
    .refine(isStorableText, EMAIL_MESSAGE)
    .trim()
    .min(1, EMAIL_MESSAGE)
    .max(254, EMAIL_MESSAGE)
    .pipe(z.email(EMAIL_MESSAGE));
}

const POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

/**
 * docs/architecture.md's deliberate difference from docs/product.md: a zip is a Canadian postal code (A1A 1A1, any
 * case, space optional), stored as "A1A 1A1".
 */
export function postalCode() {
  return text({ max: 20, required: true })
    .transform(normalizePostalCode)
    .refine((v) => POSTAL.test(v), validationMessages.postalCode);
}

/**
 * A Canadian province or territory (docs/product.md §5 "Province"), by its code or its name in any
 * case ("bc", "British Columbia", "Québec"), stored as its two-letter code: the one rule of every
 * province field (lib/shared/accounts/provinces.ts holds the list the forms offer). `required: false`
 * also takes the blank (a customer staff opened with only an email).
 */
export function province({ required = true }: { required?: boolean } = {}) {
  return text({ max: 100, required }).transform((value, ctx): string => {
    if (value === "" && !required) return "";
    const code = provinceCode(value);
    if (code) return code;
    ctx.addIssue({ code: "custom", message: validationMessages.province });
    return z.NEVER;
  });
}

/** The longest purchase-order number an order keeps. */
export const PO_NUMBER_MAX = 40;

/**
 * The buyer's own purchase-order number (optional): one line, trimmed, at most 40 characters;
 * blank, null or left out is none (null).
 */
export function poNumber() {
  return text({ max: PO_NUMBER_MAX, maxMessage: validationMessages.poNumberMax(PO_NUMBER_MAX) })
    .nullable()
    .transform((value) => (value ? value : null));
}

/**
 * A phone number, stored as digits (docs/product.md §5): typed with spaces, dashes, dots, brackets or a
 * leading + if the person likes ("604-555-0100", "+1 (604) 555 0100"), which are dropped; 7 to 15
 * digits remain (a local number to the longest international one).
 */
export function phone() {
  return text({ max: 30, required: true, maxMessage: validationMessages.phoneTooLong })
    .transform((v) => v.replace(/^\+/, "").replace(/[\s\-.()]/g, ""))
    .refine((v) => /^\d{7,15}$/.test(v), validationMessages.phoneDigits);
}

export function taxCode() {
  return z.enum(TAX_CODES, { message: validationMessages.taxCode });
}

export function promoAction() {
  return z.enum(PROMO_ACTIONS, { message: validationMessages.promoAction });
}

/** A yes/no query flag: absent, "", "false" → false; "true" or the flag's own name → true. */
export function queryFlag(name: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "" || v === "false") return false;
      if (v === "true" || v === name) return true;
      ctx.addIssue({ code: "custom", message: validationMessages.flag(name) });
      return z.NEVER;
    });
}

/** A query choice among fixed values, with DRF's wording. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message?: string) {
  return z.enum(values, { message: message ?? validationMessages.choice(values) });
}

/** ?page=: kept as text here; the pagination resolves it (404 "Invalid page." as in DRF). */
export function pageText() {
  return z.string().max(20).optional();
}
