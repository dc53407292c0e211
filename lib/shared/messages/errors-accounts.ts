/* Strings shown to users (docs/architecture.md rule 10), area "errors-accounts": what sign-in, registration,
 * password reset, the access rules and their rate limits answer. Texts quoted in docs/product.md are
 * verbatim, misspellings included. One file per area, so a page's bundle carries only the areas it
 * renders. */
export const accountsErrorMessages = {
  loggedOut: "Successfully logged out.",
  loginFailed: "Unable to log in with provided credentials.",
  loginIncomplete: 'Must include "email" (or "username") and "password".',
  emailTaken: "A user is already registered with this e-mail address.",
  usernameNotEmail: "The username must be the same as the e-mail address.",
  passwordMin: "Minimum password length is 1 character",
  passwordMax: (max: number) => `Passwords can be at most ${max} characters long.`,
  passwordTooShort: (min: number) => `This password is too short. It must contain at least ${min} characters.`,
  staffPasswordTooShort: (min: number) => `A staff account's password must contain at least ${min} characters.`,
  passwordTooCommon: "This password is too common: choose one that is not on lists of passwords people often use.",
  passwordIsEmail: "This password is too similar to the email address.",
  passwordsDiffer: "The two password fields didn't match.",
  customersOnly: "Only customer accounts can be registered.",
  countryCanada: "Country is Canada.",
  languageChoice: "Language is en-CA (English) or fr-CA (French).",
  verifiedBoolean: "Must be a valid boolean.",
  codeRequired: "Please enter the code from the email.",
  resetRequested: "If an account exists for this email, we have sent it a 6-digit code. It is valid for 10 minutes.",
  codeInvalid: "The code is not valid. Check the email we sent you, or request a new code.",
  codeExpired: "The code has expired or was used too many times. Please request a new code.",
  resetSessionExpired: "Your reset session has expired. Please request a new code.",
  resetTokenRequired: "A new password needs the temporary token of a password reset, not a login token.",
  invalidToken: "Invalid token.",
  awaitingVerification: "Your account is awaiting verification.",
  adminsUseAdminCart: "Admins place orders for a customer from the admin cart.",
  taxExemptionsStaffOnly: "Only staff can record a customer's tax exemptions.",
  taxExemptionsList: 'Tax exemptions are a list of objects with a "code" and a "number", at most one per tax.',
  taxExemptionTwice: (code: string) => `${code} is listed twice: a customer holds one number per tax.`,
  csrfOriginMismatch: (origin: string) => `CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.`,
  csrfOriginRefused: "CSRF Failed: Origin checking failed.",
  csrfOriginMissing: "CSRF Failed: Origin header missing.",
  /** "Too many attempts. Please try again in 15 minutes." (seconds when under a minute). */
  tooManyAttempts: (seconds: number) => {
    if (seconds < 60) return `Too many attempts. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`;
    const minutes = Math.ceil(seconds / 60);
    return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
  },
  adminEmailInvalid: (email: string) => `Not a valid email address: ${email}`,
  adminPasswordLong: (max: number) => `A password can have at most ${max} characters.`,
  adminAccountExists: (email: string) => `${email} already has an account. Add --update to make it an admin with this password.`,
};
