"use client";

import { useProductsNavigate } from "@/client/ui/products-navigation";
import { useTranslations } from "next-intl";
import { withView, type ProductsView } from "@/lib/shared/ui/products-url";
import { SearchBox } from "@/components/ui/search-box";

/** docs/product.md §2/§5: "Search by name" on /products; the category and the sort stay. */
export function ProductSearch({ view }: { view: ProductsView }) {
  const navigate = useProductsNavigate();
  const t = useTranslations("catalogFilters");
  return (
    <SearchBox
      action="/products"
      label={t("searchLabel")}
      placeholder={t("searchPlaceholder")}
      buttonLabel={t("searchButton")}
      search={view.search ?? ""}
      onSearch={(search) => navigate(withView(view, { search: search || undefined }))}
      keep={{ category: view.category === undefined ? undefined : String(view.category), sort: view.sort }}
    />
  );
}
