import type { Role } from "@/db/schema";
import type { changePassword as changeServerPassword, checkResetCode as checkServerResetCode } from "@/lib/identity/password-reset";
import type { Profile } from "@/lib/customers/profile";
import type { loginAnswer } from "@/lib/identity/user-record";
import { endpoint, schemaRef } from "./endpoint";
import { apiFetch } from "./transport";

/* The account calls (docs/product.md §7 rest-auth and users): registration, profiles, the password reset. */

export type { Profile };
export type Form = Role;

/** What login, registration and a password change answer: a new API token and the user. */
export type LoginAnswer = ReturnType<typeof loginAnswer>;
export type CurrentUser = Omit<LoginAnswer, "key">;

type ServerResetToken = Awaited<ReturnType<typeof checkServerResetCode>>["token"];
/** The temporary token of a password reset; its form is a role (the server writes it from one). */
export type ResetToken = Omit<ServerResetToken, "form"> & { form: Form };

const schemas = () => import("@/lib/shared/accounts/schemas");

export const currentUser = endpoint<CurrentUser>()({ method: "GET", path: "/api/rest-auth/user/" });

export const registration = endpoint<LoginAnswer>()({
  method: "POST",
  path: "/api/rest-auth/registration/",
  body: schemaRef(schemas, "registrationRequestSchema"),
  errorKeys: ["email", "password1", "password2"],
});

/** Public registration of a customer (docs/product.md §5): the email is the username too. */
export function register(email: string, password: string): Promise<LoginAnswer> {
  return registration({ username: email, email, password1: password, password2: password, form: "Customer" });
}

/** Right after registering, with the new account's token (options.token). */
export const saveRegistrationProfile = endpoint<Profile>()({ method: "PATCH", path: "/api/users/registration_profile/{id}/", body: schemaRef(schemas, "profilePatchSchema") });

export const getProfile = endpoint<Profile>()({ method: "GET", path: "/api/users/profile/{id}/" });

export const updateProfile = endpoint<Profile>()({ method: "PATCH", path: "/api/users/profile/{id}/", body: schemaRef(schemas, "profilePatchSchema") });

export const requestResetCode = endpoint<{ detail: string }>()({ method: "POST", path: "/api/users/create_password_reset_code/", body: schemaRef(schemas, "resetCodeRequestSchema") });

export const checkResetCode = endpoint<{ token: ResetToken }>()({ method: "POST", path: "/api/users/reset_password_code_check/", body: schemaRef(schemas, "resetCodeCheckSchema") });

/** With the temporary reset token (options.token); answers a fresh login. */
export const changePassword = endpoint<Awaited<ReturnType<typeof changeServerPassword>>>()({ method: "POST", path: "/api/users/change_password/", body: schemaRef(schemas, "changePasswordSchema") });

/**
 * Ends the web session as next-auth's own signOut() does (the CSRF token, then POST
 * /api/auth/signout), without loading next-auth's client library into every page's layout.
 * next-auth's endpoints are not REST routes of the shop, hence plain paths here.
 */
export async function signOutSession(): Promise<void> {
  const { csrfToken } = await apiFetch<{ csrfToken: string }>("/api/auth/csrf");
  const response = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
}
