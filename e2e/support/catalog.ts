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

/** The product grid's "Showing X of Y products" line, as numbers. */
export async function shownOfTotal(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByTestId("products-count").textContent()) ?? "";
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
 * Runs axe once the page has its title and every finite animation and transition has ended: a toast
 * fading in or out is drawn half-transparent, and axe would measure the contrast of that passing
 * frame, not of the page.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // After a client-side navigation Next streams the new page's metadata in a moment later (async
  // generateMetadata): wait for the title to arrive rather than scan the page between the two. A
  // page that never gets a title still fails, here or in axe's document-title rule.
  await expect(page).toHaveTitle(/\S/);
  // A toast closes itself 2 s after it opens, and a toast leaving is drawn half-transparent: if that
  // happens while axe runs (a second or more on a busy machine), axe measures the fading frame.
  // Sonner pauses its toasts while the pointer is over them, so rest the pointer on the newest one
  // for the scan and take it away afterwards. A toast that is already gone cannot be hovered.
  const toast = page.locator('[data-sonner-toast][data-removed="false"]').first();
  const paused = (await toast.count()) > 0 && (await toast.hover({ timeout: 1000 }).then(() => true, () => false));
  // A toast entering or leaving (sonner marks it data-mounted="false" / data-removed="true") is
  // drawn half-transparent for a moment, and a CSS transition that has not started yet is not in
  // getAnimations(): wait until no toast is between states.
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast][data-removed="true"], [data-sonner-toast][data-mounted="false"]').length === 0, undefined, { timeout: 5000 });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  if (paused) await page.mouse.move(0, 0);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
