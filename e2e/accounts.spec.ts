import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test } from "./support/test";
import {
  ADMIN,
  CUSTOMER,
  PENDING,
  createCustomer,
  fillLogin,
  fillRegistration,
  loginButton,
  logoutViaHeader,
  openNavMenu,
  setVerified,
  uniqueEmail,
} from "./support/accounts";
import { expect } from "./support/expect";
import { resetCodeFor } from "./support/mail";
import { expectNavigationTo, gotoHydrated, waitHydrated } from "./support/routes";

const WAITING_TEXTS = ["Verification in progress.", "You'll be notified on your email address once we confirm your account"];
const WRONG_CREDENTIALS = "Unable to log in with provided credentials.";

test.describe.configure({ timeout: 60_000 });

const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

async function expectWaitingPage(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === "/waiting-verification");
  await expect(page.getByRole("heading", { level: 1, name: WAITING_TEXTS[0] })).toBeVisible();
  await expect(page.getByText(WAITING_TEXTS[1])).toBeVisible();
  // OK leads to the catalogue, browsed as a visitor until verified (issue 14).
  await expect(page.getByRole("link", { name: "OK" })).toHaveAttribute("href", "/products");
}

test.describe("registration and verification", () => {
  test("a new customer registers, waits for verification, and sees prices once staff verify", async ({ page, request }) => {
    const email = uniqueEmail("register");
    await gotoHydrated(page, "/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await fillRegistration(page, { email, company: "Singh Catering" });
    await expect(page.getByLabel("Country")).toHaveValue("Canada");
    await expect(page.getByLabel("Country")).toHaveAttribute("readonly", "");
    await page.getByRole("button", { name: "Create account" }).click();

    await expectWaitingPage(page);
    // The unverified customer has the waiting page only: no catalogue link, no cart, no profile.
    await expect(nav(page).getByRole("link", { name: "Products" })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: /^Cart/ })).toHaveCount(0);
    await openNavMenu(page, email);
    await expect(page.getByRole("menuitem", { name: "My profile" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await page.keyboard.press("Escape");

    // The catalogue is open to them as to a visitor (no prices); their own pages are not yet.
    for (const path of ["/", "/products"]) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await expect(page.locator("main")).not.toContainText("$");
    }
    for (const path of ["/my-profile", "/login", "/cart"]) {
      await page.goto(path);
      await expectWaitingPage(page);
    }

    // The details typed into the form were saved with the account.
    const me = await page.request.get("/api/rest-auth/user/");
    expect(me.status()).toBe(200);
    const { user, verified, form } = (await me.json()) as { user: number; verified: boolean; form: string };
    expect({ verified, form }).toEqual({ verified: false, form: "Customer" });
    const profile = (await (await page.request.get(`/api/users/profile/${user}/`)).json()) as Record<string, unknown>;
    expect(profile).toMatchObject({ email, first_name: "Maya", company: "Singh Catering", zipcode: "V6B 1A1", country: "Canada" });

    // Staff verify the customer; after a reload the home page shows prices.
    await setVerified(request, user);
    await page.goto("/");
    await expect(page).toHaveURL((url) => url.pathname === "/");
    const main = page.locator("main");
    await expect(main.getByRole("article").first()).toBeVisible();
    await expect(main).toContainText("$");
    await expect(main).not.toContainText("Login to see price");
    await expect(nav(page).getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/cart");
    await openNavMenu(page, email);
    await expect(page.getByRole("menuitem", { name: "My profile" })).toHaveAttribute("href", "/my-profile");
    await expect(page.getByRole("menuitem", { name: "My orders" })).toHaveAttribute("href", "/my-orders");
  });

  test("registering an email that is taken shows the server's message under the form", async ({ page }) => {
    await gotoHydrated(page, "/register");
    await fillRegistration(page, {
      email: CUSTOMER.email,
      password: "a-good-password",
      firstName: "Sam",
      lastName: "Lee",
      phone: "6045550100",
      address: "1 Road",
      townCity: "Burnaby",
      postalCode: "V5J 0A1",
    });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("A user is already registered with this e-mail address.");
    await expect(page).toHaveURL((url) => url.pathname === "/register");
  });

  test("register validates fields in the browser", async ({ page }) => {
    await gotoHydrated(page, "/register");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).focus();
    await expect(page.getByText("Please enter valid email address")).toBeVisible();
    await page.getByLabel("Postal code").fill("12345");
    await page.getByLabel("Phone number").focus();
    await expect(page.getByText("Enter a Canadian postal code, e.g. V6B 1A1.")).toBeVisible();
  });
});

test.describe("login and logout", () => {
  const roles = [
    { name: "admin", account: ADMIN, target: "/admin", menu: undefined },
    { name: "verified customer", account: CUSTOMER, target: "/products", menu: CUSTOMER.email },
  ] as const;

  for (const role of roles) {
    test(`the ${role.name} logs in to ${role.target} and logs out`, async ({ page }) => {
      await fillLogin(page, role.account.email, role.account.password);
      await expectNavigationTo(page, role.target, () => loginButton(page).click());
      await expect(nav(page).getByRole("link", { name: "Products" })).toBeVisible();
      await expect(nav(page).getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(nav(page).getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
      if (role.name === "admin") {
        await openNavMenu(page, "Manage");
        for (const [name, href] of [
          ["Work to do", "/admin"],
          ["Manage products", "/admin/products"],
          ["Manage orders", "/admin/orders"],
          ["Manage categories", "/admin/categories"],
          ["Manage vendors", "/admin/vendors/"],
          ["Manage customers", "/admin/customers"],
        ]) {
          await expect(page.getByRole("menuitem", { name })).toHaveAttribute("href", href);
        }
        await page.keyboard.press("Escape");
      }
      // A signed-in user is sent away from the login page.
      await page.goto("/login");
      await expect(page).toHaveURL((url) => url.pathname === "/");
      await logoutViaHeader(page, role.menu);
      await page.goto("/login");
      await expect(page).toHaveURL((url) => url.pathname === "/login");
    });
  }

  test("the unverified customer logs in to the waiting page and logs out", { tag: "@smoke" }, async ({ page }) => {
    await fillLogin(page, PENDING.email, PENDING.password);
    await loginButton(page).click();
    await expectWaitingPage(page);
    await page.goto("/register");
    await expectWaitingPage(page);
    await logoutViaHeader(page, PENDING.email);
  });

  test("a wrong password shows the server's error until a field is edited", async ({ page }) => {
    await fillLogin(page, CUSTOMER.email, "not-the-password");
    await loginButton(page).click();
    const error = page.getByTestId("form-error");
    await expect(error).toHaveText(WRONG_CREDENTIALS);
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await page.getByLabel("Password", { exact: true }).press("x");
    await expect(error).toHaveCount(0);
  });

  test("the login form validates after leaving a field and needs valid input", async ({ page }) => {
    await gotoHydrated(page, "/login");
    await expect(loginButton(page)).toBeDisabled();
    const email = page.getByLabel("Email address");
    await email.fill("someone@");
    await expect(page.getByText("Please enter valid email address")).toHaveCount(0);
    await email.press("Tab");
    await expect(page.getByText("Please enter valid email address")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).press("Tab");
    await expect(page.getByText("Minimum password length is 1 character")).toBeVisible();
    await email.fill("someone@example.ca");
    await page.getByLabel("Password", { exact: true }).fill("x");
    await expect(loginButton(page)).toBeEnabled();
    await page.context().setOffline(true);
    await expect(page.getByText("No internet, please check your connection!")).toBeVisible();
    await expect(loginButton(page)).toBeDisabled();
    await page.context().setOffline(false);
    await expect(loginButton(page)).toBeEnabled();
    await expect(page.getByText("No internet, please check your connection!")).toHaveCount(0);
  });
});

test.describe("password reset", () => {
  test("request a code, enter it, set a new password and end signed in", async ({ page, request }) => {
    const customer = await createCustomer(request, { verified: true, label: "reset" });
    await gotoHydrated(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/youremail");
    await waitHydrated(page);
    await page.getByLabel("Email address").filter({ visible: true }).fill(customer.email);
    await page.getByRole("button", { name: "Send code" }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/validateCode" && url.searchParams.get("email") === customer.email);
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByRole("link", { name: "Send a new code" })).toBeVisible();
    const submit = page.getByRole("button", { name: "Check code" });
    await expect(submit).toBeDisabled();
    const code = await resetCodeFor(customer.email);

    // A wrong code shows the server's error, which goes away when the code is edited.
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Code").fill(wrong);
    await submit.click();
    await expect(page.getByTestId("form-error")).not.toBeEmpty();
    await page.getByLabel("Code").fill(code);
    await expect(page.getByTestId("form-error")).toHaveCount(0);
    await submit.click();

    await expect(page).toHaveURL((url) => url.pathname === "/enterpassword");
    await expect(page.getByText(customer.email).filter({ visible: true })).toBeVisible();
    const newPassword = `new-${Date.now()}`;
    await page.getByLabel("New password").fill(newPassword);
    await expectNavigationTo(page, "/products", () => page.getByRole("button", { name: "Save new password" }).click());
    await expect(nav(page).getByRole("button", { name: customer.email })).toBeVisible();

    // The new password works and the old one does not.
    const oldLogin = await request.post("/api/rest-auth/login/", { data: { email: customer.email, password: customer.password } });
    expect(oldLogin.status()).toBe(400);
    const newLogin = await request.post("/api/rest-auth/login/", { data: { email: customer.email, password: newPassword } });
    expect(newLogin.status()).toBe(200);
  });

  test("the new-password page without a code sends the user to request one", async ({ page }) => {
    await page.goto("/enterpassword");
    await expect(page.getByText("Your reset code has expired or was not entered in this browser tab.")).toBeVisible();
    await page.getByRole("link", { name: "Request a new code" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/youremail");
  });
});

test.describe("my profile", () => {
  test("a verified customer edits the profile; the change is saved", async ({ page, request }) => {
    const customer = await createCustomer(request, { verified: true, label: "profile" });
    await fillLogin(page, customer.email, customer.password);
    await expectNavigationTo(page, "/products", () => loginButton(page).click());
    await openNavMenu(page, customer.email);
    await page.getByRole("menuitem", { name: "My profile" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/my-profile");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();

    const email = page.getByLabel("Email address");
    await expect(email).toHaveValue(customer.email);
    await expect(email).toHaveAttribute("readonly", "");
    const company = page.getByLabel("Company");
    await expect(company).toHaveValue("Tremblay Bistro");
    await company.fill("Tremblay Bistro & Bakery");
    await page.getByLabel("Postal code").fill("v5k 0a1");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Profile updated succesfully")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Company")).toHaveValue("Tremblay Bistro & Bakery");
    await expect(page.getByLabel("Postal code")).toHaveValue("V5K 0A1");
  });

  test("an invalid field is not saved and the form says why", async ({ page, request }) => {
    const customer = await createCustomer(request, { verified: true, label: "profile-bad" });
    await fillLogin(page, customer.email, customer.password);
    await expectNavigationTo(page, "/products", () => loginButton(page).click());
    await gotoHydrated(page, "/my-profile");
    await page.getByLabel("Phone number").fill("604-555");
    await page.getByLabel("Phone number").press("Tab");
    await expect(page.getByText("Enter a phone number of 7 to 15 digits (spaces and dashes are fine).")).toBeVisible();
    // Submit stays disabled while the form is invalid (issue 3: "submit disabled while invalid").
    await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
    await expect(page.getByText("Profile updated succesfully")).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel("Phone number")).not.toHaveValue("604-555");
  });

  test("a visitor cannot open the profile page: they are asked to log in, and come back to it", async ({ page }) => {
    await page.goto("/my-profile");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("next") === "/my-profile");
    await expect(page.getByTestId("login-reason")).toHaveText("Log in to see your profile.");
  });
});

test.describe("routes and navigation", () => {
  test("an unknown path redirects to the home page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("a visitor sees Products, Login and Register, and no cart", async ({ page }) => {
    await page.goto("/");
    await expect(nav(page).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(nav(page).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(nav(page).getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(nav(page).getByRole("link", { name: /^Cart/ })).toHaveCount(0);
  });

  test("on a narrow screen the menu button opens the navigation from the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    const menu = nav(page).getByRole("button", { name: "Menu" });
    const login = nav(page).getByRole("link", { name: "Login" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(login).toBeHidden();
    const panelId = await menu.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    await expect(page.locator(`#${panelId}`)).toBeAttached();

    // From the skip link, Tab reaches the menu button past the banner's links and the logo.
    await page.keyboard.press("Tab");
    for (let i = 0; i < 10 && !(await menu.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(menu).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(login).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(login).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === "/login");
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  test("on a wide screen the links show without a menu button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(nav(page).getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(nav(page).getByRole("link", { name: "Login" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  async function expectNoSeriousViolations(page: Page): Promise<void> {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  }

  for (const path of ["/login", "/register", "/youremail"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoSeriousViolations(page);
    });
  }

  test("/waiting-verification has no serious or critical axe violations", async ({ page }) => {
    await fillLogin(page, PENDING.email, PENDING.password);
    await loginButton(page).click();
    await expectWaitingPage(page);
    await expectNoSeriousViolations(page);
  });

  test("/my-profile has no serious or critical axe violations", async ({ page }) => {
    await fillLogin(page, CUSTOMER.email, CUSTOMER.password);
    await expectNavigationTo(page, "/products", () => loginButton(page).click());
    await gotoHydrated(page, "/my-profile");
    await expect(page.getByLabel("Company")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("profile refresh", () => {
  test("a waiting customer verified by staff is let in by the 60 s profile refresh", async ({ page, request }) => {
    const customer = await createCustomer(request, { label: "refresh" });
    await page.clock.install();
    await fillLogin(page, customer.email, customer.password);
    await loginButton(page).click();
    await expectWaitingPage(page);
    await page.locator("html[data-profile-watch=on]").waitFor({ state: "attached" });

    await setVerified(request, customer.id);
    await page.clock.fastForward(30_000);
    await expect(page).toHaveURL((url) => url.pathname === "/waiting-verification");
    await page.clock.fastForward(31_000);
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.locator("main")).not.toContainText("Login to see price");
    await expect(nav(page).getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  });

  test("a customer whose verification is withdrawn loses access at the next refresh", async ({ page, request }) => {
    const customer = await createCustomer(request, { verified: true, label: "unverify" });
    await page.clock.install();
    await fillLogin(page, customer.email, customer.password);
    await expectNavigationTo(page, "/products", () => loginButton(page).click());
    await gotoHydrated(page, "/my-profile");
    await expect(page.getByLabel("Company")).toBeVisible();
    await page.locator("html[data-profile-watch=on]").waitFor({ state: "attached" });

    await setVerified(request, customer.id, false);
    await page.clock.fastForward(61_000);
    await expectWaitingPage(page);
  });
});
