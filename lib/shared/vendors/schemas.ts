import { z } from "zod";
import { EMAIL_MESSAGE, email, isStorableText, text } from "@/lib/shared/validation/primitives";

/*
 * The back office's vendor input (docs/product.md §3 Vendor, §5, §7 vendors), one schema for the add and
 * edit form (react-hook-form) and for POST /api/vendors/details/; PATCH takes any subset of it.
 * Client-safe.
 *
 * Phone and fax: unlike a customer's phone number (digits only, docs/architecture.md), a vendor's numbers are
 * written as suppliers print them — "604-555-0142", "+1 (604) 555-0142 ext. 12", "+33 1 42 68 53 00"
 * for an importer abroad — and staff dial them from that text, so common phone punctuation and an
 * extension are kept as typed; at least 7 digits, so a stray word or a half number is refused.
 */

/** The messages of the vendor rules (namespace adminVendors of messages/), in the reader's language. */
export interface VendorRuleTexts {
  phoneFormat: string;
  phoneDigits: string;
}

/**
 * The English of VendorRuleTexts, for the static schemas: a route validates with one schema object
 * (the API client and the OpenAPI document name it), so the API answers these in English until
 * the validation messages can follow the caller's language; the form validates with
 * vendorFormSchema in the page's language. test/unit/vendor-schemas.test.ts keeps them equal to
 * the catalogue's English.
 */
export const VENDOR_RULE_TEXTS_EN: VendorRuleTexts = {
  phoneFormat: "Use digits, spaces and + ( ) - . only, optionally followed by an extension (ext. 12).",
  phoneDigits: "A phone number has at least 7 digits.",
};

const PHONE = /^\+?[\d\s().-]+(?:\s*(?:ext\.?|x|#)\s*\d{1,6})?$/i;
const MIN_PHONE_DIGITS = 7;

/** The number without its extension has at least MIN_PHONE_DIGITS digits. */
function longEnough(phone: string): boolean {
  return (phone.replace(/(?:ext\.?|x|#)\s*\d+$/i, "").match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}

/** Blank, or a phone number as above: one message, the first rule it breaks. */
function phoneNumber(messages: VendorRuleTexts) {
  return text({ max: 40 }).superRefine((v, ctx) => {
    if (v === "" || !isStorableText(v)) return;
    if (!PHONE.test(v)) ctx.addIssue({ code: "custom", message: messages.phoneFormat });
    else if (!longEnough(v)) ctx.addIssue({ code: "custom", message: messages.phoneDigits });
  });
}

const EMAIL = email();

/** Blank, or an email address ("Please enter valid email address" otherwise). */
function optionalEmail() {
  return text({ max: 254, maxMessage: EMAIL_MESSAGE }).refine((v) => v === "" || !isStorableText(v) || EMAIL.safeParse(v).success, EMAIL_MESSAGE);
}

const fieldsIn = (messages: VendorRuleTexts) => ({
  name: text({ max: 200, required: true }),
  primary_contact: text({ max: 200 }),
  main_phone: phoneNumber(messages),
  fax: phoneNumber(messages),
  email: optionalEmail(),
});

/** The add/edit form's schema, its messages in the page's language; vendorSchema is it in English. */
export function vendorFormSchema(messages: VendorRuleTexts) {
  const fields = fieldsIn(messages);
  return z.object({
    name: fields.name,
    primary_contact: fields.primary_contact.optional(),
    main_phone: fields.main_phone.optional(),
    fax: fields.fax.optional(),
    email: fields.email.optional(),
  });
}

/** POST /api/vendors/details/ and the add/edit form: the name is required, the rest may be blank or left out. */
export const vendorSchema = vendorFormSchema(VENDOR_RULE_TEXTS_EN);

export type VendorInput = z.output<typeof vendorSchema>;
export type VendorFormInput = z.input<typeof vendorSchema>;

/** PATCH /api/vendors/details/{id}/: any of the fields; those left out keep their value. */
export const vendorPatchSchema = z.object(fieldsIn(VENDOR_RULE_TEXTS_EN)).partial();

export type VendorPatch = z.output<typeof vendorPatchSchema>;

/** GET /api/vendors/vendors_list/?search=: part of a name, case and accents ignored. */
export const vendorListQuerySchema = z.object({
  search: text({ max: 100 }).optional(),
});

export type VendorListQuery = z.output<typeof vendorListQuerySchema>;
