import type { CategoryNode, CategoryView } from "@/lib/catalog/categories";

/* Client-safe: the /products page builds it on the server, the offline catalogue in the browser. */

/** Parents with their subcategories, by name (the category list of the Products screen). */
export function categoryTree(list: CategoryView[]): CategoryNode[] {
  const parents = list.filter((c) => c.parent_category === null);
  return parents.map((p) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    children: list.filter((c) => c.parent_category?.id === p.id).map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
  }));
}

/** The name of a category of the tree (a parent or a subcategory), or null when it is not there. */
export function categoryNameIn(tree: CategoryNode[], id: number): string | null {
  for (const parent of tree) {
    if (parent.id === id) return parent.name;
    const child = parent.children.find((c) => c.id === id);
    if (child) return child.name;
  }
  return null;
}

/** One line of the back office's category tree (/admin/categories). */
export interface CategoryRow {
  category: CategoryView;
  /** 0: a top-level category (or a subcategory whose parent is not listed); 1: under its parent's line. */
  depth: 0 | 1;
  /** The ids of the subcategories listed under this line (none for a subcategory). */
  childIds: number[];
}

/**
 * The list as a tree, for /admin/categories: each top-level category, then its subcategories right
 * under it, both in the list's own order (by name). A subcategory whose parent is not in the list
 * stays a line of its own at the top level, so nothing listed is ever dropped.
 */
export function categoryRows(list: CategoryView[]): CategoryRow[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  const isRoot = (c: CategoryView) => {
    const parent = c.parent_category ? byId.get(c.parent_category.id) : undefined;
    return parent === undefined || parent.id === c.id || parent.parent_category !== null;
  };
  const children = new Map<number, CategoryView[]>();
  for (const c of list) {
    if (isRoot(c)) continue;
    const parentId = c.parent_category!.id;
    children.set(parentId, [...(children.get(parentId) ?? []), c]);
  }
  const rows: CategoryRow[] = [];
  for (const c of list) {
    if (!isRoot(c)) continue;
    const under = children.get(c.id) ?? [];
    rows.push({ category: c, depth: 0, childIds: under.map((x) => x.id) });
    for (const child of under) rows.push({ category: child, depth: 1, childIds: [] });
  }
  return rows;
}

/** Where a category sits: "Produce › Tomatoes" for a subcategory, its name for a top-level one. */
export function categoryPath(category: Pick<CategoryView, "name" | "parent_category">): string[] {
  return category.parent_category ? [category.parent_category.name, category.name] : [category.name];
}
