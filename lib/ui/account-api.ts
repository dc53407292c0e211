import { apiFetch } from "./api-client";

/* The REST calls of the account screens (SPEC.md §7), typed. Client-safe. */

export type Form = "Admin" | "Customer";

export interface AuthUser {
  key?: string;
  user: number;
  email: string;
  username: string;
  form: Form;
  verified: boolean;
}

// The server's own type (a type-only import: nothing of the server module reaches the browser).
import type { Profile } from "@/lib/accounts/profile";

export type { Profile };

export type ProfileFields = Pick<
  Profile,
  "phone_number" | "first_name" | "last_name" | "country" | "address" | "townCity" | "state" | "zipcode" | "company"
>;

export const profilePath = (id: number) => `/api/users/profile/${id}/`;

export function fetchCurrentUser(): Promise<AuthUser> {
  return apiFetch<AuthUser>("/api/rest-auth/user/");
}

export function fetchProfile(id: number, signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>(profilePath(id), { signal });
}

export function updateProfile(id: number, fields: ProfileFields): Promise<Profile> {
  return apiFetch<Profile>(profilePath(id), { method: "PATCH", body: fields });
}

export function register(email: string, password: string): Promise<AuthUser & { key: string }> {
  return apiFetch("/api/rest-auth/registration/", {
    method: "POST",
    body: { username: email, email, password1: password, password2: password, form: "Customer" },
    errorKeys: ["email", "password1", "password2"],
  });
}

export function saveRegistrationProfile(user: number, key: string, fields: ProfileFields): Promise<Profile> {
  return apiFetch(`/api/users/registration_profile/${user}/`, { method: "PATCH", body: fields, token: key });
}

export function requestResetCode(email: string): Promise<{ detail: string }> {
  return apiFetch("/api/users/create_password_reset_code/", { method: "POST", body: { email } });
}

export interface ResetToken {
  key: string;
  username: string;
  user: number;
  form: Form;
}

export function checkResetCode(email: string, code: string): Promise<{ token: ResetToken }> {
  return apiFetch("/api/users/reset_password_code_check/", { method: "POST", body: { email, code } });
}

export function changePassword(token: string, newPassword: string): Promise<AuthUser & { key: string }> {
  return apiFetch("/api/users/change_password/", { method: "POST", body: { new_password: newPassword }, token });
}

/**
 * Ends the web session as next-auth's own signOut() does (the CSRF token, then POST
 * /api/auth/signout), without loading next-auth's client library into every page's layout.
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
