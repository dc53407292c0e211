import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Breadcrumbs, type Crumb } from "@/components/shop/breadcrumbs";
import { JsonLd } from "@/components/shop/json-ld";
import { ProductDetails } from "@/components/shop/product-details";
import { guardPage } from "@/lib/entry/page-guard";
import { getProductBySlug, type ProductDetail } from "@/lib/catalog/product-detail";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import type { Ctx } from "@/lib/context/context";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { productMessages } from "@/lib/shared/messages/product";
import { shopMessages } from "@/lib/shared/messages/shop";
import { siteOrigin } from "@/lib/system/site-url";
import { productsHref } from "@/lib/shared/ui/products-url";

/*
 * Renders per request (an unknown slug must answer 404, which a page whose shell was already sent
 * cannot), from the catalogue cache: the product is cached per (slug, audience).
 */
export const instant = false;

type Props = { params: Promise<{ slug: string }> };

/** The product for this request (page and metadata share one query), or null when there is none. */
const loadProduct = cache(async (ctx: Ctx, slug: string): Promise<ProductDetail | null> => {
  try {
    return await getProductBySlug(ctx, slug);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const ctx = await guardPage("/products/[slug]");
  const detail = await loadProduct(ctx, (await params).slug);
  if (!detail) return { title: productMessages.notFoundTitle };
  const { product } = detail;
  return {
    title: product.name,
    description: productMessages.description(product.name, shopMessages.caseOf(product.box_quantity), product.item),
    alternates: { canonical: `${await siteOrigin()}/products/${product.slug}` },
  };
}

/** Home › Products › parent › subcategory › the product. */
function crumbsOf({ product, categories }: ProductDetail): Crumb[] {
  const parent = categories.find((c) => c.parentId === null);
  const sub = categories.find((c) => c.parentId !== null && (!parent || c.parentId === parent.id));
  return [
    { name: productMessages.home, href: "/" },
    { name: productMessages.products, href: "/products" },
    ...[parent, sub].flatMap((c) => (c ? [{ name: c.name, href: productsHref({ category: c.id }) }] : [])),
    { name: product.name },
  ];
}

function structuredData(detail: ProductDetail, crumbs: Crumb[], origin: string) {
  const { product } = detail;
  const url = `${origin}/products/${product.slug}`;
  const productData: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
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
      item: crumb.href ? `${origin}${crumb.href}` : url,
    })),
  };
  return { productData, breadcrumbData };
}

export default async function ProductPage({ params }: Props) {
  const ctx = await guardPage("/products/[slug]");
  const detail = await loadProduct(ctx, (await params).slug);
  if (!detail) notFound();
  const crumbs = crumbsOf(detail);
  const { productData, breadcrumbData } = structuredData(detail, crumbs, await siteOrigin());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={productData} />
      <JsonLd data={breadcrumbData} />
      <Breadcrumbs crumbs={crumbs} />
      <ProductDetails product={detail.product} audience={audienceOf(ctx.actor)} awaiting={awaitingVerification(ctx.actor)} />
    </div>
  );
}
