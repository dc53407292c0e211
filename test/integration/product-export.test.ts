import { beforeAll, describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { GET as exportRoute } from "@/app/api/products/export/route";
import { POST as importRoute } from "@/app/api/products/import/route";
import { getDb, type Db } from "@/db/client";
import { products } from "@/db/schema";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, routeParams } from "@/test/support/requests";

/*
 * The product CSV export (issue 32): the import's columns, filtered as the admin product list is,
 * formula-like cells escaped; and the round trip — the export imported again changes nothing.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;

async function exportCsv(query = "", user: TestUser | null = admin) {
  const response = await exportRoute(apiRequest(`/api/products/export/${query}`, { headers: user ? tokenHeader(user) : {} }), routeParams({}));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

async function importCsv(bytes: Uint8Array, dryRun: boolean) {
  const form = new FormData();
  form.set("file", new File([bytes as BlobPart], "export.csv", { type: "text/csv" }));
  const response = await importRoute(apiRequest(`/api/products/import/?dry_run=${dryRun}`, { method: "POST", body: form, headers: tokenHeader(admin) }), routeParams({}));
  return { status: response.status, body: await response.json() };
}

async function snapshot() {
  const result = await db.execute(sql`select p.*, s.quantity, s.need_to_reorder_below, array(select category_id from product_categories pc where pc.product_id = p.id order by 1) as links
    from products p left join product_stock s on s.product_id = p.id order by p.id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  const dairy = await build.category({ name: "Dairy", slug: "dairy" });
  const milk = await build.category({ name: "Milk", slug: "milk", parentId: dairy.id });
  const oils = await build.category({ name: "Oils", slug: "oils" });
  const vendor = await build.vendor({ name: "Fromagerie Côté" });
  await build.product({ item: "MILK-1", name: "Lait 2 % « bio »", nameFr: "Lait 2 %", price: "4.10", cost: "2.55", special: "12.50", boxQuantity: 12, barcode: "0012", vendorId: vendor.id, categories: [dairy, milk], onHand: -4, provincialTaxClass: "taxable" });
  await build.product({ item: "EVIL-1", name: '=HYPERLINK("http://evil.example","Click")', price: "1.00", categories: [oils], onHand: null, stock: false });
  await build.product({ item: "OIL-2", name: "Olive oil, 1 L; extra \"virgin\"", price: "20.00", categories: [oils], actions: "10-1", salesTaxCode: "G", purchaseTaxCode: "G" });
  await build.product({ item: "TRASHED-1", isDeleted: true, categories: [oils] });
});

describe("GET /api/products/export/", () => {
  it("is for admins only", async () => {
    expect((await exportCsv("", null)).status).toBe(401);
    expect((await exportCsv("", customer)).status).toBe(403);
  });

  it("writes the import's columns, a BOM, CRLF lines, formula cells escaped, active products only", async () => {
    const { status, headers, bytes, text } = await exportCsv();
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "\ufeff" +
      "item,name,name_fr,price,cost,special,box_quantity,barcode,sales_tax_code,purchase_tax_code,provincial_tax_class,need_to_reorder_below,actions,stock,quantity,vendor,categories,image",
    );
    expect(lines).toContain("MILK-1,Lait 2 % « bio »,Lait 2 %,4.10,2.55,12.5,12,0012,E,E,taxable,0,None,true,-4,Fromagerie Côté,dairy|milk,");
    expect(text).toContain(`EVIL-1,"'=HYPERLINK(""http://evil.example"",""Click"")",,1.00,0.00,0,1,,E,E,exempt,0,None,false,0,,oils,`);
    expect(text).not.toContain("TRASHED-1");
  });

  it("filters by search and category as the admin product list does", async () => {
    const bySearch = await exportCsv("?search=olive");
    expect(bySearch.text).toContain("OIL-2");
    expect(bySearch.text).not.toContain("MILK-1");
    const [dairy] = await db.execute(sql`select id from categories where slug = 'dairy'`).then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const byCategory = await exportCsv(`?category=${dairy.id}`);
    expect(byCategory.text).toContain("MILK-1");
    expect(byCategory.text).not.toContain("OIL-2");
    expect((await exportCsv("?category=abc")).status).toBe(400);
  });

  it("round trip: the export imported again changes nothing", async () => {
    const before = await snapshot();
    const { bytes } = await exportCsv();
    const dry = await importCsv(bytes, true);
    expect(dry.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, refused: [], changes: [] });
    const applied = await importCsv(bytes, false);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 3 });
    expect(await snapshot()).toEqual(before);
    const evil = await db.select({ name: products.name }).from(products).where(sql`${products.item} = 'EVIL-1'`).orderBy(asc(products.id));
    expect(evil[0].name).toBe('=HYPERLINK("http://evil.example","Click")');
  });
});
