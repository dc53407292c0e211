import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeOfflineCatalogue, offlineFieldsFor, queryOfflineCatalogue, searchNorm, type OfflineRow } from "@/lib/shared/catalog/offline-catalogue";
import { isCataloguePage } from "@/client/offline/offline-caches";
import { productsQuery, readProductsParams } from "@/lib/shared/ui/products-url";

/*
 * The offline catalogue's rules in the browser (lib/shared/catalog/offline-catalogue.ts). That they give
 * the server's answers is checked against the database in test/integration/offline-catalogue.test.ts.
 */

type Product = { id: number; item: string; name: string; barcode: string | null; price: string; categories: number[]; ordering: number };

/** A catalogue as the server sends it: rows by name, then id. */
function catalogueOf(products: Product[], audience: "visitor" | "customer" | "admin" = "admin") {
  const fields = offlineFieldsFor(audience);
  const sorted = [...products].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  const results = sorted.map((p) => {
    const value: Record<string, OfflineRow[number]> = {
      id: p.id,
      item: p.item,
      name: p.name,
      slug: `p-${p.id}`,
      image: null,
      barcode: p.barcode,
      box_quantity: 6,
      stock: true,
      actions: "None",
      category_ids: p.categories,
      price: p.price,
      discounted_price: p.price,
      ordering: p.ordering,
    };
    return fields.map((f) => value[f]);
  });
  return decodeOfflineCatalogue({ audience, fields, results });
}

const sample: Product[] = [
  { id: 1, item: "FLR-1", name: "Pastry Flour 10 kg", barcode: "0628000000017", price: "31.50", categories: [1, 10], ordering: 3 },
  { id: 2, item: "CRM-2", name: "Crème fraîche 250 mL", barcode: null, price: "4.10", categories: [2, 20], ordering: 1 },
  { id: 3, item: "CRM-3", name: "CREME anglaise", barcode: null, price: "4.10", categories: [2], ordering: 2 },
  { id: 4, item: "SUG-4", name: "Golden Sugar 2 kg", barcode: "0628000000024", price: "12.00", categories: [1, 11], ordering: 1 },
  { id: 5, item: "crm-2x", name: "Item crm-3 mentioned", barcode: null, price: "9.99", categories: [], ordering: 0 },
];

describe("searchNorm", () => {
  it("folds the server's accented letters and lowers A–Z only, as shop_search_norm does", () => {
    expect(searchNorm("Crème Fraîche ÀÉÎÕÜ ÿ")).toBe("creme fraiche aeiou y");
    // The ligatures are spelt out, as French readers type them (« Œufs » is found by "oeufs").
    expect(searchNorm("ŒUFS œufs Cæsar ÆRO")).toBe("oeufs oeufs caesar aero");
    // lower() under COLLATE "C" leaves other letters as they are.
    expect(searchNorm("Straße ÞÐ")).toBe("straße ÞÐ");
  });
});

describe("queryOfflineCatalogue", () => {
  const catalogue = catalogueOf(sample);
  const ids = (query: Parameters<typeof queryOfflineCatalogue>[1]) => queryOfflineCatalogue(catalogue, query).results.map((p) => p.id);

  it("lists by name, then id, and reversed for -name", () => {
    expect(ids({})).toEqual([3, 2, 4, 5, 1]);
    expect(ids({ sort: "-name" })).toEqual([1, 5, 4, 2, 3]);
  });

  it("searches name, item code and barcode ignoring accents and case", () => {
    expect(ids({ search: "creme" })).toEqual([3, 2]);
    expect(ids({ search: "0628000000024" })).toEqual([4]);
    expect(ids({ search: "zzz" })).toEqual([]);
  });

  it("ranks whole words of the name before an exact item code, which comes first in the other sorts", () => {
    expect(ids({ search: "crm-3" })).toEqual([5, 3]);
    expect(ids({ search: "crm-3", sort: "name" })).toEqual([3, 5]);
  });

  it("filters by a category or its parent", () => {
    expect(ids({ category: 1 })).toEqual([4, 1]);
    expect(ids({ category: 20 })).toEqual([2]);
  });

  it("sorts by price and by the staff's order, ties by id", () => {
    expect(ids({ sort: "price" })).toEqual([2, 3, 5, 4, 1]);
    expect(ids({ sort: "-price" })).toEqual([1, 4, 5, 3, 2]);
    expect(ids({ sort: "ordering" })).toEqual([5, 2, 4, 3, 1]);
  });

  it("pages 16 at a time and answers the first page for a page past the end", () => {
    const many = catalogueOf(Array.from({ length: 40 }, (_, i) => ({ ...sample[0], id: i + 1, item: `I-${i}`, name: `Name ${String(i).padStart(2, "0")}` })));
    expect(queryOfflineCatalogue(many, { page: 3 }).results.map((p) => p.id)).toEqual(Array.from({ length: 8 }, (_, i) => 33 + i));
    expect(queryOfflineCatalogue(many, { page: 4 })).toMatchObject({ page: 1, pastEnd: true, count: 40 });
  });

  it("keeps prices out of a visitor's catalogue", () => {
    const visitor = catalogueOf(sample, "visitor");
    for (const product of visitor.products) expect(product).not.toHaveProperty("price");
  });

  it("holds every product once across the pages of any query (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom("", "cr", "e", "kg", "0628"), fc.constantFrom(undefined, 1, 2), fc.constantFrom("name", "-name", "price", "-price", "ordering" as const), (search, category, sort) => {
        const first = queryOfflineCatalogue(catalogue, { search: search || undefined, category, sort }, 2);
        const pages = Math.max(1, Math.ceil(first.count / 2));
        const seen = Array.from({ length: pages }, (_, i) => queryOfflineCatalogue(catalogue, { search: search || undefined, category, sort, page: i + 1 }, 2).results.map((p) => p.id)).flat();
        expect(new Set(seen).size).toBe(first.count);
        expect(seen).toHaveLength(first.count);
      }),
    );
  });
});

describe("readProductsParams", () => {
  it("reads a /products URL as the page does: lowercased search, positive ids, the viewer's sorts", () => {
    const view = readProductsParams(new URLSearchParams("search=%20Sugar%20&category=12&sort=price&page=3"), ["name", "-name", "price", "-price"]);
    expect(view).toEqual({ search: "sugar", category: 12, sort: "price", page: 3 });
    expect(productsQuery(view)).toBe("search=sugar&category=12&sort=price&page=3");
  });

  it("leaves out what the page would drop", () => {
    expect(productsQuery(readProductsParams(new URLSearchParams("category=abc&sort=price&page=0&search="), ["name", "-name"]))).toBe("");
    expect(readProductsParams(new URLSearchParams("category=99999999999"), ["name"]).category).toBeUndefined();
  });
});

describe("isCataloguePage", () => {
  it("is home, the list and product pages only", () => {
    for (const path of ["/", "/products", "/products/flour_10_kg"]) expect(isCataloguePage(path)).toBe(true);
    for (const path of ["/cart", "/products/a/b", "/admin/products", "/my-orders", "/api/products/product_list/"]) expect(isCataloguePage(path)).toBe(false);
  });
});
