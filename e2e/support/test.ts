import { test as base, type BrowserContext, type Page } from "@playwright/test";
import { expect } from "./expect";

/*
 * The `test` every spec uses: Playwright's, with an automatic watch on every page of the test, in
 * its own browser context and in any context the test opens with browser.newContext(). A
 * Content-Security-Policy violation (Chromium reports each one on the console) fails the test, so
 * the policy proxy.ts sends must hold on every page the suite visits.
 */
const CSP_REPORT = /Content Security Policy|Content-Security-Policy/i;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, runTest) => {
      const violations: string[] = [];
      const watchPage = (page: Page) => {
        page.on("console", (message) => {
          if (CSP_REPORT.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      const watchContext = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on("page", watchPage);
      };
      watchContext(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        watchContext(opened);
        return opened;
      };
      try {
        await runTest(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
