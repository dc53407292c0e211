import type { APIRequestContext, Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, adminToken, CUSTOMER } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, routeIsBuilt, waitHydrated } from "./support/routes";

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
    await page.getByLabel("PO number").fill("NS-PO-55");
    await expect(review).toBeEnabled();
    // Kept in the browser until Review and pay saves them: a reload loses neither (issue 15).
    await page.reload();
    await waitHydrated(page);
    await expect(picker).toHaveText(COMPANY);
    await expect(page.getByTestId("order-for-customer")).toContainText("88 Lonsdale Avenue");
    await expect(page.getByLabel("Order notes")).toHaveValue("Leave with the chef");
    await expect(page.getByLabel("PO number")).toHaveValue("NS-PO-55");
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
    for (const text of [COMPANY, "Jordan Singh", "88 Lonsdale Avenue", "North Vancouver, BC V7M 2E6", CUSTOMER.email, "(604) 555-0123", "Leave with the chef", "NS-PO-55"]) await expect(shipping).toContainText(text);
    await expect(page.getByTestId("subtotal").filter({ visible: true })).toHaveText("$85.52 CAD");
    await expect(page.getByTestId("tax").filter({ visible: true })).toHaveText("$2.62 CAD");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$88.14 CAD");
    await axeAtBothWidths(page);

    // Back to the cart: the saved customer is preselected.
    await page.getByRole("link", { name: "Edit your order" }).click();
    await expect(page).toHaveURL(/\/cart-admin$/);
    await expect(page.getByRole("combobox", { name: "Select customer for order" })).toHaveText(COMPANY);
    await expect(page.getByLabel("Order notes")).toHaveValue("Leave with the chef");
    await waitHydrated(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page).toHaveURL(/\/checkout-admin$/);

    // Place the order: 201 with the order, the toast, then /admin/order/{id}.
    await waitHydrated(page);
    const answer = page.waitForResponse((r) => r.url().includes("/api/orders/admin_order/details/") && r.request().method() === "POST");
    const navigation = page.waitForRequest((r) => /^\/admin\/order\/\d+$/.test(new URL(r.url()).pathname) && r.method() === "GET" && !r.headers()["next-router-prefetch"]);
    await page.getByRole("button", { name: "Place order" }).click();
    const placed = await answer;
    expect(placed.status()).toBe(201);
    expect(placed.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
    const { order } = (await placed.json()) as { order: { id: number; adminCreated: boolean; price: string; companyName: string; orderNotes: string; po_number: string | null } };
    expect(order).toMatchObject({ adminCreated: true, price: "88.14", companyName: COMPANY, orderNotes: "Leave with the chef", po_number: "NS-PO-55" });
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

/*
 * Phone orders (issue 25 item 4): "New order" on the customer's page opens /cart-admin with them
 * chosen; products go in without leaving the page and without the mouse — the quick entry line
 * (an item code, a name, a name that means several products), the product search, Repeat last
 * order — then Review and pay, Place order, and the order is in the customer's orders.
 */
const SUGAR_ITEM = "FLR-1008";

async function demoCustomerId(request: APIRequestContext): Promise<number> {
  const answer = await request.get("/api/users/customers_list_v2/", { headers: { Authorization: `Token ${await adminToken(request)}` } });
  expect(answer.status()).toBe(200);
  const customer = ((await answer.json()) as Array<{ id: number; email: string }>).find((c) => c.email === CUSTOMER.email);
  expect(customer).toBeDefined();
  return customer!.id;
}

async function putInAdminCart(request: APIRequestContext, search: string) {
  const headers = { Authorization: `Token ${await adminToken(request)}` };
  const list = (await (await request.get(`/api/products/product_list/?search=${encodeURIComponent(search)}`, { headers })).json()) as { results: Array<{ id: number }> };
  expect((await request.post("/api/cart/items/", { headers, data: { product: list.results[0].id } })).status()).toBe(201);
}

test.describe("a phone order", () => {
  for (const width of [1280, 390]) {
    test(`New order → quick entry, search, Repeat last order, by keyboard → placed for the customer (${width} px)`, async ({ page, request }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await emptyAdminCart(request);
      const customerId = await demoCustomerId(request);
      // At the phone width the cart already holds a line from an earlier call: the screen says it stays.
      const leftOver = width < 500;
      if (leftOver) await putInAdminCart(request, "canola");
      await signIn(page, ADMIN);

      // The customer's page, their orders and the orders list each have New order.
      await gotoHydrated(page, `/admin/customer-orders/customer/${customerId}`);
      await expect(page.getByRole("link", { name: /^New order for / })).toHaveAttribute("href", `/cart-admin?customer=${customerId}`);
      await gotoHydrated(page, "/admin/orders");
      await expect(page.getByRole("link", { name: "New order", exact: true })).toHaveAttribute("href", "/cart-admin");
      await gotoHydrated(page, `/admin/edit-customer/${customerId}`);
      await page.getByRole("link", { name: `New order for ${COMPANY}` }).click();
      await expect(page).toHaveURL(new RegExp(`/cart-admin\\?customer=${customerId}$`));
      await waitHydrated(page);
      const notice = page.getByTestId("new-order-notice");
      await expect(notice).toContainText(`New order started for ${COMPANY}`);
      await expect(page.getByRole("combobox", { name: "Select customer for order" })).toHaveText(COMPANY);
      await expect(page.getByTestId("order-for-customer")).toContainText("88 Lonsdale Avenue");
      if (leftOver) {
        await expect(notice).toContainText("Your cart already held 1 line");
        await expect(notice).toContainText(`It stays in the cart and will be ordered for ${COMPANY}`);
        await notice.getByRole("button", { name: "Empty the cart" }).click();
        await expect(page.getByText("You don't have products in cart.")).toBeVisible();
      }

      // The keyboard starts on the quick entry line: an item code, then a name.
      const entry = page.getByRole("textbox", { name: "Item code or name, then cases" });
      await expect(entry).toBeFocused();
      const log = page.getByTestId("quick-entry-log");
      await page.keyboard.type(`${SUGAR_ITEM} 2`);
      await page.keyboard.press("Enter");
      await expect(log.getByRole("listitem").first()).toContainText(`Added 2 cases of ${SUGAR} (20 units).`);
      await expect(entry).toHaveValue("");
      await expect(entry).toBeFocused();
      await page.keyboard.type("ketchup potato chips 1");
      await page.keyboard.press("Enter");
      await expect(log.getByRole("listitem").first()).toContainText(`Added 1 case of ${CHIPS} (48 units), found by name.`);
      await expect(entry).toBeFocused();

      // A line that names nothing stays, with why; fixed, it goes in.
      await page.keyboard.type("no-such-thing 1");
      await page.keyboard.press("Enter");
      await expect(page.getByText("No product has the item code, barcode or name “no-such-thing”.").first()).toBeVisible();
      await expect(entry).toHaveValue("no-such-thing 1");
      await expect(entry).toHaveAttribute("aria-invalid", "true");
      // A name that means several products: pick one with the keyboard.
      await entry.fill("tomatoes 1");
      await page.keyboard.press("Enter");
      const choices = page.getByTestId("quick-entry-choices");
      await expect(choices).toContainText("Which product is “tomatoes”?");
      await expect(choices.getByRole("button").first()).toBeFocused();
      await choices.getByRole("button", { name: /Diced Tomatoes 796 mL/ }).press("Enter");
      await expect(log.getByRole("listitem").first()).toContainText("Added 1 case of Diced Tomatoes 796 mL");
      await expect(entry).toBeFocused();
      await expect(page.getByTestId(width > 991 ? "cart-line" : "cart-card")).toHaveCount(3);

      // The product search: type, Enter picks the first match, the cases, Enter adds.
      const search = page.getByRole("combobox", { name: "Search products" });
      await search.focus();
      await page.keyboard.type("crushed tomatoes");
      const options = page.getByRole("listbox", { name: "Search products" }).getByRole("option");
      await expect(options.first()).toContainText("Crushed Tomatoes 2.84 L");
      // axe with the search open.
      await expectNoSeriousViolations(page);
      await page.keyboard.press("Enter");
      const cases = page.getByRole("textbox", { name: /^Cases of Crushed Tomatoes 2\.84 L/ });
      await expect(cases).toBeFocused();
      await page.keyboard.type("3");
      await page.keyboard.press("Enter");
      await expect(page.getByText(/^Added 3 cases of Crushed Tomatoes 2\.84 L/)).toBeVisible();
      await expect(search).toBeFocused();
      await expect(search).toHaveValue("");

      // Repeat last order: the customer's latest order's lines, at today's prices.
      await page.getByRole("button", { name: "Repeat last order" }).click();
      await expect(page.getByTestId("repeat-last-outcome")).toContainText(/Added \d+ lines? from order #\d+ at today's prices\.|Nothing from order #\d+ can be ordered now\./);

      // Enter on an empty quick entry line goes to Review and pay; Enter there, then Place order.
      await entry.focus();
      await page.keyboard.press("Enter");
      const review = page.getByRole("button", { name: "Review and pay" });
      await expect(review).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/checkout-admin$/);
      await expect(page.getByText(`Ordering for ${COMPANY}`)).toBeVisible();
      await waitHydrated(page);
      const answer = page.waitForResponse((r) => r.url().includes("/api/orders/admin_order/details/") && r.request().method() === "POST");
      await page.getByRole("button", { name: "Place order" }).focus();
      await page.keyboard.press("Enter");
      const placed = await answer;
      expect(placed.status()).toBe(201);
      const { order } = (await placed.json()) as { order: { id: number; companyName: string; purchased_items: Array<{ product: { name: string } }> } };
      expect(order.companyName).toBe(COMPANY);
      for (const name of [SUGAR, CHIPS, "Diced Tomatoes 796 mL", "Crushed Tomatoes 2.84 L"]) expect(order.purchased_items.map((line) => line.product.name)).toContain(name);
      await expect(page.getByText("Order created succesfully")).toBeVisible();

      // In the customer's orders.
      await gotoHydrated(page, `/admin/customer-orders/customer/${customerId}`);
      // A table row on a wide screen, a card on a phone.
      await expect(page.locator("main").getByText(new RegExp(`#${order.id}$`)).filter({ visible: true })).toHaveCount(1);
    });
  }

  test("a New order link for an id that is no customer's says so and keeps the cart's customer", async ({ page }) => {
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/cart-admin?customer=2000000000");
    await expect(page.getByRole("alert").filter({ hasText: "Customer 2000000000 does not exist." })).toBeVisible();
    // Not an id at all: the clean URL.
    await page.goto("/cart-admin?customer=abc");
    await expect(page).toHaveURL(/\/cart-admin$/);
  });
});
