import type { APIRequestContext, Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, adminToken, CUSTOMER } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, routeIsBuilt } from "./support/routes";

/*
 * Ordering on behalf of a customer (docs/product.md §2 /cart-admin, /checkout-admin; §4 "Admin orders go
 * to /admin/order/{id}"), on the demo catalogue and the demo customer of db/seed/demo-users.ts
 * (North Shore Bistro Ltd., Jordan Singh, 88 Lonsdale Avenue):
 * - "Golden Yellow Sugar 2 kg": $3.32 a unit after 12.5 %, case of 10, 10-1 promotion, untaxed;
 * - "Ketchup Potato Chips 40 g": $1.09, case of 48, taxable (G, 5 %).
 * The demo admin has one cart, so the tests of this file run one after the other.
 */
const SUGAR = "Golden Yellow Sugar 2 kg";
const CHIPS = "Ketchup Potato Chips 40 g";
const COMPANY = "North Shore Bistro Ltd.";

test.describe.configure({ mode: "serial" });

async function emptyAdminCart(request: APIRequestContext) {
  const answer = await request.delete("/api/cart/", { headers: { Authorization: `Token ${await adminToken(request)}` } });
  expect(answer.status()).toBe(200);
}

async function addFromCatalogue(page: Page, name: string, cartCount: number) {
  await gotoHydrated(page, `/products?search=${encodeURIComponent(name.toLowerCase())}`);
  await page.getByRole("button", { name: `Add to cart ${name}` }).click();
  await expect(page.getByRole("link", { name: `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` })).toBeVisible();
}

/** The axe check at the desktop width and at a phone's. */
async function axeAtBothWidths(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("ordering on behalf of a customer", () => {
  test("cart-admin → pick the customer → checkout-admin → place → the customer sees it in My orders", async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    await emptyAdminCart(request);
    await signIn(page, ADMIN);
    await addFromCatalogue(page, SUGAR, 1);
    await addFromCatalogue(page, CHIPS, 2);

    // The admin's cart link goes to /cart-admin.
    const cartLink = page.getByRole("link", { name: "Cart, 2 items" });
    await expect(cartLink).toHaveAttribute("href", "/cart-admin");
    await cartLink.click();
    await expect(page).toHaveURL(/\/cart-admin$/);
    await expect(page).toHaveTitle(/^Shopping Cart/);
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    for (const column of ["Product", "Price", "Taxable", "Quantity"]) await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    const sugarRow = page.getByRole("row").filter({ hasText: SUGAR });
    await expect(sugarRow).toContainText("+1 GRATIS");
    await expect(sugarRow).toContainText("$3.32 CAD");
    await expect(sugarRow).toContainText("No");
    await expect(page.getByRole("row").filter({ hasText: CHIPS })).toContainText("Yes");
    await expect(page.getByTestId("estimated-total").filter({ visible: true })).toHaveText("$85.52 CAD");
    const review = page.getByRole("button", { name: "Review and pay" });
    await expect(review).toBeDisabled();
    const picker = page.getByRole("combobox", { name: "Select customer for order" });
    await expect(picker).toHaveText("Select customer");
    await axeAtBothWidths(page);

    // Pick the customer by typing the company.
    await picker.click();
    await page.keyboard.type("north shore");
    await page.getByRole("option", { name: new RegExp(COMPANY.replace(".", "\\.")) }).click();
    await expect(picker).toHaveText(COMPANY);
    await expect(page.getByTestId("order-for-customer")).toContainText("88 Lonsdale Avenue");
    await page.getByLabel("Order notes").fill("Leave with the chef");
    await expect(review).toBeEnabled();
    // Kept in the browser until Review and pay saves them: a reload loses neither (issue 15).
    await page.reload();
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await expect(picker).toHaveText(COMPANY);
    await expect(page.getByTestId("order-for-customer")).toContainText("88 Lonsdale Avenue");
    await expect(page.getByLabel("Order notes")).toHaveValue("Leave with the chef");
    await expect(review).toBeEnabled();
    await axeAtBothWidths(page);
    await review.click();

    // The review.
    await expect(page).toHaveURL(/\/checkout-admin$/);
    await expect(page).toHaveTitle(`${SUGAR} - Checkout`);
    await expect(page.getByRole("heading", { name: "Items in your cart" })).toBeVisible();
    for (const column of ["Product", "Bar code", "Price per item", "Taxable", "Quantity"]) await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: SUGAR })).toContainText("1 case · 10 units");
    await expect(page.getByRole("row").filter({ hasText: SUGAR })).toContainText("+1 GRATIS = 11 units");
    await expect(page.getByRole("link", { name: "Edit your order" })).toHaveAttribute("href", "/cart-admin");
    const shipping = page.getByRole("region", { name: "Shipping details" });
    for (const text of [COMPANY, "Jordan Singh", "88 Lonsdale Avenue", "North Vancouver, BC V7M 2E6", CUSTOMER.email, "(604) 555-0123", "Leave with the chef"]) await expect(shipping).toContainText(text);
    await expect(page.getByTestId("subtotal").filter({ visible: true })).toHaveText("$85.52 CAD");
    await expect(page.getByTestId("tax").filter({ visible: true })).toHaveText("$2.62 CAD");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$88.14 CAD");
    await axeAtBothWidths(page);

    // Back to the cart: the saved customer is preselected.
    await page.getByRole("link", { name: "Edit your order" }).click();
    await expect(page).toHaveURL(/\/cart-admin$/);
    await expect(page.getByRole("combobox", { name: "Select customer for order" })).toHaveText(COMPANY);
    await expect(page.getByLabel("Order notes")).toHaveValue("Leave with the chef");
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page).toHaveURL(/\/checkout-admin$/);

    // Place the order: 201 with the order, the toast, then /admin/order/{id}.
    await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
    const answer = page.waitForResponse((r) => r.url().includes("/api/orders/admin_order/details/") && r.request().method() === "POST");
    const navigation = page.waitForRequest((r) => /^\/admin\/order\/\d+$/.test(new URL(r.url()).pathname) && r.method() === "GET" && !r.headers()["next-router-prefetch"]);
    await page.getByRole("button", { name: "Place order" }).click();
    const placed = await answer;
    expect(placed.status()).toBe(201);
    expect(placed.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    const { order } = (await placed.json()) as { order: { id: number; adminCreated: boolean; price: string; companyName: string; orderNotes: string } };
    expect(order).toMatchObject({ adminCreated: true, price: "88.14", companyName: COMPANY, orderNotes: "Leave with the chef" });
    await expect(page.getByText("Order created succesfully")).toBeVisible();
    expect(new URL((await navigation).url()).pathname).toBe(`/admin/order/${order.id}`);
    if (routeIsBuilt("/admin/order/[id]")) await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
    else await expect(page).toHaveURL((url) => url.pathname === "/");

    // The admin's cart is empty again, and so is the draft.
    await gotoHydrated(page, "/cart-admin");
    await expect(page.getByText("You don't have products in cart.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    await page.goto("/checkout-admin");
    await expect(page).toHaveURL(/\/cart-admin$/);
    expect(await page.evaluate(() => localStorage.getItem("shop.draft.admin-order.v1"))).toBeNull();

    // The customer sees the order in My orders.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, CUSTOMER);
    await gotoHydrated(customerPage, "/my-orders");
    await expect(customerPage.getByTestId("order-row").filter({ hasText: `#${order.id}` })).toContainText("$88.14 CAD");
    await customerContext.close();
  });

  test("only staff: a visitor goes to /login, a customer home", async ({ browser }) => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const path of ["/cart-admin", "/checkout-admin"]) {
      await visitorPage.goto(path);
      // To log in, coming back to the page afterwards (issue 14).
      await expect(visitorPage).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === path);
    }
    await visitor.close();
    const customer = await browser.newContext();
    const customerPage = await customer.newPage();
    await signIn(customerPage, CUSTOMER);
    for (const path of ["/cart-admin", "/checkout-admin"]) {
      await customerPage.goto(path);
      await expect(customerPage).toHaveURL((url) => url.pathname === "/");
    }
    await customer.close();
  });
});
