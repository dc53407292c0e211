import type { Locator, Page } from "@playwright/test";
import { test } from "./support/test";
import { createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { apiHeaders, placeCartOverApi } from "./support/orders";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * Issue 26, the buyer's day on a phone (390 px): a returning buyer opens the home page, adds their
 * usual product from the order guide there, and checks out with the billing folded from the profile
 * and a PO number, in fewer than 8 taps. Every tap goes through tap(), which counts it.
 * "Pastry Flour 10 kg" (FLR-1005): a case of 1, $14.83 a unit after its special, untaxed.
 */
const FLOUR = { name: "Pastry Flour 10 kg", item: "FLR-1005" };

test.describe("the buyer's day on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("home page → order guide → cart → order with a PO number, in under 8 taps", async ({ page, request }) => {
    test.setTimeout(90_000);
    // A returning buyer: one earlier order of two cases of flour.
    const buyer = await createCustomer(request, { verified: true, label: "buyer-day" });
    const headers = await apiHeaders(request, buyer);
    const [flour] = ((await (await request.get(`/api/products/product_list/?search=${FLOUR.item.toLowerCase()}`, { headers })).json()) as { results: Array<{ id: number }> }).results;
    expect((await request.post("/api/cart/items/", { headers, data: { product: flour.id, cases: 2 } })).status()).toBe(201);
    await placeCartOverApi(request, headers, buyer.email);
    await signIn(page, buyer);

    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.click();
    };

    await gotoHydrated(page, "/");
    // The guide comes first: its heading is the page's first after the title.
    const guide = page.getByRole("region", { name: "Your order guide" });
    await expect(guide).toBeInViewport();
    await expect(guide.getByRole("textbox", { name: `Cases of ${FLOUR.name} to add` })).toHaveValue("2");
    await expectNoSeriousViolations(page);
    await tap(guide.getByRole("button", { name: `Add ${FLOUR.name} to cart` }));
    const cartLink = page.getByRole("link", { name: "Cart, 1 item" }).filter({ visible: true });
    await expect(cartLink).toBeVisible();

    await tap(cartLink);
    await expect(page).toHaveURL(/\/cart$/);
    await waitHydrated(page);
    // The billing is the profile's, folded into one line; the total and Review and pay wait in the bar.
    await expect(page.getByTestId("billing-summary")).toContainText("Deliver to: Tremblay Bistro");
    const review = page.getByRole("button", { name: "Review and pay" });
    await expect(review).toBeInViewport();
    await expect(page.getByTestId("sticky-total")).toHaveText("$29.66 CAD");
    const po = page.getByLabel("PO number");
    await tap(po);
    await po.fill("PO-4471");
    await tap(review);

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("region", { name: "Shipping details" }).getByTestId("po-number")).toHaveText("PO-4471");
    await waitHydrated(page);
    await tap(page.getByRole("button", { name: "Place your order" }));
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(page.getByTestId("po-number").filter({ visible: true })).toHaveText("PO-4471");
    await expect(page.getByRole("main")).toContainText(FLOUR.name);
    await expectNoSeriousViolations(page);
    expect(taps).toBeLessThan(8);
    await screenshot(page, "buyer-day-order");
  });
});

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
