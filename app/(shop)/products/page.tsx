import type { Metadata } from "next";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { OfflineProductsSwitch } from "@/components/shop/offline-products-switch";
import { ProductsCatalogue } from "@/components/shop/products-catalogue";
import { guardPage } from "@/lib/entry/page-guard";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import { listProducts } from "@/lib/catalog/product-list";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { catalogMessages } from "@/lib/shared/messages/catalog";
import { siteOrigin } from "@/lib/system/site-url";
import { productsHref, productsQuery, type ProductsView } from "@/lib/shared/ui/products-url";
import type { SearchParams } from "@/lib/shared/ui/search-params";
import { readProductsView } from "./products-view";

type Props = { searchParams: SearchParams };

function titleOf(view: ProductsView, categoryName: string | null): string {
  const base = view.search ? catalogMessages.searchTitle(view.search) : (categoryName ?? catalogMessages.title);
  return view.page && view.page > 1 ? `${base} — ${catalogMessages.pageSuffix(view.page)}` : base;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const ctx = await guardPage("/products");
  const result = await readProductsView(ctx, audienceOf(ctx.actor), await searchParams);
  // description: null here too, so that the one in the shell stays the only one.
  if (!result.ok) return { title: catalogMessages.title, description: null };
  const { view, categoryName } = result;
  const canonical = `${await siteOrigin()}${productsHref({ search: view.search, category: view.category, page: view.page })}`;
  return {
    title: titleOf(view, categoryName),
    // In the prerendered shell instead (ProductsPage): this metadata waits for the URL, so Next
    // streams it after the head, where search engines and Lighthouse that read the head miss it.
    description: null,
    alternates: { canonical },
    // Search results are for people; the category pages are what search engines should list.
    robots: view.search ? { index: false, follow: true } : undefined,
  };
}

/**
 * The page's frame is prerendered; its content depends on the URL and the audience and renders
 * per request from the catalogue cache (lib/catalog/catalog-cache.ts).
 */
export default function ProductsPage({ searchParams }: Props) {
  return (
    <>
      {/* React puts it in the head of the prerendered shell: the same for every search and category. */}
      <meta name="description" content={catalogMessages.description} />
      <Suspense fallback={<ProductsLoading />}>
        <ProductsContent searchParams={searchParams} />
      </Suspense>
    </>
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
  const ctx = await guardPage("/products");
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
  const awaiting = awaitingVerification(ctx.actor);
  return (
    <OfflineProductsSwitch renderedFor={productsQuery(view)} audience={audience} awaiting={awaiting}>
      <ProductsCatalogue
        view={view}
        audience={audience}
        awaiting={awaiting}
        tree={tree}
        categoryName={categoryName}
        results={list.results}
        count={list.count}
        page={list.page}
      />
    </OfflineProductsSwitch>
  );
}
