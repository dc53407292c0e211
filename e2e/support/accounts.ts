import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./expect";
import { gotoHydrated } from "./routes";

/** An account from the settings E2E_<NAME>_EMAIL and E2E_<NAME>_PASSWORD, else the demo one. */
function account(name: string, email: string, password: string): { email: string; password: string } {
  return { email: process.env[`E2E_${name}_EMAIL`] || email, password: process.env[`E2E_${name}_PASSWORD`] || password };
}

// The demo accounts (db/seed/demo-users.ts); a deployment may give others (e2e/support/deployment.ts).
export const ADMIN = account("ADMIN", "admin@demo.example.ca", "demo-admin");
export const CUSTOMER = account("CUSTOMER", "customer@demo.example.ca", "demo-customer");
export const PENDING = account("PENDING", "pending@demo.example.ca", "demo-pending");

let counter = 0;
/** An address no other test (or run) uses, so tests can run in parallel on one database. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now()}-${process.pid}-${counter}@example.ca`;
}

export const SAMPLE_PROFILE = {
  phone_number: "6045550123",
  first_name: "Robin",
  last_name: "Tremblay",
  country: "Canada",
  address: "800 Granville Street",
  townCity: "Vancouver",
  state: "BC",
  zipcode: "V6Z 1K3",
  company: "Tremblay Bistro",
};

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/rest-auth/login/", { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { key: string }).key;
}

export async function setVerified(request: APIRequestContext, customerId: number, verified = true): Promise<void> {
  const response = await request.patch(`/api/users/profile_verification/${customerId}/`, {
    headers: { Authorization: `Token ${await adminToken(request)}` },
    data: { verified },
  });
  expect(response.status()).toBe(200);
}

/** Registers a customer through the REST API (as an API client would), optionally verified by staff. */
export async function createCustomer(
  request: APIRequestContext,
  options: { verified?: boolean; label?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = uniqueEmail(options.label ?? "customer");
  const password = `pw-${Date.now()}`;
  const registration = await request.post("/api/rest-auth/registration/", {
    data: { username: email, email, password1: password, password2: password, form: "Customer" },
  });
  expect(registration.status()).toBe(201);
  const { key, user } = (await registration.json()) as { key: string; user: number };
  const profile = await request.patch(`/api/users/registration_profile/${user}/`, {
    headers: { Authorization: `Token ${key}` },
    data: SAMPLE_PROFILE,
  });
  expect(profile.status()).toBe(200);
  if (options.verified) await setVerified(request, user);
  return { id: user, email, password };
}

/** What /register asks for; `fillRegistration` types these unless told otherwise. */
const REGISTRATION = {
  email: "",
  password: "a-good-password",
  firstName: "Maya",
  lastName: "Singh",
  phone: "6045550199",
  company: "",
  address: "12 Main Street",
  townCity: "Vancouver",
  province: "BC",
  postalCode: "v6b1a1",
};

/** Fills the registration form as a person would (an empty company is left untouched). */
export async function fillRegistration(page: Page, fields: Partial<typeof REGISTRATION> & { email: string }): Promise<void> {
  const f = { ...REGISTRATION, ...fields };
  await page.getByLabel("Email address").fill(f.email);
  await page.getByLabel("Password", { exact: true }).fill(f.password);
  await page.getByLabel("First name").fill(f.firstName);
  await page.getByLabel("Last name").fill(f.lastName);
  await page.getByLabel("Phone number").fill(f.phone);
  if (f.company) await page.getByLabel("Company").fill(f.company);
  await page.getByLabel("Address", { exact: true }).fill(f.address);
  await page.getByLabel("Town/City").fill(f.townCity);
  await page.getByLabel("Province").selectOption(f.province);
  await page.getByLabel("Postal code").fill(f.postalCode);
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await gotoHydrated(page, "/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

export function loginButton(page: Page) {
  return page.getByRole("button", { name: "Log in", exact: true });
}

/**
 * Opens a header menu (the account menu, the admin's Manage). The header's account part streams in
 * after the page and hydrates last, and a click before that is lost: click until it opens.
 */
export async function openNavMenu(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name });
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Logs out through the header: the customer's account menu, or the admin's Log out button. */
export async function logoutViaHeader(page: Page, email?: string): Promise<void> {
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  if (email) {
    await openNavMenu(page, email);
    await page.getByRole("menuitem", { name: "Log out" }).click();
  } else {
    // The button works once the header's account part has hydrated (it streams in last).
    await page.waitForLoadState("networkidle");
    await nav.getByRole("button", { name: "Log out" }).click();
  }
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
}
