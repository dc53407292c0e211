import type { Page } from "@playwright/test";
import { ADMIN, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { placeOrderOverApi } from "./support/orders";
import { test } from "./support/test";
import { waitHydrated } from "./support/routes";

/*
 * The staff's home, /admin (issue 25 item 2): staff land there, see what is waiting, and follow a box
 * into its filtered list; the back office nav on a phone is a menu button naming the section.
 */

test.describe.configure({ timeout: 60_000 });

const sections = (page: Page) => page.getByRole("navigation", { name: "Back office sections" });
const menuButton = (page: Page) => sections(page).getByRole("button", { name: /^Back office menu:/ });
const box = (page: Page, id: string) => page.getByTestId(id);

/** Every box shows a count linking to its list, or reads as done. */
async function expectBoxes(page: Page) {
  const boxes: Array<[string, RegExp, string, string]> = [
    ["home-to-confirm", /^\d+ orders? to confirm$/, "/admin/orders?confirmed=false", "Nothing to confirm"],
    ["home-to-deliver", /^\d+ confirmed orders? to deliver$/, "/admin/orders?confirmed=true&delivered_status=Not%20delivered", "Nothing waiting for delivery"],
    ["home-overdue", /^\d+ overdue payments?$/, "/admin/orders?overdue=true", "No overdue payments"],
    ["home-awaiting", /^\d+ customers? awaiting verification$/, "/admin/customers?tab=awaiting", "Nobody awaiting verification"],
    ["home-reorder", /^\d+ products? to reorder$/, "/admin/products?tab=reorder", "Nothing to reorder"],
  ];
  for (const [id, label, href, done] of boxes) {
    const heading = box(page, id).getByRole("heading", { level: 2 });
    await expect(heading).toBeVisible();
    const link = heading.getByRole("link", { name: label });
    if ((await link.count()) > 0) {
      await expect(link).toHaveAttribute("href", href);
      expect(Number(await box(page, `${id}-count`).textContent())).toBeGreaterThan(0);
    } else {
      await expect(box(page, `${id}-done`)).toHaveText(done);
    }
  }
}

for (const width of [1280, 390] as const) {
  test(`at ${width} px staff land on /admin, see what is waiting and follow "orders to confirm" into the list`, async ({ page, request }) => {
    // An order to confirm exists, and a customer awaiting verification (the demo's pending account).
    const buyer = await createCustomer(request, { verified: true, label: "admin-home" });
    const { orderId } = await placeOrderOverApi(request, buyer, (products) => products.find((p) => p.stock)!);
    expect(orderId).toBeGreaterThan(0);

    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, ADMIN);
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Work to do" })).toBeVisible();
    await expectBoxes(page);
    const toConfirm = box(page, "home-to-confirm");
    await expect(toConfirm.getByRole("heading", { level: 2 }).getByRole("link")).toHaveText(/^\d+ orders? to confirm$/);
    await expect(toConfirm.getByRole("listitem").first()).toHaveText(/^#\d+/);
    await expect(box(page, "home-awaiting").getByRole("heading", { level: 2 }).getByRole("link")).toHaveText(/^\d+ customers? awaiting verification$/);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    if (width === 1280) {
      // The side column: Home is the current section.
      await expect(menuButton(page)).toBeHidden();
      await expect(sections(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    } else {
      await expect(menuButton(page)).toHaveText("Back office menu: Home");
      await expect(sections(page).getByRole("link", { name: "Home" })).toBeHidden();
    }
    await expectNoSeriousViolations(page);

    await toConfirm.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin/orders" && url.searchParams.get("confirmed") === "false");
    await expect(page.getByRole("heading", { level: 1, name: "Manage Orders" })).toBeVisible();
    if (width === 390) await expect(menuButton(page)).toHaveText("Back office menu: Orders");
    else await expect(sections(page).getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");

    // The breadcrumb's "Admin" leads home.
    await page.goto("/admin/customers");
    await page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Work to do" })).toBeVisible();
  });
}

test("on a phone the section menu opens, is checked by axe, closes on Escape and on navigation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  await waitHydrated(page);
  const button = menuButton(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const links = sections(page).getByRole("link");
  await expect(links).toHaveText(["Home", "Products", "Categories", "Vendors", "Customers", "Price lists", "Delivery zones", "Orders", "Webhooks", "Audit log", "View the shop"]);
  await expect(sections(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expectNoSeriousViolations(page);

  // Escape closes it and gives the focus back to the button.
  await sections(page).getByRole("link", { name: "Products" }).focus();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(sections(page).getByRole("link", { name: "Products" })).toBeHidden();

  // By keyboard: open, Tab to a section, follow it; the new page's menu is closed and names it.
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  for (let n = 0; n < 5; n++) await page.keyboard.press("Tab");
  await expect(sections(page).getByRole("link", { name: "Customers" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/admin/customers");
  await expect(page.getByRole("heading", { level: 1, name: "Manage customers" })).toBeVisible();
  await expect(button).toHaveText("Back office menu: Customers");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(sections(page).getByRole("link", { name: "Customers" })).toBeHidden();
});

test("a customer asking for /admin is sent away, a visitor to log in", async ({ page, request }) => {
  const customer = await createCustomer(request, { verified: true, label: "admin-home-refused" });
  const visitor = await page.request.get("/admin", { maxRedirects: 0 });
  expect(visitor.status()).toBe(307);
  expect(visitor.headers().location).toMatch(/\/login\?next=%2Fadmin$/);
  await signIn(page, customer);
  await page.goto("/admin");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.getByRole("heading", { level: 1, name: "Work to do" })).toHaveCount(0);
});
