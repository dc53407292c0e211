import type { Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The customer CSV import (issue 32): staff go from the customers list to Import CSV, check a file
 * of two customers (a dry run: a refused row first, then two to create with their fields), apply
 * it, and find both in the list. Emails are unique per run, so parallel runs and re-runs never meet.
 */

test.describe.configure({ timeout: 120_000 });

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

for (const width of [1280, 390]) {
  test(`imports two customers from the dry run to the applied result (${width} px)`, async ({ page }) => {
    const run = `${Date.now().toString(36)}${process.pid}${width}`;
    const emails = [`ann.${run}@import.example.ca`, `bob.${run}@import.example.ca`];
    const header = "email;company;first_name;last_name;state;zipcode;locale";
    const good = [header, `${emails[0]};Harbour Café ${run};Ann;Lee;BC;V6B 1A1;en-CA`, `${emails[1]};Épicerie ${run};Bob;Roy;Québec;H2X 1Y4;fr-CA`];
    const bad = [...good.slice(0, 2), `${emails[1]};Épicerie ${run};Bob;Roy;Narnia;H2X 1Y4;fr-CA`];

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/customers");
    await page.getByRole("link", { name: "Import CSV" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/customers\/import$/);
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Import customers" })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A refused row: the dry run says where and why, and there is nothing to apply.
    await page.getByLabel("CSV file").setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(bad.join("\n")) });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    const refused = page.getByTestId("customer-import-refused");
    await expect(refused).toBeVisible();
    await expect(refused.getByRole("row", { name: /3 state/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // The fixed file: two customers to create, each field shown.
    await page.getByLabel("CSV file").setInputFiles({ name: "customers.csv", mimeType: "text/csv", buffer: Buffer.from(good.join("\n")) });
    await page.getByRole("button", { name: "Check the file (dry run)" }).click();
    await expect(visible(page, "2 to create, 0 to change, 0 unchanged, 0 refused rows.")).toBeVisible();
    const changes = page.getByTestId("customer-import-changes");
    await expect(changes.getByRole("row", { name: new RegExp(emails[0].replace(/\./g, "\\.")) })).toContainText(`Harbour Café ${run}`);
    await expect(changes.getByRole("row", { name: new RegExp(emails[1].replace(/\./g, "\\.")) })).toContainText("QC");
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(visible(page, /Imported: 2 customers created, 0 changed, 0 unchanged\. 2 invitations are being sent\./).first()).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page);

    // Both are in the customers list.
    await gotoHydrated(page, `/admin/customers?search=${encodeURIComponent(run)}`);
    await expect(visible(page, `Harbour Café ${run}`).first()).toBeVisible();
    await expect(visible(page, `Épicerie ${run}`).first()).toBeVisible();
  });
}
