import type { Metadata } from "next";
import { pageLocale } from "@/lib/i18n/page-locale";
import { ProductPageView, productMetadata } from "@/components/shop/product-page";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import { siteOrigin } from "@/lib/system/site-url";

/*
 * Renders per request (an unknown slug must answer 404, which a page whose shell was already sent
 * cannot), from the catalogue cache: the product is cached per (slug, audience). A visitor's
 * request is rewritten by proxy.ts to the whole cached page (app/[locale]/(visitor)).
 */
export const instant = false;

/** The product for this request (page and metadata share one query); none is the product's 404. */
const page = pageRoute("/products/[slug]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  return productMetadata((await page(props)).subject, await siteOrigin(), await pageLocale());
}

export default async function ProductPage(props: PageProps) {
  const { ctx, subject: detail } = await page(props);
  return <ProductPageView detail={detail} audience={audienceOf(ctx.actor)} awaiting={awaitingVerification(ctx.actor)} origin={await siteOrigin()} />;
}
