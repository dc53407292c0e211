import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/page-locale";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { cache } from "react";
import { productsMetadata, readProductsView } from "@/lib/entry/products-view";
import { ProductsPageContent } from "@/components/shop/products-page-content";
import { listProducts } from "@/lib/catalog/product-list";
import { BUILD_PLACEHOLDER, originOfSegment, queryOfSegment } from "@/lib/entry/visitor-pages";
import { visitorContext } from "@/lib/entry/visitor-context";
import { getTranslations } from "next-intl/server";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { productsHref } from "@/lib/shared/ui/products-url";

/*
 * A /products view for a visitor, whole and cached (lib/entry/visitor-pages.ts): proxy.ts rewrites a
 * session-less /products with a canonical query here. The view is read as the page of /products
 * reads it; a category that no longer exists, or a page past the last, sends the browser on as there.
 */
type Props = { params: Promise<{ origin: string; view: string }> };

export function generateStaticParams() {
  return [{ origin: BUILD_PLACEHOLDER, view: BUILD_PLACEHOLDER }];
}

/** The page and its metadata share one read. */
const viewIn = cache(async (segment: string, viewSegment: string) => {
  const origin = originOfSegment(segment);
  if (origin === null) return null;
  const ctx = await visitorContext();
  const read = await readProductsView(ctx, "visitor", Object.fromEntries(queryOfSegment(viewSegment)));
  if (!read.ok) redirect(await inPageLocale(read.redirectTo));
  return { origin, ctx, read };
});

async function viewOf(props: Props) {
  const { origin, view } = await props.params;
  return viewIn(origin, view);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await viewOf(props);
  return found ? productsMetadata(found.read.view, found.read.categoryName, found.origin, await pageLocale()) : {};
}

export default async function VisitorProductsPage(props: Props) {
  const found = await viewOf(props);
  if (!found) return null;
  const { ctx, read } = found;
  let list;
  try {
    list = await listProducts(ctx, read.query);
  } catch (error) {
    if (error instanceof NotFound) redirect(await inPageLocale(productsHref({ ...read.view, page: undefined })));
    throw error;
  }
  const t = await getTranslations("catalog");
  return (
    <>
      <meta name="description" content={t("description")} />
      <ProductsPageContent
        view={read.view}
        audience="visitor"
        awaiting={false}
        tree={read.tree}
        categoryName={read.categoryName}
        results={list.results}
        count={list.count}
        page={list.page}
      />
    </>
  );
}
