import type { Page } from "@playwright/test";
import fr from "../messages/fr-CA.json" with { type: "json" };
import { ADMIN, adminToken, createCustomer } from "./support/accounts";
import { expectNoSeriousViolations } from "./support/catalog";
import { expect } from "./support/expect";
import { placeOrderOverApi } from "./support/orders";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The main journeys in French (issue 28, docs/i18n.md), read against the French catalogue: a buyer
 * browses, searches in French, fills the cart, reviews, places the order and reads it; staff give a
 * product its French name and confirm an order; a form checks its fields in French. axe on each screen. Money reads "1 234,56 $".
 */

const SUGAR = "Cassonade dorée 2 kg";

/** Logs in on the French login page, remembered French: the English addresses lead to the French pages. */
async function signInInFrench(page: Page, account: { email: string; password: string }) {
  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "fr-CA", url: new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url()).origin }]);
  await gotoHydrated(page, "/fr/login");
  await page.getByLabel(fr.fields.email).fill(account.email);
  await page.getByLabel(fr.fields.password, { exact: true }).fill(account.password);
  await page.getByRole("button", { name: fr.account.loginSubmit, exact: true }).click();
  await expect(page).toHaveURL((url) => !url.pathname.includes("/login"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
}

test.describe("the journeys in French", () => {
  test("a buyer searches in French, fills the cart, places the order and reads it in French", async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await page.goto(`${baseURL}/fr`);
    await signInInFrench(page, await createCustomer(request, { verified: true, label: "fr-buyer" }));

    // Search with the accents left out finds the French name.
    await gotoHydrated(page, "/fr/products?search=cassonade%20doree");
    await expect(page).toHaveURL(/\/fr\/products\?search=/);
    // On a card the button says « Ajouter » (with the cart's icon): the whole label does not fit a phone's card.
    await page.getByRole("button", { name: `${fr.shop.addToCartShort} ${SUGAR}` }).click();
    await expect(page.getByRole("link", { name: "Panier, 1 article" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole("link", { name: "Panier, 1 article" }).click();
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: fr.cart.title })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: SUGAR })).toBeVisible();
    await expect(page.getByTestId("estimated-total").filter({ visible: true })).toHaveText(/^\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$ CAD$/);
    // The billing details name the province in French.
    await expect(page.getByTestId("billing-summary")).toContainText("Colombie-Britannique");
    await expectNoSeriousViolations(page);
    await waitHydrated(page);
    await page.getByRole("button", { name: fr.cart.reviewAndPay }).click();

    await expect(page).toHaveURL(/\/fr\/checkout$/);
    await expect(page.getByRole("heading", { name: fr.checkout.itemsHeading })).toBeVisible();
    await expectNoSeriousViolations(page);
    await waitHydrated(page);
    await page.getByRole("button", { name: fr.checkout.placeOrder }).click();
    await expect(page.getByText(fr.toasts.orderCreated).filter({ visible: true })).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/order\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("heading", { level: 1, name: `Commande nº ${orderId}` })).toBeVisible();
    // The line, by its product's page, named with the French name it was ordered with.
    await expect(page.getByRole("row").filter({ has: page.locator('a[href^="/fr/products/golden_yellow_sugar_2_kg"]') }).filter({ hasText: SUGAR })).toBeVisible();
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText(/^\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0\$ CAD$/);
    await expect(page.getByText(/^Passée le /)).toBeVisible();
    await expectNoSeriousViolations(page);

    // An API refusal reads in French too: the same order placed with a wrong total.
    const refused = await page.evaluate(async () => {
      const answer = await fetch("/api/orders/order/details/", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ purchased_items: [] }) });
      return { status: answer.status, body: await answer.text() };
    });
    expect(refused.status).toBe(400);
    expect(refused.body).not.toMatch(/This field is required|Add at least one product|An order needs/);
  });

  test("a form's own checks speak French: the login form refuses a wrong address in French before asking the server", async ({ page }) => {
    await gotoHydrated(page, "/fr/login");
    const email = page.getByLabel(fr.fields.email);
    await email.fill("pas-une-adresse");
    await email.blur();
    // The shared schema says "Please enter valid email address"; the French page shows its French.
    await expect(email).toHaveAccessibleDescription(fr.validation.email);
    await expect(page.getByText("Please enter valid email address")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test("staff give a product its French name and confirm an order, in French", async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.goto("/fr");
    await signInInFrench(page, ADMIN);
    const { orderId } = await placeOrderOverApi(request, await createCustomer(request, { verified: true, label: "fr-staff" }), (products) => products.find((p) => p.stock)!);
    await gotoHydrated(page, "/fr/admin/products");
    await expect(page.getByRole("tab", { name: new RegExp(`^${fr.adminProduct.tabNoFrench}`) })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A product's French name, edited beside the English one.
    const list = await request.get("/api/products/product_list/?search=cassonade", { headers: { "Accept-Language": "fr-CA" } });
    const product = ((await list.json()) as { results: Array<{ id: number }> }).results[0];
    await gotoHydrated(page, `/fr/admin/product/${product.id}`);
    const french = page.getByLabel(fr.adminProduct.fieldNameFr);
    await expect(french).toHaveValue(SUGAR);
    await french.fill(`${SUGAR} (sac)`);
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: fr.adminProduct.save }).click();
    await expect(page.getByText(fr.toasts.productEdited)).toBeVisible();
    const renamed = await request.get(`/api/products/product_list/?search=${encodeURIComponent("cassonade sac")}`, { headers: { "Accept-Language": "fr-CA" } });
    expect(((await renamed.json()) as { results: Array<{ id: number; name: string }> }).results.find((p) => p.id === product.id)?.name).toBe(`${SUGAR} (sac)`);
    // The demo's name again, for the other specs.
    const restored = await request.patch(`/api/products/product/details/${product.id}/`, { headers: { Authorization: `Token ${await adminToken(request)}` }, multipart: { name_fr: SUGAR } });
    expect(restored.status(), await restored.text()).toBe(200);

    // The customer's new order, confirmed from its page.
    await gotoHydrated(page, "/fr/admin/orders");
    await expectNoSeriousViolations(page);
    await gotoHydrated(page, `/fr/admin/order/${orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`Commande nº ${orderId}`) })).toBeVisible();
    await waitHydrated(page);
    await expect(page.getByRole("region", { name: fr.adminOrders.confirmOrder })).toContainText(fr.adminOrders.confirmText);
    await expectNoSeriousViolations(page);
    // In stock: confirmed in one click.
    await page.getByRole("button", { name: fr.adminOrders.confirmOrder }).click();
    await expect(page.getByText(`Commande nº ${orderId} confirmée`).first()).toBeVisible();
    await expect(page.getByTestId("confirmed-at")).toHaveText(/^Confirmée le \d{1,2} [a-zéû.]+ à \d{1,2} h \d{2}$/);
    await expectNoSeriousViolations(page);
  });
});
