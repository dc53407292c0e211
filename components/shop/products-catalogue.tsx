import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import { FiltersDrawer } from "@/components/shop/filters-drawer";
import { FiltersPanel } from "@/components/shop/filters-panel";
import type { CatalogueControls } from "@/components/shop/catalogue-controls";
import { ProductGrid } from "@/components/shop/product-grid";
import type { CardProduct } from "@/components/shop/product-card";
import { Pagination } from "@/components/ui/pagination";
import type { Audience } from "@/lib/shared/accounts/actor";
import type { CategoryNode } from "@/lib/catalog/categories";
import { sortsFor } from "@/lib/shared/catalog/product-sorts";
import { useTranslations } from "next-intl";
import { pageCount } from "@/lib/shared/pagination/pages";
import { productsHref, productsQuery, type ProductsView } from "@/lib/shared/ui/products-url";

/*
 * The /products screen (docs/product.md §2): filters beside (or in a drawer above) the heading, the count,
 * the grid and the pages. Rendered by the page on the server, and in the browser from the saved
 * catalogue when offline (components/shop/offline-products.tsx), so both look the same.
 */

export interface ProductsCatalogueProps {
  view: ProductsView;
  audience: Audience;
  /** The viewer is a customer awaiting verification. */
  awaiting: boolean;
  tree: CategoryNode[];
  categoryName: string | null;
  results: CardProduct[];
  count: number;
  page: number;
  /** Answered in the browser from the saved catalogue. */
  offline?: boolean;
  /** A line above the heading (offline: that this is the catalogue saved on the device). */
  notice?: ReactNode;
  /** The add-to-cart and PDF controls, from the pages that show them (none on a visitor's). */
  controls?: CatalogueControls;
}

/** The PDF catalogue of the current view (admins): by category or by search text. */
function pdfHref(view: ProductsView): string {
  const query = productsQuery({ search: view.search, category: view.category });
  return `/api/products/generate/pdf/${query ? `?${query}` : ""}`;
}

export function ProductsCatalogue({ view, audience, awaiting, tree, categoryName, results, count, page, offline = false, notice, controls = {} }: ProductsCatalogueProps) {
  const t = useTranslations("catalog");
  const heading = view.search ? t("headingSearch", { search: view.search }) : (categoryName ?? t("title"));
  const filters = <FiltersPanel view={view} sorts={sortsFor(audience)} tree={tree} />;
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
      <div className="hidden w-72 shrink-0 narrow:block">{filters}</div>
      <div className="min-w-0 flex-1">
        {notice}
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold text-brand-800">{heading}</h1>
            <h2 className="mt-1 text-base font-medium text-stone-700" data-testid="products-count">
              {t("showing", { shown: results.length, total: count })}
              {view.search && categoryName ? ` ${t("inCategory", { category: categoryName })}` : ""}
            </h2>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <FiltersDrawer key={productsQuery(view)}>{filters}</FiltersDrawer>
            {controls.pdf?.(pdfHref(view), t("downloadPdf"))}
          </div>
        </div>
        {results.length === 0 ? (
          <div className="rounded-xl border border-stone-200 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-stone-900">
              {view.search ? t("noResultsSearch", { search: view.search }) : t("noResults")}
            </p>
            <p className="mt-2 text-stone-600">{t("noResultsHint")}</p>
            <Link href="/products" className="mt-5 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
              {t("showAll")}
            </Link>
          </div>
        ) : (
          <ProductGrid products={results} audience={audience} returnTo={productsHref(view)} awaiting={awaiting} preloadFirst={offline ? 0 : 2} cartControl={controls.cart} />
        )}
        <Pagination page={page} pageCount={pageCount(count)} hrefFor={(n) => productsHref({ ...view, page: n })} className="mt-10" />
      </div>
    </div>
  );
}
