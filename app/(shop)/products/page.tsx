import { FileDown } from "lucide-react";
import type { Metadata } from "next";
import { Suspense } from "react";
import Link from "next/link";
import { redirect } from "next/navigation";
import { FiltersDrawer } from "@/components/shop/filters-drawer";
import { FiltersPanel } from "@/components/shop/filters-panel";
import { Pagination } from "@/components/ui/pagination";
import { ProductGrid } from "@/components/shop/product-grid";
import { guardPage } from "@/lib/accounts/page-guard";
import { audienceOf, awaitingVerification } from "@/lib/accounts/actor";
import { listProducts } from "@/lib/catalog/product-list";
import { sortsFor } from "@/lib/catalog/product-query";
import { NotFound } from "@/lib/errors/domain-errors";
import { pageCount } from "@/lib/pagination/pages";
import { catalogMessages } from "@/lib/messages/catalog";
import { siteOrigin } from "@/lib/system/site-url";
import { productsHref, productsQuery, type ProductsView } from "@/lib/ui/products-url";
import type { SearchParams } from "@/lib/ui/search-params";
import { readProductsView } from "./products-view";

type Props = { searchParams: SearchParams };

function titleOf(view: ProductsView, categoryName: string | null): string {
  const base = view.search ? catalogMessages.searchTitle(view.search) : (categoryName ?? catalogMessages.title);
  return view.page && view.page > 1 ? `${base} — ${catalogMessages.pageSuffix(view.page)}` : base;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const ctx = await guardPage("public");
  const result = await readProductsView(ctx, audienceOf(ctx.actor), await searchParams);
  if (!result.ok) return { title: catalogMessages.title };
  const { view, categoryName } = result;
  const canonical = `${await siteOrigin()}${productsHref({ search: view.search, category: view.category, page: view.page })}`;
  return {
    title: titleOf(view, categoryName),
    description: view.search
      ? catalogMessages.searchDescription(view.search)
      : categoryName
        ? catalogMessages.categoryDescription(categoryName)
        : catalogMessages.description,
    alternates: { canonical },
    // Search results are for people; the category pages are what search engines should list.
    robots: view.search ? { index: false, follow: true } : undefined,
  };
}

/** The PDF catalogue of the current view (admins): by category or by search text. */
function pdfHref(view: ProductsView): string {
  const query = productsQuery({ search: view.search, category: view.category });
  return `/api/products/generate/pdf/${query ? `?${query}` : ""}`;
}

/**
 * The page's frame is prerendered; its content depends on the URL and the audience and renders
 * per request from the catalogue cache (lib/catalog/catalog-cache.ts).
 */
export default function ProductsPage({ searchParams }: Props) {
  return (
    <Suspense fallback={<ProductsLoading />}>
      <ProductsContent searchParams={searchParams} />
    </Suspense>
  );
}

/**
 * What shows until the content streams in (within the same answer): the page's own frame and 16
 * card-sized placeholders, so that nothing below moves when the products arrive.
 */
function ProductsLoading() {
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8" aria-busy="true">
      <div className="hidden w-72 shrink-0 narrow:block" />
      <div className="min-w-0 flex-1">
        <div className="mb-6">
          <h1 className="text-3xl font-bold text-brand-800">{catalogMessages.title}</h1>
          <div className="mt-1 h-6" />
        </div>
        <div className="@container">
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 @xl:grid-cols-3 @4xl:grid-cols-4" aria-hidden="true">
            {Array.from({ length: 16 }, (_, i) => (
              <li key={i} className="aspect-[3/5] rounded-xl border border-stone-200 bg-white" />
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

async function ProductsContent({ searchParams }: Props) {
  const ctx = await guardPage("public");
  const audience = audienceOf(ctx.actor);
  const result = await readProductsView(ctx, audience, await searchParams);
  if (!result.ok) redirect(result.redirectTo);
  const { view, query, tree, categoryName } = result;

  let list;
  try {
    list = await listProducts(ctx, query);
  } catch (error) {
    // A page past the end (e.g. after products were removed): the first page of the same view.
    if (error instanceof NotFound) redirect(productsHref({ ...view, page: undefined }));
    throw error;
  }
  const pages = pageCount(list.count);
  const page = list.page;
  const sorts = sortsFor(audience);
  const heading = view.search ? catalogMessages.headingSearch(view.search) : (categoryName ?? catalogMessages.title);
  const filters = <FiltersPanel view={view} sorts={sorts} tree={tree} />;

  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8">
      <div className="hidden w-72 shrink-0 narrow:block">{filters}</div>
      <div className="min-w-0 flex-1">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold text-brand-800">{heading}</h1>
            <h2 className="mt-1 text-base font-medium text-stone-700" data-testid="products-count">
              {catalogMessages.showing(list.results.length, list.count)}
              {view.search && categoryName ? ` ${catalogMessages.inCategory(categoryName)}` : ""}
            </h2>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <FiltersDrawer key={productsQuery(view)}>{filters}</FiltersDrawer>
            {audience === "admin" && (
              <a
                href={pdfHref(view)}
                className="inline-flex items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <FileDown aria-hidden="true" className="size-4" />
                {catalogMessages.downloadPdf}
              </a>
            )}
          </div>
        </div>
        {list.results.length === 0 ? (
          <div className="rounded-xl border border-stone-200 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-stone-900">
              {view.search ? catalogMessages.noResultsSearch(view.search) : catalogMessages.noResults}
            </p>
            <p className="mt-2 text-stone-600">{catalogMessages.noResultsHint}</p>
            <Link href="/products" className="mt-5 inline-flex rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
              {catalogMessages.showAll}
            </Link>
          </div>
        ) : (
          <ProductGrid
            products={list.results}
            audience={audience}
            returnTo={productsHref(view)}
            awaiting={awaitingVerification(ctx.actor)}
            preloadFirst={2}
          />
        )}
        <Pagination page={page} pageCount={pages} hrefFor={(n) => productsHref({ ...view, page: n })} className="mt-10" />
      </div>
    </div>
  );
}
