import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { POST as createProductRoute } from "@/app/api/products/product/details/route";
import { PATCH as patchProductRoute } from "@/app/api/products/product/details/[id]/route";
import { PATCH as patchCategoryRoute } from "@/app/api/categories/category/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { categories, productCategories, products, type CategoryRow } from "@/db/schema";
import { seedDemo } from "@/db/seed/demo-seed";
import { productFilter } from "@/lib/catalog/product-list";
import type { ProductListQuery } from "@/lib/shared/catalog/product-query";
import { newContext } from "@/lib/context/context";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * Issue 13: products.category_ids (each linked category and its parent), kept by the triggers of
 * migration 0008 for every writer, is what the catalogue's category filter reads.
 */

let db: Db;
let admin: TestUser;
let dairy: CategoryRow;
let cream: CategoryRow;
let bakery: CategoryRow;
let itemSeq = 0;

async function categoryIdsOf(productId: number): Promise<number[]> {
  const [row] = await db.select({ ids: products.categoryIds }).from(products).where(eq(products.id, productId));
  return row.ids;
}

async function createProduct(cat: string): Promise<number> {
  const body = { item: `CID-${(itemSeq += 1)}`, name: "Crème fraîche 1 L", price: "6.40", box_quantity: "12", sales_tax_code: "E", purchase_tax_code: "G", actions: "None", cat };
  const answer = await json(await createProductRoute(apiRequest("/api/products/product/details/", { method: "POST", body, headers: tokenHeader(admin) }), noParams));
  expect(answer.status).toBe(201);
  return answer.body.id;
}

async function patchProduct(id: number, body: object) {
  const response = await patchProductRoute(apiRequest(`/api/products/product/details/${id}/`, { method: "PATCH", body, headers: tokenHeader(admin) }), routeParams({ id: String(id) }));
  expect(response.status).toBe(200);
}

async function patchCategory(id: number, body: object) {
  const response = await patchCategoryRoute(apiRequest(`/api/categories/category/details/${id}/`, { method: "PATCH", body, headers: tokenHeader(admin) }), routeParams({ id: String(id) }));
  expect(response.status).toBe(200);
}

/** The filter as it was before issue 13: linked to the category or to one of its subcategories. */
async function oldFilterIds(categoryId: number, search?: string): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.isDeleted, false),
        search === undefined ? undefined : sql`${products.searchText} like '%' || shop_search_norm(${search}) || '%'`,
        sql`${products.id} in (select pc.product_id from product_categories pc where pc.category_id in (select c.id from categories c where c.id = ${categoryId} or c.parent_id = ${categoryId}))`,
      ),
    )
    .orderBy(products.id);
  return rows.map((r) => r.id);
}

async function newFilterIds(categoryId: number, search?: string): Promise<number[]> {
  const query: ProductListQuery = {
    is_deleted: false,
    search,
    category: categoryId,
    sort: undefined,
    no_image: false,
    no_name_fr: false,
    need_to_reorder: false,
    new_arrivals: false,
    special: false,
    top_selling: false,
    page: undefined,
  };
  const ctx = newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });
  const rows = await db.select({ id: products.id }).from(products).where(productFilter(ctx, query)).orderBy(products.id);
  return rows.map((r) => r.id);
}

/** Products whose stored category_ids differ from the links and the tree as they are now. */
async function staleRows(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(
      sql`${products.categoryIds} is distinct from coalesce((
        select array_agg(distinct x order by x) from (
          select pc.category_id as x from product_categories pc where pc.product_id = ${products.id}
          union all
          select c.parent_id from product_categories pc join categories c on c.id = pc.category_id
          where pc.product_id = ${products.id} and c.parent_id is not null) linked), '{}')`,
    );
  return row.n;
}

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  dairy = await build.category({ name: "Dairy" });
  cream = await build.category({ name: "Cream", parentId: dairy.id });
  bakery = await build.category({ name: "Bakery" });
});

describe("products.category_ids", () => {
  it("is empty for a product in no category, and set when a product is created in its categories", async () => {
    expect(await categoryIdsOf((await build.product()).id)).toEqual([]);
    expect(await categoryIdsOf(await createProduct(`${dairy.id},${cream.id}`))).toEqual([dairy.id, cream.id]);
    expect(await categoryIdsOf(await createProduct(String(bakery.id)))).toEqual([bakery.id]);
  });

  it("holds the parent of a subcategory the product is linked to alone (any writer of the links)", async () => {
    const product = await build.product({ categories: [cream] });
    expect(await categoryIdsOf(product.id)).toEqual([dairy.id, cream.id]);
  });

  it("follows an edit of the product's categories", async () => {
    const id = await createProduct(`${dairy.id},${cream.id}`);
    await patchProduct(id, { cat: String(bakery.id) });
    expect(await categoryIdsOf(id)).toEqual([bakery.id]);
    await patchProduct(id, { cat: `${dairy.id},${cream.id}` });
    expect(await categoryIdsOf(id)).toEqual([dairy.id, cream.id]);
    await patchProduct(id, { name: "Renamed" });
    expect(await categoryIdsOf(id)).toEqual([dairy.id, cream.id]);
  });

  it("follows a subcategory moved to another parent or to the top level", async () => {
    const top = await build.category({ name: "Frozen" });
    const sub = await build.category({ name: "Ice Cream", parentId: top.id });
    const elsewhere = await build.category({ name: "Desserts" });
    const product = await build.product({ categories: [sub] });
    const unrelated = await build.product({ categories: [bakery] });
    await patchCategory(sub.id, { parent_category: elsewhere.id });
    expect(await categoryIdsOf(product.id)).toEqual([sub.id, elsewhere.id]);
    expect(await newFilterIds(top.id)).toEqual([]);
    expect(await newFilterIds(elsewhere.id)).toEqual([product.id]);
    await patchCategory(sub.id, { parent_category: null });
    expect(await categoryIdsOf(product.id)).toEqual([sub.id]);
    expect(await categoryIdsOf(unrelated.id)).toEqual([bakery.id]);
  });

  it("keeps a trashed category (the filter ignores the trash, as before) and drops a deleted one", async () => {
    const top = await build.category({ name: "Pantry" });
    const sub = await build.category({ name: "Rice", parentId: top.id });
    const product = await build.product({ categories: [top, sub] });
    const subOnly = await build.product({ categories: [sub] });
    await patchCategory(sub.id, { is_deleted: true });
    expect(await categoryIdsOf(product.id)).toEqual([top.id, sub.id]);
    await db.delete(categories).where(eq(categories.id, sub.id));
    expect(await categoryIdsOf(product.id)).toEqual([top.id]);
    expect(await categoryIdsOf(subOnly.id)).toEqual([]);
  });

  it("follows links updated or deleted in bulk, and is never stale", async () => {
    const a = await build.product({ categories: [cream] });
    const b = await build.product({ categories: [cream, bakery] });
    await db.update(productCategories).set({ categoryId: bakery.id }).where(eq(productCategories.productId, a.id));
    expect(await categoryIdsOf(a.id)).toEqual([bakery.id]);
    await db.delete(productCategories).where(eq(productCategories.categoryId, bakery.id));
    expect(await categoryIdsOf(a.id)).toEqual([]);
    expect(await categoryIdsOf(b.id)).toEqual([dairy.id, cream.id]);
    expect(await staleRows()).toBe(0);
  });
});

describe("the catalogue's category filter", () => {
  it("finds the same products as the old subquery for every demo category, and with a search for the top-level ones", async () => {
    await seedDemo(db);
    expect(await staleRows()).toBe(0);
    const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
    let compared = 0;
    for (const { id, parentId } of all) {
      const old = await oldFilterIds(id);
      expect(await newFilterIds(id)).toEqual(old);
      compared += old.length;
      if (parentId !== null) continue;
      for (const term of ["rice", "é"]) expect(await newFilterIds(id, term)).toEqual(await oldFilterIds(id, term));
    }
    expect(compared).toBeGreaterThan(0);
  }, 120_000);
});
