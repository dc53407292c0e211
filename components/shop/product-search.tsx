"use client";

import { useProductsNavigate } from "@/client/ui/products-navigation";
import { catalogFilterMessages } from "@/lib/shared/messages/catalog-filters";
import { withView, type ProductsView } from "@/lib/shared/ui/products-url";
import { SearchBox } from "@/components/ui/search-box";

/** docs/product.md §2/§5: "Search by name" on /products; the category and the sort stay. */
export function ProductSearch({ view }: { view: ProductsView }) {
  const navigate = useProductsNavigate();
  return (
    <SearchBox
      action="/products"
      label={catalogFilterMessages.searchLabel}
      placeholder={catalogFilterMessages.searchPlaceholder}
      buttonLabel={catalogFilterMessages.searchButton}
      search={view.search ?? ""}
      onSearch={(search) => navigate(withView(view, { search: search || undefined }))}
      keep={{ category: view.category === undefined ? undefined : String(view.category), sort: view.sort }}
    />
  );
}
