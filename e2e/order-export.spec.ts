import { readFile } from "node:fs/promises";
import { ADMIN } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The orders for accounting (issue 32) from the orders list: a reversed range is said beside the
 * form; a good one downloads the CSV named for its range, with the documented header.
 */

for (const width of [1280, 390]) {
  test(`exports the orders for accounting from the orders list (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/orders");
    const form = page.getByTestId("order-export-form");
    await expect(form.getByRole("heading", { name: "Export for accounting" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await form.getByLabel("From", { exact: true }).fill("2026-03-10");
    await form.getByLabel("To", { exact: true }).fill("2026-03-01");
    await form.getByRole("button", { name: "Download CSV" }).click();
    await expect(page.getByTestId("order-export-problem")).toHaveText("The last day must not be before the first day.");

    await form.getByLabel("To", { exact: true }).fill("2026-03-31");
    await form.getByLabel("Confirmation").selectOption({ label: "Any" });
    const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toBe("orders-2026-03-10-to-2026-03-31.csv");
    const text = await readFile((await download.path())!, "utf8");
    expect(text.split("\r\n")[0]).toMatch(/^\ufeff?order_number,invoice_number,order_date,confirmation_date,delivery_date,/);
  });
}
