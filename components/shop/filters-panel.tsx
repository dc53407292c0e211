import type { CategoryNode } from "@/lib/catalog/categories";
import type { ProductSort } from "@/lib/shared/catalog/product-sorts";
import type { ProductsView } from "@/lib/shared/ui/products-url";
import { CategoryNav } from "./category-nav";
import { ProductSearch } from "./product-search";
import { SortSelect } from "./sort-select";

/**
 * Search, sort and the category list: the sidebar on wide screens, the drawer on narrow ones.
 * The keys (distinct between siblings) reset the search text and the select after navigation.
 */
export function FiltersPanel({ view, sorts, tree }: { view: ProductsView; sorts: ProductSort[]; tree: CategoryNode[] }) {
  return (
    <div className="flex flex-col gap-6">
      <ProductSearch key={`search:${view.search ?? ""}`} view={view} />
      <SortSelect key={`sort:${view.search ?? ""}:${view.sort ?? ""}`} view={view} sorts={sorts} />
      <CategoryNav view={view} tree={tree} />
    </div>
  );
}
