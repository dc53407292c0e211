import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * Issue 29: a checkout to Ontario and to Quebec shows and charges the taxes of the province of
 * delivery by name (docs/taxes.md). The e2e server collects the QST (TAX_REGISTRATIONS=QST,
 * scripts/e2e-server.sh). "Ketchup Potato Chips 40 g" is $1.09 a unit, 48 a case, taxable (G):
 * one case is $52.32.
 */
const CHIPS = "Ketchup Potato Chips 40 g";

/** One case of chips in the cart, then the billing changed to another province, then the review. */
async function reviewFor(page: Page, province: string, postalCode: string) {
  await gotoHydrated(page, `/products?search=${encodeURIComponent(CHIPS.toLowerCase())}`);
  await page.getByRole("button", { name: `Add to cart ${CHIPS}` }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await gotoHydrated(page, "/cart");
  // The profile is in British Columbia: the cart's estimate has the GST alone.
  await expect(page.getByText("GST 5 %").filter({ visible: true })).toBeVisible();
  await page.getByRole("button", { name: "Change the billing details" }).click();
  await page.getByLabel("Province").selectOption(province);
  await page.getByLabel("Postal code").fill(postalCode);
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

const taxLine = (page: Page, name: string) => page.getByTestId("tax-line").filter({ visible: true }).filter({ hasText: name });

test.describe("sales taxes by the province of delivery", () => {
  test("a checkout to Ontario charges 13 % HST, on the review and on the order", async ({ page, request }) => {
    test.setTimeout(60_000);
    const buyer = await createCustomer(request, { verified: true, label: "ontario" });
    await signIn(page, buyer);
    await reviewFor(page, "ON", "M5V 2T6");
    // 13 % of $52.32 is $6.8016: $6.80.
    await expect(taxLine(page, "HST (ON) 13 %")).toContainText("$6.80 CAD");
    // (The cart page stays in the DOM, hidden, after the client-side navigation: only what is visible counts.)
    await expect(page.getByText("GST 5 %").filter({ visible: true })).toHaveCount(0);
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$59.12 CAD");
    await expectNoSeriousViolations(page);
    await waitHydrated(page);
    await page.getByRole("button", { name: "Place your order" }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(taxLine(page, "HST (ON) 13 %")).toContainText("$6.80 CAD");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$59.12 CAD");
  });

  test("a checkout to Quebec charges 5 % GST and 9.975 % QST, shown by name in English and in French", async ({ page, request }) => {
    test.setTimeout(60_000);
    const buyer = await createCustomer(request, { verified: true, label: "quebec" });
    await signIn(page, buyer);
    await reviewFor(page, "QC", "H2X 1Y4");
    // GST: 5 % of $52.32 = $2.616, $2.62; QST: 9.975 % = $5.21892, $5.22; together $7.84.
    await expect(taxLine(page, "GST 5 %")).toContainText("$2.62 CAD");
    await expect(taxLine(page, "QST 9.975 %")).toContainText("$5.22 CAD");
    await expect(page.getByTestId("tax").filter({ visible: true })).toHaveText("$7.84 CAD");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$60.16 CAD");
    await expectNoSeriousViolations(page);
    await waitHydrated(page);
    await page.getByRole("button", { name: "Place your order" }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    const orderId = new URL(page.url()).pathname.split("/").pop();
    await expect(taxLine(page, "QST 9.975 %")).toContainText("$5.22 CAD");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$60.16 CAD");
    // The same order in French: « TPS 5 % », « TVQ 9,975 % ».
    await gotoHydrated(page, `/fr/order/${orderId}`);
    await expect(taxLine(page, "TPS 5 %")).toContainText("2,62");
    await expect(taxLine(page, "TVQ 9,975 %")).toContainText("5,22");
    await expectNoSeriousViolations(page);
  });
});
