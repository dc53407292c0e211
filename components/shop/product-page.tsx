import type { Metadata } from "next";
import { pageAddresses } from "@/lib/i18n/alternates";
import type { Locale } from "@/lib/shared/i18n/locales";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { Breadcrumbs, type Crumb } from "@/components/shop/breadcrumbs";
import { JsonLd } from "@/components/shop/json-ld";
import { ProductDetails } from "@/components/shop/product-details";
import type { ProductDetail } from "@/lib/catalog/product-detail";
import type { Audience } from "@/lib/shared/accounts/actor";
import { useLocale, useTranslations } from "next-intl";
import { translator } from "@/lib/i18n/translator";
import type { Translator } from "@/lib/shared/i18n/translator-type";
import { productsHref } from "@/lib/shared/ui/products-url";

/*
 * A product's page, for the page of everyone with a session (app/(site)/(shop)/products/[slug]) and the
 * visitor's whole cached page (app/(visitor)): the same markup from the product, the audience and
 * the shop's origin.
 */

export function productMetadata({ product }: ProductDetail, origin: string, locale: Locale): Metadata {
  const caseSize = translator(locale, "shop")("caseOf", { n: product.box_quantity });
  return {
    title: product.name,
    description: translator(locale, "product")("description", { name: product.name, caseSize: caseSize.toLowerCase(), item: product.item }),
    alternates: pageAddresses(origin, `/products/${product.slug}`, locale),
  };
}

/** Home › Products › parent › subcategory › the product. */
function crumbsOf(t: Translator<"product">, { product, categories }: ProductDetail): Crumb[] {
  const parent = categories.find((c) => c.parentId === null);
  const sub = categories.find((c) => c.parentId !== null && (!parent || c.parentId === parent.id));
  return [
    { name: t("home"), href: "/" },
    { name: t("products"), href: "/products" },
    ...[parent, sub].flatMap((c) => (c ? [{ name: c.name, href: productsHref({ category: c.id }) }] : [])),
    { name: product.name },
  ];
}

/** The product's structured data in the page's language: its names, and the addresses of the page's language. */
function structuredData(detail: ProductDetail, crumbs: Crumb[], origin: string, locale: Locale) {
  const { product } = detail;
  const address = (path: string) => `${origin}${localizedPath(path, locale)}`;
  const url = address(`/products/${product.slug}`);
  const productData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    inLanguage: locale,
    sku: product.item,
    url,
    image: `${origin}${product.image ?? "/placeholder-product.svg"}`,
    ...(product.barcode ? { gtin: product.barcode } : {}),
    ...(detail.categories.length ? { category: detail.categories.map((c) => c.name).join(" > ") } : {}),
  };
  // Prices only for those who may see them (docs/product.md §6): never in a visitor's page.
  if (product.discounted_price !== undefined) {
    productData.offers = {
      "@type": "Offer",
      url,
      price: product.discounted_price,
      priceCurrency: "CAD",
      availability: product.stock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    };
  }
  const breadcrumbData = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: crumb.href ? address(crumb.href) : url,
    })),
  };
  return { productData, breadcrumbData };
}

export function ProductPageView({ detail, audience, awaiting, origin }: { detail: ProductDetail; audience: Audience; awaiting: boolean; origin: string }) {
  const t = useTranslations("product");
  const locale = useLocale();
  const crumbs = crumbsOf(t, detail);
  const { productData, breadcrumbData } = structuredData(detail, crumbs, origin, locale);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={productData} />
      <JsonLd data={breadcrumbData} />
      <Breadcrumbs crumbs={crumbs} />
      <ProductDetails product={detail.product} audience={audience} awaiting={awaiting} />
    </div>
  );
}
