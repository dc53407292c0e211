import { z } from "zod";
import { accountsErrorMessages as messages } from "@/lib/shared/messages/errors-accounts";
import { choice, email, id, phone, postalCode, province, secret, text } from "@/lib/shared/validation/primitives";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { PROVINCIAL_TAX_CODES } from "@/lib/shared/pricing/sales-taxes";

/*
 * One schema per input (docs/architecture.md), shared by the forms and the REST handlers. Messages quoted in
 * docs/product.md §5/§8 are verbatim. Client-safe.
 */

// Long passwords are neither truncated nor refused silently: argon2 hashes every byte; the cap only
// stops absurd bodies and is stated in the message.
export const PASSWORD_MAX = 1024;
/** A new password's minimum length (NIST SP 800-63B); staff accounts need ADMIN_PASSWORD_MIN. */
export const PASSWORD_MIN = 8;
export const ADMIN_PASSWORD_MIN = 12;

/** A password being checked at login: any length the shop ever accepted. */
const password = secret({
  min: 1,
  max: PASSWORD_MAX,
  minMessage: messages.passwordMin,
  maxMessage: messages.passwordMax(PASSWORD_MAX),
});

/**
 * A password being chosen: at least PASSWORD_MIN characters. The server also refuses a common
 * password and holds staff to ADMIN_PASSWORD_MIN (lib/identity/password-policy.ts).
 */
const newPassword = secret({
  min: PASSWORD_MIN,
  max: PASSWORD_MAX,
  minMessage: messages.passwordTooShort(PASSWORD_MIN),
  maxMessage: messages.passwordMax(PASSWORD_MAX),
});

/** The web login form (email + password). */
export const loginFormSchema = z.object({ email: email(), password });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/rest-auth/login/: email or username, and password. */
export const loginRequestSchema = z
  .object({
    email: text({ max: 254 }).optional(),
    username: text({ max: 254 }).optional(),
    password,
  })
  .refine((v) => Boolean(v.email || v.username), {
    message: messages.loginIncomplete,
    path: ["non_field_errors"],
  });

/** POST /api/rest-auth/registration/. */
export const registrationRequestSchema = z
  .object({
    username: text({ max: 254 }).optional(),
    email: email(),
    password1: newPassword,
    password2: password,
    form: text({ max: 20 }),
  })
  .refine((v) => v.password1 === v.password2, {
    message: messages.passwordsDiffer,
    path: ["password2"],
  })
  // docs/product.md §5: the username is the email. Another value could be someone else's email (squatting).
  .refine((v) => !v.username || v.username.toLowerCase() === v.email.toLowerCase(), {
    message: messages.usernameNotEmail,
    path: ["username"],
  })
  .refine((v) => v.form === "Customer", {
    message: messages.customersOnly,
    path: ["form"],
  });

/** Profile fields a customer may change (email, verified and role are not among them), without defaults. */
const profileFields = {
  phone_number: phone(),
  first_name: text({ max: 100, required: true }),
  last_name: text({ max: 100, required: true }),
  country: z.literal("Canada", { message: messages.countryCanada }),
  address: text({ max: 200, required: true }),
  townCity: text({ max: 100, required: true }),
  state: province(),
  zipcode: postalCode(),
  company: text({ max: 200 }),
};

/**
 * The language a user chose, en-CA or fr-CA; null (or ""): none, so each request's own language
 * (docs/i18n.md). Set by the pages' language switch, the API, and staff opening an account.
 */
export const language = choice(["", ...LOCALES], messages.languageChoice)
  .nullable()
  .transform((v) => v || null);

/** The whole profile as the forms send it: country and company may be left out. */
export const profileFieldsSchema = z.object({
  ...profileFields,
  country: profileFields.country.default("Canada"),
  company: profileFields.company.default(""),
});

/** The longest exemption number kept (a PST number or a QST registration is shorter; the database holds 40). */
export const TAX_EXEMPTION_NUMBER_MAX = 40;

/**
 * A customer's exemptions from the provincial taxes (issue 29, docs/taxes.md), set by staff: the
 * whole list, which replaces the stored one ([] removes them all). One number per tax, so a code
 * named twice is refused rather than one of the two kept at random.
 */
export const taxExemptionsSchema = z
  .array(
    z.object(
      {
        code: choice(PROVINCIAL_TAX_CODES),
        number: text({ max: TAX_EXEMPTION_NUMBER_MAX, required: true }),
      },
      { message: messages.taxExemptionsList },
    ),
    { message: messages.taxExemptionsList },
  )
  .max(PROVINCIAL_TAX_CODES.length, messages.taxExemptionsList)
  .superRefine((exemptions, ctx) => {
    const seen = new Set<string>();
    for (const { code } of exemptions) {
      if (seen.has(code)) ctx.addIssue({ code: "custom", message: messages.taxExemptionTwice(code) });
      seen.add(code);
    }
  });
export type TaxExemptionsInput = z.output<typeof taxExemptionsSchema>;

/**
 * PATCH /api/users/profile/{id}/ and registration_profile: any subset; unknown keys are ignored.
 * Built from the fields without their defaults: zod 4 fills a default in even inside `.partial()`,
 * which would overwrite a stored value the PATCH did not name. `tax_exemptions` and `price_list`
 * (the customer's price list by id, null for none; issue 30) are staff's alone
 * (lib/customers/profile.ts refuses them from anyone else with a 403).
 */
export const profilePatchSchema = z.object({ ...profileFields, language, tax_exemptions: taxExemptionsSchema, price_list: id().nullable() }).partial();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The /register form: credentials plus every required profile field (§5), company optional. */
export const registerFormSchema = profileFieldsSchema.extend({ email: email(), password: newPassword });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The /my-profile form. */
export const profileFormSchema = profileFieldsSchema;
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const resetCodeRequestSchema = z.object({ email: email() });
export const resetCodeCheckSchema = z.object({
  email: email(),
  code: text({ max: 20, required: true, requiredMessage: messages.codeRequired }),
});
export const changePasswordSchema = z.object({
  new_password: newPassword,
});

/** PATCH /api/users/profile_verification/{id}/ (staff). */
export const verificationSchema = z.object({ verified: z.boolean({ message: messages.verifiedBoolean }) });
