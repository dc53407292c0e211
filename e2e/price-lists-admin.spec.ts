import type { Page } from "@playwright/test";
import { ADMIN, CUSTOMER } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The back office's price lists (issue 30): the list of lists, a new list with a category discount
 * and a quantity break, assigned to the demo customer on their page, then deleted. The list's period
 * starts in 2099, so the demo customer (whom other specs buy as, in parallel) keeps list prices: the
 * list is assigned but not in force.
 */

test.describe.configure({ timeout: 90_000 });

/** Next keeps the pages a browser left hidden in the document: what the page now shows. */
const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });
const section = (page: Page, name: string) => page.getByRole("region", { name }).filter({ visible: true });

test.describe("admin price lists", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
  });

  test("creates a list with a category discount and a quantity break, assigns it to a customer, and deletes it", async ({ page }) => {
    const name = `E2E contract ${Date.now()}-${process.pid}`;

    await gotoHydrated(page, "/admin/price-lists");
    await expect(page.getByRole("heading", { level: 1, name: "Price lists" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Price lists" })).toHaveAttribute("aria-current", "page");
    await expectNoSeriousViolations(page);

    await page.getByRole("link", { name: "New price list" }).first().click();
    await expect(page).toHaveURL(/\/admin\/add-price-list$/);
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "New price list" })).toBeVisible();
    const create = page.getByRole("button", { name: "Create price list" });
    await expect(create).toBeDisabled();

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel(/^Valid from/).fill("2099-01-01");
    await page.getByLabel(/^Valid to/).fill("2099-12-31");

    // A category discount: 10 % off Rice & Grains.
    const discounts = section(page, "Category discounts");
    await discounts.getByRole("button", { name: "Add a category discount" }).click();
    await discounts.getByLabel("Category", { exact: true }).selectOption({ label: "Rice & Grains" });
    await discounts.getByLabel("Percent off").fill("10");

    // A quantity break: a product found by the catalogue search, from 5 cases.
    const breaks = section(page, "Quantity breaks");
    await breaks.getByRole("button", { name: "Add a quantity break" }).click();
    const product = breaks.getByRole("combobox", { name: "Product" });
    await expect(product).toBeFocused();
    await product.click();
    await page.getByPlaceholder("Name, item code or barcode").fill("basmati 10 kg");
    await page.getByRole("option", { name: /Basmati Rice Extra Long Grain 10 kg/ }).click();
    await expect(product).toContainText("Basmati Rice Extra Long Grain 10 kg");
    await breaks.getByLabel("From cases").fill("5");
    await breaks.getByLabel("Case price").fill("20.00");
    // What the row's price compares with: the product's case at list price.
    await expect(breaks.getByText(/^Case of \d+ · list price \$[\d,]+\.\d\d$/)).toBeVisible();
    await expectNoSeriousViolations(page);

    await create.click();
    await expect(visible(page, "Price list created")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/price-list\/\d+$/);
    await waitHydrated(page);
    const listPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: "Edit price list" }).filter({ visible: true })).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true }).filter({ visible: true })).toHaveValue(name);
    await expect(section(page, "Category discounts").getByLabel("Percent off")).toHaveValue("10");
    await expect(section(page, "Quantity breaks").getByRole("combobox", { name: "Product" })).toContainText("Basmati Rice Extra Long Grain 10 kg");
    await expect(section(page, "Quantity breaks").getByLabel("From cases")).toHaveValue("5");
    await expect(visible(page, "No customer is on this list yet. Choose it on a customer's page.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Export CSV" }).filter({ visible: true })).toHaveAttribute("href", /\/api\/price-lists\/\d+\/export\/$/);
    await expectNoSeriousViolations(page);

    // Assigned to the demo customer on their page.
    await gotoHydrated(page, `/admin/customers?search=${encodeURIComponent(CUSTOMER.email)}`);
    await page.getByRole("link", { name: /^Edit North Shore Bistro/ }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/edit-customer\/\d+$/);
    await waitHydrated(page);
    const priceList = page.getByRole("combobox", { name: "Price list" }).filter({ visible: true });
    await priceList.selectOption({ label: `${name} (not in force)` });
    await page.getByRole("button", { name: "Save price list" }).filter({ visible: true }).click();
    await expect(visible(page, "Price list saved")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open this price list" }).filter({ visible: true })).toHaveAttribute("href", listPath);
    await expectNoSeriousViolations(page);

    // The customers list names it too.
    await gotoHydrated(page, `/admin/customers?search=${encodeURIComponent(CUSTOMER.email)}`);
    const customerRow = page.getByRole("table", { name: /^Customers: / }).getByRole("row", { name: /North Shore Bistro/ });
    await expect(customerRow.getByRole("link", { name })).toHaveAttribute("href", listPath);

    // The list of lists shows it, with its customer.
    await gotoHydrated(page, "/admin/price-lists");
    const row = page.getByRole("table", { name: "Price lists" }).getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Not in force");
    await expect(row).toContainText("1 January 2099 to 31 December 2099");
    await expect(row.getByRole("cell").nth(2)).toHaveText("2");
    await expect(row.getByRole("cell").nth(3)).toHaveText("1");
    await expectNoSeriousViolations(page);

    // Its page lists the customer; deleting it takes the customer off it.
    await row.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${listPath}$`));
    await waitHydrated(page);
    await expect(section(page, "Customers on this list (1)").getByRole("link", { name: "North Shore Bistro Ltd." })).toBeVisible();
    await page.getByRole("button", { name: "Delete price list" }).filter({ visible: true }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Its customer goes back to list prices.");
    await dialog.getByRole("button", { name: "Delete price list" }).click();
    await expect(visible(page, "Price list deleted")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/price-lists$/);
    await expect(page.getByRole("row", { name: new RegExp(name) }).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: "Price lists" }).filter({ visible: true })).toBeVisible();
  });

  test("works at 390 px: the lists as cards, the form's rows stacked", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin/add-price-list");
    await page.getByRole("button", { name: "Add a contract price" }).click();
    const contracts = section(page, "Contract prices");
    await expect(contracts.getByRole("combobox", { name: "Product" })).toBeVisible();
    await expect(contracts.getByLabel("Case price")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
