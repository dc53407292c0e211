import { test } from "./support/test";
import { createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * Issue 26 item 3, a quick checkout on a phone (390 px): the billing comes folded from the profile,
 * "Change" unfolds it, a PO number goes with the order, and "Review and pay" waits in a bar at the
 * bottom of the screen from the start, with the total, covering nothing.
 * "Pastry Flour 10 kg": $14.83 a unit (case of 1), untaxed.
 */
const FLOUR = "Pastry Flour 10 kg";

test.describe("checkout on a phone", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("folded billing, a PO number, and Review and pay in the bottom bar, to the order page", async ({ page, request }) => {
    test.setTimeout(90_000);
    const buyer = await createCustomer(request, { verified: true, label: "phone-checkout" });
    await signIn(page, buyer);
    await gotoHydrated(page, `/products?search=${encodeURIComponent(FLOUR.toLowerCase())}`);
    await page.getByRole("button", { name: `Add to cart ${FLOUR}` }).click();
    await expect(page.getByText(`1x ${FLOUR} added to cart`).filter({ visible: true })).toBeVisible();
    await gotoHydrated(page, "/cart");

    // Folded: one line of the profile's details, no address form.
    const summary = page.getByTestId("billing-summary");
    await expect(summary).toContainText("Deliver to: Tremblay Bistro, Robin Tremblay, 800 Granville Street, Vancouver, British Columbia");
    await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0);

    // The bar: on screen before any scrolling, with the total; the form's only Review and pay.
    const review = page.getByRole("button", { name: "Review and pay" });
    await expect(review).toHaveCount(1);
    await expect(review).toBeInViewport();
    await expect(page.getByTestId("sticky-total")).toHaveText("$14.83 CAD");
    const bar = page.locator("[data-sticky-checkout]");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    // The page is padded by at least the bar's height, so scrolled to the end the bar covers nothing.
    const { padding, barHeight } = await bar.evaluate((el) => ({ padding: parseFloat(getComputedStyle(document.body).paddingBottom), barHeight: el.getBoundingClientRect().height }));
    expect(padding).toBeGreaterThanOrEqual(barHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(review).toBeInViewport();
    const footerEnd = await page.evaluate(() => {
      const footer = document.querySelector("footer");
      return footer ? footer.getBoundingClientRect().bottom : 0;
    });
    const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    // Change unfolds the form, the keyboard in its first field.
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitHydrated(page);
    await page.getByRole("button", { name: "Change the billing details" }).click();
    await expect(page.getByLabel("Company name")).toBeFocused();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("800 Granville Street");
    await expect(page.getByLabel("Province")).toHaveValue("BC");
    await expect(summary).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // The PO number, then Review and pay from the bar.
    await page.getByLabel("PO number").fill("  TB-2026-031 ");
    await review.click();
    await expect(page).toHaveURL(/\/checkout$/);
    const shipping = page.getByRole("region", { name: "Shipping details" });
    await expect(shipping.getByTestId("po-number")).toHaveText("TB-2026-031");
    await expectNoSeriousViolations(page);

    await waitHydrated(page);
    await page.getByRole("button", { name: "Place your order" }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(page.getByTestId("po-number").filter({ visible: true })).toHaveText("TB-2026-031");
    await expectNoSeriousViolations(page);

    // My orders shows it with the order.
    await gotoHydrated(page, "/my-orders");
    await expect(page.getByText("PO TB-2026-031").filter({ visible: true }).first()).toBeVisible();
  });

  test("the bar is gone at 1280 px: Review and pay closes the form in its place", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "wide-checkout" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, buyer);
    await gotoHydrated(page, `/products?search=${encodeURIComponent(FLOUR.toLowerCase())}`);
    await page.getByRole("button", { name: `Add to cart ${FLOUR}` }).click();
    await expect(page.getByText(`1x ${FLOUR} added to cart`).filter({ visible: true })).toBeVisible();
    await gotoHydrated(page, "/cart");
    const bar = page.locator("[data-sticky-checkout]");
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("static");
    await expect(page.getByTestId("sticky-total")).toBeHidden();
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(0);
    await expect(page.getByRole("button", { name: "Review and pay" })).toBeVisible();
  });
});
