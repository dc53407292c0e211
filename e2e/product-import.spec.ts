import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import sharp from "sharp";
import { ADMIN } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The product CSV import (issue 32): staff go from the products list to Import CSV, check a small
 * catalogue with its pictures (a dry run: what would be created, field by field, and a refused row),
 * fix the file, apply it, and find the new products, pictures included, in the list. Item codes are
 * unique per run, so parallel runs and re-runs never meet. The CSV and the ZIP are made here.
 */

test.describe.configure({ timeout: 120_000 });

const visible = (page: Page, text: string | RegExp) => page.getByText(text).filter({ visible: true });

async function picture(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 120, b: 60 } } }).png().toBuffer();
}

for (const width of [1280, 390]) {
  test(`imports a small catalogue with pictures from the dry run to the applied result (${width} px)`, async ({ page }) => {
    const run = `${Date.now().toString(36)}${process.pid}`.toUpperCase();
    const items = [`E2E-${run}-1`, `E2E-${run}-2`, `E2E-${run}-3`];
    const header = "item,name,name_fr,price,box_quantity,sales_tax_code,purchase_tax_code,actions,categories,image";
    const good = [
      header,
      `${items[0]},Basmati test ${run} 5 kg,Riz basmati test ${run} 5 kg,21.50,4,E,E,None,Rice & Grains > Basmati & Jasmine Rice,basmati.png`,
      `${items[1]},Jasmine test ${run} 10 kg,,38.00,2,E,E,10-1,Rice & Grains,jasmine.png`,
      `${items[2]},Wild test ${run} 1 kg,,9.75,12,E,E,None,Rice & Grains,`,
    ];
    const bad = [...good.slice(0, 3), `${items[2]},Wild test ${run} 1 kg,,abc,12,E,E,None,Rice & Grains,missing.png`];
    const zip = Buffer.from(zipSync({ "pictures/basmati.png": new Uint8Array(await picture(180)), "pictures/jasmine.png": new Uint8Array(await picture(90)) }));

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/products");
    await page.getByRole("link", { name: "Import CSV" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/products\/import$/);
    await waitHydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Import products" })).toBeVisible();
    await expectNoSeriousViolations(page);

    // A file with a refused row: the dry run says where and why, and there is nothing to apply.
    await page.getByLabel("CSV file").setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(bad.join("\n")) });
    await page.getByLabel("Pictures (ZIP, optional)").setInputFiles({ name: "pictures.zip", mimeType: "application/zip", buffer: zip });
    await page.getByRole("button", { name: "Check the file" }).click();
    const refused = page.getByTestId("import-refused");
    await expect(refused).toBeVisible();
    await expect(refused.getByRole("row", { name: /4 price/ })).toContainText("A valid number with at most 2 decimal places is required.");
    await expect(refused.getByRole("row", { name: /4 image/ })).toContainText('There is no file "missing.png" in the ZIP of pictures.');
    await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // The fixed file: three products to create, each field shown.
    await page.getByLabel("CSV file").setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(good.join("\n")) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(visible(page, "3 products to create, 0 to change, 0 unchanged.")).toBeVisible();
    await expect(visible(page, "No row is refused: the import can be applied.")).toBeVisible();
    const changes = page.getByTestId("import-changes");
    await expect(changes.getByRole("row", { name: new RegExp(items[0]) })).toContainText("21.50");
    await expect(changes.getByRole("row", { name: new RegExp(items[0]) })).toContainText("rice_grains_basmati_jasmine_rice");
    await expect(changes.getByRole("row", { name: new RegExp(items[1]) })).toContainText("jasmine.png");

    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(visible(page, "Imported: 3 products created, 0 changed, 0 unchanged.")).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousViolations(page);

    // The products are in the list, with their pictures; checked again, their prices are no change.
    await gotoHydrated(page, `/admin/products?search=${encodeURIComponent(`E2E-${run}`)}`);
    await expect(page.getByTestId("products-count")).toHaveText("3 products");
    // A table row at 1280 px, a card at 390 px: either way the picture is named after the product.
    const shown = page.getByRole("img", { name: new RegExp(`Basmati test ${run}`) }).filter({ visible: true });
    await expect(shown).toHaveAttribute("src", /basmati_test_/);
    await expect(page.getByTestId("products-export")).toHaveAttribute("href", /^\/api\/products\/export\/\?search=e2e-/i);

    await gotoHydrated(page, "/admin/products/import");
    const prices = ["item,price", `${items[0]},21.50`, `${items[1]},38.00`, `${items[2]},9.75`].join("\n");
    await page.getByLabel("CSV file").setInputFiles({ name: "prices.csv", mimeType: "text/csv", buffer: Buffer.from(prices) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(visible(page, "0 products to create, 0 to change, 3 unchanged.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);
  });
}
