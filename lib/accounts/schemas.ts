import { z } from "zod";
import { emailSchema, phoneSchema, postalCodeSchema } from "@/lib/validation/canadian";

/*
 * One schema per input (DESIGN.md), shared by the forms and the REST handlers. Messages quoted in
 * SPEC.md §5/§8 are verbatim. Client-safe.
 */

export const PASSWORD_MIN_MESSAGE = "Minimum password length is 1 character";
// Long passwords are neither truncated nor refused silently: argon2 hashes every byte; the cap only
// stops absurd bodies and is stated in the message.
export const PASSWORD_MAX = 1024;

const password = z
  .string()
  .min(1, PASSWORD_MIN_MESSAGE)
  .max(PASSWORD_MAX, `Passwords can be at most ${PASSWORD_MAX} characters long.`);

const required = (max = 200) =>
  z.string().trim().min(1, "This field is required.").max(max, `At most ${max} characters.`);
const optional = (max = 200) => z.string().trim().max(max, `At most ${max} characters.`);

/** The web login form (email + password). */
export const loginFormSchema = z.object({ email: emailSchema, password });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/rest-auth/login/: email or username, and password. */
export const loginRequestSchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    username: z.string().trim().max(254).optional(),
    password,
  })
  .refine((v) => Boolean(v.email || v.username), {
    message: "Must include \"email\" (or \"username\") and \"password\".",
    path: ["non_field_errors"],
  });

/** POST /api/rest-auth/registration/. */
export const registrationRequestSchema = z
  .object({
    username: z.string().trim().max(254).optional(),
    email: emailSchema,
    password1: password,
    password2: password,
    form: z.string(),
  })
  .refine((v) => v.password1 === v.password2, {
    message: "The two password fields didn't match.",
    path: ["password2"],
  })
  .refine((v) => v.form === "Customer", {
    message: "Only customer accounts can be registered.",
    path: ["form"],
  });

/** Profile fields a customer may change (email, verified and role are not among them). */
export const profileFieldsSchema = z.object({
  phone_number: phoneSchema,
  first_name: required(100),
  last_name: required(100),
  country: z.literal("Canada", { message: "Country is Canada." }).default("Canada"),
  address: required(200),
  townCity: required(100),
  state: required(100),
  zipcode: postalCodeSchema,
  company: optional(200).default(""),
});

/** PATCH /api/users/profile/{id}/ and registration_profile: any subset; unknown keys are ignored. */
export const profilePatchSchema = profileFieldsSchema.partial();
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The /register form: credentials plus every required profile field (§5), company optional. */
export const registerFormSchema = profileFieldsSchema.extend({ email: emailSchema, password });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The /my-profile form. */
export const profileFormSchema = profileFieldsSchema;
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const resetCodeRequestSchema = z.object({ email: emailSchema });
export const resetCodeCheckSchema = z.object({
  email: emailSchema,
  code: z.string().trim().min(1, "Please enter the code from the email.").max(20),
});
export const changePasswordSchema = z.object({
  new_password: password,
});
