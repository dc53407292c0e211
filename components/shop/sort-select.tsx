"use client";

import { useId } from "react";
import type { ProductSort } from "@/lib/shared/catalog/product-sorts";
import { useProductsNavigate } from "@/client/ui/products-navigation";
import { useTranslations } from "next-intl";
import { shownSort, withView, type ProductsView } from "@/lib/shared/ui/products-url";

/** "Sort by" with the sorts the viewer may use ("Relevance" with a search); a change opens page 1 of the new order. */
export function SortSelect({ view, sorts }: { view: ProductsView; sorts: ProductSort[] }) {
  const navigate = useProductsNavigate();
  const t = useTranslations("catalogFilters");
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {t("sortLabel")}
      </label>
      <select
        id={id}
        defaultValue={shownSort(view)}
        onChange={(event) => navigate(withView(view, { sort: event.target.value as ProductSort }))}
        className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm outline-none focus-visible:border-brand-600"
      >
        {sorts.filter((sort) => sort !== "relevance" || view.search).map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
