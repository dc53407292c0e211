import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { GET as productList } from "@/app/api/products/product_list/route";
import { GET as allProducts } from "@/app/api/products/all_product_list/route";
import { GET as categoryList } from "@/app/api/categories/list/route";
import { getDb, type Db } from "@/db/client";
import { categories, products, productSales } from "@/db/schema";
import { seedDemo } from "@/db/seed/demo-seed";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams } from "@/test/support/requests";

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;
let activeCount: number;

const PRICE_KEYS = ["price", "special", "discounted_price"];
const STAFF_KEYS = ["cost", "quantity", "need_to_reorder_below", "purchase_tax_code", "provincial_tax_class", "ordering", "vendor", "is_deleted"];

async function list(query: string, user?: TestUser) {
  const response = await productList(apiRequest(`/api/products/product_list/${query}`, { headers: user ? tokenHeader(user) : {} }), noParams);
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  db = await getDb();
  await seedDemo(db);
  ({ admin, customer, pending } = await build.audiences());
  activeCount = (await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.isDeleted, false)))[0].n;
}, 120_000);

describe("GET /api/products/product_list/", () => {
  it("pages the active catalogue 16 at a time with absolute next/previous links", async () => {
    const first = await list("?is_deleted=false");
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(activeCount);
    expect(first.body.results).toHaveLength(16);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("http://shop.test/api/products/product_list/?is_deleted=false&page=2");
    const second = await list("?is_deleted=false&page=2");
    expect(second.body.previous).toBe("http://shop.test/api/products/product_list/?is_deleted=false");
    const lastPage = Math.ceil(activeCount / 16);
    const last = await list(`?page=${lastPage}`);
    expect(last.body.next).toBeNull();
    expect(last.body.results).toHaveLength(activeCount - (lastPage - 1) * 16);
  });

  it("withholds prices from visitors and unverified customers, and staff fields from customers", async () => {
    for (const user of [undefined, pending]) {
      const answer = await list("?is_deleted=false", user);
      for (const product of answer.body.results) for (const key of [...PRICE_KEYS, ...STAFF_KEYS]) expect(product).not.toHaveProperty(key);
      expect(JSON.stringify(answer.body)).not.toMatch(/"price"|"cost"/);
    }
    const asCustomer = await list("?is_deleted=false", customer);
    for (const product of asCustomer.body.results) {
      for (const key of PRICE_KEYS) expect(product).toHaveProperty(key);
      for (const key of STAFF_KEYS) expect(product).not.toHaveProperty(key);
    }
    const asAdmin = await list("?is_deleted=false", admin);
    for (const key of [...PRICE_KEYS, ...STAFF_KEYS]) expect(asAdmin.body.results[0]).toHaveProperty(key);
  });

  it("shows the trash, products without image and products to reorder to admins only", async () => {
    for (const query of ["?is_deleted=true", "?no_image=true", "?need_to_reorder=true", "?no_image=no_image"]) {
      expect((await list(query)).status).toBe(401);
      expect((await list(query, customer)).status).toBe(403);
      expect((await list(query, pending)).status).toBe(403);
      expect((await list(query, admin)).status).toBe(200);
    }
    const trashed = await list("?is_deleted=true", admin);
    expect(trashed.body.count).toBe((await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.isDeleted, true)))[0].n);
    expect(trashed.body.results.every((p: { is_deleted: boolean }) => p.is_deleted)).toBe(true);
    const noImage = await list("?is_deleted=false&no_image=true", admin);
    expect(noImage.body.count).toBe((await db.select({ n: sql<number>`count(*)::int` }).from(products).where(and(eq(products.isDeleted, false), isNull(products.image))))[0].n);
    expect(noImage.body.results.every((p: { image: string | null }) => p.image === null)).toBe(true);
    const reorder = await list("?need_to_reorder=true", admin);
    expect(reorder.body.count).toBeGreaterThan(0);
    expect(reorder.body.results.every((p: { quantity: number; need_to_reorder_below: number }) => p.quantity < p.need_to_reorder_below)).toBe(true);
  });

  it("searches name, item code and barcode, ignoring case and accents", async () => {
    const [creme] = await db.select().from(products).where(and(sql`name like 'Crème%'`, eq(products.isDeleted, false))).limit(1);
    expect(creme).toBeDefined();
    for (const term of ["creme", "CRÈME", "crème fraîche".slice(0, 5)]) {
      const answer = await list(`?search=${encodeURIComponent(term)}`);
      expect(answer.body.results.map((p: { id: number }) => p.id)).toContain(creme.id);
    }
    const byItem = await list(`?search=${creme.item.toLowerCase()}`);
    expect(byItem.body.results[0].id).toBe(creme.id);
    const [withBarcode] = await db.select().from(products).where(and(sql`barcode is not null`, eq(products.isDeleted, false))).limit(1);
    const byBarcode = await list(`?search=${withBarcode.barcode}`);
    expect(byBarcode.body.results[0].id).toBe(withBarcode.id);
    // Wildcards are literal: "%" finds the names that contain a percent sign (2% milk), not everything.
    const percent = await list("?search=%25");
    expect(percent.body.count).toBeLessThan(activeCount);
    for (const p of percent.body.results) expect(p.name).toContain("%");
    expect((await list("?search=_")).body.count).toBe(0);
    expect((await list("?search=zzzz-no-such-thing")).body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("keeps a search's results in name order when no item code or barcode matches exactly, barcode or not", async () => {
    // A word no demo name holds in either language, so every result ranks alike.
    await build.product({ name: "Zz quenellé without barcode", item: "NOBAR-1", barcode: null });
    await build.product({ name: "Mm Quenelle with barcode", item: "BAR-1", barcode: "0628000000918" });
    await build.product({ name: "Aa quenelle sans code", item: "NOBAR-2", barcode: null });
    const answer = await list("?search=quenelle");
    const names = answer.body.results.map((p: { name: string }) => p.name);
    expect(names).toEqual(["Aa quenelle sans code", "Mm Quenelle with barcode", "Zz quenellé without barcode"]);
  });

  it("filters by category, a parent including its subcategories", async () => {
    const [parent] = await db.select().from(categories).where(and(isNull(categories.parentId), eq(categories.name, "Rice & Grains")));
    const subs = await db.select().from(categories).where(eq(categories.parentId, parent.id));
    const parentAnswer = await list(`?category=${parent.id}`);
    let subTotal = 0;
    for (const sub of subs) {
      const answer = await list(`?category=${sub.id}`);
      subTotal += answer.body.count;
      for (const p of answer.body.results) expect(p.categories.map((c: { id: number }) => c.id)).toContain(sub.id);
    }
    expect(parentAnswer.body.count).toBeGreaterThanOrEqual(subTotal);
    expect(parentAnswer.body.count).toBeGreaterThan(0);
    const combined = await list(`?category=${parent.id}&search=rice`);
    expect(combined.body.count).toBeGreaterThan(0);
    expect(combined.body.count).toBeLessThanOrEqual(parentAnswer.body.count);
  });

  it("sorts by name and, for those who see prices, by price", async () => {
    const byName = (await list("?sort=name")).body.results.map((p: { name: string }) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await list("?sort=-name")).body.results.map((p: { name: string }) => p.name);
    expect(desc[0] >= desc[15]).toBe(true);
    // The price sorts read what a case costs: the unit price after the special × the units in a case.
    type Priced = { discounted_price: string; box_quantity: number };
    const casePrice = (p: Priced) => Math.round(Number(p.discounted_price) * 100) * p.box_quantity;
    const prices = (await list("?sort=price", customer)).body.results.map(casePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = (await list("?sort=-price", customer)).body.results.map(casePrice);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect((await list("?sort=ordering", admin)).status).toBe(200);
  });

  it.each([
    ["a visitor sorting by price", "?sort=price", undefined, 400, "sort"],
    ["a customer sorting by the staff order", "?sort=ordering", "customer", 400, "sort"],
    ["an unknown sort", "?sort=colour", "admin", 400, "sort"],
    ["a non-numeric category", "?category=abc", undefined, 400, "category"],
    ["a bad is_deleted", "?is_deleted=maybe", undefined, 400, "is_deleted"],
    ["page 0", "?page=0", undefined, 404, "detail"],
    ["a page past the end", "?page=999", undefined, 404, "detail"],
    ["a non-numeric page", "?page=two", undefined, 404, "detail"],
  ])("answers %s with a clear %s", async (_label, query, who, status, key) => {
    const user = who === "customer" ? customer : who === "admin" ? admin : undefined;
    const answer = await list(query, user);
    expect(answer.status).toBe(status);
    expect(answer.body).toHaveProperty(key);
  });

  it("serves the new arrivals, specials and top sellers", async () => {
    const arrivals = (await list("?is_deleted=false&new_arrivals=new_arrivals")).body.results;
    expect(arrivals).toHaveLength(16);
    const specials = (await list("?is_deleted=false&special=special", customer)).body.results;
    expect(specials.length).toBeGreaterThan(0);
    for (const p of specials) expect(Number(p.special)).toBeGreaterThan(0);
    const top = await list("?is_deleted=false&top_selling=top_selling");
    expect(top.body.count).toBeGreaterThan(0);
    // The best seller first, from the sales counters the demo orders left.
    const [best] = await (await getDb())
      .select({ id: productSales.productId })
      .from(productSales)
      .innerJoin(products, eq(products.id, productSales.productId))
      .where(eq(products.isDeleted, false))
      .orderBy(desc(productSales.soldCount), desc(productSales.productId))
      .limit(1);
    expect(top.body.results[0].id).toBe(best.id);
  });
});

describe("GET /api/products/all_product_list/", () => {
  it("answers the whole active catalogue with an ETag, and 304 when unchanged", async () => {
    const first = await allProducts(apiRequest("/api/products/all_product_list/?is_deleted=false"), noParams);
    expect(first.status).toBe(200);
    const body = await first.json();
    const active = (await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.isDeleted, false)))[0].n;
    expect(body.results).toHaveLength(active);
    expect(JSON.stringify(body)).not.toMatch(/"price"/);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"visitor-/);
    const again = await allProducts(apiRequest("/api/products/all_product_list/?is_deleted=false", { headers: { "if-none-match": etag } }), noParams);
    expect(again.status).toBe(304);
    const asCustomer = await allProducts(apiRequest("/api/products/all_product_list/?is_deleted=false", { headers: { ...tokenHeader(customer), "if-none-match": etag } }), noParams);
    expect(asCustomer.status).toBe(200);
    expect((await asCustomer.json()).fields).toContain("price");
    await db.update(products).set({ name: "Renamed product", updatedAt: new Date() }).where(eq(products.id, body.results[0][0]));
    const changed = await allProducts(apiRequest("/api/products/all_product_list/?is_deleted=false", { headers: { "if-none-match": etag } }), noParams);
    expect(changed.status).toBe(200);
    expect((await allProducts(apiRequest("/api/products/all_product_list/?is_deleted=true"), noParams)).status).toBe(400);
  });
});

describe("GET /api/categories/list/", () => {
  it("lists active categories with their parents; the trash is for admins", async () => {
    const response = await categoryList(apiRequest("/api/categories/list/?is_deleted=false"), noParams);
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.some((c: { parent_category: unknown }) => c.parent_category === null)).toBe(true);
    const child = body.find((c: { parent_category: unknown }) => c.parent_category !== null);
    expect(child.parent_category).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect((await categoryList(apiRequest("/api/categories/list/?is_deleted=true"), noParams)).status).toBe(401);
    expect((await categoryList(apiRequest("/api/categories/list/?is_deleted=true", { headers: tokenHeader(customer) }), noParams)).status).toBe(403);
    expect((await categoryList(apiRequest("/api/categories/list/?is_deleted=true", { headers: tokenHeader(admin) }), noParams)).status).toBe(200);
    expect((await categoryList(apiRequest("/api/categories/list/?is_deleted=yes"), noParams)).status).toBe(400);
  });
});
