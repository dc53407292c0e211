import type { CategoryView } from "@/lib/catalog/categories";
import { categoryRows } from "@/lib/shared/catalog/category-tree";
import type { PriceListEntryView } from "@/lib/shared/pricing/price-list-schemas";

/** A category the discounts may name: a main category, or a subcategory with its parent's name. */
export interface CategoryChoice {
  id: number;
  name: string;
  parent?: string;
  /** Not among the active categories (in the trash): offered only because the list names it already. */
  inTrash?: boolean;
}

/**
 * The category select's options: the active categories as the back office's tree lists them (each
 * main category, then its subcategories), then any category the list's entries name that is not
 * among them (in the trash: the entry stays, and applies again once the category is restored).
 */
export function categoryChoicesOf(categories: CategoryView[], entries: readonly PriceListEntryView[] = []): CategoryChoice[] {
  const choices: CategoryChoice[] = categoryRows(categories).map(({ category, depth }) =>
    depth === 1 && category.parent_category ? { id: category.id, name: category.name, parent: category.parent_category.name } : { id: category.id, name: category.name },
  );
  const known = new Set(choices.map((c) => c.id));
  for (const entry of entries) {
    if (entry.kind !== "category" || entry.category === null || known.has(entry.category)) continue;
    known.add(entry.category);
    choices.push({ id: entry.category, name: entry.category_name ?? entry.category_slug ?? String(entry.category), inTrash: true });
  }
  return choices;
}
