import { z } from "zod";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { validationMessages } from "@/lib/shared/messages/validation";
import { choice, email, pageText, phone, postalCode, province, text } from "@/lib/shared/validation/primitives";
import { LOCALES, type Locale } from "@/lib/shared/i18n/locales";
import type { ProvincialTaxCode, TaxExemption } from "@/lib/shared/pricing/sales-taxes";
import { language, TAX_EXEMPTION_NUMBER_MAX } from "./schemas";

/*
 * The back office's customer input (docs/product.md §3 Customer, §5 create-customer, §7 users): one schema
 * for the create form and POST /api/users/profile/, the list queries, and the edit form. Client-safe.
 *
 * Staff may open an account with only an email (docs/product.md §5: every other field optional); what is
 * sent is still checked: a phone number is stored as its digits, a zip a Canadian postal code (docs/architecture.md),
 * the country Canada.
 */

const PHONE = phone();
const POSTAL_CODE = postalCode();

/** Blank, or what `strict` accepts (its output, e.g. a postal code normalised to "A1A 1A1"). */
function blankOr(strict: z.ZodType<string, string>, max: number) {
  return text({ max }).transform((value, ctx) => {
    if (value === "") return "";
    const parsed = strict.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? validationMessages.invalidInput });
    return z.NEVER;
  });
}

/** Blank (Canada) or "Canada" in any letter case: the shop sells in Canada only (docs/product.md §1, §5). */
function country() {
  return text({ max: 100 })
    .transform((value) => (value === "" ? "Canada" : value))
    .refine((value) => value.toLowerCase() === "canada", accountsErrorMessages.countryCanada)
    .transform(() => "Canada" as const);
}

/** The profile fields of a customer as staff type them: each may be blank. */
const customerFields = {
  phone_number: blankOr(PHONE, 30),
  first_name: text({ max: 100 }),
  last_name: text({ max: 100 }),
  country: country(),
  address: text({ max: 200 }),
  townCity: text({ max: 100 }),
  state: province({ required: false }),
  zipcode: blankOr(POSTAL_CODE, 20),
  company: text({ max: 200 }),
};

/**
 * POST /api/users/profile/ and the /admin/create-customer form. The username, when sent, is the
 * email (docs/product.md §5); verified defaults to true (staff vouch for the customers they create).
 */
export const customerCreateSchema = z
  .object({
    email: email(),
    username: text({ max: 254 }).optional(),
    phone_number: customerFields.phone_number.optional(),
    first_name: customerFields.first_name.optional(),
    last_name: customerFields.last_name.optional(),
    country: customerFields.country.optional(),
    address: customerFields.address.optional(),
    townCity: customerFields.townCity.optional(),
    state: customerFields.state.optional(),
    zipcode: customerFields.zipcode.optional(),
    company: customerFields.company.optional(),
    verified: z.boolean({ message: accountsErrorMessages.verifiedBoolean }).optional(),
    /** The customer's language (their invitation and later emails); none: English, until they choose. */
    language: language.optional(),
  })
  .refine((v) => !v.username || v.username.toLowerCase() === v.email.toLowerCase(), {
    message: accountsErrorMessages.usernameNotEmail,
    path: ["username"],
  });

export type CustomerCreate = z.output<typeof customerCreateSchema>;
export type CustomerCreateInput = z.input<typeof customerCreateSchema>;

/** The fields of the create form (what docs/product.md §2 shows; username and verified are added on submit). */
export const customerCreateFormSchema = z.object({
  email: email(),
  ...customerFields,
  language: choice(LOCALES, accountsErrorMessages.languageChoice),
});

export type CustomerCreateForm = z.input<typeof customerCreateFormSchema>;

/** The profile fields a customer's own profile requires (lib/shared/accounts/schemas.ts profileFieldsSchema). */
export const PROFILE_REQUIRED_FIELDS = ["phone_number", "first_name", "last_name", "address", "townCity", "state", "zipcode"] as const;

/** An exemption number as staff type it on the edit form: blank means not exempt from that tax. */
const exemptionNumber = text({ max: TAX_EXEMPTION_NUMBER_MAX });

/**
 * The edit form's field for each provincial tax's exemption number, in the order the form shows
 * them. Flat names rather than a nested list: each tax has its own labelled field, and a field's
 * message is found under its own name.
 */
export const EXEMPTION_FIELDS = {
  QST: "exemption_QST",
  PST_BC: "exemption_PST_BC",
  RST_MB: "exemption_RST_MB",
  PST_SK: "exemption_PST_SK",
} as const satisfies Record<ProvincialTaxCode, string>;

const editFields = {
  phone_number: customerFields.phone_number,
  first_name: customerFields.first_name,
  last_name: customerFields.last_name,
  address: customerFields.address,
  townCity: customerFields.townCity,
  state: customerFields.state,
  zipcode: customerFields.zipcode,
  company: customerFields.company,
  /** The customer's language: their emails and documents (PATCH language). */
  language: choice(LOCALES, accountsErrorMessages.languageChoice),
  [EXEMPTION_FIELDS.QST]: exemptionNumber,
  [EXEMPTION_FIELDS.PST_BC]: exemptionNumber,
  [EXEMPTION_FIELDS.RST_MB]: exemptionNumber,
  [EXEMPTION_FIELDS.PST_SK]: exemptionNumber,
};

export type CustomerEditForm = { [K in Exclude<keyof typeof editFields, "language">]: string } & { language: Locale };

type ExemptionFields = Record<(typeof EXEMPTION_FIELDS)[ProvincialTaxCode], string>;

/** The form's exemption fields of a customer's exemptions: a tax without one is blank. */
export function exemptionFieldsOf(exemptions: readonly TaxExemption[]): ExemptionFields {
  const byCode = new Map(exemptions.map((e) => [e.code, e.number]));
  const entries = Object.entries(EXEMPTION_FIELDS) as Array<[ProvincialTaxCode, keyof ExemptionFields]>;
  return Object.fromEntries(entries.map(([code, name]) => [name, byCode.get(code) ?? ""])) as ExemptionFields;
}

/** PATCH tax_exemptions from the form's fields: the whole list, one per tax with a number (blank: none). */
export function exemptionsOfFields(values: ExemptionFields): TaxExemption[] {
  const entries = Object.entries(EXEMPTION_FIELDS) as Array<[ProvincialTaxCode, keyof ExemptionFields]>;
  return entries.filter(([, name]) => values[name].trim() !== "").map(([code, name]) => ({ code, number: values[name].trim() }));
}

/**
 * The /admin/edit-customer form: the changed fields go through PATCH /api/users/profile/{id}/,
 * whose schema (the customer's own) requires the fields of PROFILE_REQUIRED_FIELDS. A field the
 * customer has filled in may therefore not be emptied; one left blank at creation may stay blank.
 */
export function customerEditSchemaFor(current: Partial<Record<keyof CustomerEditForm, string>>) {
  return z.object(editFields).superRefine((values, ctx) => {
    for (const name of PROFILE_REQUIRED_FIELDS) {
      if ((current[name] ?? "") !== "" && values[name] === "") ctx.addIssue({ code: "custom", path: [name], message: validationMessages.required });
    }
  });
}

const verifiedFilter = z
  .enum(["", "true", "false"], { message: validationMessages.choice(["true", "false"]) })
  .optional()
  .transform((v) => (v === "true" ? true : v === "false" ? false : undefined));

/**
 * GET /api/users/customers_list/: ?search= (part of the company, a name or the email; each word,
 * case and accents aside), ?verified=false for those awaiting verification, ?page=.
 */
export const customerListQuerySchema = z.object({
  search: text({ max: 100 }).optional(),
  verified: verifiedFilter,
  page: pageText(),
});

export type CustomerListQuery = z.output<typeof customerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof customerListQuerySchema>;
