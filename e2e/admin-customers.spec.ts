import type { Browser, Page } from "@playwright/test";
import { ADMIN, createCustomer, uniqueEmail } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { resetCodeFor } from "./support/mail";
import { apiHeaders } from "./support/orders";
import { expectNavigationTo, gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/* The back office's customers (docs/product.md §2, §4 Verification, §5 create-customer, §8 toasts), as staff;
 * signing a customer out everywhere (issue 22 item 9). */

test.describe.configure({ timeout: 90_000 });

const WIDTHS = [1280, 390] as const;

const customersTable = (page: Page) => page.getByRole("table", { name: /^Customers: / });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

/** A second browser, signed in as someone else. */
async function signedInPage(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test.describe("admin customers", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
  });

  test("creates a customer, who sets a password from the invitation email and signs in", async ({ page, browser }) => {
    const email = uniqueEmail("invited");
    await gotoHydrated(page, "/admin/create-customer");
    await expect(page.getByRole("heading", { level: 1, name: "Create customer" })).toBeVisible();
    const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
    await expect(crumbs.getByRole("link", { name: "Customers" })).toBeVisible();

    for (const label of ["Company", "Email address", "Phone number", "First name", "Last name", "Customer country", "Address", "Town/City", "State", "Zip"]) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(field(page, "Email address")).toHaveAttribute("type", "email");
    // The customer's language (their invitation and emails) starts as the page's.
    await expect(field(page, "Language")).toHaveValue("en-CA");
    const submit = page.getByRole("button", { name: "Create customer" });

    await field(page, "Company").fill("Boulangerie Élan");
    await field(page, "Email address").fill(email);
    await field(page, "Phone number").fill("6045550188");
    await field(page, "First name").fill("Élodie");
    await field(page, "Last name").fill("Marchand");
    await field(page, "Address").fill("1200 Commercial Drive");
    await field(page, "Town/City").fill("Vancouver");
    await field(page, "State").selectOption("BC");
    const zip = field(page, "Zip");
    await zip.fill("90210");
    await zip.blur();
    await expect(page.getByText("Enter a Canadian postal code, e.g. V6B 1A1.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await zip.fill("v5l 3y3");
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page.getByText("Customer created succesfully")).toBeVisible();
    // The new customer's page, where staff go on with them (issue 25 item 6).
    await expect(page).toHaveURL(/\/admin\/edit-customer\/\d+$/);
    await expect(field(page, "Email address")).toHaveValue(email);
    await expect(field(page, "Company")).toHaveValue("Boulangerie Élan");
    await expectNoSeriousViolations(page);

    // The same email again, in capitals: the server's message under the field.
    await gotoHydrated(page, "/admin/create-customer");
    await field(page, "Email address").fill(email.toUpperCase());
    await submit.click();
    await expect(page.getByText("A user is already registered with this e-mail address.")).toBeVisible();

    // The invitation: code → /validateCode → /enterpassword → signed in.
    const code = await resetCodeFor(email);
    const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const invited = await customer.newPage();
    await gotoHydrated(invited, `/validateCode?email=${encodeURIComponent(email)}`);
    await field(invited, "Code").fill(code);
    await invited.getByRole("button", { name: "Check code" }).click();
    await expect(invited).toHaveURL((url) => url.pathname === "/enterpassword");
    const password = `chosen-${Date.now()}`;
    await field(invited, "New password").fill(password);
    await expectNavigationTo(invited, "/products", () => invited.getByRole("button", { name: "Save new password" }).click());
    await customer.close();

    // …and signs in with it later: verified by staff at creation, so straight to the catalogue.
    const again = await signedInPage(browser, { email, password });
    await expect(again).toHaveURL((url) => url.pathname === "/products");
    await expect(again.getByTestId("product-price").first()).toContainText("$");
    await again.context().close();
  });

  test("lists customers with a search and the awaiting ones in their tab; verifying one shows them prices", async ({ page, browser, request }) => {
    const waiting = await createCustomer(request, { verified: false, label: "waiting" });
    const waitingPage = await signedInPage(browser, waiting);
    await waitingPage.goto("/my-profile");
    await expect(waitingPage).toHaveURL((url) => url.pathname === "/waiting-verification");

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/admin/customers");
      await expect(page.getByRole("heading", { level: 1, name: "Manage customers" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Create customer" })).toBeVisible();
      await expect(page.getByTestId("awaiting-notice")).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The search (case and accents aside) is in the URL.
    const search = page.getByRole("searchbox", { name: "Search customers by company, name or email" });
    await search.fill(waiting.email.toUpperCase());
    await search.press("Enter");
    await expect(page).toHaveURL(/\/admin\/customers\?search=/);
    await expect(customersTable(page).getByRole("row")).toHaveCount(2);
    const row = customersTable(page).getByRole("row", { name: new RegExp(waiting.email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
    await expect(row).toContainText("Awaiting verification");
    await expect(row).toContainText("6045550123");
    await expect(row.getByRole("link", { name: /^Orders of / })).toHaveAttribute("href", `/admin/customer-orders/customer/${waiting.id}`);

    // The awaiting tab, with its count.
    await page.getByRole("tab", { name: /Awaiting verification/ }).click();
    await expect(page).toHaveURL(/tab=awaiting/);
    await expect(customersTable(page)).toContainText(waiting.email);
    await expect(customersTable(page)).not.toContainText("Verified");

    await row.getByRole("link", { name: /^Edit / }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/edit-customer/${waiting.id}$`));
    await waitHydrated(page);
    await page.getByRole("button", { name: "Verify customer" }).click();
    await expect(page.getByText(/ is verified$/)).toBeVisible();
    await expect(page.getByTestId("verification-state")).toContainText("Verified:");

    await waitingPage.goto("/products");
    await expect(waitingPage).toHaveURL((url) => url.pathname === "/products");
    await expect(waitingPage.getByTestId("product-price").first()).toContainText("$");
    await expect(nav(waitingPage).getByRole("link", { name: /cart/i })).toBeVisible();
    await waitingPage.context().close();
  });

  test("edits a customer, then deletes them: confirm, toast, back to the list; their sign-in ends", async ({ page, browser, request }) => {
    const target = await createCustomer(request, { verified: true, label: "edited" });
    const targetPage = await signedInPage(browser, target);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `/admin/edit-customer/${target.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Edit customer" })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
    await expect(crumbs.getByRole("link", { name: "Customers" })).toHaveAttribute("href", "/admin/customers");
    await expect(crumbs).toContainText("Tremblay Bistro");

    const emailField = field(page, "Email address");
    await expect(emailField).toHaveValue(target.email);
    await expect(emailField).toHaveAttribute("readonly", "");
    // exact: the page's price list has a button of its own, "Save price list".
    const save = page.getByRole("button", { name: "Save", exact: true });
    await field(page, "First name").fill("");
    await field(page, "First name").blur();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(save).toBeDisabled();
    await field(page, "First name").fill("Roberta");
    await field(page, "Company").fill("Tremblay Bistro & Bar");
    // A customer who chose no language gets English emails: the form says so, and staff can change it.
    const language = field(page, "Language");
    await expect(language).toHaveValue("en-CA");
    await expect(language.locator("option[lang=fr-CA]")).toHaveText("Français");
    await language.selectOption({ label: "Français" });
    await save.click();
    await expect(page.getByText("Customer updated succesfully")).toBeVisible();
    await expect(crumbs).toContainText("Tremblay Bistro & Bar");
    await page.reload();
    await expect(field(page, "First name")).toHaveValue("Roberta");
    await expect(field(page, "Language")).toHaveValue("fr-CA");
    const profile = await request.get(`/api/users/profile/${target.id}/`, { headers: await apiHeaders(request, target) });
    expect(await profile.json()).toMatchObject({ first_name: "Roberta", language: "fr-CA" });

    // Delete: Cancel keeps them; confirming removes them.
    await waitHydrated(page);
    await page.getByRole("button", { name: "Delete customer" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this customer?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("button", { name: "Delete customer" }).click();
    await expectNavigationTo(page, "/admin/customers", () => dialog.getByRole("button", { name: "Delete customer" }).click());
    await expect(page.getByText("Customer deleted succesfully")).toBeVisible();
    const search = page.getByRole("searchbox", { name: "Search customers by company, name or email" });
    await search.fill(target.email);
    await search.press("Enter");
    await expect(page.getByText(/^No customers match/)).toBeVisible();

    // Their web session ended at once.
    await targetPage.goto("/my-profile");
    await expect(targetPage).toHaveURL((url) => url.pathname === "/login" || url.pathname === "/");
    await targetPage.context().close();

    // The edit page of a customer that is gone: the not-found panel.
    await page.goto(`/admin/edit-customer/${target.id}`);
    await expect(page.getByText("Customer not found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to customers" })).toBeVisible();
  });

  test("signs a customer out everywhere: confirm, toast; their web session and API token end", async ({ page, browser, request }) => {
    const target = await createCustomer(request, { verified: true, label: "signed-out" });
    const targetPage = await signedInPage(browser, target);
    const login = await request.post("/api/rest-auth/login/", { data: { email: target.email, password: target.password } });
    expect(login.status()).toBe(200);
    const { key } = (await login.json()) as { key: string };

    await gotoHydrated(page, `/admin/edit-customer/${target.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Sessions and API tokens" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign this customer out everywhere?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(/ is signed out everywhere$/)).toBeVisible();

    const after = await request.get("/api/rest-auth/user/", { headers: { Authorization: `Token ${key}` } });
    expect(after.status()).toBe(401);
    await targetPage.goto("/my-profile");
    await expect(targetPage).toHaveURL((url) => url.pathname === "/login" || url.pathname === "/");
    await targetPage.context().close();
  });

  test("create-customer and its errors pass axe at both widths", async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/admin/create-customer");
      const email = field(page, "Email address");
      await email.fill("not an email");
      await email.blur();
      await expect(page.getByText("Please enter valid email address")).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
});
