import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as cataloguePdf } from "@/app/api/products/generate/pdf/route";
import type { CategoryRow, ProductRow } from "@/db/schema";
import { saveMedia } from "@/lib/storage/media-store";
import { getEnv } from "@/lib/env";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { cookieHeaders } from "@/test/support/matrix";
import { apiRequest, noParams } from "@/test/support/requests";
import { hasPdftotext, pdfText } from "@/test/support/pdf-text";

/*
 * GET /api/products/generate/pdf/ (issue 11, item 9): the printed catalogue, streamed. The PDF's
 * text is read back with poppler's pdftotext; where it is not installed, those assertions are
 * skipped and the rest still runs.
 */

let admin: TestUser;
let customer: TestUser;
let pending: TestUser;
let dairy: CategoryRow;
let cheese: CategoryRow;
let butcher: CategoryRow;
let creme: ProductRow;
let pate: ProductRow;
let boeuf: ProductRow;
let sel: ProductRow;
let trashed: ProductRow;
let bulk: ProductRow[];

async function download(query = "", headers: Record<string, string> = {}) {
  const response = await cataloguePdf(apiRequest(`/api/products/generate/pdf/${query}`, { headers }), noParams);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

const textOf = pdfText;

beforeAll(async () => {
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
  dairy = await build.category({ name: "Crèmerie & Fromages" });
  cheese = await build.category({ name: "Fromages fins", parentId: dairy.id });
  butcher = await build.category({ name: "Boucherie" });
  const picture = await sharp({ create: { width: 214, height: 214, channels: 4, background: "#c8553d" } }).webp().toBuffer();
  await saveMedia("products/creme-test.webp", picture);
  creme = await build.product({
    item: "CRM-35",
    name: "Crème fraîche 35 % 1 L",
    price: "12.00",
    special: "25",
    actions: "10-1",
    salesTaxCode: "G",
    boxQuantity: 12,
    barcode: "0628055123456",
    image: "products/creme-test.webp",
    categories: [dairy],
  });
  pate = await build.product({ item: "PAT-01", name: "Pâté de campagne « maison »", price: "8.50", categories: [dairy, cheese] });
  boeuf = await build.product({ item: "BOE-05", name: "Bœuf haché mi-maigre 5 kg", price: "54.99", stock: false, categories: [butcher] });
  sel = await build.product({ item: "SEL-GR", name: "Sel de mer gris de Guérande", price: "3.25" });
  trashed = await build.product({ item: "TRASH-1", name: "Crème brûlée retirée", isDeleted: true, categories: [dairy] });
  // More than two keyset batches (200) in one section.
  const bulkCategory = await build.category({ name: "Zz Bulk" });
  bulk = [];
  for (let i = 0; i < 430; i++) {
    bulk.push(await build.product({ item: `BLK-${String(i).padStart(4, "0")}`, name: `Bulk product ${String(i).padStart(4, "0")}`, categories: [bulkCategory] }));
  }
}, 120_000);

describe("GET /api/products/generate/pdf/", () => {
  it("streams the whole catalogue to an admin as a dated PDF attachment", async () => {
    const { response, bytes } = await download("", tokenHeader(admin));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toContain("%%EOF");
  });

  it.runIf(hasPdftotext)("holds the company, the products with their accents, codes, prices after discount and flags, by category", async () => {
    const text = textOf((await download("", tokenHeader(admin))).bytes);
    const company = getEnv();
    expect(text).toContain(company.COMPANY_NAME);
    expect(text).toContain(company.COMPANY_EMAIL);
    expect(text).toContain("All products");
    for (const p of [creme, pate, boeuf, sel]) {
      expect(text).toContain(p.name);
      expect(text).toContain(p.item);
    }
    expect(text).toContain("0628055123456");
    // 25% off $12.00: $9.00, with the list price beside it.
    expect(text).toMatch(/\$9\.00/);
    expect(text).toMatch(/\$12\.00/);
    expect(text).toContain("-25%");
    expect(text).toContain("Buy 10, get 1 free");
    expect(text).toContain("Temporary out of stock");
    expect(text).not.toContain(trashed.item);
    expect(text).not.toContain("Crème brûlée retirée");
    // Headings in catalogue order; a product filed under a subcategory and its parent is listed once, under the subcategory.
    expect(text).toContain("Fromages fins");
    const at = (s: string) => text.indexOf(s);
    expect(at("Boucherie")).toBeLessThan(at(boeuf.name));
    expect(at("Crèmerie & Fromages")).toBeLessThan(at(creme.name));
    expect(at(creme.name)).toBeLessThan(at("Fromages fins"));
    expect(at("Fromages fins")).toBeLessThan(at(pate.name));
    expect(text.split(pate.name).length - 1).toBe(1);
    expect(at("Other products")).toBeGreaterThan(at("Bulk product 0429"));
    expect(at("Other products")).toBeLessThan(at(sel.name));
    // Every product of a section read in several batches is there exactly once, in name order.
    for (const p of [bulk[0], bulk[199], bulk[200], bulk[399], bulk[400], bulk[429]]) expect(text.split(p.item).length - 1).toBe(1);
    expect(at("Bulk product 0199")).toBeLessThan(at("Bulk product 0200"));
    expect(text).toContain("Page 2");
    expect(text).toMatch(/Page \d{2}/);
  });

  it("answers the web session cookie of an admin (the Download PDF link) without an Origin", async () => {
    const { response, bytes } = await download("", await cookieHeaders(admin));
    expect(response.status).toBe(200);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it.runIf(hasPdftotext)("?category= holds that category's products and its subcategories', nothing else", async () => {
    const { response, bytes } = await download(`?category=${dairy.id}`, tokenHeader(admin));
    expect(response.status).toBe(200);
    const text = textOf(bytes);
    expect(text).toContain("Category: Crèmerie & Fromages");
    expect(text).toContain(creme.name);
    expect(text).toContain(pate.name);
    for (const p of [boeuf, sel, trashed, bulk[0]]) expect(text).not.toContain(p.item);
    const sub = textOf((await download(`?category=${cheese.id}`, tokenHeader(admin))).bytes);
    expect(sub).toContain("Category: Crèmerie & Fromages › Fromages fins");
    expect(sub).toContain(pate.name);
    expect(sub).not.toContain(creme.item);
  });

  it.runIf(hasPdftotext)("?search= holds the matches only, found as the catalogue finds them (accents and case ignored)", async () => {
    const text = textOf((await download("?search=PATE", tokenHeader(admin))).bytes);
    expect(text).toContain("Products matching “pate”");
    expect(text).toContain(pate.name);
    for (const p of [creme, boeuf, sel, bulk[0]]) expect(text).not.toContain(p.item);
    const byCode = textOf((await download("?search=boe-05", tokenHeader(admin))).bytes);
    expect(byCode).toContain(boeuf.name);
    expect(byCode).toContain("1 product");
    const trash = textOf((await download("?search=retir", tokenHeader(admin))).bytes);
    expect(trash).toContain("No products match this selection.");
    expect(trash).not.toContain(trashed.item);
    const both = textOf((await download(`?search=cr&category=${dairy.id}`, tokenHeader(admin))).bytes);
    expect(both).toContain("Products matching “cr” in Crèmerie & Fromages");
    expect(both).toContain(creme.name);
    expect(both).not.toContain(pate.item);
  });

  it("is for admins only: a visitor 401, customers 403, by token and by cookie", async () => {
    for (const [headers, status] of [
      [{}, 401],
      [tokenHeader(customer), 403],
      [tokenHeader(pending), 403],
      [await cookieHeaders(customer), 403],
    ] as Array<[Record<string, string>, number]>) {
      const { response, bytes } = await download("", headers);
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(JSON.parse(bytes.toString("utf8"))).toHaveProperty("detail");
    }
  });

  it("refuses a bad category id or search with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?category=abc", "category"],
      ["?category=0", "category"],
      ["?category=-1", "category"],
      ["?category=2147483648", "category"],
      ["?search=a%00b", "search"],
      [`?search=${"x".repeat(101)}`, "search"],
    ]) {
      const { response, bytes } = await download(query, tokenHeader(admin));
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(JSON.parse(bytes.toString("utf8"))).toHaveProperty(field);
    }
  });

  it("answers 404 {detail} for a category that does not exist, is in the trash or is under one that is, not an empty document", async () => {
    const binned = await build.category({ name: "Poissonnerie", isDeleted: true });
    const underBinned = await build.category({ name: "Fruits de mer", parentId: binned.id });
    for (const id of [999999, binned.id, underBinned.id]) {
      const { response, bytes } = await download(`?category=${id}`, tokenHeader(admin));
      expect({ id, status: response.status }).toEqual({ id, status: 404 });
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(JSON.parse(bytes.toString("utf8"))).toEqual({ detail: "Not found." });
    }
    const live = await download(`?category=${cheese.id}`, tokenHeader(admin));
    expect(live.response.status).toBe(200);
    expect(live.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("makes the document while it is read: the first bytes come before the rest is written", async () => {
    const response = await cataloguePdf(apiRequest("/api/products/generate/pdf/", { headers: tokenHeader(admin) }), noParams);
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // Going away mid-download stops the writing without an error.
    await reader.cancel();
  });
});
