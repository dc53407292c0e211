import type { APIRequestContext, Page } from "@playwright/test";
import { test } from "./support/test";
import { createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";

/*
 * The whole journey of docs/product.md §4 "Checkout flow" and the order screens, on the demo catalogue:
 * - "Golden Yellow Sugar 2 kg": $3.79 less 12.5 % = $3.32 a unit, case of 10, 10-1 promotion, untaxed;
 * - "Ketchup Potato Chips 40 g": $1.09, case of 48, taxable (G, 5 %);
 * - "Pastry Flour 10 kg": $16.95 less 12.5 % = $14.83, sold by the unit, untaxed.
 */
const SUGAR = "Golden Yellow Sugar 2 kg";
const CHIPS = "Ketchup Potato Chips 40 g";
const FLOUR = "Pastry Flour 10 kg";

const TIME = /\d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} (AM|PM)/;

async function addFromCatalogue(page: Page, name: string, cartCount: number) {
  await gotoHydrated(page, `/products?search=${encodeURIComponent(name.toLowerCase())}`);
  await page.getByRole("button", { name: `Add to cart ${name}` }).click();
  await expect(page.getByRole("link", { name: `Cart, ${cartCount} ${cartCount === 1 ? "item" : "items"}` })).toBeVisible();
}

/** A second order over the REST API with an API token, as another client of the shop would place it. */
async function placeOrderOverApi(request: APIRequestContext, account: { email: string; password: string }, productName: string, units: number, price: string) {
  const login = await request.post("/api/rest-auth/login/", { data: { username: account.email, password: account.password } });
  const { key } = (await login.json()) as { key: string };
  const headers = { Authorization: `Token ${key}` };
  const list = await request.get(`/api/products/product_list/?is_deleted=false&search=${encodeURIComponent(productName.toLowerCase())}`, { headers });
  const product = ((await list.json()) as { results: Array<{ id: number; name: string }> }).results.find((p) => p.name === productName)!;
  const answer = await request.post("/api/orders/order/details/", {
    headers,
    data: { companyName: "", country: "Canada", address: "1 Water St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: account.email, phone: "6045550100", orderNotes: "", purchased_items: [{ id: product.id, quantity: units }], price },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { order: { id: number } }).order.id;
}

test.describe("checkout and the customer's orders", () => {
  test("browse, add, cart, billing, review, place, order page, my orders, edit the order", { tag: "@smoke" }, async ({ page, context, request }) => {
    test.setTimeout(90_000);
    const buyer = await createCustomer(request, { verified: true, label: "journey" });
    await signIn(page, buyer);
    await addFromCatalogue(page, SUGAR, 1);
    await addFromCatalogue(page, CHIPS, 2);

    // The cart, with the billing prefilled from the profile and folded into one line (issue 26); Change unfolds it.
    await page.getByRole("link", { name: "Cart, 2 items" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: SUGAR })).toContainText("+1 GRATIS");
    await expect(page.getByTestId("estimated-total").filter({ visible: true })).toHaveText("$85.52 CAD");
    await expect(page.getByTestId("billing-summary")).toContainText("Tremblay Bistro, Robin Tremblay, 800 Granville Street, Vancouver, British Columbia");
    await expect(page.getByLabel("Address", { exact: true })).toHaveCount(0);
    await waitHydrated(page);
    await page.getByRole("button", { name: "Change the billing details" }).click();
    await expect(page.getByLabel("Company name")).toBeFocused();
    await expect(page.getByLabel("Province")).toHaveValue("BC");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("800 Granville Street");
    await expect(page.getByLabel("Company name")).toHaveValue("Tremblay Bistro");
    await expect(page.getByLabel("Country")).toHaveValue("Canada");
    await expect(page.getByLabel("Country")).toHaveAttribute("readonly", "");
    await expectNoSeriousViolations(page);

    // Billing validation: nothing is saved and the buyer stays on the cart.
    await page.getByLabel("Address", { exact: true }).fill("");
    await page.getByLabel("Postal code").fill("12345");
    await page.getByLabel("Phone").fill("604-555");
    await page.getByLabel("Email address").fill("not an email");
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page.getByText("Enter a Canadian postal code, e.g. V6B 1A1.").filter({ visible: true })).toBeVisible();
    await expect(page.getByText("Enter a phone number of 7 to 15 digits (spaces and dashes are fine).").filter({ visible: true })).toBeVisible();
    await expect(page.getByText("Please enter valid email address").filter({ visible: true })).toBeVisible();
    await expect(page.getByText("This field is required.").filter({ visible: true })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);

    await page.getByLabel("Address", { exact: true }).fill("1055 Canada Place");
    await page.getByLabel("Postal code").fill("v6c 0c3");
    await page.getByLabel("Phone").fill("6045550188");
    await page.getByLabel("Email address").fill(buyer.email);
    await page.getByLabel("Order notes").fill("Deliver to the loading dock");
    await page.getByRole("button", { name: "Review and pay" }).click();

    // Review.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { name: "Items in your cart" })).toBeVisible();
    const sugarRow = page.getByRole("row").filter({ hasText: SUGAR });
    await expect(sugarRow).toContainText("062418003646");
    await expect(sugarRow).toContainText("$3.32");
    await expect(sugarRow).toContainText("1 case · 10 units");
    await expect(sugarRow).toContainText("+1 GRATIS = 11 units");
    await expect(page.getByTestId("subtotal").filter({ visible: true })).toHaveText("$85.52 CAD");
    await expect(page.getByTestId("tax").filter({ visible: true })).toHaveText("$2.62 CAD");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$88.14 CAD");
    await expect(page.getByTestId("shipping-address").filter({ visible: true })).toContainText("1055 Canada Place");
    await expect(page.getByTestId("shipping-address").filter({ visible: true })).toContainText("V6C 0C3");
    await expect(page.getByRole("link", { name: "Edit your order" })).toHaveAttribute("href", "/cart");
    await expectNoSeriousViolations(page);

    // The saved draft survives a reload of the cart (folded again: it is complete).
    await page.getByRole("link", { name: "Edit your order" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.reload();
    await expect(page.getByTestId("billing-summary")).toContainText("1055 Canada Place");
    await waitHydrated(page);
    await page.getByRole("button", { name: "Review and pay" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Placing an order needs the browser online.
    await waitHydrated(page);
    await context.setOffline(true);
    await expect(page.getByRole("button", { name: "Place your order" })).toBeDisabled();
    await expect(page.getByText("You are offline. Connect to the internet to continue.").filter({ visible: true })).toBeVisible();
    await context.setOffline(false);

    // Place the order.
    await page.getByRole("button", { name: "Place your order" }).click();
    await expect(page.getByText("Order created succesfully").filter({ visible: true })).toBeVisible();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByRole("heading", { level: 1, name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
    await expect(page.getByText("Not paid", { exact: true })).toBeVisible();
    await expect(page.getByText("Not delivered", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Placed /)).toHaveText(new RegExp(`^Placed ${TIME.source}$`));
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("My orders");
    await expect(page.getByRole("row").filter({ hasText: SUGAR })).toContainText("1 case · 10 units");
    await expect(page.getByRole("row").filter({ hasText: SUGAR })).toContainText("+1 GRATIS = 11 units");
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$88.14 CAD");
    await expect(page.getByText("Deliver to the loading dock").filter({ visible: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The cart is empty now, and so is the draft: /checkout sends back to the cart.
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("You don't have products in cart.").filter({ visible: true })).toBeVisible();

    // Edit the unconfirmed order.
    await gotoHydrated(page, `/order/${orderId}`);
    await page.getByRole("link", { name: "Edit order" }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-order/${orderId}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Edit order #${orderId}` })).toBeVisible();
    await waitHydrated(page);
    await page.getByRole("button", { name: `One more case of ${CHIPS}` }).click();
    await expect(page.getByText("Order edited succesfully").first()).toBeVisible();
    await expect(page.getByRole("textbox", { name: `Cases of ${CHIPS}` })).toHaveValue("2");
    // Chips 96 × $1.09 = $104.64, tax $5.23; sugar $33.20: $137.84 + $5.23.
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$143.07 CAD");

    await page.getByRole("button", { name: `Delete ${SUGAR} from the order` }).click();
    await expect(page.getByTestId("edit-line").filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole("button", { name: `Delete ${CHIPS} from the order` })).toBeDisabled();
    await expect(page.getByText("An order keeps at least one item.").filter({ visible: true })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search products to add" }).fill("Pastry Flour");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("button", { name: `Add ${FLOUR} to the order` }).click();
    await expect(page.getByTestId("edit-line").filter({ visible: true })).toHaveCount(2);
    // $104.64 + $14.83 = $119.47, tax $5.23.
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$124.70 CAD");

    await page.getByLabel("Town/City").fill("Burnaby");
    await page.getByLabel("Postal code").fill("V5J 0A1");
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Order edited succesfully").first()).toBeVisible();

    await page.getByRole("link", { name: "Back to the order" }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
    await expect(page.getByTestId("shipping-address").filter({ visible: true })).toContainText("Burnaby, BC V5J 0A1");
    await expect(page.getByTestId("order-line").filter({ visible: true })).toHaveCount(2);
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$124.70 CAD");

    // My orders: a second, cheaper order placed by another client; sort and filter.
    const second = await placeOrderOverApi(request, buyer, FLOUR, 1, "14.83");
    await gotoHydrated(page, "/my-orders");
    await expect(page.getByTestId("orders-count").filter({ visible: true })).toHaveText("2 orders");
    const rows = page.getByTestId("order-row");
    await expect(rows.first()).toContainText(`#${second}`);
    await page.getByLabel("Sort by").selectOption({ label: "Total high–low" });
    await expect(page).toHaveURL(/sort=-price/);
    await expect(rows.first()).toContainText(`#${orderId}`);
    await expect(rows.first()).toContainText("$124.70 CAD");
    await page.getByLabel("Show").selectOption({ label: "Paid" });
    await expect(page.getByText("No orders match this filter.").filter({ visible: true })).toBeVisible();
    await page.getByLabel("Show").selectOption({ label: "Not delivered" });
    await expect(page).toHaveURL(/delivered_status=Not\+delivered/);
    await expect(rows).toHaveCount(2);
    await page.getByRole("link", { name: `Details of order #${second}` }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${second}$`));
  });

  test("the whole checkout works from the keyboard", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "keyboard" });
    await signIn(page, buyer);
    await gotoHydrated(page, `/products?search=${encodeURIComponent(FLOUR.toLowerCase())}`);
    await page.getByRole("button", { name: `Add to cart ${FLOUR}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

    await gotoHydrated(page, "/cart");
    const quantity = page.getByRole("textbox", { name: `Quantity of ${FLOUR}` });
    await quantity.focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `One more case of ${FLOUR}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveValue("2");
    // The billing is folded (issue 26): the PO number, then Review and pay.
    await page.getByLabel("PO number").focus();
    await page.keyboard.type("KB-77");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Review and pay" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/checkout$/);
    await waitHydrated(page);
    await expect(page.getByTestId("grand-total").filter({ visible: true })).toHaveText("$29.66 CAD");
    await page.getByRole("button", { name: "Place your order" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(page.getByTestId("po-number").filter({ visible: true })).toHaveText("KB-77");
  });

  test("a confirmed order shows when it was confirmed and cannot be edited", async ({ page }) => {
    await signIn(page, { email: "harbourcafe@demo.example.ca", password: "demo-customer" });
    await gotoHydrated(page, "/my-orders?status=Paid");
    const row = page.getByTestId("order-row").filter({ hasText: "Confirmed" }).first();
    await row.getByRole("link", { name: /^Details of order/ }).click();
    await expect(page).toHaveURL(/\/order\/\d+$/);
    await expect(page.getByTestId("confirmed-at").filter({ visible: true })).toHaveText(new RegExp(`^Confirmed at ${TIME.source}$`));
    await expect(page.getByRole("link", { name: "Edit order" })).toHaveCount(0);
    const id = new URL(page.url()).pathname.split("/").pop();
    await page.goto(`/edit-order/${id}`);
    await expect(page).toHaveURL(new RegExp(`/order/${id}$`));
  });

  test("another customer's order is not found", async ({ page, request }) => {
    const other = await createCustomer(request, { verified: true, label: "other" });
    const theirs = await placeOrderOverApi(request, other, FLOUR, 1, "14.83");
    const buyer = await createCustomer(request, { verified: true, label: "nosy" });
    await signIn(page, buyer);
    await page.goto(`/order/${theirs}`);
    await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
    await page.goto(`/edit-order/${theirs}`);
    await expect(page.getByRole("heading", { name: "Order not found" })).toBeVisible();
  });

  test("checkout without a session: to login when a checkout was under way, otherwise home", async ({ page, context, baseURL }) => {
    await page.goto("/checkout");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await context.addCookies([{ name: "shop_checkout_redirect", value: "1", url: baseURL! }]);
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/login\?next=checkout$/);
  });

  test("on a phone the cart is a list of cards that fits the screen", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "phone" });
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, buyer);
    await gotoHydrated(page, `/products?search=${encodeURIComponent(FLOUR.toLowerCase())}`);
    await page.getByRole("button", { name: `Add to cart ${FLOUR}` }).click();
    await expect(page.getByText(`1x ${FLOUR} added to cart`).filter({ visible: true })).toBeVisible();
    await gotoHydrated(page, "/cart");
    await expect(page.getByTestId("cart-card").filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole("table")).toBeHidden();
    await page.getByRole("button", { name: `One more case of ${FLOUR}` }).click();
    await expect(page.getByTestId("estimated-total").filter({ visible: true })).toHaveText("$29.66 CAD");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Review and pay" })).toBeVisible();
  });
});
