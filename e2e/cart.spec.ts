import { test } from "./support/test";
import { createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";

// "Pastry Flour 10 kg": $16.95 less 12.5 % = $14.83 a unit, sold by the unit, not taxable.
const FLOUR = "Pastry Flour 10 kg";

test.describe("the cart", () => {
  test("a customer adds, steps, types and removes quantities; totals come from the server", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "cart-page" });
    await signIn(page, buyer);
    await gotoHydrated(page, "/products?search=pastry flour");
    await page.getByRole("button", { name: `Add to cart ${FLOUR}` }).click();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

    await gotoHydrated(page, "/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: FLOUR });
    await expect(row).toContainText("$14.83 CAD");
    await expect(row).toContainText("No");
    const quantity = page.getByRole("textbox", { name: `Quantity of ${FLOUR}` });
    await expect(quantity).toHaveValue("1");

    await page.getByRole("button", { name: `One more case of ${FLOUR}` }).click();
    await expect(quantity).toHaveValue("2");
    await expect(page.getByTestId("estimated-total")).toHaveText("$29.66 CAD");

    await quantity.fill("5");
    await quantity.press("Enter");
    await expect(page.getByTestId("estimated-total")).toHaveText("$74.15 CAD");
    await page.reload();
    await expect(page.getByRole("textbox", { name: `Quantity of ${FLOUR}` })).toHaveValue("5");

    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: `Remove ${FLOUR} from cart` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`${FLOUR} removed from cart`)).toBeVisible();
    await expect(page.getByText("You don't have products in cart.")).toBeVisible();
    // The keyboard stays in the cart: on the empty-cart message, not lost to the page.
    const focused = await page.evaluate(() => ({ body: document.activeElement === document.body, text: document.activeElement?.textContent ?? "" }));
    expect(focused.body).toBe(false);
    expect(focused.text).toContain("You don't have products in cart.");
    await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("a visitor has no cart page: they are asked to log in, with the reason, and come back to the cart", async ({ page, request }) => {
    const buyer = await createCustomer(request, { verified: true, label: "cart-return" });
    await page.goto("/cart");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/cart");
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to see your cart.");
    await gotoHydrated(page, page.url());
    await page.getByLabel("Email address").fill(buyer.email);
    await page.getByLabel("Password", { exact: true }).fill(buyer.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/cart");
    await expect(page.getByRole("heading", { level: 1, name: "Shopping Cart" })).toBeVisible();
  });
});
