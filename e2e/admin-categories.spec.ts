import type { Page } from "@playwright/test";
import { ADMIN } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/* The back office's categories (docs/product.md §2, §4, §5, §8): list, search, add, edit, trash and restore, as staff. */

const table = (page: Page, tab: string) => page.getByRole("table", { name: `Categories: ${tab}` });
const rowOf = (page: Page, tab: string, name: string) => table(page, tab).getByRole("row", { name: new RegExp(name) });

async function addCategory(page: Page, name: string, parent?: string): Promise<void> {
  await gotoHydrated(page, "/admin/add-category");
  await page.getByLabel("Name", { exact: true }).filter({ visible: true }).fill(name);
  if (parent) {
    await page.getByRole("combobox", { name: "Parent category" }).first().click();
    await page.keyboard.type(parent);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("combobox", { name: "Parent category" }).first()).toHaveText(parent);
  }
  await page.getByRole("button", { name: "Add category" }).click();
  await expect(page.getByText("Category added succesfully")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories$/);
}

async function searchFor(page: Page, text: string): Promise<void> {
  const search = page.getByRole("searchbox", { name: "Search categories by name" });
  await search.fill(text);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/admin\/categories\?search=/);
}

test.describe("admin categories", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, ADMIN);
  });

  test("adds a category and a subcategory, edits one, moves it to the trash and restores it", async ({ page }) => {
    // A long journey through eight page loads, on a machine the whole suite shares.
    test.setTimeout(90_000);
    const stamp = `${Date.now()}-${process.pid}`;
    const top = `Harbour Pantry ${stamp}`;
    const sub = `Pantry Jams ${stamp}`;
    const renamed = `Pantry Preserves ${stamp}`;

    await gotoHydrated(page, "/admin/categories");
    await expect(page.getByRole("heading", { level: 1, name: "Manage categories" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "All Categories" })).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousViolations(page);

    // The add form: breadcrumbs, and the slug follows the name until it is typed in.
    await page.getByRole("link", { name: "Add category" }).first().click();
    await expect(page).toHaveURL(/\/admin\/add-category$/);
    const crumbs = page.getByRole("navigation", { name: /breadcrumb/i });
    await expect(crumbs).toContainText("Admin");
    await expect(crumbs.getByRole("link", { name: "Categories" })).toBeVisible();
    await expect(crumbs.getByText("Add category")).toBeVisible();
    await waitHydrated(page);
    await page.getByLabel("Name", { exact: true }).filter({ visible: true }).fill(`Crème & Jam's ${stamp}`);
    await expect(page.getByLabel("Slug")).toHaveValue(`creme_jams_${stamp.replace("-", "_")}`);
    await expect(page.getByRole("combobox", { name: "Parent category" })).toHaveText("None (top level)");
    await expectNoSeriousViolations(page);

    await addCategory(page, top);
    await addCategory(page, sub, top);

    // The search lives in the URL; the subcategory shows its parent.
    await searchFor(page, `pantry jams ${stamp}`);
    await expect(page.getByTestId("categories-count")).toHaveText(/^1 category matches/);
    const subRow = rowOf(page, "All Categories", sub);
    await expect(subRow).toContainText(top);

    // Edit it.
    await subRow.getByRole("link", { name: `Edit ${sub}` }).click();
    await expect(page).toHaveURL(/\/admin\/category\/\d+$/);
    await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByText(sub)).toBeVisible();
    await waitHydrated(page);
    await expect(page.getByRole("combobox", { name: "Parent category" })).toHaveText(top);
    await page.getByLabel("Name", { exact: true }).filter({ visible: true }).fill(renamed);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Category edited succesfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories$/);
    await searchFor(page, renamed);
    const renamedRow = rowOf(page, "All Categories", renamed);
    await expect(renamedRow).toContainText(top);

    // Move to trash, behind the confirmation.
    await renamedRow.getByRole("button", { name: `Move to trash ${renamed}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Move this category to the trash?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole("button", { name: "Move to trash" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Category moved to trash")).toBeVisible();
    await expect(rowOf(page, "All Categories", renamed)).toHaveCount(0);

    // It is under Categories in trash; Restore brings it back.
    await page.getByRole("tab", { name: "Categories in trash" }).click();
    await expect(page).toHaveURL(/\/admin\/categories\?tab=trash$/);
    const trashed = rowOf(page, "Categories in trash", renamed);
    await expect(trashed).toBeVisible();
    await trashed.getByRole("button", { name: `Restore ${renamed}` }).click();
    await expect(page.getByText("Category restored succesfully")).toBeVisible();
    await expect(rowOf(page, "Categories in trash", renamed)).toHaveCount(0);
    await expect(page.getByText("No categories in trash")).toBeVisible();

    await page.getByRole("tab", { name: "All Categories" }).click();
    await searchFor(page, renamed);
    await expect(rowOf(page, "All Categories", renamed)).toBeVisible();
  });

  test("All Categories is a tree: each parent with its subcategories under it, opened and closed from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/admin/categories");
    const table = page.getByRole("table", { name: "Categories: All Categories" });
    const rows = table.getByTestId("category-row");
    const names = await rows.getByRole("rowheader").allTextContents();
    // The parent's cell: its toggle (named for screen readers), its name, how many subcategories it has.
    const at = names.indexOf("Subcategories of Rice & GrainsRice & Grains4 subcategories");
    expect(at, names.join(" | ")).toBeGreaterThanOrEqual(0);
    // Its four subcategories right under it, by name, indented; then the next top-level category.
    expect(names.slice(at + 1, at + 5)).toEqual(["Ancient Grains & Cereals", "Basmati & Jasmine Rice", "Long & Short Grain Rice", "Pasta & Noodles"]);
    await expect(rows.nth(at)).toHaveAttribute("data-depth", "0");
    for (let i = at + 1; i < at + 5; i++) await expect(rows.nth(i)).toHaveAttribute("data-depth", "1");
    await expect(rows.nth(at + 5)).toHaveAttribute("data-depth", "0");
    // Each row keeps its actions.
    const pasta = rowOf(page, "All Categories", "Pasta & Noodles");
    await expect(pasta.getByRole("link", { name: "Edit Pasta & Noodles" })).toBeVisible();
    await expect(pasta.getByRole("button", { name: "Move to trash Pasta & Noodles" })).toBeVisible();
    await expect(pasta).toContainText("Rice & Grains");

    // Closed and opened again with the keyboard.
    const toggle = table.getByRole("button", { name: "Subcategories of Rice & Grains" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(pasta).toBeHidden();
    await expect(rowOf(page, "All Categories", "Rice & Grains").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(pasta).toBeVisible();

    // All at once.
    await page.getByRole("button", { name: "Collapse all" }).click();
    await expect(table.locator('[data-depth="1"]:visible')).toHaveCount(0);
    await expect(table.locator('[data-depth="0"]:visible').first()).toBeVisible();
    await page.getByRole("button", { name: "Expand all" }).click();
    await expect(pasta).toBeVisible();

    // A search lists its matches by their path.
    await searchFor(page, "pasta & noodles");
    await expect(page.getByRole("button", { name: "Collapse all" })).toHaveCount(0);
    await expect(rowOf(page, "All Categories", "Pasta & Noodles").getByRole("rowheader")).toHaveText("Rice & Grains › Pasta & Noodles");
  });

  test("the tree on a phone: subcategory cards under their parent's, which closes and opens them", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin/categories");
    const cards = page.getByTestId("category-card");
    const titles = await cards.getByRole("heading", { level: 2 }).allTextContents();
    const at = titles.indexOf("Rice & Grains");
    expect(titles.slice(at + 1, at + 5)).toEqual(["Ancient Grains & Cereals", "Basmati & Jasmine Rice", "Long & Short Grain Rice", "Pasta & Noodles"]);
    const pasta = cards.filter({ has: page.getByRole("heading", { name: "Pasta & Noodles" }) });
    await expect(pasta).toHaveAttribute("data-depth", "1");
    const toggle = cards.nth(at).getByRole("button", { name: "Rice & Grains: 4 subcategories" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await toggle.click();
    await expect(pasta).toBeHidden();
    await expectNoSeriousViolations(page);
    await toggle.click();
    await expect(pasta).toBeVisible();
    await expect(pasta.getByRole("link", { name: "Edit Pasta & Noodles" })).toBeVisible();

    await searchFor(page, "pasta & noodles");
    await expect(page.getByTestId("category-card").getByRole("heading", { level: 2 })).toHaveText(["Rice & Grains › Pasta & Noodles"]);
    await expectNoSeriousViolations(page);
  });

  test("an unknown category is a not-found panel", async ({ page }) => {
    await page.goto("/admin/category/987654321");
    await expect(page.getByRole("heading", { level: 1, name: "Category not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to categories" })).toBeVisible();
  });

  test("the list, the trash and the form are accessible at 390 px wide", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin/categories");
    await expect(page.getByTestId("category-card").first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await gotoHydrated(page, "/admin/categories?tab=trash");
    await expect(page.getByRole("tab", { name: "Categories in trash" })).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousViolations(page);
    await gotoHydrated(page, "/admin/add-category");
    await page.getByLabel("Name", { exact: true }).filter({ visible: true }).fill("Narrow Screen Check");
    await expect(page.getByLabel("Slug")).toHaveValue("narrow_screen_check");
    await expectNoSeriousViolations(page);
  });
});
