import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { CategoryView } from "@/lib/catalog/categories";
import { categoryPath, categoryRows } from "@/lib/shared/catalog/category-tree";

const cat = (id: number, name: string, parent: CategoryView | null = null): CategoryView => ({
  id,
  name,
  slug: name.toLowerCase(),
  parent_category: parent ? { id: parent.id, name: parent.name } : null,
  is_deleted: false,
});

describe("categoryRows (the /admin/categories tree)", () => {
  const produce = cat(1, "Produce");
  const dairy = cat(2, "Dairy");
  const tomatoes = cat(3, "Tomatoes", produce);
  const apples = cat(4, "Apples", produce);
  const cheese = cat(5, "Cheese", dairy);

  it("puts each subcategory right under its parent, in the list's order", () => {
    const rows = categoryRows([apples, cheese, dairy, produce, tomatoes]);
    expect(rows.map((r) => [r.category.name, r.depth])).toEqual([
      ["Dairy", 0],
      ["Cheese", 1],
      ["Produce", 0],
      ["Apples", 1],
      ["Tomatoes", 1],
    ]);
    expect(rows.find((r) => r.category.id === 1)!.childIds).toEqual([4, 3]);
    expect(rows.find((r) => r.category.id === 3)!.childIds).toEqual([]);
  });

  it("keeps a subcategory whose parent is not listed at the top level", () => {
    const rows = categoryRows([cheese, produce, tomatoes]);
    expect(rows.map((r) => [r.category.name, r.depth])).toEqual([
      ["Cheese", 0],
      ["Produce", 0],
      ["Tomatoes", 1],
    ]);
  });

  it("never drops nor repeats a category, whatever the parents", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 12 }), (parents) => {
        const list: CategoryView[] = parents.map((_, i) => cat(i + 1, `C${i + 1}`));
        parents.forEach((p, i) => {
          const parent = list[p - 1];
          if (p > 0 && parent) list[i].parent_category = { id: parent.id, name: parent.name };
        });
        const ids = categoryRows(list).map((r) => r.category.id);
        expect([...ids].sort((a, b) => a - b)).toEqual(list.map((c) => c.id));
      }),
    );
  });

  it("names a subcategory by its path", () => {
    expect(categoryPath(tomatoes)).toEqual(["Produce", "Tomatoes"]);
    expect(categoryPath(produce)).toEqual(["Produce"]);
  });
});
