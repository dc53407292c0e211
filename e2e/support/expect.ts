import { expect as baseExpect } from "@playwright/test";

/*
 * Account flows hash passwords (argon2) on every login, registration and reset; with parallel
 * workers on a small machine a submit-to-next-page round trip can take several seconds. Waiting
 * assertions get more time; assertions that already hold return at once.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });
