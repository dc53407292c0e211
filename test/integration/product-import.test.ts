import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import sharp from "sharp";
import { zipSync } from "fflate";
import { NextRequest } from "next/server";
import { POST as importRoute } from "@/app/api/products/import/route";
import { getDb, type Db } from "@/db/client";
import { auditLog, productCategories, products, productStock } from "@/db/schema";
import { productTag } from "@/lib/catalog/catalog-cache";
import { mediaDir } from "@/lib/storage/media-store";
import { MAX_MULTIPART_BYTES } from "@/lib/http/validation";
import { PRODUCT_IMPORT_MAX_BYTES } from "@/lib/shared/catalog/product-csv-schemas";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { takeExpiredTags } from "@/test/support/next-cache-stub";
import { apiRequest, routeParams } from "@/test/support/requests";

/*
 * The product CSV import (issue 32, docs/data-exchange.md "Products"): a good file creates and
 * changes products by item code and reports each change field by field; each kind of bad row is
 * refused with its row, column and reason, and then nothing is written (audit rows included); a dry
 * run never writes; French headers, semicolons with decimal commas and a Latin-1 file read as
 * written; pictures come from the ZIP; 50,000 rows import in one go.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let dairy: Awaited<ReturnType<typeof build.category>>;
let milk: Awaited<ReturnType<typeof build.category>>;
let cheese: Awaited<ReturnType<typeof build.category>>;
let brie: Awaited<ReturnType<typeof build.product>>;

const HEADER = "item,name,price,box_quantity,sales_tax_code,purchase_tax_code,actions,categories";

async function importCsv(content: string | Uint8Array, options: { dryRun?: boolean; user?: TestUser | null; images?: Uint8Array; name?: string; accept?: string } = {}) {
  const form = new FormData();
  form.set("file", new File([content as BlobPart], options.name ?? "products.csv", { type: "text/csv" }));
  if (options.images) form.set("images", new File([options.images as BlobPart], "pictures.zip", { type: "application/zip" }));
  const user = options.user === undefined ? admin : options.user;
  const query = options.dryRun === false ? "?dry_run=false" : "?dry_run=true";
  const response = await importRoute(
    apiRequest(`/api/products/import/${query}`, { method: "POST", body: form, headers: { ...(user ? tokenHeader(user) : {}), ...(options.accept ? { accept: options.accept } : {}) } }),
    routeParams({}),
  );
  const text = await response.text();
  return { status: response.status, text, body: options.accept ? null : JSON.parse(text) };
}

async function productByItem(item: string) {
  const [row] = await db.select().from(products).where(sql`lower(${products.item}) = lower(${item})`);
  return row;
}

async function categoriesOf(id: number) {
  return (await db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)).orderBy(asc(productCategories.categoryId))).map((r) => r.id);
}

async function png(shade = 100): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 90, b: 40 } } }).png().toBuffer());
}

async function auditCount(entity: "import" | "product") {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.entity, entity));
  return row.n;
}

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  dairy = await build.category({ name: "Dairy", nameFr: "Produits laitiers", slug: "dairy" });
  milk = await build.category({ name: "Milk", nameFr: "Lait", slug: "milk", parentId: dairy.id });
  cheese = await build.category({ name: "Cheese", slug: "cheese", parentId: dairy.id });
  await build.category({ name: "Old", slug: "old_cat", isDeleted: true });
  await build.vendor({ name: "Fromagerie Côté" });
  brie = await build.product({ item: "BRIE-1", name: "Brie", price: "12.50", cost: "8.00", boxQuantity: 6, categories: [dairy, cheese], onHand: 40 });
  await build.product({ item: "GONE-1", isDeleted: true });
});
beforeEach(() => {
  takeExpiredTags();
});

describe("POST /api/products/import/", () => {
  it("is for admins only", async () => {
    expect((await importCsv(`${HEADER}\n`, { user: null })).status).toBe(401);
    expect((await importCsv(`${HEADER}\n`, { user: customer })).status).toBe(403);
  });

  it("dry run: reports what would be created and changed, field by field, and writes nothing", async () => {
    const csv = `${HEADER},cost,vendor,quantity\nMILK-2L,Milk 2 L,4.10,12,E,E,None,Dairy > Milk,3,Fromagerie Côté,100\nbrie-1,Brie,13.00,6,E,E,None,dairy|cheese,8.00,,40\n`;
    const before = await auditCount("product");
    const { status, body } = await importCsv(csv);
    expect(status).toBe(200);
    expect(body).toMatchObject({ dry_run: true, applied: false, created: 1, updated: 1, unchanged: 0, refused: [], changes_total: 2 });
    expect(body.changes[0]).toMatchObject({ row: 2, item: "MILK-2L", action: "create", fields: { price: { before: null, after: "4.10" }, cost: { after: "3.00" }, vendor: { after: "Fromagerie Côté" }, categories: { after: "dairy|milk" }, quantity: { after: 100 } } });
    // Only the price differs: the same categories, cost and stock level are no change.
    expect(body.changes[1]).toEqual({ row: 3, item: "BRIE-1", action: "update", fields: { price: { before: "12.50", after: "13.00" } } });
    expect(await productByItem("MILK-2L")).toBeUndefined();
    expect((await productByItem("BRIE-1")).price).toBe("12.50");
    expect(await auditCount("product")).toBe(before);
  });

  it("applies a good file in one go: creates, updates, stock levels, categories, audit rows, cache tags", async () => {
    const csv = `${HEADER},cost,special,vendor,quantity,need_to_reorder_below,stock,barcode,name_fr,provincial_tax_class\nMILK-1L,Milk 1 L,$2.10,12,g,E,none,milk,1.50,5%,fromagerie côté,-3,10,no,0123456789,Lait 1 L,taxable\nBRIE-1,,13.00\n`;
    const imports = await auditCount("import");
    const { status, body } = await importCsv(csv, { dryRun: false });
    expect(status).toBe(200);
    expect(body).toMatchObject({ dry_run: false, applied: true, created: 1, updated: 1, unchanged: 0, refused_total: 0 });
    const created = await productByItem("MILK-1L");
    expect(created).toMatchObject({ price: "2.10", name: "Milk 1 L", nameFr: "Lait 1 L", cost: "1.50", special: "5.00", boxQuantity: 12, salesTaxCode: "G", purchaseTaxCode: "E", actions: "None", stock: false, barcode: "0123456789", provincialTaxClass: "taxable", slug: "milk_1_l" });
    expect(await categoriesOf(created.id)).toEqual([dairy.id, milk.id].sort((a, b) => a - b));
    const [level] = await db.select().from(productStock).where(eq(productStock.productId, created.id));
    expect(level).toMatchObject({ quantity: -3, needToReorderBelow: 10 });
    expect((await productByItem("BRIE-1")).price).toBe("13.00");
    expect(await auditCount("import")).toBe(imports + 1);
    const rows = await db.select().from(auditLog).where(and(eq(auditLog.entity, "product"), inArray(auditLog.entityId, [String(created.id), String(brie.id)]))).orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.entityId])).toEqual(expect.arrayContaining([["create", String(created.id)], ["update", String(brie.id)]]));
    expect(rows.find((r) => r.action === "update" && r.entityId === String(brie.id))).toMatchObject({ before: { price: "12.50" }, after: { price: "13.00" } });
    expect(takeExpiredTags()).toEqual(expect.arrayContaining([productTag(created.id), productTag(brie.id)]));
  });

  it("reads French headers, semicolons with decimal commas, and a Latin-1 (Windows-1252) file as written", async () => {
    const latin1 = Uint8Array.from(
      Buffer.from("article;nom;prix;quantité_par_boîte;code_taxe_vente;code_taxe_achat;promotion;catégories;coût\nCREME-1;Crème fraîche 35 %;7,25;6;E;E;None;Produits laitiers > Lait;4,10\n", "latin1"),
    );
    const { status, body } = await importCsv(latin1, { dryRun: false });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ applied: true, created: 1 });
    expect(await productByItem("CREME-1")).toMatchObject({ name: "Crème fraîche 35 %", price: "7.25", cost: "4.10" });
  });

  it("refuses each kind of bad row with its row, column and reason, and then writes nothing", async () => {
    const csv = [
      `${HEADER},vendor,image,stock`,
      "NEW-1,,1.00,1,E,E,None,dairy,,,", // name missing for a new product
      "NEW-2,Two,abc,0,X,E,Maybe,dairy,,,", // price, box_quantity, tax code, promotion
      "NEW-3,Three,1.00,1,E,E,None,nowhere,Nobody,,perhaps", // category, vendor, stock
      "NEW-4,Four,1.00,1,E,E,None,milk|cheese,,,", // two subcategories
      "NEW-5,Five,1.00,1,E,E,None,old_cat,,,", // category in the trash
      "NEW-6,Six,1.00,1,E,E,None,dairy,,six.png,", // no ZIP
      "GONE-1,Gone,1.00,1,E,E,None,dairy,,,", // in the trash
      "NEW-7,Seven,1.00,1,E,E,None,dairy,,,,extra", // a cell under no column
      "brie-1,Brie,13.00,6,E,E,None,dairy,,,",
      "BRIE-1,Brie,14.00,6,E,E,None,dairy,,,", // twice
      ",No item,1.00,1,E,E,None,dairy,,,",
      "NEW-8,Eight,1.00,1,E,E,None,dairy,,,",
    ].join("\n");
    const before = { import: await auditCount("import"), product: await auditCount("product") };
    const { status, body } = await importCsv(csv, { dryRun: false });
    expect(status).toBe(400);
    expect(body.applied).toBe(false);
    expect(body.detail).toMatch(/Nothing was imported: 10 rows are refused/);
    const refusal = (row: number, column: string | null) => body.refused.find((r: { row: number; column: string | null }) => r.row === row && r.column === column)?.reason;
    expect(refusal(2, "name")).toBe('A new product needs a value in "name".');
    expect(refusal(3, "price")).toBe("A valid number with at most 2 decimal places is required.");
    expect(refusal(3, "box_quantity")).toBeTruthy();
    expect(refusal(3, "sales_tax_code")).toBeTruthy();
    expect(refusal(3, "actions")).toBeTruthy();
    expect(refusal(4, "categories")).toMatch(/There is no category "nowhere"/);
    expect(refusal(4, "vendor")).toBe('There is no vendor named "Nobody".');
    expect(refusal(4, "stock")).toMatch(/yes or no/);
    expect(refusal(5, "categories")).toBeTruthy();
    expect(refusal(6, "categories")).toMatch(/in the trash/);
    expect(refusal(7, "image")).toMatch(/no ZIP of pictures/);
    expect(refusal(8, "item")).toMatch(/GONE-1 is in the trash/);
    expect(refusal(9, null)).toMatch(/This row has 12 cells; the header names 11 columns/);
    expect(refusal(11, "item")).toBe("Duplicate of row 10.");
    expect(refusal(12, "item")).toBe("This row needs a value here.");
    expect(body.refused.some((r: { row: number }) => r.row === 10 || r.row === 13)).toBe(false);
    expect(await productByItem("NEW-8")).toBeUndefined();
    expect((await productByItem("BRIE-1")).price).not.toBe("14.00");
    expect({ import: await auditCount("import"), product: await auditCount("product") }).toEqual(before);
  });

  it("refuses a whole file that is not the product CSV", async () => {
    expect((await importCsv("item,colour\nA,red\n")).body).toEqual({ file: [expect.stringMatching(/Unknown column "colour"/)] });
    expect((await importCsv("name,price\nA,1\n")).body).toEqual({ file: ['The header needs a column "item".'] });
    expect((await importCsv("")).status).toBe(400);
    expect((await importCsv(`${HEADER}\n`, { images: new TextEncoder().encode("not a zip") })).body).toEqual({ images: ['The "images" file is not a ZIP archive.'] });
  });

  it("stores pictures from the ZIP, and refuses a picture missing from it or not an image", async () => {
    const zip = zipSync({ "pics/gouda.png": await png(120), "notes.png": new TextEncoder().encode("not a picture") });
    const bad = await importCsv(`${HEADER},image\nGOUDA-1,Gouda,9.00,1,E,E,None,cheese,missing.png\nGOUDA-2,Gouda 2,9.00,1,E,E,None,cheese,notes.png\n`, { images: zip });
    expect(bad.body.refused).toEqual([
      { row: 2, column: "image", reason: 'There is no file "missing.png" in the ZIP of pictures.' },
      { row: 3, column: "image", reason: 'The picture "notes.png" is not a JPEG, PNG or WebP image.' },
    ]);
    const { status, body } = await importCsv(`${HEADER},image\nGOUDA-1,Gouda,9.00,1,E,E,None,cheese,GOUDA.png\n`, { images: zip, dryRun: false });
    expect(status, JSON.stringify(body)).toBe(200);
    const gouda = await productByItem("GOUDA-1");
    expect(gouda.image).toMatch(/^products\/gouda-[0-9a-f]{12}\.webp$/);
    expect(existsSync(path.join(mediaDir(), gouda.image!))).toBe(true);
    // The export writes the picture's file name: imported again without a ZIP, it is no change.
    const again = await importCsv(`item,image\nGOUDA-1,${gouda.image!.slice("products/".length)}\n`);
    expect(again.body).toMatchObject({ unchanged: 1, refused: [] });
  });

  it("takes a ZIP of pictures past the API's usual 10 MB, and refuses an upload past its own bound (413) before reading it", async () => {
    // 12 MB that does not compress, stored beside the picture the file names.
    const zip = zipSync({ "gruyere.png": await png(140), "catalogue-scans.bin": [new Uint8Array(randomBytes(12 * 1024 * 1024)), { level: 0 }] });
    expect(zip.length).toBeGreaterThan(MAX_MULTIPART_BYTES);
    const { status, body } = await importCsv(`${HEADER},image\nGRUY-1,Gruyère,14.00,1,E,E,None,cheese,gruyere.png\n`, { images: zip });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ created: 1, refused: [] });

    const form = new FormData();
    form.set("file", new File(["item\nX-1\n"], "products.csv", { type: "text/csv" }));
    const request = apiRequest("/api/products/import/?dry_run=true", { method: "POST", body: form, headers: tokenHeader(admin) });
    const declared = new Headers(request.headers);
    declared.set("content-length", String(PRODUCT_IMPORT_MAX_BYTES + 1));
    const tooLarge = await importRoute(new NextRequest(request.url, { method: "POST", headers: declared, body: form }), routeParams({}));
    expect(tooLarge.status).toBe(413);
  });

  it("streams progress lines then the report with Accept: application/x-ndjson", async () => {
    const lines = [HEADER, ...Array.from({ length: 2500 }, (_, i) => `NDJ-${i},Row ${i},1.00,1,E,E,None,dairy`)].join("\n");
    const { status, text } = await importCsv(lines, { accept: "application/x-ndjson" });
    expect(status).toBe(200);
    const parsed = text.trim().split("\n").map((l) => JSON.parse(l));
    expect(parsed.slice(0, 3)).toEqual([{ rows: 1000 }, { rows: 2000 }, { rows: 2500 }]);
    expect(parsed[3].report).toMatchObject({ dry_run: true, created: 2500, changes_total: 2500 });
    expect(parsed[3].report.changes).toHaveLength(500);
    const broken = await importCsv("item,colour\n", { accept: "application/x-ndjson" });
    expect(JSON.parse(broken.text.trim())).toEqual({ error: { status: 400, body: { file: [expect.stringMatching(/Unknown column/)] } } });
  });

  it("answers the reasons in French for a French caller", async () => {
    const response = await importRoute(
      apiRequest("/api/products/import/?dry_run=true", {
        method: "POST",
        body: (() => {
          const form = new FormData();
          form.set("file", new File(["item,vendor\nBRIE-1,Personne\n"], "p.csv"));
          return form;
        })(),
        headers: { ...tokenHeader(admin), "accept-language": "fr-CA" },
      }),
      routeParams({}),
    );
    const body = await response.json();
    expect(body.refused[0].reason).toBe("Aucun fournisseur ne s’appelle «\u00a0Personne\u00a0».");
  });
});

// On PGlite (single-threaded WebAssembly) writing 50,000 products with their trigram indexes takes
// ~100 s on the 2-core CI machine: this runs on PostgreSQL only (TEST_DATABASE_URL); bench/product-import.ts
// measures both.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a 50,000-row file (PostgreSQL only)", () => {
  it("is judged and applied in one transaction", { timeout: 300_000 }, async () => {
    const rows = 50_000;
    const lines = [`${HEADER},cost,quantity`];
    for (let i = 0; i < rows; i++) lines.push(`BULK-${i},Bulk product ${i},${(i % 500) + 1}.25,${(i % 12) + 1},E,E,None,${i % 2 ? "dairy|milk" : "Dairy > Cheese"},1.10,${i % 100}`);
    const csv = lines.join("\n");
    const started = Date.now();
    const { status, body } = await importCsv(csv, { dryRun: false });
    expect(status, JSON.stringify(body).slice(0, 500)).toBe(200);
    expect(body).toMatchObject({ applied: true, created: rows, updated: 0, refused_total: 0 });
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.item} like 'BULK-%'`);
    expect(count.n).toBe(rows);
    console.info(`50,000-row import: ${Date.now() - started} ms`);
    // Imported again unchanged: nothing to do.
    const again = await importCsv(csv);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: rows });
  });
});
