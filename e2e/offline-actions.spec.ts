import type { BrowserContext, Locator, Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, createCustomer, fillRegistration, logoutViaHeader } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * Issue 15 point 5: what only the server can do (add to cart, cart changes, review and place the
 * order, log in, register, admin saves) is disabled offline with the reason on screen, and enabled
 * again once the connection is back; what a buyer typed into the billing form survives a reload,
 * until the order is placed or the buyer logs out. The connection drops on a page already loaded:
 * loading pages offline is the service worker's part.
 */
const SUGAR = "Golden Yellow Sugar 2 kg";
const BANNER = "No internet, please check your connection!";
const FORM_OFFLINE = "You are offline. Connect to the internet to continue.";
const CARD_OFFLINE = "Offline: connect to add";
const CART_OFFLINE = "You are offline. The cart can be changed again once you are back online.";
const DRAFT_KEY = "shop.draft.billing.v1";

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await expect(page.getByText(BANNER)).toBeVisible();
}

async function goOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect(page.getByText(BANNER)).toHaveCount(0);
}

/**
 * A control that sends to the server: enabled online, disabled offline with `notice` saying why
 * (checked for serious axe violations when `axe`), enabled again once back online.
 */
async function expectHeldWhileOffline(page: Page, context: BrowserContext, control: Locator, notice: string, options: { axe?: boolean } = {}) {
  await expect(control).toBeEnabled();
  await goOffline(page, context);
  await expect(control).toBeDisabled();
  await expect(page.getByText(notice).filter({ visible: true })).toBeVisible();
  if (options.axe) await expectNoSeriousViolations(page);
  await goOnline(page, context);
  await expect(control).toBeEnabled();
}

async function addSugar(page: Page, cartCount: number) {
  await gotoHydrated(page, `/products?search=${encodeURIComponent(SUGAR.toLowerCase())}`);
  await page.getByRole("button", { name: `Add to cart ${SUGAR}` }).click();
  await expect(page.getByRole("link", { name: `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` })).toBeVisible();
}

const savedBilling = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

/**
 * Types into the cart's billing form once it reacts: the cart streams in after the page's shell
 * and can hydrate after html[data-hydrated], and what is typed before that is not the form's. Done
 * when the draft kept in the browser holds exactly what was typed.
 */
async function typeBilling(page: Page, fields: Array<{ field: Locator; key: string; value: string }>) {
  await expect(async () => {
    for (const { field, value } of fields) await field.fill(value);
    const saved = JSON.parse((await savedBilling(page)) ?? "{}") as { values?: Record<string, unknown> };
    for (const { key, value } of fields) expect(saved.values?.[key]).toBe(value);
  }).toPass();
}

test.describe("online-only actions while offline", () => {
  test("a verified buyer: Add to cart, the cart, Review and pay and Place your order wait for the connection, saying why", async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const buyer = await createCustomer(request, { verified: true, label: "offline-buyer" });
    await signIn(page, buyer);

    // The catalogue: every card's Add to cart is disabled, with a short line under it.
    await gotoHydrated(page, "/products");
    const adds = page.getByRole("main").getByRole("button", { name: /^Add to cart / });
    // The grid streams in after the page's shell.
    await expect(adds.first()).toBeVisible();
    const cards = await adds.count();
    expect(cards).toBeGreaterThan(1);
    await goOffline(page, context);
    for (let i = 0; i < cards; i += 1) await expect(adds.nth(i)).toBeDisabled();
    await expect(page.getByText(CARD_OFFLINE)).toHaveCount(cards);
    await expect(adds.first()).toHaveAccessibleDescription(CARD_OFFLINE);
    await expectNoSeriousViolations(page);
    await goOnline(page, context);
    for (let i = 0; i < cards; i += 1) await expect(adds.nth(i)).toBeEnabled();
    await expect(page.getByText(CARD_OFFLINE)).toHaveCount(0);

    // A product page.
    // Loaded in full: a page whose answer is still streaming when the connection drops shows
    // Next's "This page couldn't load" instead (offline navigation is the service worker's part).
    await gotoHydrated(page, `/products?search=${encodeURIComponent(SUGAR.toLowerCase())}`);
    const productHref = await page.getByRole("main").getByRole("link", { name: SUGAR }).getAttribute("href");
    await gotoHydrated(page, productHref!);
    await expect(page.getByRole("heading", { level: 1, name: SUGAR })).toBeVisible();
    const add = page.getByRole("button", { name: `Add to cart ${SUGAR}` });
    await expect(add).toBeEnabled();
    await goOffline(page, context);
    await expect(add).toBeDisabled();
    await expect(page.getByText(CARD_OFFLINE)).toHaveCount(1);
    await expect(add).toHaveAccessibleDescription(CARD_OFFLINE);
    await goOnline(page, context);
    await add.click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

    // The cart: steppers, remove and Review and pay.
    await gotoHydrated(page, "/cart");
    const review = page.getByRole("button", { name: "Review and pay" });
    await expect(review).toBeEnabled();
    await goOffline(page, context);
    for (const name of [`One more case of ${SUGAR}`, `One case less of ${SUGAR}`, `Remove ${SUGAR} from cart`]) {
      await expect(page.getByRole("button", { name }).filter({ visible: true })).toBeDisabled();
    }
    await expect(page.getByLabel(`Cases of ${SUGAR}`).filter({ visible: true })).toBeDisabled();
    await expect(page.getByText(CART_OFFLINE).filter({ visible: true })).toBeVisible();
    await expect(review).toBeDisabled();
    await expect(page.getByText(FORM_OFFLINE).filter({ visible: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await goOnline(page, context);
    await expect(page.getByRole("button", { name: `One more case of ${SUGAR}` }).filter({ visible: true })).toBeEnabled();
    await expect(page.getByText(CART_OFFLINE)).toHaveCount(0);
    await expect(review).toBeEnabled();

    // The checkout.
    await review.click();
    await expect(page).toHaveURL(/\/checkout$/);
    await gotoHydrated(page, "/checkout");
    const place = page.getByRole("button", { name: "Place your order" });
    await expectHeldWhileOffline(page, context, place, FORM_OFFLINE);
  });

  test("a visitor cannot log in or register offline, and is told why", async ({ page, context }) => {
    await gotoHydrated(page, "/login");
    await page.getByLabel("Email address").fill("someone@example.ca");
    await page.getByLabel("Password", { exact: true }).fill("x");
    await expectHeldWhileOffline(page, context, page.getByRole("button", { name: "Log in", exact: true }), FORM_OFFLINE);

    await gotoHydrated(page, "/register");
    await fillRegistration(page, { email: "someone@example.ca" });
    await expectHeldWhileOffline(page, context, page.getByRole("button", { name: "Create account" }), FORM_OFFLINE, { axe: true });
  });

  test("an admin cannot save or move to trash offline, and is told why", async ({ page, context }) => {
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/add-category");
    await page.getByLabel("Name", { exact: true }).filter({ visible: true }).fill("Offline sauces");
    await expectHeldWhileOffline(page, context, page.getByRole("main").getByRole("button", { name: "Add category" }), FORM_OFFLINE);

    await gotoHydrated(page, "/admin/categories");
    const trash = page.getByRole("button", { name: /^Move to trash / }).filter({ visible: true });
    await expectHeldWhileOffline(page, context, trash.first(), "You are offline. Changes here work again once you are back online.", { axe: true });
  });
});

test.describe("what a buyer typed survives", () => {
  test("the billing form and the order notes survive a reload and a dropped connection, and are gone once the order is placed", async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const buyer = await createCustomer(request, { verified: true, label: "offline-draft" });
    await signIn(page, buyer);
    await addSugar(page, 1);

    await gotoHydrated(page, "/cart");
    // The billing starts folded (issue 26): Change unfolds it.
    await page.getByRole("button", { name: "Change the billing details" }).click();
    await typeBilling(page, [
      { field: page.getByLabel("Address", { exact: true }), key: "address", value: "1055 Canada Place" },
      { field: page.getByLabel("Order notes"), key: "orderNotes", value: "Deliver to the loading dock" },
    ]);
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("1055 Canada Place");
    await expect(page.getByLabel("Order notes")).toHaveValue("Deliver to the loading dock");
    // The rest is still the profile's.
    await expect(page.getByLabel("Company name")).toHaveValue("Tremblay Bistro");

    // Typed while the connection is down, kept for when it is back.
    await goOffline(page, context);
    await page.getByLabel("Order notes").fill("Deliver to the loading dock, ring twice");
    await goOnline(page, context);
    await page.reload();
    await waitHydrated(page);
    await expect(page.getByLabel("Order notes")).toHaveValue("Deliver to the loading dock, ring twice");

    // Placed: the billing went with the order, and the next cart starts from the profile again.
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId("shipping-address").filter({ visible: true })).toContainText("1055 Canada Place");
    await page.getByRole("button", { name: "Place your order" }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    expect(await savedBilling(page)).toBeNull();
    await addSugar(page, 1);
    await gotoHydrated(page, "/cart");
    await expect(page.getByTestId("billing-summary")).toContainText("800 Granville Street");
    await page.getByRole("button", { name: "Change the billing details" }).click();
    await expect(page.getByLabel("Order notes")).toHaveValue("");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("800 Granville Street");
  });

  test("logging out clears the saved billing, and another account never gets it", async ({ page, request }) => {
    test.setTimeout(90_000);
    const [first, second] = await Promise.all([
      createCustomer(request, { verified: true, label: "offline-first" }),
      createCustomer(request, { verified: true, label: "offline-second" }),
    ]);
    await signIn(page, first);
    await addSugar(page, 1);
    await gotoHydrated(page, "/cart");
    await page.getByRole("button", { name: "Change the billing details" }).click();
    await typeBilling(page, [{ field: page.getByLabel("Order notes"), key: "orderNotes", value: "Only for the first buyer" }]);
    const saved = await savedBilling(page);

    await logoutViaHeader(page, first.email);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    expect(await savedBilling(page)).toBeNull();

    // Even if the entry were left behind, it names its account: the second buyer's form ignores it.
    await signIn(page, second);
    await addSugar(page, 1);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DRAFT_KEY, saved!] as const);
    await gotoHydrated(page, "/cart");
    await expect(page.getByTestId("billing-summary")).toContainText("800 Granville Street");
    await page.getByRole("button", { name: "Change the billing details" }).click();
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("800 Granville Street");
    await expect(page.getByLabel("Order notes")).toHaveValue("");
  });
});
