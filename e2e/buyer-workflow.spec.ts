import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { createCustomer, fillLogin, loginButton, PENDING, SAMPLE_PROFILE, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { placeOrderOverApi } from "./support/orders";
import { gotoHydrated } from "./support/routes";

/*
 * The buyer's workflow (issue 14), as a restaurant buyer, a visitor and a customer awaiting
 * verification would use it, on the demo catalogue:
 * - "Golden Yellow Sugar 2 kg": $3.79 less 12.5 % = $3.32 a unit, case of 10 ($33.20), 10-1, untaxed;
 * - "Ketchup Potato Chips 40 g": $1.09 a unit, case of 48 ($52.32), taxable (G, 5 %).
 */
const SUGAR = { name: "Golden Yellow Sugar 2 kg", slug: "golden_yellow_sugar_2_kg_flr_1008" };
const CHIPS = "Ketchup Potato Chips 40 g";

const main = (page: Page) => page.locator("main");

/** Logs in on the login page already open (its ?next= kept: fillLogin would open a plain /login). */
async function logInHere(page: Page, account: { email: string; password: string }) {
  await page.getByLabel("Email address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await loginButton(page).click();
}
const visible = { visible: true } as const;

test.describe("prices, cases and money", () => {
  test("a card and the product page give the unit and the case price; the badge says the promotion in words", async ({ page, request }) => {
    await signIn(page, await createCustomer(request, { verified: true, label: "prices" }));
    await gotoHydrated(page, `/products?search=${encodeURIComponent(CHIPS.toLowerCase())}`);
    const card = productCards(page).filter({ hasText: CHIPS });
    await expect(card.getByTestId("product-price")).toContainText("$1.09 CAD / unit");
    await expect(card.getByTestId("case-price")).toHaveText("$52.32 / case of 48");

    await gotoHydrated(page, `/products/${SUGAR.slug}`);
    await expect(main(page).getByTestId("product-price")).toContainText("$3.32 CAD / unit");
    await expect(main(page).getByTestId("case-price")).toHaveText("$33.20 / case of 10");
    await expect(main(page).getByText("Buy 10, get 1 free", { exact: true }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("a case count beside Add to cart adds several cases at once; the toast leads to the cart", async ({ page, request }) => {
    await signIn(page, await createCustomer(request, { verified: true, label: "cases" }));
    await gotoHydrated(page, `/products/${SUGAR.slug}`);
    const cases = main(page).getByLabel(`Cases of ${SUGAR.name}`);
    await expect(cases).toHaveValue("1");
    await main(page).getByRole("button", { name: `One more case of ${SUGAR.name}` }).click();
    await main(page).getByRole("button", { name: `One more case of ${SUGAR.name}` }).click();
    await expect(cases).toHaveValue("3");
    await expect(main(page).getByTestId("cases-units")).toHaveText("3 cases · 30 units");
    await main(page).getByRole("button", { name: `Add to cart ${SUGAR.name}` }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: `3x ${SUGAR.name} added to cart (3 cases · 30 units)` });
    await expect(toast).toBeVisible();
    await expect(cases).toHaveValue("1");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    // The toast sits at the bottom: it never covers the header's navigation.
    const toastBox = (await toast.boundingBox())!;
    const headerBox = (await page.locator("header").first().boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(headerBox.y + headerBox.height);
    await toast.getByRole("button", { name: "View cart" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/cart");

    // Typed on a card: 2 cases of chips.
    await gotoHydrated(page, `/products?search=${encodeURIComponent(CHIPS.toLowerCase())}`);
    const card = productCards(page).filter({ hasText: CHIPS });
    const typed = card.getByLabel(`Cases of ${CHIPS}`);
    await typed.fill("2");
    await typed.press("Tab");
    await expect(card.getByTestId("cases-units")).toHaveText("2 cases · 96 units");
    await card.getByRole("button", { name: `Add to cart ${CHIPS}` }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: `2x ${CHIPS} added to cart (2 cases · 96 units)` })).toBeVisible();

    await gotoHydrated(page, "/cart");
    const sugarRow = page.getByTestId("cart-line").filter({ hasText: SUGAR.name });
    await expect(sugarRow.getByTestId("line-quantity")).toContainText("3 cases · 30 units");
    await expect(sugarRow.getByTestId("line-quantity")).toContainText("+1 GRATIS = 31 units");
    await expect(sugarRow.getByTestId("line-total")).toHaveText("$99.60");
    const chipsRow = page.getByTestId("cart-line").filter({ hasText: CHIPS });
    await expect(chipsRow.getByTestId("line-quantity")).toHaveText("2 cases · 96 units");
    await expect(chipsRow.getByTestId("line-total")).toHaveText("$104.64");
    // One totals block: the estimate before tax, GST 5 % on the chips only, the grand total.
    await expect(page.getByTestId("estimated-total")).toHaveText("$204.24 CAD");
    await expect(page.getByTestId("tax")).toHaveText("$5.23 CAD");
    await expect(page.getByTestId("grand-total")).toHaveText("$209.47 CAD");
    await expectNoSeriousViolations(page);
  });

  test("on a phone the cart shows each line's total, the tax and the grand total", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const buyer = await createCustomer(request, { verified: true, label: "phone-cart" });
    await signIn(page, buyer);
    await gotoHydrated(page, `/products/${SUGAR.slug}`);
    await main(page).getByRole("button", { name: `Add to cart ${SUGAR.name}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await gotoHydrated(page, "/cart");
    const card = page.getByTestId("cart-card");
    await expect(card.getByTestId("line-total")).toHaveText("$33.20");
    await expect(card.getByTestId("line-quantity")).toContainText("1 case · 10 units");
    await expect(page.getByTestId("tax")).toHaveText("$0.00 CAD");
    await expect(page.getByTestId("grand-total")).toHaveText("$33.20 CAD");
  });
});

test.describe("the header on every width", () => {
  test("on a phone: a search button opens a search field, and the cart with its count stays in the header", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, await createCustomer(request, { verified: true, label: "phone-header" }));
    await gotoHydrated(page, "/");
    // The cart is not hidden in the menu.
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    const field = page.getByRole("searchbox", { name: "Search the catalogue" });
    await expect(field).toBeHidden();
    await page.getByRole("button", { name: "Catalogue search" }).click();
    await expect(field).toBeFocused();
    await field.fill("Basmati");
    await field.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/products" && url.searchParams.get("search") === "basmati");
    await expect(productCards(page).first()).toContainText(/basmati/i);
  });

  test("on a laptop the header has a search box on every page, the home page included", async ({ page }) => {
    await gotoHydrated(page, "/");
    const field = page.getByRole("searchbox", { name: "Search the catalogue" });
    await expect(field).toBeVisible();
    const button = page.getByRole("banner").getByRole("button", { name: "Search the catalogue" });
    await expect(button).toBeDisabled();
    await field.fill("Sugar");
    await button.click();
    await expect(page).toHaveURL((url) => url.pathname === "/products" && url.searchParams.get("search") === "sugar");
    await expectNoSeriousViolations(page);
  });
});

test.describe("a visitor finds the way in", () => {
  test("Login to see price is a link to log in that comes back to the page", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "price-link" });
    await gotoHydrated(page, `/products/${SUGAR.slug}`);
    await expect(main(page).getByRole("link", { name: "Log in to order" })).toHaveAttribute("href", `/login?next=${encodeURIComponent(`/products/${SUGAR.slug}`)}`);
    await expect(main(page).getByRole("link", { name: "Open a wholesale account" })).toHaveAttribute("href", "/register");
    await main(page).getByRole("link", { name: "Login to see price" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to see prices and order.");
    await expectNoSeriousViolations(page);
    await gotoHydrated(page, page.url());
    await logInHere(page, buyer);
    await expect(page).toHaveURL((url) => url.pathname === `/products/${SUGAR.slug}`);
    await expect(main(page).getByTestId("product-price")).toContainText("$3.32 CAD / unit");
  });

  test("a visitor sent away from My orders lands on log in with the reason", async ({ page }) => {
    await page.goto("/my-orders?sort=price");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/my-orders?sort=price");
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to see your orders.");
  });

  for (const next of ["//evil.example/steal", "/\\evil.example", "/products/../api/users/customers_list/"]) {
    test(`?next=${next} is ignored: no other site, no API`, async ({ page, request }) => {
      const buyer = await createCustomer(request, { verified: true, label: "next-evil" });
      await gotoHydrated(page, `/login?next=${encodeURIComponent(next)}`);
      await expect(page.getByTestId("login-reason")).toHaveCount(0);
      const origin = new URL(page.url()).origin;
      await logInHere(page, buyer);
      await expect(page).toHaveURL((url) => url.origin === origin && url.pathname === "/products");
    });
  }
});

test.describe("a customer awaiting verification", () => {
  test("lands on the waiting page, whose OK leads to the catalogue, browsed without prices under a notice", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await fillLogin(page, PENDING.email, PENDING.password);
    await loginButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === "/waiting-verification");
    await expect(page.getByTestId("verification-notice")).toHaveCount(0);
    await page.getByRole("link", { name: "OK" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/products");
    const notice = page.getByTestId("verification-notice");
    await expect(notice).toContainText("Your account is awaiting verification");
    await expect(notice.getByRole("link", { name: "604-555-0100" })).toHaveAttribute("href", "tel:+16045550100");
    const first = productCards(page).first();
    await expect(first).toContainText("Prices once your account is verified");
    await expect(first.getByRole("button", { name: /^Add to cart/ })).toHaveCount(0);
    await expect(main(page).getByTestId("product-price")).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

test.describe("after placing an order", () => {
  test("the order's page says what happens next, with calm badges and the phone formatted", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "next-steps" });
    const { orderId } = await placeOrderOverApi(request, buyer, (products) => products.find((p) => p.stock && p.box_quantity > 1)!);
    await signIn(page, buyer);
    await gotoHydrated(page, `/order/${orderId}`);
    const steps = page.getByTestId("order-next-steps");
    await expect(steps.getByRole("heading", { name: "What happens next" })).toBeVisible();
    await expect(steps).toContainText(`We have your order #${orderId}`);
    await expect(steps).toContainText(`Confirmation email sent to ${buyer.email}`);
    await expect(steps).toContainText("Our staff check stock and confirm your order");
    await expect(steps).toContainText("payment is due within 30 days");
    await expect(main(page).getByText("Not paid", { exact: true })).toBeVisible();
    await expect(main(page).getByRole("link", { name: "(604) 555-0100" })).toHaveAttribute("href", "tel:+16045550100");
    // The product's name gets the room: one or two lines, not squeezed by the barcode.
    const name = page.getByTestId("order-line").first().getByRole("link").first();
    const box = (await name.boundingBox())!;
    expect(box.height).toBeLessThan(50);
    await expect(page.getByTestId("order-line").first().getByTestId("line-quantity")).toContainText(/\d+ cases? · \d+ units/);
    await expectNoSeriousViolations(page);
  });
});

test.describe("smaller things", () => {
  test("registration offers the provinces and takes a phone typed with spaces and dashes, stored as digits", async ({ page, request }) => {
    const email = uniqueEmail("register-phone");
    await gotoHydrated(page, "/register");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a-good-password");
    await page.getByLabel("First name").fill(SAMPLE_PROFILE.first_name);
    await page.getByLabel("Last name").fill(SAMPLE_PROFILE.last_name);
    await page.getByLabel("Phone number").fill("604 555-0123");
    await page.getByLabel("Address", { exact: true }).fill(SAMPLE_PROFILE.address);
    await page.getByLabel("Town/City").fill(SAMPLE_PROFILE.townCity);
    const province = page.getByLabel("Province");
    await expect(province.locator("option")).toHaveCount(14);
    await province.selectOption({ label: "Nova Scotia" });
    await page.getByLabel("Postal code").fill("B3H 1A1");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/waiting-verification");
    const login = await request.post("/api/rest-auth/login/", { data: { email, password: "a-good-password" } });
    const { key, user } = (await login.json()) as { key: string; user: number };
    const profile = await (await request.get(`/api/users/profile/${user}/`, { headers: { Authorization: `Token ${key}` } })).json();
    expect(profile).toMatchObject({ phone_number: "6045550123", state: "NS" });
  });

  test("three columns of cards between 992 and 1279 px", async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 900 });
    await gotoHydrated(page, "/products");
    const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await productCards(page).nth(i).boundingBox())!.y));
    expect(tops[1]).toBe(tops[0]);
    expect(tops[2]).toBe(tops[0]);
    expect(tops[3]).toBeGreaterThan(tops[0]);
  });

  test("the first product pictures load eagerly and first, on the home page and the catalogue", async ({ page }) => {
    for (const path of ["/", "/products"]) {
      await gotoHydrated(page, path);
      const first = productCards(page).filter(visible).first().locator("img");
      await expect(first).toHaveAttribute("fetchpriority", "high");
      expect(await first.getAttribute("loading")).toBeNull();
    }
  });

  test("on a phone the order edit puts the totals and the delivery details before the product picker", async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const buyer = await createCustomer(request, { verified: true, label: "edit-phone" });
    const { orderId } = await placeOrderOverApi(request, buyer, (products) => products.find((p) => p.stock)!);
    await signIn(page, buyer);
    await gotoHydrated(page, `/edit-order/${orderId}`);
    const totals = (await page.getByRole("heading", { name: "Payment summary" }).boundingBox())!;
    const shipping = (await page.getByRole("heading", { name: "Shipping details" }).boundingBox())!;
    const picker = (await page.getByRole("heading", { name: "Add products" }).boundingBox())!;
    expect(totals.y).toBeLessThan(picker.y);
    expect(shipping.y).toBeLessThan(picker.y);
  });
});
