import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { fillLogin, loginButton } from "./accounts";
import { expect } from "./expect";

/** Logs in through the login form and waits until the app has moved on from /login. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await fillLogin(page, account.email, account.password);
  await loginButton(page).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith("/login"));
}

export const productCards = (page: Page) => page.locator("main").getByRole("article");

/**
 * The list's "Showing X of Y products" line, the one shown: Next.js keeps the last pages a browser
 * left hidden in the document (Cache Components' Activity), and each view of a visitor's /products
 * is a page of its own (lib/entry/visitor-pages.ts), so a visitor's earlier views are still there.
 */
export const productsCount = (page: Page) => page.getByTestId("products-count").filter({ visible: true });

/** The product grid's "Showing X of Y products" line, as numbers. */
export async function shownOfTotal(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await productsCount(page).textContent()) ?? "";
  const match = /Showing (\d+) of (\d+) products?/.exec(text);
  if (!match) throw new Error(`no product count in "${text}"`);
  return { shown: Number(match[1]), total: Number(match[2]) };
}

/** Every JSON-LD block of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/**
 * Runs axe on the page as it stands, once it has its title. The suite's browser asks for reduced
 * motion (playwright.config.ts `reducedMotion`; asked again here, in case a test asked for motion),
 * under which the shop's transitions (app/globals.css) and Sonner's toast fades (its own CSS) are
 * instant: a toast is either absent or drawn at full opacity, never half-faded, so axe measures the
 * toast's and the page's real colours, with nothing to wait for.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  // After a client-side navigation Next streams the new page's metadata in a moment later (async
  // generateMetadata): wait for the title to arrive rather than scan the page between the two. A
  // page that never gets a title still fails, here or in axe's document-title rule.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
