import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";
import { accountsErrorMessages as messages } from "@/lib/shared/messages/errors-accounts";
import { ADMIN_PASSWORD_MIN, PASSWORD_MIN } from "@/lib/shared/accounts/schemas";

/*
 * What a new password must be (NIST SP 800-63B §3.1.1.2, OWASP ASVS 5.0 V6): at least 8
 * characters (12 for staff), and not one of the passwords people most often choose. The list is
 * the 49,000 common passwords of @zxcvbn-ts/language-common, checked offline, letter case aside.
 * No composition rules (digits, symbols): the guidelines advise against them. Server code; not
 * server-only, since `npm run create-admin` checks an admin's password with it too.
 */

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common;
}

/** True when the password is on the list of common passwords (letter case aside). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Why this password may not be chosen, or null when it may: too short for the role, on the list
 * of common passwords, or the account's own email (or the part before the @).
 */
export function passwordProblem(password: string, account: { role: "Admin" | "Customer"; email?: string }): string | null {
  const min = account.role === "Admin" ? ADMIN_PASSWORD_MIN : PASSWORD_MIN;
  if ([...password].length < min) return account.role === "Admin" ? messages.staffPasswordTooShort(min) : messages.passwordTooShort(min);
  if (isCommonPassword(password)) return messages.passwordTooCommon;
  const email = account.email?.trim().toLowerCase();
  if (email && [email, email.split("@")[0]].includes(password.trim().toLowerCase())) return messages.passwordIsEmail;
  return null;
}
