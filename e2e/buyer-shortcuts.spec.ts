import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, CUSTOMER, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";

/*
 * Issue 26 point 5, small things a buyer notices: Quick order is one tap from the header at every
 * width (verified customers and admins); its example names real item codes of the catalogue; a
 * product card's Add to cart stays on one line at every width from 320 px up.
 */

test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => page.getByRole("banner");

for (const width of [390, 1280]) {
  test(`Quick order is one tap from the header at ${width} px for a verified customer`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const buyer = await createCustomer(request, { verified: true, label: `quick-header-${width}` });
    await signIn(page, buyer);
    await gotoHydrated(page, "/products");
    // Not inside the menu: visible without opening anything.
    const link = header(page).getByRole("link", { name: "Quick order" });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === "/quick-order");
    await expect(page.getByRole("heading", { level: 1, name: "Quick order" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Quick order" })).toHaveAttribute("aria-current", "page");
    // The header still fits the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousViolations(page);
  });
}

test("a visitor and a customer awaiting verification have no Quick order in the header; an admin has", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await gotoHydrated(page, "/products");
  await expect(productCards(page).first()).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Quick order" })).toHaveCount(0);
  const pending = await createCustomer(request, { verified: false, label: "quick-header-pending" });
  await signIn(page, pending);
  await gotoHydrated(page, "/products");
  await expect(productCards(page).first()).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Quick order" })).toHaveCount(0);
  await page.context().clearCookies();
  await signIn(page, ADMIN);
  await gotoHydrated(page, "/products");
  await expect(header(page).getByRole("link", { name: "Quick order" })).toBeVisible();
});

test("the quick order's example names item codes of the catalogue", async ({ page, request }) => {
  await signIn(page, CUSTOMER);
  await gotoHydrated(page, "/quick-order");
  const box = page.getByRole("textbox", { name: "Item codes and cases" });
  const hint = (await page.getByText(/^For example: /).textContent()) ?? "";
  const code = /^For example: (\S+) 3,/.exec(hint)?.[1];
  expect(code, hint).toBeTruthy();
  expect(await box.getAttribute("placeholder")).toMatch(new RegExp(`^${code!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} 3\\n\\S+,2$`));
  // The code is a product of the catalogue, found by its item code.
  const found = (await (await request.get(`/api/products/product_list/?search=${encodeURIComponent(code!)}`)).json()) as { results: Array<{ item: string }> };
  expect(found.results.map((product) => product.item)).toContain(code);
});

/** Every card's Add to cart on the page: its text on one line, inside its card, nothing wider than the screen. */
async function addToCartLayout(page: Page) {
  return page.evaluate(() => {
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("main article button")].filter((b) => b.textContent?.includes("Add to cart"));
    return {
      pageWidth: document.documentElement.scrollWidth,
      buttons: buttons.map((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        const card = button.closest("article")!.getBoundingClientRect();
        const content = box.height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom) - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
        return {
          lines: content / parseFloat(style.lineHeight),
          clipped: button.scrollWidth > button.clientWidth + 1,
          inside: box.left >= card.left - 0.5 && box.right <= card.right + 0.5,
        };
      }),
    };
  });
}

test("a product card's Add to cart stays on one line from 320 px up", async ({ page }) => {
  // Twelve pages, each measured: longer than one journey on a shared 2-core machine.
  test.setTimeout(150_000);
  await signIn(page, CUSTOMER);
  for (const width of [320, 360, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The list, and a search for the catalogue's longest names.
    for (const url of ["/products", "/products?search=aluminum%20containers"]) {
      await gotoHydrated(page, url);
      await expect(productCards(page).first().getByRole("button", { name: /^Add to cart/ })).toBeVisible();
      const layout = await addToCartLayout(page);
      expect(layout.buttons.length, `${url} at ${width} px`).toBeGreaterThan(0);
      expect(layout.pageWidth, `${url} at ${width} px`).toBeLessThanOrEqual(width);
      for (const button of layout.buttons) {
        // One line box (a second line would make it 2).
        expect(button.lines, `${url} at ${width} px`).toBeLessThan(1.5);
        expect(button, `${url} at ${width} px`).toMatchObject({ clipped: false, inside: true });
      }
    }
  }
});
