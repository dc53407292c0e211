"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useId } from "react";
import { ORDER_SORTS, type MyOrdersQuery } from "@/lib/shared/orders/query-schemas";
import { ORDER_FILTERS, filterOf, myOrdersHref, withFilter, type MyOrdersView, type OrderFilter } from "@/lib/shared/ui/my-orders-url";
import { useTranslations } from "next-intl";

const selectStyles = "rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm outline-none focus-visible:border-brand-600";

/**
 * Sort and filter dropdowns of /my-orders (docs/product.md §2); a change opens page 1 of the new view.
 * Another order list (the back office's) passes its own `path` and the parameters it `keep`s (a search).
 */
export function MyOrdersToolbar({ view, path, keep }: { view: MyOrdersView; path?: string; keep?: Record<string, string> }) {
  const t = useTranslations("orders");
  const router = useRouter();
  const hrefFor = (next: MyOrdersView) => {
    const href = myOrdersHref(next);
    if (!path && !keep) return href;
    const params = new URLSearchParams(keep);
    new URLSearchParams(href.split("?")[1] ?? "").forEach((value, key) => params.set(key, value));
    const query = params.toString();
    return `${path ?? "/my-orders"}${query ? `?${query}` : ""}`;
  };
  const sortId = useId();
  const filterId = useId();
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className="text-sm font-semibold text-stone-800">{t("sortLabel")}</label>
        <select
          id={sortId}
          value={view.sort ?? "-created_at"}
          onChange={(e) => router.push(hrefFor({ ...view, sort: e.target.value as MyOrdersQuery["sort"], page: 1 }))}
          className={selectStyles}
        >
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>{t(`sorts.${sort}`)}</option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="text-sm font-semibold text-stone-800">{t("filterLabel")}</label>
        <select id={filterId} value={filterOf(view)} onChange={(e) => router.push(hrefFor(withFilter(view, e.target.value as OrderFilter)))} className={selectStyles}>
          {ORDER_FILTERS.map((filter) => (
            <option key={filter} value={filter}>{t(`filters.${filter}`)}</option>
          ))}
        </select>
      </div>
    </div>
  );
}
