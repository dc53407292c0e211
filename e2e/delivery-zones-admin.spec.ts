import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The back office's delivery zones (issue 31, docs/delivery.md "Zones"): the list with the demo
 * zones, a new zone with its areas, two weekdays, a minimum and a fee (its closed dates start with
 * the coming year's holidays), edited (a closed date added, one removed), then deleted; at 1280 and
 * 390 px, in English and French, axe on each screen. The zone serves Nunavut (X0A, X0B), where no
 * spec orders, so its minimum changes no other spec's order while it exists.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.ZONES_SHOTS_DIR ?? "test-results/delivery-zones";

/** Next keeps the pages a browser left hidden in the document: what the page now shows. */
const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });
const section = (page: Page, name: string) => page.getByRole("region", { name }).filter({ visible: true });

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe("admin delivery zones", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
  });

  test("creates a zone with areas, two weekdays, a minimum and a fee, edits its closed dates, and deletes it", async ({ page }) => {
    const name = `E2E route ${Date.now()}-${process.pid}`;

    await gotoHydrated(page, "/admin/delivery-zones");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery zones" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Delivery zones" })).toHaveAttribute("aria-current", "page");
    // The demo zones.
    const table = page.getByRole("table", { name: "Delivery zones" });
    const fraser = table.getByRole("row", { name: /Fraser Valley/ });
    await expect(fraser).toContainText("V2S, V2T, V3G, V4X");
    await expect(fraser).toContainText("Thursday");
    await expect(fraser).toContainText("14:00, 1 day before");
    await expect(fraser).toContainText("$150.00 ($15.00 fee under it)");
    await expect(table.getByRole("row", { name: /Vancouver & Burnaby/ })).toContainText("Tuesday, Friday");
    await expect(table.getByRole("row", { name: /Vancouver Island/ })).toContainText("12:00, 2 days before");
    await expectNoSeriousViolations(page);
    await shot(page, "list-en-1280");

    await page.getByRole("link", { name: "Add a delivery zone" }).first().click();
    await expect(page).toHaveURL(/\/admin\/add-delivery-zone$/);
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a delivery zone" })).toBeVisible();
    // The coming year's statutory holidays are there from the start: Christmas among them.
    const closed = section(page, "Closed dates");
    await expect(closed.getByRole("listitem")).not.toHaveCount(0);
    await expect(closed.getByRole("listitem").filter({ hasText: /December 25, 20\d\d/ })).toHaveCount(1);
    const holidays = await closed.getByRole("listitem").count();
    await expectNoSeriousViolations(page);
    await shot(page, "form-en-1280");

    const create = page.getByRole("button", { name: "Create delivery zone" });
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Postal-code areas").fill("x0a, X0B x0c");
    const days = page.getByRole("group", { name: "Delivery days" });
    await days.getByLabel("Tuesday").check();
    await days.getByLabel("Friday").check();
    await page.getByLabel("Orders in by").fill("13:30");
    await page.getByLabel("Days before delivery").fill("2");
    await page.getByLabel("Minimum order value").fill("300");
    await page.getByLabel("Charge a delivery fee").check();
    await page.getByLabel("Fee", { exact: true }).fill("20");
    await expectNoSeriousViolations(page);
    await create.click();
    await expect(visible(page, "Delivery zone created")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/delivery-zones$/);
    await waitHydrated(page);

    const row = page.getByRole("table", { name: "Delivery zones" }).getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("X0A, X0B, X0C");
    await expect(row).toContainText("Tuesday, Friday");
    await expect(row).toContainText("13:30, 2 days before");
    await expect(row).toContainText("$300.00 ($20.00 fee under it)");

    // Edit: one closed date added, the first one removed.
    await row.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/delivery-zone\/\d+$/);
    await waitHydrated(page);
    const zonePath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: "Edit delivery zone" }).filter({ visible: true })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true }).filter({ visible: true })).toHaveValue(name);
    await expect(page.getByLabel("Charge a delivery fee").filter({ visible: true })).toBeChecked();
    const editClosed = section(page, "Closed dates");
    await expect(editClosed.getByRole("listitem")).toHaveCount(holidays);
    const first = editClosed.getByRole("listitem").first();
    const firstText = (await first.locator("time").textContent())!;
    await first.getByRole("button", { name: `Remove ${firstText}` }).click();
    await editClosed.getByLabel("Date to add").fill("2031-03-14");
    await editClosed.getByRole("button", { name: "Add" }).click();
    await expect(editClosed.getByRole("listitem").filter({ hasText: "March 14, 2031" })).toHaveCount(1);
    // The same date twice is refused in place.
    await editClosed.getByLabel("Date to add").fill("2031-03-14");
    await editClosed.getByRole("button", { name: "Add" }).click();
    await expect(visible(page, "This date is already in the list.")).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Save", exact: true }).filter({ visible: true }).click();
    await expect(visible(page, "Delivery zone saved")).toBeVisible();

    await gotoHydrated(page, zonePath);
    const saved = section(page, "Closed dates");
    await expect(saved.getByRole("listitem")).toHaveCount(holidays);
    await expect(saved.getByRole("listitem").filter({ hasText: firstText })).toHaveCount(0);
    await expect(saved.getByRole("listitem").last()).toContainText("March 14, 2031");

    // Delete, behind a confirmation.
    await page.getByRole("button", { name: "Delete delivery zone" }).filter({ visible: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("No upcoming order is in it.");
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Delete delivery zone" }).click();
    await expect(visible(page, "Delivery zone deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/delivery-zones$/);
    await expect(page.getByRole("row", { name: new RegExp(name) }).filter({ visible: true })).toHaveCount(0);
  });

  test("refuses a bad area and no weekday under their fields", async ({ page }) => {
    await gotoHydrated(page, "/admin/add-delivery-zone");
    await page.getByLabel("Name", { exact: true }).fill(`E2E refused ${Date.now()}`);
    await page.getByLabel("Postal-code areas").fill("X0A, 12345");
    await page.getByLabel("Postal-code areas").blur();
    await expect(visible(page, "“12345” is not a postal-code area: write the first three characters of a postal code (V6B) or a prefix with a star (V6*).")).toBeVisible();
    await expect(page.getByLabel("Postal-code areas")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Postal-code areas").fill("X0A");
    // A day chosen and taken back: the form says one is needed, and cannot be sent.
    const tuesday = page.getByRole("group", { name: "Delivery days" }).getByLabel("Tuesday");
    await tuesday.check();
    await tuesday.uncheck();
    await tuesday.blur();
    await expect(visible(page, "Choose at least one delivery day.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create delivery zone" })).toBeDisabled();
    await expectNoSeriousViolations(page);
  });

  test("works at 390 px and in French: the zones as cards, the form stacked", async ({ page }) => {
    for (const [lang, prefix, title, add] of [
      ["en", "", "Delivery zones", "Add a delivery zone"],
      ["fr", "/fr", "Zones de livraison", "Ajouter une zone de livraison"],
    ] as const) {
      for (const width of [390, 1280]) {
        if (lang === "en" && width === 1280) continue;
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await gotoHydrated(page, `${prefix}/admin/delivery-zones`);
        await expect(page.getByRole("heading", { level: 1, name: title }).filter({ visible: true })).toBeVisible();
        if (width === 390) await expect(page.getByTestId("delivery-zone-card").filter({ hasText: "Fraser Valley" }).filter({ visible: true })).toBeVisible();
        if (lang === "fr") await expect(page.getByText(/Jeudi/).filter({ visible: true }).first()).toBeVisible();
        let overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousViolations(page);
        await shot(page, `list-${lang}-${width}`);

        await gotoHydrated(page, `${prefix}/admin/add-delivery-zone`);
        await expect(page.getByRole("heading", { level: 1, name: add }).filter({ visible: true })).toBeVisible();
        overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectNoSeriousViolations(page);
        await shot(page, `form-${lang}-${width}`);
      }
    }
  });
});
