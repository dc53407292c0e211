import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PATCH as patchProduct } from "@/app/api/products/product/details/[id]/route";
import { PATCH as patchCategory } from "@/app/api/categories/category/details/[id]/route";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { GET as allProducts } from "@/app/api/products/all_product_list/route";
import { takeExpiredTags } from "@/test/support/next-cache-stub";
import { PATCH as patchVendor } from "@/app/api/vendors/details/[id]/route";
import { CATEGORIES, PRODUCT_LISTS, productTag, VENDORS } from "@/lib/catalog/catalog-cache";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, routeParams } from "@/test/support/requests";

/*
 * Issue 13: every catalogue write expires exactly the cache tags of what it changed, and only once
 * it has committed; a refused write expires nothing. (In Next.js the tags drop the cached pages and
 * answers; e2e/catalog-cache.spec.ts checks that an edit shows on the next request.)
 */

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  admin = await build.admin();
  customer = await build.customer();
});

beforeEach(() => {
  takeExpiredTags();
});

const patch = (path: string, body: unknown, user: TestUser) => apiRequest(path, { method: "PATCH", body, headers: tokenHeader(user) });

describe("catalogue writes expire the tags of what they changed", () => {
  it("a product edit: the lists and that product's page, not the categories", async () => {
    const product = await build.product();
    const response = await patchProduct(patch(`/api/products/product/details/${product.id}/`, { name: "Renamed flour" }, admin), routeParams({ id: String(product.id) }));
    expect(response.status).toBe(200);
    expect(takeExpiredTags().sort()).toEqual([PRODUCT_LISTS, productTag(product.id)].sort());
  });

  it("a refused edit (bad input, or a customer) expires nothing", async () => {
    const product = await build.product();
    const bad = await patchProduct(patch(`/api/products/product/details/${product.id}/`, { price: "-3" }, admin), routeParams({ id: String(product.id) }));
    expect(bad.status).toBe(400);
    const forbidden = await patchProduct(patch(`/api/products/product/details/${product.id}/`, { name: "x" }, customer), routeParams({ id: String(product.id) }));
    expect(forbidden.status).toBe(403);
    expect(takeExpiredTags()).toEqual([]);
  });

  it("a category edit: the category tree and the lists", async () => {
    const category = await build.category();
    const response = await patchCategory(patch(`/api/categories/category/details/${category.id}/`, { name: "Renamed aisle" }, admin), routeParams({ id: String(category.id) }));
    expect(response.status).toBe(200);
    expect(takeExpiredTags().sort()).toEqual([CATEGORIES, PRODUCT_LISTS].sort());
  });

  it("confirming an order: the lists (stock, top sellers) and the pages of its products, after the commit", async () => {
    const [a, b] = [await build.product(), await build.product()];
    const placed = await build.order(customer, [a, b]);
    takeExpiredTags();
    const response = await confirmRoute(patch(`/api/orders/confirm_order/${placed.id}/`, { confirmed: true }, admin), routeParams({ id: String(placed.id) }));
    expect(response.status).toBe(200);
    expect(takeExpiredTags().sort()).toEqual([PRODUCT_LISTS, productTag(a.id), productTag(b.id)].sort());
  });
});

describe("a vendor's new name", () => {
  it("expires only the pages that name vendors", async () => {
    const vendor = await build.vendor();
    const response = await patchVendor(patch(`/api/vendors/details/${vendor.id}/`, { name: `Renamed vendor ${vendor.id}` }, admin), routeParams({ id: String(vendor.id) }));
    expect(response.status).toBe(200);
    expect(takeExpiredTags()).toEqual([VENDORS]);
  });
});

describe("the offline catalogue's version", () => {
  it("differs by audience and follows the catalogue's content", async () => {
    const etagOf = async (user?: TestUser) =>
      (await allProducts(apiRequest("/api/products/all_product_list/", { headers: user ? tokenHeader(user) : {} }), routeParams({}))).headers.get("etag");
    const visitor = await etagOf();
    const priced = await etagOf(customer);
    expect(visitor).toMatch(/^W\/"visitor-/);
    expect(priced).toMatch(/^W\/"customer-/);
    const product = await build.product();
    expect(await etagOf()).not.toBe(visitor);
    await patchProduct(patch(`/api/products/product/details/${product.id}/`, { price: "9.99" }, admin), routeParams({ id: String(product.id) }));
    const afterPrice = await etagOf(customer);
    expect(afterPrice).not.toBe(priced);
  });
});
