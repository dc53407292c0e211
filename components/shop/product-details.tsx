import { Gift, LogIn } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import type { ProductView } from "@/lib/catalog/product-view";
import { useTranslations } from "next-intl";
import { mayAddToCart, type Audience } from "@/lib/shared/accounts/actor";
import { loginHref } from "@/lib/shared/accounts/login-redirect";
import { buttonStyles } from "@/components/ui/button";
import { AddToCartButton } from "./add-to-cart";
import { EditProductLink } from "./edit-product-link";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";
import { PromoBadge } from "./promo-badge";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-stone-100 py-2.5 last:border-0">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium text-stone-900">{value}</dd>
    </div>
  );
}

/** How a visitor gets to order: log in (and come back here), or open an account. */
function VisitorOrderHint({ returnTo }: { returnTo: string }) {
  const t = useTranslations("shop");
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4" data-testid="visitor-order-hint">
      <p className="text-sm text-stone-800">{t("visitorOrderHint")}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={loginHref(returnTo)} className={buttonStyles.primary}>
          <LogIn aria-hidden="true" className="size-4" />
          {t("loginToOrder")}
        </Link>
        <Link href="/register" className={buttonStyles.secondary}>
          {t("openAccount")}
        </Link>
      </div>
    </div>
  );
}

/**
 * What the body shows: a product page's product, or the offline catalogue's row for it
 * (lib/shared/catalog/offline-catalogue.ts), which does not carry the tax code.
 */
export type DetailsProduct = Pick<
  ProductView,
  "id" | "item" | "name" | "slug" | "image" | "barcode" | "box_quantity" | "stock" | "actions" | "price" | "discounted_price"
> &
  Partial<Pick<ProductView, "sales_tax_code">>;

/**
 * The product page's body: the large picture, price, case count and Add to cart, and every
 * customer-facing field. A visitor is told how to order; a customer awaiting verification when.
 * `savedOffline`: shown from the catalogue saved on the device (the offline product screen): the
 * card's picture (the one likely saved), and "Not saved offline" for what the catalogue lacks.
 */
export function ProductDetails({
  product,
  audience,
  awaiting = false,
  savedOffline = false,
}: {
  product: DetailsProduct;
  audience: Audience;
  awaiting?: boolean;
  savedOffline?: boolean;
}) {
  const tOfflineSaved = useTranslations("offlineSaved");
  const tProduct = useTranslations("product");
  const tShop = useTranslations("shop");
  const taxable = product.sales_tax_code === undefined ? tOfflineSaved("notSavedOffline") : product.sales_tax_code === "G" ? tProduct("yes") : tProduct("no");
  const returnTo = `/products/${product.slug}`;
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,428px)_minmax(0,1fr)] md:gap-12">
      <div className="relative flex justify-center self-start rounded-2xl border border-stone-200 bg-white p-4">
        <ProductImage src={product.image} name={product.name} size={savedOffline ? 214 : 428} preload={!savedOffline} />
        {product.actions === "10-1" && <PromoBadge className="absolute left-4 top-4" />}
      </div>
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-bold sm:text-3xl leading-tight text-stone-900">{product.name}</h1>
          {audience === "admin" && <EditProductLink product={product} />}
        </div>
        <div className="flex flex-col gap-1">
          <ProductPrice product={product} large returnTo={returnTo} awaiting={awaiting} />
          <p className={`text-sm font-semibold ${product.stock ? "text-brand-700" : "text-sale-600"}`}>
            {product.stock ? tProduct("inStock") : tShop("outOfStock")}
          </p>
        </div>
        {product.actions === "10-1" && (
          <p className="flex items-center gap-2 rounded-lg border border-accent-500 bg-amber-50 px-3 py-2 text-sm font-semibold text-stone-900">
            <Gift aria-hidden="true" className="size-4 shrink-0" />
            {tProduct("promo101Note")}
          </p>
        )}
        {mayAddToCart(audience, product) && <AddToCartButton product={product} audience={audience} large className="max-w-sm" />}
        {audience === "visitor" && !awaiting && <VisitorOrderHint returnTo={returnTo} />}
        <section aria-labelledby="product-details-heading" className="rounded-xl border border-stone-200 bg-white px-4 py-2">
          <h2 id="product-details-heading" className="sr-only">
            {tProduct("details")}
          </h2>
          <dl className="text-sm">
            <Field label={tProduct("itemCode")} value={product.item} />
            <Field label={tProduct("barcode")} value={product.barcode ?? tProduct("none")} />
            <Field label={tProduct("caseSize")} value={tShop("caseOf", { n: product.box_quantity })} />
            <Field label={tProduct("taxable")} value={taxable} />
            <Field label={tProduct("promotion")} value={product.actions === "10-1" ? tShop("promo101") : tProduct("noPromotion")} />
            <Field label={tProduct("stock")} value={product.stock ? tProduct("inStock") : tShop("outOfStock")} />
          </dl>
        </section>
      </div>
    </div>
  );
}
