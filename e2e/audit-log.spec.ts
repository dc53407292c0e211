import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, adminToken } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The audit log (issue 32, docs/audit.md): staff edit a product's price in the back office, open
 * /admin/audit from the navigation, filter by who and what, and read the row "price: 12.00 → 13.50"
 * with its link to the product; at 1280 px (a table) and 390 px (cards), in English and French,
 * axe on each.
 */

test.describe.configure({ timeout: 120_000 });

/** A product of this spec's own at 12.00, made over the REST API. */
async function productAtTwelve(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const headers = { Authorization: `Token ${await adminToken(request)}` };
  const categories = (await (await request.get("/api/categories/list/")).json()) as Array<{ id: number; parent_category: unknown }>;
  const category = categories.find((c) => c.parent_category === null)!;
  const unique = `${Date.now()}`.slice(-7) + `${Math.floor(Math.random() * 1e4)}`;
  const name = `Audited oats ${unique}`;
  const made = await request.post("/api/products/product/details/", {
    headers,
    multipart: { item: `AUD-${unique}`, name, price: "12.00", box_quantity: "6", sales_tax_code: "E", purchase_tax_code: "E", actions: "None", cat: String(category.id) },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: ((await made.json()) as { id: number }).id, name };
}

/** The row of the product's price edit (the first row: the log is newest first, and it is filtered to this product's writer). */
const priceRow = (page: Page, id: number) =>
  page
    .getByTestId(page.viewportSize()!.width < 992 ? "audit-card" : "audit-row")
    // By the entity's link: a row's text runs its cells together ("#224price: …"), so no \b after the id.
    .filter({ has: page.getByRole("link", { name: `Product #${id}`, exact: true }) })
    .filter({ hasText: "price: 12.00 → 13.50" })
    .first();

test.describe("the audit log", () => {
  test("a price edit in the back office is in the log: who, what, the field before and after", async ({ page, request }) => {
    const product = await productAtTwelve(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);

    // Staff change the price on the product's own screen.
    await gotoHydrated(page, `/admin/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Edit ${product.name}` })).toBeVisible();
    await page.getByLabel("Price per unit (CAD)").fill("13.50");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product edited succesfully").first()).toBeVisible();

    // The log, from the back office's navigation.
    await gotoHydrated(page, "/admin");
    await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Audit log" })).toHaveAttribute("aria-current", "page");

    // Filtered to products written by this admin: the filters go to the URL with the API's names.
    const filters = page.getByRole("form", { name: "Filter the audit log" });
    await filters.getByLabel("Who").fill(ADMIN.email);
    await filters.getByLabel("What").selectOption({ label: "Product" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    // A GET form sends its empty fields too (from=&to=): they filter nothing.
    await expect(page).toHaveURL((url) => url.pathname === "/admin/audit" && url.searchParams.get("actor") === ADMIN.email && url.searchParams.get("entity") === "product");
    await expect(filters.getByLabel("What")).toHaveValue("product");

    const row = priceRow(page, product.id);
    await expect(row).toBeVisible();
    await expect(row).toContainText("Edited");
    await expect(row).toContainText(ADMIN.email);
    await expect(row.getByRole("link", { name: `Product #${product.id}` })).toHaveAttribute("href", `/admin/product/${product.id}`);
    // Only the field that changed: not the product's other fields.
    await expect(row.getByTestId("audit-changes").getByRole("listitem")).toHaveCount(1);
    // The creation is there too, below it, with the price it was made at.
    const created = page.getByTestId("audit-row").filter({ has: page.getByRole("link", { name: `Product #${product.id}`, exact: true }) }).filter({ hasText: "Created" });
    await expect(created).toContainText("price: 12.00");
    await expectNoSeriousViolations(page);

    // A filter that matches nothing, then back to everything.
    await page.goto("/admin/audit?entity=delivery_zone&from=2001-01-01&to=2001-01-02");
    await expect(page.getByText("No changes match these filters")).toBeVisible();
    await page.getByRole("link", { name: "Show every change" }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);

    // A phone: the rows are cards, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin/audit?entity=product");
    await expect(priceRow(page, product.id)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);

    // In French, both widths.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/fr/admin/audit?entity=product");
      await expect(page.getByRole("heading", { level: 1, name: "Journal d’audit" })).toBeVisible();
      const fr = page.getByTestId(width < 992 ? "audit-card" : "audit-row").filter({ hasText: "price: 12.00 → 13.50" }).filter({ has: page.getByRole("link", { name: new RegExp(`nº ${product.id}$`) }) }).first();
      await expect(fr).toContainText("Modifié");
      await expectNoSeriousViolations(page);
    }
  });

  test("visitors and customers never see it", async ({ page }) => {
    await page.goto("/admin/audit");
    await expect(page).toHaveURL(/\/login/);
  });
});
