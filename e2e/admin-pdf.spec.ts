import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test } from "./support/test";
import { ADMIN, CUSTOMER } from "./support/accounts";
import { signIn, productsCount } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated } from "./support/routes";

/*
 * The printed catalogue as an admin gets it: the Download PDF link of /products (a plain link,
 * with the admin's session cookie) downloads catalogue-YYYY-MM-DD.pdf of the current search or
 * category, and the page stays where it was. Demo data: "Pastry Flour 10 kg" (FLR-1005) is 12.5 %
 * off, "Golden Yellow Sugar 2 kg" has the 10-1 promotion, "Fusilli 900 g" is out of stock.
 */

test.describe.configure({ timeout: 60_000 });

const downloadLink = (page: Page) => page.getByRole("link", { name: "Download PDF" });

async function downloadPdf(page: Page): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink(page).click()]);
  const file = await download.path();
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  return { fileName: download.suggestedFilename(), text };
}

async function categoryId(page: Page, name: string): Promise<number> {
  const response = await page.request.get("/api/categories/list/?is_deleted=false");
  const list = (await response.json()) as Array<{ id: number; name: string }>;
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}

test.describe("the PDF catalogue", () => {
  test("an admin downloads the search's catalogue from /products and stays on the page", async ({ page }) => {
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/products?search=flour");
    await expect(downloadLink(page)).toHaveAttribute("href", "/api/products/generate/pdf/?search=flour");
    const { fileName, text } = await downloadPdf(page);
    expect(fileName).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.pdf$/);
    await expect(page).toHaveURL(/\/products\?search=flour$/);
    expect(text).toContain("Fraser Harbour Wholesale Foods");
    expect(text).toContain("Products matching “flour”");
    expect(text).toContain("Pastry Flour 10 kg");
    expect(text).toContain("FLR-1005");
    expect(text).toContain("-12.5%");
    expect(text).not.toContain("Fusilli 900 g");
    expect(text).toContain("Page 2");
  });

  test("an admin downloads a category's catalogue, with its subcategories, promotions and stock notes", async ({ page }) => {
    await signIn(page, ADMIN);
    const id = await categoryId(page, "Flour & Baking");
    await gotoHydrated(page, `/products?category=${id}`);
    await expect(downloadLink(page)).toHaveAttribute("href", `/api/products/generate/pdf/?category=${id}`);
    const { text } = await downloadPdf(page);
    expect(text).toContain("Category: Flour & Baking");
    expect(text).toContain("Pastry Flour 10 kg");
    expect(text).toContain("Golden Yellow Sugar 2 kg");
    expect(text).toContain("Buy 10, get 1 free");
    expect(text).not.toContain("Fusilli 900 g");
  });

  test("customers have no link, and the address itself refuses them and visitors", async ({ page }) => {
    expect((await page.request.get("/api/products/generate/pdf/")).status()).toBe(401);
    await signIn(page, CUSTOMER);
    await gotoHydrated(page, "/products");
    await expect(productsCount(page)).toBeVisible();
    await expect(downloadLink(page)).toHaveCount(0);
    expect((await page.request.get("/api/products/generate/pdf/")).status()).toBe(403);
  });
});
