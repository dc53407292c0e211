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
