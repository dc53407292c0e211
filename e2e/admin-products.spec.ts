import { deflateSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, adminToken } from "./support/accounts";
import { expectNoSeriousViolations, signIn } from "./support/catalog";
import { expect } from "./support/expect";
import { gotoHydrated, waitHydrated } from "./support/routes";
import { test } from "./support/test";

/*
 * The products half of the back office (issue 11) as staff use it: the list with its tabs, add a
 * product with a picture, edit it in its own tab (which closes itself), move it to the trash,
 * restore it and delete it for good; each screen checked with axe on a desktop and on a phone.
 */

/** A small real PNG (a solid colour), made here so the test needs no file on disk. */
function pngFile(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9); // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, () => Buffer.from(rgb)))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

const stamp = `${Date.now()}`.slice(-7);
const ITEM = `E2E-${stamp}`;
const NAME = `Crème brûlée mix ${stamp}`;

/** A product of this spec's own, made and moved to the trash over the REST API. */
async function trashedProduct(request: APIRequestContext, label: string): Promise<{ id: number; name: string; item: string }> {
  const headers = { Authorization: `Token ${await adminToken(request)}` };
  const categories = (await (await request.get("/api/categories/list/")).json()) as Array<{ id: number; parent_category: unknown }>;
  const category = categories.find((c) => c.parent_category === null)!;
  const unique = `${Date.now()}`.slice(-7) + `${Math.floor(Math.random() * 1e4)}`;
  const item = `TR-${label}-${unique}`.slice(0, 40);
  const name = `Trashed ${label} ${unique}`;
  const made = await request.post("/api/products/product/details/", {
    headers,
    multipart: { item, name, price: "3.10", box_quantity: "6", sales_tax_code: "E", purchase_tax_code: "E", actions: "None", cat: String(category.id) },
  });
  expect(made.status(), await made.text()).toBe(201);
  const body = (await made.json()) as { id?: number; product?: { id: number } };
  const id = body.id ?? body.product!.id;
  const trashed = await request.patch(`/api/products/product/details/${id}/`, { headers, data: { is_deleted: true, stock: false } });
  expect(trashed.status()).toBe(200);
  return { id, name, item };
}

async function openEditTab(page: Page, name: string): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: `Edit product ${name} (opens in a new tab)` }).click()]);
  await tab.waitForLoadState();
  await tab.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  return tab;
}

test.describe("back office: products", () => {
  test("the list: tabs kept in the URL, search, 16 a page, edit links that open a new tab; axe on a desktop and a phone", async ({ page }) => {
    await signIn(page, ADMIN);
    // Staff land on the back office's home (issue 25), and its nav leads to the products.
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: "Manage products" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    for (const tab of ["All Products", "Products without image", "Need to reorder", "Products in trash"]) {
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    }
    await expect(page.getByTestId("product-row")).toHaveCount(16);
    await expect(page.getByRole("link", { name: /^Edit product .* \(opens in a new tab\)$/ }).first()).toHaveAttribute("target", "_blank");
    await expectNoSeriousViolations(page);

    await page.getByRole("tab", { name: "Need to reorder" }).click();
    await expect(page).toHaveURL(/tab=reorder/);
    // No search on this tab (the header's catalogue search is not the list's).
    await expect(page.locator("main").getByRole("searchbox")).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Quantity / Reorder below" })).toBeVisible();

    await page.getByRole("tab", { name: "All Products" }).click();
    await page.getByRole("searchbox", { name: "Search products" }).fill("basmati");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/search=basmati/);
    await expect(page.getByTestId("product-row").first()).toContainText(/basmati/i);
    await page.getByRole("searchbox", { name: "Search products" }).fill("no such product anywhere");
    await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page.getByText("No products match “no such product anywhere”.")).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/products?page=2");
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
  });

  test("add → edit in its own tab → trash → restore → permanent delete, with a picture", async ({ page }) => {
    // A long journey with seven axe scans: like the other journeys, more than the default 30 s with two workers.
    test.setTimeout(90_000);
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/products");
    await page.getByRole("link", { name: "Add product" }).click();
    await expect(page).toHaveURL(/\/admin\/add-product$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Products");
    const create = page.getByRole("button", { name: "Create product" });
    await expect(create).toBeDisabled();

    await page.getByLabel("Item code").fill(ITEM);
    await page.getByLabel("Name (description)").fill(NAME);
    await expect(page.getByLabel("Slug (web address)")).toHaveValue(`creme_brulee_mix_${stamp}`);
    await page.getByLabel("Price per unit (CAD)").fill("12.50");
    await page.getByLabel("Cost per unit (CAD)").fill("8.00");
    await page.getByLabel("Discount (%)").fill("150");
    await page.getByLabel("Units per case").fill("6");
    await page.getByLabel("Units on hand").fill("4");
    await page.getByLabel("Need to reorder below").fill("10");
    await page.getByLabel("Sales tax code").selectOption("G");
    // Issue 29: the provincial sales taxes' base, exempt (basic food) unless staff say otherwise.
    const provincialTax = page.getByLabel("Provincial sales tax");
    await expect(provincialTax).toHaveValue("exempt");
    await expect(provincialTax).toHaveAccessibleDescription("Decides PST in BC, RST in MB and PST in SK.");
    await provincialTax.selectOption({ label: "Taxable (packaging, supplies)" });
    await page.getByLabel("Promotion").selectOption("10-1");
    await page.getByLabel("Picture").setInputFiles({ name: "mix.png", mimeType: "image/png", buffer: pngFile(60, 40, [180, 90, 30]) });
    await expect(page.getByRole("img", { name: "Picture preview" })).toBeVisible();
    await expect(create).toBeDisabled();
    await expect(page.getByText("Choose a main category to create the product.")).toBeVisible();
    await page.getByLabel("Main category").selectOption({ label: "Flour & Baking" });
    await page.getByLabel("Subcategory").selectOption({ index: 1 });
    await expectNoSeriousViolations(page);
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByText("Product added succesfully")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);

    // Found by its item code; a discount above 100 became 100.
    await page.getByRole("searchbox", { name: "Search products" }).fill(ITEM);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByTestId("product-row").filter({ hasText: ITEM });
    await expect(row).toContainText(NAME);
    await expect(row).toContainText("−100 %");
    await expect(row).toContainText("4");
    await expect(row.getByRole("img")).toHaveAttribute("src", /\/media\/products\/.+\.webp$/);
    // Edit in its own tab: the tab closes itself and the list says so.
    await page.goto(`/admin/products?search=${ITEM}`);
    const tab = await openEditTab(page, NAME);
    await expect(tab.getByRole("heading", { level: 1, name: `Edit ${NAME}` })).toBeVisible();
    await expect(tab.getByLabel("Discount (%)")).toHaveValue("100");
    await expect(tab.getByLabel("Provincial sales tax")).toHaveValue("taxable");
    await expectNoSeriousViolations(tab);
    await tab.getByLabel("Discount (%)").fill("10");
    await tab.getByLabel("Provincial sales tax").selectOption({ label: "Exempt (basic food)" });
    await tab.getByLabel("Price per unit (CAD)").fill("13.00");
    const closed = tab.waitForEvent("close");
    await tab.getByRole("button", { name: "Save changes" }).click();
    await expect(tab.getByText("Product edited succesfully")).toBeVisible();
    await closed;
    await expect(page.getByText("Product edited succesfully")).toBeVisible();
    await expect(page.getByTestId("product-row").filter({ hasText: ITEM })).toContainText("$11.70");

    // Trash, restore, trash again and delete for good.
    await page.goto(`/admin/products?search=${ITEM}`);
    const editUrl = await page.getByRole("link", { name: `Edit product ${NAME} (opens in a new tab)` }).getAttribute("href");
    await page.goto(editUrl!);
    await expect(page.getByLabel("Provincial sales tax")).toHaveValue("exempt");
    await page.getByRole("button", { name: "Move to trash" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Move this product to the trash?");
    await dialog.getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByText("Product moved to trash")).toBeVisible();
    await expect(page.getByText("This product is in the trash: customers cannot see or order it.")).toBeVisible();
    await page.goto(`/admin/products?tab=trash&search=${ITEM}`);
    await expect(page.getByTestId("product-row").filter({ hasText: ITEM })).toContainText("In trash");

    await page.goto(editUrl!);
    await page.getByRole("button", { name: "Restore" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("Product restored")).toBeVisible();
    await expect(page.getByRole("button", { name: "Move to trash" })).toBeVisible();

    await page.getByRole("button", { name: "Move to trash" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Move to trash" }).click();
    await expect(page.getByRole("button", { name: "Permanently Delete" })).toBeVisible();
    await page.getByRole("button", { name: "Permanently Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("This cannot be undone.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Permanently Delete" }).click();
    await expect(page.getByText("Product deleted permanently")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products\?tab=trash$/);
    await page.goto(`/admin/products?tab=trash&search=${ITEM}`);
    await expect(page.getByText(`No products match “${ITEM}”.`)).toBeVisible();
    await page.goto(editUrl!);
    await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  });

  test("the add form on a phone: one column, no sideways scroll, no serious axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ADMIN);
    await page.goto("/admin/add-product");
    await expect(page.getByRole("button", { name: "Create product" })).toBeDisabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
  });

  for (const width of [1280, 390]) {
    test(`Restore on a line of Products in trash brings the product back in stock, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await trashedProduct(page.request, `row${width}`);
      await signIn(page, ADMIN);
      await page.goto(`/admin/products?tab=trash&search=${product.item}`);
      await waitHydrated(page);
      const line = page.getByTestId(width < 992 ? "product-card" : "product-row").filter({ hasText: product.item });
      await expect(line).toContainText("In trash");
      const restore = line.getByRole("button", { name: `Restore ${product.name}` });
      await expect(line.getByRole("link", { name: `Edit product ${product.name} (opens in a new tab)` })).toBeVisible();
      await expectNoSeriousViolations(page);

      await restore.click();
      await expect(page.getByText("Product restored")).toBeVisible();
      await expect(page.getByText(`No products match “${product.item}”.`)).toBeVisible();
      await expect(line).toHaveCount(0);
      // Back in All Products, in stock.
      await page.goto(`/admin/products?search=${product.item}`);
      await expect(page.getByTestId(width < 992 ? "product-card" : "product-row").filter({ hasText: product.item })).toContainText("In Stock");
    });

    test(`a trashed product's screen says so before the form, and its Restore puts it back, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const product = await trashedProduct(page.request, `notice${width}`);
      await signIn(page, ADMIN);
      await page.goto(`/admin/product/${product.id}`);
      await waitHydrated(page);
      await expect(page.getByLabel("Availability")).toHaveValue("false");
      const notice = page.getByRole("region", { name: "This product is in the trash" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("Customers cannot see or order it");
      // Above the form, and in the first screen.
      const noticeBox = (await notice.boundingBox())!;
      const formBox = (await page.getByLabel("Item code").boundingBox())!;
      expect(noticeBox.y).toBeLessThan(formBox.y);
      expect(noticeBox.y).toBeLessThan(900);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Only one Restore on the screen: the state panel below keeps Permanently Delete.
      await expect(page.getByRole("button", { name: "Restore" })).toHaveCount(1);
      await expect(page.getByRole("button", { name: "Permanently Delete" })).toBeVisible();
      await expectNoSeriousViolations(page);

      await notice.getByRole("button", { name: "Restore" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Restore this product?" });
      await expect(dialog).toContainText(`${product.name} goes back on sale and is marked In Stock.`);
      await dialog.getByRole("button", { name: "Restore" }).click();
      await expect(page.getByText("Product restored")).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Move to trash" })).toBeVisible();
      // The form starts again from what is saved: in stock.
      await expect(page.getByLabel("Availability")).toHaveValue("true");
    });
  }

  test("the edit screens and the trash tabs pass axe on a desktop and on a phone", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN);
    await gotoHydrated(page, "/admin/products");
    const productEdit = await page.getByRole("link", { name: /^Edit product .* \(opens in a new tab\)$/ }).first().getAttribute("href");
    const categoryList = await page.request.get("/api/categories/list/");
    const categoryId = ((await categoryList.json()) as Array<{ id: number }>)[0].id;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [productEdit!, `/admin/category/${categoryId}`, "/admin/categories?tab=trash", "/admin/products?tab=trash"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
        await expectNoSeriousViolations(page);
      }
    }
  });
});
