import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * Issue 31, the whole journey (docs/delivery.md): a buyer sees the next delivery in the cart, sends
 * the order to the Okanagan (the demo's zone with a $250.00 minimum and no fee, Wednesdays, by 14:00
 * two days before), is told what is missing to the minimum, adds to it, picks a later date and
 * places the order; staff confirm it and print the pick list of that date; the buyer downloads the
 * invoice. "Ketchup Potato Chips 40 g" is $1.09 a unit, 48 a case ($52.32), taxable (G).
 */
const CHIPS = "Ketchup Potato Chips 40 g";

test.describe.configure({ timeout: 150_000 });

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });
const pdfText = (body: Buffer) => execFileSync("pdftotext", ["-layout", "-", "-"], { input: body }).toString("utf8");

test("a buyer picks a delivery date within the zone's rules, staff load it, and the buyer downloads the invoice", async ({ page, browser, request }) => {
  const buyer = await createCustomer(request, { verified: true, label: "delivery" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, buyer);
  await gotoHydrated(page, `/products?search=${encodeURIComponent(CHIPS.toLowerCase())}`);
  await page.getByRole("button", { name: `Add to cart ${CHIPS}` }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  // The cart: the profile's Vancouver postal code is on the Tuesday and Friday route.
  await gotoHydrated(page, "/cart");
  await expect(visible(page, "next-delivery")).toHaveText(/^Next delivery: (Tuesday|Friday) \d{1,2} [A-Z][a-z]+ — order by [A-Z][a-z]+day \d{2}:\d{2}$/);
  await expectNoSeriousViolations(page);

  // Delivered to Kelowna instead: the Okanagan's minimum.
  await page.getByRole("button", { name: "Change the billing details" }).click();
  await page.getByLabel("Postal code").fill("V1Y 9T1");
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(visible(page, "delivery-minimum")).toHaveText("Add $197.68 to reach the $250.00 minimum.");
  await expect(page.getByRole("button", { name: "Place your order" }).filter({ visible: true })).toBeDisabled();
  await expect(visible(page, "next-delivery")).toHaveText(/^Next delivery: Wednesday \d{1,2} [A-Z][a-z]+ — order by Monday 14:00$/);
  await expectNoSeriousViolations(page);

  // Five cases ($261.60) reach it.
  await page.getByRole("link", { name: "Edit your order" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await waitHydrated(page);
  const quantity = page.getByLabel(`Cases of ${CHIPS}`).filter({ visible: true });
  await quantity.fill("5");
  await quantity.press("Tab");
  await expect(visible(page, "estimated-total")).toHaveText("$261.60 CAD");
  await page.getByRole("button", { name: "Review and pay" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(visible(page, "delivery-minimum")).toHaveCount(0);

  // A later date than the next one.
  const dates = page.getByRole("group", { name: "Delivery date" }).filter({ visible: true }).getByRole("radio");
  await expect(dates).toHaveCount(6);
  await expect(dates.first()).toBeChecked();
  const later = (await dates.nth(1).getAttribute("value")) ?? "";
  expect(later).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await dates.nth(1).check();
  await waitHydrated(page);
  await page.getByRole("button", { name: "Place your order" }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = new URL(page.url()).pathname.split("/").pop() ?? "";
  await expect(visible(page, "delivery-date")).toHaveText(/^Delivery: Wednesday \d{1,2} [A-Z][a-z]+ \d{4}$/);
  // Not confirmed yet: no invoice.
  await expect(page.getByRole("link", { name: "Download invoice (PDF)" })).toHaveCount(0);

  // Staff, in a browser of their own: confirm, then the pick list of that day.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staff = await context.newPage();
  await staff.setViewportSize({ width: 1280, height: 900 });
  await signIn(staff, ADMIN);
  await gotoHydrated(staff, `/admin/order/${orderId}`);
  await waitHydrated(staff);
  await staff.getByRole("button", { name: "Confirm order" }).click();
  await expect(staff.getByTestId("confirmed-at")).toBeVisible();
  await expect(staff.getByText("Delivery: Wednesday", { exact: false }).first()).toBeVisible();
  await gotoHydrated(staff, "/admin/orders");
  const pickList = staff.getByRole("form", { name: "Pick list" });
  await pickList.getByLabel("Delivery date").fill(later);
  await pickList.getByLabel("Zone").selectOption({ label: "Okanagan" });
  // The form opens the PDF in a new tab (a plain GET with the session cookie): what it sends, fetched as it would be.
  const zone = await pickList.getByLabel("Zone").inputValue();
  await expect(pickList.getByRole("button", { name: "Open pick list" })).toBeEnabled();
  const sheet = await staff.request.get(`/api/orders/pick_list/?date=${later}&zone=${zone}`);
  expect(sheet.status()).toBe(200);
  const list = pdfText(await sheet.body());
  expect(list).toContain("Pick list");
  expect(list).toContain("Okanagan");
  // The order is on it; its 5 cases are in the product's sum (other runs' orders of that day add theirs).
  expect(list).toContain(`#${orderId}`);
  const cases = Number(new RegExp(`${CHIPS}\\s+48\\s+(\\d+)\\s`).exec(list)?.[1]);
  expect(cases % 5 === 0 && cases >= 5, `cases of chips: ${cases}`).toBe(true);
  await context.close();

  // The buyer's invoice, from their order page.
  await gotoHydrated(page, `/order/${orderId}`);
  const invoiceLink = page.getByRole("link", { name: "Download invoice (PDF)" });
  await expect(invoiceLink).toBeVisible();
  const invoice = await page.request.get((await invoiceLink.getAttribute("href")) ?? "");
  expect(invoice.status()).toBe(200);
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  const text = pdfText(await invoice.body());
  expect(text).toContain(`INV-${orderId.padStart(6, "0")}`);
  expect(text).toContain(CHIPS);
  expect(text).toMatch(/GST 5 %\s+\$13\.08/);
  expect(text).toContain("$274.68");
  await expectNoSeriousViolations(page);
});
