import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/page-locale";
import { Suspense } from "react";
import { catalogueControls } from "@/components/shop/catalogue-controls";
import { ProductsPageContent } from "@/components/shop/products-page-content";
import { pageRoute, type PageProps, type PageQuery } from "@/lib/entry/page-route";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import { listProducts } from "@/lib/catalog/product-list";
import { useTranslations } from "next-intl";
import { siteOrigin } from "@/lib/system/site-url";
import { productsHref } from "@/lib/shared/ui/products-url";
import { productsMetadata, readProductsView, type ViewResult } from "@/lib/entry/products-view";

/** The URL read with the API's schema (a bad parameter is dropped: the cleaned URL); a page past the last is the first. */
const query: PageQuery<Extract<ViewResult, { ok: true }>> = {
  read: async (params, ctx) => {
    const result = await readProductsView(ctx, audienceOf(ctx.actor), params);
    return result.ok ? { view: result } : { redirect: result.redirectTo };
  },
  firstPage: ({ view }) => productsHref({ ...view, page: undefined }),
};
/** The metadata needs the URL only; the content lists the products too. */
const urlView = pageRoute("/products", { query });
const page = pageRoute("/products", { query, load: (ctx, { view }) => listProducts(ctx, view.query) });

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { view, categoryName } = (await urlView(props)).view;
  return productsMetadata(view, categoryName, await siteOrigin(), await pageLocale());
}

/**
 * The page's frame is prerendered; its content depends on the URL and the audience and renders
 * per request from the catalogue cache (lib/catalog/catalog-cache.ts). A visitor's request with a
 * canonical URL is rewritten by proxy.ts to the whole cached page (app/[locale]/(visitor)).
 */
export default function ProductsPage({ searchParams }: Pick<PageProps, "searchParams">) {
  const t = useTranslations("catalog");
  return (
    <>
      {/* React puts it in the head of the prerendered shell: the same for every search and category. */}
      <meta name="description" content={t("description")} />
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
  const t = useTranslations("catalog");
  return (
    <div className="mx-auto flex max-w-7xl gap-8 px-4 py-8" aria-busy="true">
      <div className="hidden w-72 shrink-0 narrow:block" />
      <div className="min-w-0 flex-1">
        <div className="mb-6">
          <h1 className="text-3xl font-bold text-brand-800">{t("title")}</h1>
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

async function ProductsContent({ searchParams }: Pick<PageProps, "searchParams">) {
  const {
    ctx,
    view: { view, tree, categoryName },
    data: list,
  } = await page({ searchParams });
  const audience = audienceOf(ctx.actor);
  const awaiting = awaitingVerification(ctx.actor);
  return (
    <ProductsPageContent
      view={view}
      audience={audience}
      awaiting={awaiting}
      tree={tree}
      categoryName={categoryName}
      results={list.results}
      count={list.count}
      page={list.page}
      controls={catalogueControls(audience)}
    />
  );
}
