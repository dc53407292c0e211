import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, adminToken, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * Issue 30, the whole journey (docs/pricing.md): staff make a price list with a category discount
 * and a quantity break and put a new customer on it; the customer sees their prices on the cards,
 * reaches the break in the cart and orders at their prices; staff download the customer's price
 * sheet. "Basmati Rice Extra Long Grain 4.5 kg" is $13.49 a unit, 4 a case ($53.96), in Rice &
 * Grains, tax-exempt: 10 % off is $12.14 a unit, $48.56 a case; the break is $45.00 a case from 3.
 */
const RICE = "Basmati Rice Extra Long Grain 4.5 kg";

test.describe.configure({ timeout: 120_000 });

const section = (page: Page, name: string) => page.getByRole("region", { name }).filter({ visible: true });
const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

test("a price list's customer sees, reaches and is charged their prices, and staff print their sheet", async ({ page, browser, request }) => {
  const buyer = await createCustomer(request, { verified: true, label: "contract" });
  const name = `Contract ${Date.now()}-${process.pid}`;

  // Staff: the list, then the customer on it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await gotoHydrated(page, "/admin/add-price-list");
  await page.getByLabel("Name", { exact: true }).fill(name);
  const discounts = section(page, "Category discounts");
  await discounts.getByRole("button", { name: "Add a category discount" }).click();
  await discounts.getByLabel("Category", { exact: true }).selectOption({ label: "Rice & Grains" });
  await discounts.getByLabel("Percent off").fill("10");
  const breaks = section(page, "Quantity breaks");
  await breaks.getByRole("button", { name: "Add a quantity break" }).click();
  await breaks.getByRole("combobox", { name: "Product" }).click();
  await page.getByPlaceholder("Name, item code or barcode").fill("basmati 4.5");
  await page.getByRole("option", { name: new RegExp(RICE) }).click();
  await breaks.getByLabel("From cases").fill("3");
  await breaks.getByLabel("Case price").fill("45.00");
  await page.getByRole("button", { name: "Create price list" }).click();
  await expect(visible(page, "Price list created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/price-list\/\d+$/);

  await gotoHydrated(page, `/admin/edit-customer/${buyer.id}`);
  await page.getByRole("combobox", { name: "Price list" }).selectOption({ label: name });
  await page.getByRole("button", { name: "Save price list" }).click();
  await expect(visible(page, "Price list saved")).toBeVisible();

  // The customer, in a browser of their own.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const shopper = await context.newPage();
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await signIn(shopper, buyer);
  await gotoHydrated(shopper, `/products?search=${encodeURIComponent("basmati 4.5")}`);
  const card = productCards(shopper).filter({ hasText: RICE });
  await expect(card.getByTestId("your-price")).toHaveText("Your price");
  await expect(card.getByTestId("product-price")).toContainText("$12.14");
  await expect(card.locator("del")).toContainText("$13.49");
  await expect(card.getByTestId("case-price")).toHaveText("$48.56 / case of 4");
  await expectNoSeriousViolations(shopper);
  await shopper.getByRole("button", { name: `Add to cart ${RICE}` }).click();
  await expect(shopper.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await gotoHydrated(shopper, "/cart");
  await expect(shopper.getByTestId("next-break").filter({ visible: true })).toHaveText("2 more cases: $45.00 a case");
  await expect(shopper.getByTestId("estimated-total")).toHaveText("$48.56 CAD");
  const quantity = shopper.getByRole("textbox", { name: `Cases of ${RICE}` });
  await quantity.fill("3");
  await quantity.press("Enter");
  await expect(shopper.getByTestId("estimated-total")).toHaveText("$135.00 CAD");
  await expect(shopper.getByTestId("price-break").filter({ visible: true })).toHaveText("Case price from 3 cases");
  await expect(shopper.getByTestId("next-break")).toHaveCount(0);
  await expectNoSeriousViolations(shopper);

  await shopper.getByRole("button", { name: "Review and pay" }).click();
  await expect(shopper).toHaveURL(/\/checkout$/);
  await waitHydrated(shopper);
  await expect(shopper.getByTestId("grand-total").filter({ visible: true })).toHaveText("$135.00 CAD");
  await shopper.getByRole("button", { name: "Place your order" }).click();
  await expect(shopper).toHaveURL(/\/order\/\d+$/);
  await expect(shopper.getByTestId("grand-total").filter({ visible: true })).toHaveText("$135.00 CAD");
  await expect(shopper.getByTestId("line-total").filter({ visible: true }).first()).toHaveText("$135.00");
  await context.close();

  // Staff: the customer's price sheet, read.
  const sheet = await request.get(`/api/products/generate/pdf/?customer=${buyer.id}&search=basmati`, { headers: { authorization: `Token ${await adminToken(request)}` } });
  expect(sheet.status()).toBe(200);
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await sheet.body() }).toString("utf8");
  expect(text).toContain("Price sheet for Tremblay Bistro");
  expect(text).toContain(RICE);
  expect(text).toContain("$48.56");
  expect(text).toContain("From 3 cases: $45.00 a case");
});
