import { createCustomer } from "./support/accounts";
import { expectNoSeriousViolations, productCards, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The shop's pages in French (issue 28, docs/i18n.md): /fr/... with the same paths and slugs,
 * <html lang>, hreflang alternates both ways and x-default, the header's language switch (which
 * keeps the page and is remembered), and the first visit's choice from Accept-Language. axe on
 * each French screen.
 */

test.describe("the pages in French", () => {
  test("a visitor browses the catalogue in French, with its alternates, and switches back to English on the same page", async ({ page }) => {
    await gotoHydrated(page, "/fr/products?category=1");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Produits" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Connexion" })).toBeVisible();
    const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname + new URL(link.getAttribute("href")!).search])),
    );
    expect(alternates).toEqual({ "en-CA": "/products?category=1", "fr-CA": "/fr/products?category=1", "x-default": "/products?category=1" });
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /\/fr\/products\?category=1$/);
    await expect(productCards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    // A product page: the same slug under /fr, its name in French.
    const first = productCards(page).first().getByRole("link").first();
    const href = await first.getAttribute("href");
    expect(href).toMatch(/^\/fr\/products\/[\w-]+$/);
    await first.click();
    await expect(page).toHaveURL(/\/fr\/products\/[\w-]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");

    // The switch keeps the page, and the choice is remembered.
    await page.getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL((url) => url.pathname === href!.slice(3));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    expect((await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("en-CA");
    await page.getByRole("link", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect((await page.context().cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("fr-CA");
    // Remembered: the English address now opens the French page.
    await page.goto("/products");
    await expect(page).toHaveURL(/\/fr\/products$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  });

  test("a first visit from a French browser opens the French home page; an English one the English", async ({ browser }) => {
    const french = await browser.newContext({ locale: "fr-CA" });
    const page = await french.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expectNoSeriousViolations(page);
    await french.close();
    const english = await browser.newContext({ locale: "en-CA" });
    const other = await english.newPage();
    await other.goto("/");
    await expect(other).toHaveURL((url) => url.pathname === "/");
    await expect(other.locator("html")).toHaveAttribute("lang", "en-CA");
    await english.close();
  });

  test("a signed-in customer's choice is stored on their profile", async ({ page, request }) => {
    const customer = await createCustomer(request, { verified: true, label: "french" });
    await signIn(page, customer);
    await gotoHydrated(page, "/products");
    await page.getByRole("link", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/products$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expectNoSeriousViolations(page);
    const language = () =>
      page.evaluate(async (id) => ((await (await fetch(`/api/users/profile/${id}/`)).json()) as { language: string | null }).language, customer.id);
    expect(await language()).toBe("fr-CA");
    await page.getByRole("link", { name: "Read this page in English" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/products");
    expect(await language()).toBe("en-CA");
  });
});
