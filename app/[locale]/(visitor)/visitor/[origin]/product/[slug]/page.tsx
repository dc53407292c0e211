import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/page-locale";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ProductPageView, productMetadata } from "@/components/shop/product-page";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { BUILD_PLACEHOLDER, originOfSegment } from "@/lib/entry/visitor-pages";
import { visitorContext } from "@/lib/entry/visitor-context";
import { NotFound } from "@/lib/shared/errors/domain-errors";

/*
 * A product's page for a visitor, whole and cached (lib/entry/visitor-pages.ts). proxy.ts rewrites a
 * session-less /products/<slug> here once its guard found the product active (a missing or trashed
 * one answers its 404 as for anyone).
 */
type Props = { params: Promise<{ origin: string; slug: string }> };

export function generateStaticParams() {
  return [{ origin: BUILD_PLACEHOLDER, slug: BUILD_PLACEHOLDER }];
}

/** The page and its metadata share one read. */
const productIn = cache(async (segment: string, slug: string) => {
  const origin = originOfSegment(segment);
  if (origin === null) return null;
  try {
    return { origin, detail: await getProductBySlug(await visitorContext(), slug) };
  } catch (error) {
    if (error instanceof NotFound) notFound();
    throw error;
  }
});

async function productOf(props: Props) {
  const { origin, slug } = await props.params;
  return productIn(origin, slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await productOf(props);
  return found ? productMetadata(found.detail, found.origin, await pageLocale()) : {};
}

export default async function VisitorProductPage(props: Props) {
  const found = await productOf(props);
  if (!found) return null;
  return <ProductPageView detail={found.detail} audience="visitor" awaiting={false} origin={found.origin} />;
}
