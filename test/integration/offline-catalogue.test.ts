import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as productList } from "@/app/api/products/product_list/route";
import { GET as allProducts } from "@/app/api/products/all_product_list/route";
import { getDb, type Db } from "@/db/client";
import { categories, products } from "@/db/schema";
import { seedDemo } from "@/db/seed/demo-seed";
import { decodeOfflineCatalogue, queryOfflineCatalogue, type OfflineCatalogueBody, type OfflineQuery } from "@/lib/shared/catalog/offline-catalogue";
import { sortsFor } from "@/lib/shared/catalog/product-sorts";
import { productsQuery } from "@/lib/shared/ui/products-url";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams } from "@/test/support/requests";

/*
 * The offline catalogue answers every /products query as the server does: the same products in
 * the same order, the same count, for each audience. The demo catalogue plus products chosen to
 * catch a difference: accents and case in names, equal names, an item code that is also a word of
 * other names, a barcode, prices equal to each other, and a subcategory.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;
let parentId: number;
let childId: number;

async function offline(user?: TestUser) {
  const response = await allProducts(apiRequest("/api/products/all_product_list/?is_deleted=false", { headers: user ? tokenHeader(user) : {} }), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as OfflineCatalogueBody;
}

async function online(query: OfflineQuery, user?: TestUser) {
  const qs = productsQuery(query);
  const response = await productList(apiRequest(`/api/products/product_list/?is_deleted=false${qs ? `&${qs}` : ""}`, { headers: user ? tokenHeader(user) : {} }), noParams);
  expect(response.status).toBe(200);
  return (await response.json()) as { count: number; results: Array<{ id: number; price?: string; discounted_price?: string }> };
}

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  ({ admin, customer, pending } = await build.audiences());
  const parent = await build.category({ name: "Offline parent" });
  const child = await build.category({ name: "Offline child", parentId: parent.id });
  parentId = parent.id;
  childId = child.id;
  const names = ["Crème fraîche", "creme brulee mix", "CRÈME anglaise", "Ännie's oats", "Zucchini", "zucchini", "Zucchini"];
  for (const [i, name] of names.entries()) {
    await build.product({ name, item: `OFF-${i}`, price: i % 2 ? "4.50" : "12.00", special: i === 2 ? "10" : "0", ordering: 7 - i, categories: i < 3 ? [child] : [parent] });
  }
  await build.product({ name: "Item code word off-3 in a name", item: "WORD-1", barcode: "0628000111", price: "4.50" });
  await build.product({ name: "Trashed crème", item: "OFF-T", isDeleted: true });
}, 120_000);

describe("the offline catalogue (GET /api/products/all_product_list/)", () => {
  it("holds every active product once, in rows of the audience's fields, with no price for visitors", async () => {
    const active = (await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.isDeleted, false)))[0].n;
    for (const [user, fields] of [
      [undefined, 11],
      [pending, 11],
      [customer, 13],
      [admin, 14],
    ] as const) {
      const body = await offline(user);
      expect(body.results).toHaveLength(active);
      expect(body.fields).toHaveLength(fields);
      for (const row of body.results) expect(row).toHaveLength(fields);
    }
    for (const user of [undefined, pending]) {
      const body = await offline(user);
      expect(body.audience).toBe("visitor");
      expect(body.fields).not.toContain("price");
      expect(JSON.stringify(body)).not.toMatch(/price|cost/);
    }
    expect((await offline(customer)).fields).not.toContain("ordering");
  });

  it("keeps the categories' parents on each product, as the server's category filter does", async () => {
    const body = await offline();
    const catalogue = decodeOfflineCatalogue(body);
    const i = catalogue.products.findIndex((p) => p.item === "OFF-0");
    expect(catalogue.categoryIds[i].sort()).toEqual([parentId, childId].sort());
  });

  // With the ranking's cases: words inside others ("oil" in Foil), any word order, one letter off.
  const searches = [undefined, "creme", "crème", "zucchini", "off-3", "0628000111", "an", "é", "100%", "a_b", "nothing like this", "oil", "oil olive", "tomatos", "zuchini", "chedar cheese"];
  const categoryOf = () => [undefined, parentId, childId];

  for (const who of ["visitor", "customer", "admin"] as const) {
    it(`answers every search, category, sort and page as the server does (${who})`, async () => {
      const user = who === "visitor" ? undefined : who === "customer" ? customer : admin;
      const catalogue = decodeOfflineCatalogue(await offline(user));
      expect(catalogue.audience).toBe(who);
      const [demoCategory] = await db.select({ id: categories.id }).from(categories).where(eq(categories.isDeleted, false)).limit(1);
      let compared = 0;
      for (const search of searches) {
        for (const category of [...categoryOf(), demoCategory.id]) {
          for (const sort of sortsFor(who)) {
            const server = await online({ search, category, sort }, user);
            const pages = Math.max(1, Math.ceil(server.count / 16));
            for (const page of new Set([1, 2, pages].filter((p) => p <= pages))) {
              const serverPage = page === 1 ? server : await online({ search, category, sort, page }, user);
              const local = queryOfflineCatalogue(catalogue, { search, category, sort, page });
              expect(local.count, `${search} ${category} ${sort}`).toBe(server.count);
              expect(local.results.map((p) => p.id), `${search} ${category} ${sort} ${page}`).toEqual(serverPage.results.map((p) => p.id));
              expect(local.results.map((p) => p.discounted_price)).toEqual(serverPage.results.map((p) => p.discounted_price));
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(40);
    }, 120_000);
  }

  it("answers the first page for a page past the end, as the /products page does", () => {
    const catalogue = decodeOfflineCatalogue({ audience: "visitor", fields: ["id", "item", "name", "slug", "image", "barcode", "box_quantity", "stock", "actions", "category_ids"], results: [[1, "A", "A", "a", null, null, 1, true, "None", []]] });
    expect(queryOfflineCatalogue(catalogue, { page: 5 })).toMatchObject({ page: 1, pastEnd: true, count: 1 });
  });
});
