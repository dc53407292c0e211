import type { Metadata } from "next";
import { Breadcrumbs, type Crumb } from "@/components/shop/breadcrumbs";
import { JsonLd } from "@/components/shop/json-ld";
import { ProductDetails } from "@/components/shop/product-details";
import type { ProductDetail } from "@/lib/catalog/product-detail";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { audienceOf, awaitingVerification } from "@/lib/shared/accounts/actor";
import { productMessages } from "@/lib/shared/messages/product";
import { shopMessages } from "@/lib/shared/messages/shop";
import { siteOrigin } from "@/lib/system/site-url";
import { productsHref } from "@/lib/shared/ui/products-url";

/*
 * Renders per request (an unknown slug must answer 404, which a page whose shell was already sent
 * cannot), from the catalogue cache: the product is cached per (slug, audience).
 */
export const instant = false;

/** The product for this request (page and metadata share one query); none is the product's 404. */
const page = pageRoute("/products/[slug]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { product } = (await page(props)).subject;
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

export default async function ProductPage(props: PageProps) {
  const { ctx, subject: detail } = await page(props);
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
