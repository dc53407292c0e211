import type { Locator, Page } from "@playwright/test";
import { test } from "./support/test";
import { createCustomer, openNavMenu, PENDING } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";

/*
 * Quick order (issue 14 point 5), as a buyer uses it: typed lines checked with Ctrl+Enter, rows
 * pasted from a spreadsheet, a CSV file uploaded; each line resolved or explained; the ready
 * lines added to the cart in one step. Demo products no other spec changes:
 * RIC-1009 Arborio Risotto Rice 1 kg, $4.79, case of 12; FLR-1009 Icing Sugar 1 kg (barcode
 * 062418003677), $2.99, case of 12; RIC-1012 Penne Rigate, out of stock; FLR-1016 Sirop d'érable,
 * in the trash (an unknown code to a customer).
 */

const ARBORIO = "Arborio Risotto Rice 1 kg";
const ICING = "Icing Sugar 1 kg";

/** The checked lines visible at this width (the table's rows, or the cards below 992 px). */
const lines = (page: Page): Locator => page.getByTestId("quick-order-line").filter({ visible: true });
const line = (page: Page, status: string, text?: string): Locator => {
  const rows = lines(page).and(page.locator(`[data-status="${status}"]`));
  return text ? rows.filter({ hasText: text }) : rows;
};

test.describe("quick order", () => {
  // Journeys through several pages with axe scans: 30 s is short on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test("a customer types codes and barcodes, sees each line resolved or explained, and adds the ready ones in one step", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "quick-order" });
    await signIn(page, buyer);
    await gotoHydrated(page, "/products");
    await openNavMenu(page, buyer.email);
    await page.getByRole("menuitem", { name: "Quick order" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/quick-order");
    await expect(page.getByRole("heading", { level: 1, name: "Quick order" })).toBeVisible();

    const box = page.getByRole("textbox", { name: "Item codes and cases" });
    await box.click();
    await page.keyboard.type("ric-1009 2\n062418003677,1\nRIC-1012 1\nFLR-1016 1\nNOPE-1 3\nRIC-1009 1\nFLR-1009 x");
    await page.keyboard.press("Control+Enter");

    await expect(page.getByTestId("quick-order-summary")).toHaveText("2 lines ready · 4 lines need attention");
    // Line 1 carries line 6 (same product): 3 cases × 12 = 36 units at $4.79 = $172.44.
    const arborio = line(page, "ready", ARBORIO);
    await expect(arborio).toContainText("$4.79 CAD / unit");
    await expect(arborio).toContainText("$57.48 / case of 12");
    await expect(arborio).toContainText("3 cases · 36 units");
    await expect(arborio).toContainText("$172.44");
    await expect(arborio).toContainText("Includes line 6 (same product)");
    await expect(line(page, "ready", ICING)).toContainText("1 case · 12 units");
    await expect(line(page, "merged")).toContainText("Added to line 1 (same product)");
    await expect(line(page, "out-of-stock")).toContainText("Temporary out of stock.");
    // A product in the trash is an unknown code to a customer: its name and price stay hidden.
    await expect(line(page, "unknown", "FLR-1016")).toContainText("No product has the item code or barcode “FLR-1016”.");
    await expect(line(page, "unknown", "FLR-1016")).not.toContainText("Sirop");
    await expect(line(page, "unknown", "NOPE-1")).toContainText("No product has the item code or barcode “NOPE-1”.");
    await expect(line(page, "cases")).toContainText("The number of cases must be a whole number of 1 or more.");
    await expect(page.getByTestId("quick-order-results").getByTestId("estimated-total")).toHaveText("$208.32 CAD");
    await expectNoSeriousViolations(page);

    // Editing the lines after the check asks for a new check before anything is added.
    await box.press("End");
    await box.type(" ");
    await expect(page.getByRole("button", { name: "Add 2 lines to cart" })).toBeDisabled();
    await page.getByRole("button", { name: "Check lines" }).click();
    await expect(page.getByRole("button", { name: "Add 2 lines to cart" })).toBeEnabled();

    await page.getByRole("button", { name: "Add 2 lines to cart" }).click();
    // The toast (2 s) shows as the answer arrives, before the cart page loads: look for it first.
    await expect(page.getByText("2 lines added to cart")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/cart");
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
    const cartLines = page.getByTestId(/^cart-(line|card)$/).filter({ visible: true });
    await expect(cartLines.filter({ hasText: ARBORIO })).toHaveCount(1);
    await expect(cartLines.filter({ hasText: ICING })).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: `Cases of ${ARBORIO}` })).toHaveValue("3");
  });

  test("rows pasted from a spreadsheet and a CSV file upload", async ({ page, context, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "quick-order-paste" });
    await signIn(page, buyer);
    await gotoHydrated(page, "/quick-order");
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.evaluate(() => navigator.clipboard.writeText("RIC-1009\t1\t\nFLR-1009\t2\t\n"));
    await page.getByRole("textbox", { name: "Item codes and cases" }).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await page.getByRole("button", { name: "Check lines" }).click();
    await expect(page.getByTestId("quick-order-summary")).toHaveText("2 lines ready");
    await expect(line(page, "ready", ICING)).toContainText("2 cases · 24 units");

    // A CSV file replaces the lines and is checked at once; its header row is skipped.
    await page.getByLabel("Or upload a CSV file").setInputFiles({
      name: "weekly-order.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("item,cases\r\nRIC-1009,4\r\n\"062418003677\",\"1\"\r\nRIC-1012,2\r\n"),
    });
    await expect(page.getByText("Loaded weekly-order.csv. Check the lines below.")).toBeVisible();
    await expect(page.getByTestId("quick-order-summary")).toHaveText("2 lines ready · 1 line needs attention");
    await expect(line(page, "ready", ARBORIO)).toContainText("4 cases · 48 units");
    await expect(line(page, "out-of-stock")).toHaveCount(1);
    await expect(page.getByRole("textbox", { name: "Item codes and cases" })).toHaveValue(/RIC-1009,4/);
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: "Add 2 lines to cart" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/cart");
    await expect(page.getByRole("textbox", { name: `Cases of ${ARBORIO}` })).toHaveValue("4");
  });

  test("too many lines are refused with a message; the empty cart links here", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "quick-order-limits" });
    await signIn(page, buyer);
    await gotoHydrated(page, "/cart");
    await page.getByRole("link", { name: "Order by item code" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/quick-order");
    const box = page.getByRole("textbox", { name: "Item codes and cases" });
    await box.fill(Array.from({ length: 201 }, (_, i) => `X-${i} 1`).join("\n"));
    await page.getByRole("button", { name: "Check lines" }).click();
    await expect(page.getByText("At most 200 lines per quick order. Split the list and add it in parts.")).toBeVisible();
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByRole("button", { name: "Check lines" }).click();
    await expect(page.getByText("Type or paste at least one line.")).toBeVisible();
  });

  test("visitors are sent to log in, customers awaiting verification to the waiting page", async ({ page }) => {
    await page.goto("/quick-order");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/quick-order");
    await signIn(page, PENDING);
    await page.goto("/quick-order");
    await expect(page).toHaveURL((url) => url.pathname === "/waiting-verification");
  });
});
