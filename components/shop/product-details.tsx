import { Gift } from "lucide-react";
import type { ProductView } from "@/lib/catalog/product-view";
import { productMessages } from "@/lib/messages/product";
import { shopMessages } from "@/lib/messages/shop";
import { mayAddToCart, type Audience } from "@/lib/accounts/actor";
import { AddToCartButton } from "./add-to-cart";
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

/** The product page's body: the large picture, price, cart control and every customer-facing field. */
export function ProductDetails({ product, audience }: { product: ProductView; audience: Audience }) {
  const p = productMessages;
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,428px)_minmax(0,1fr)] md:gap-12">
      <div className="relative flex justify-center self-start rounded-2xl border border-stone-200 bg-white p-4">
        <ProductImage src={product.image} name={product.name} size={428} preload />
        {product.actions === "10-1" && <PromoBadge className="absolute left-4 top-4" />}
      </div>
      <div className="flex flex-col gap-5">
        <h1 className="text-2xl font-bold sm:text-3xl leading-tight text-stone-900">{product.name}</h1>
        <div className="flex flex-col gap-1">
          <ProductPrice product={product} large />
          <p className={`text-sm font-semibold ${product.stock ? "text-brand-700" : "text-sale-600"}`}>
            {product.stock ? p.inStock : shopMessages.outOfStock}
          </p>
        </div>
        {product.actions === "10-1" && (
          <p className="flex items-center gap-2 rounded-lg border border-accent-500 bg-amber-50 px-3 py-2 text-sm font-semibold text-stone-900">
            <Gift aria-hidden="true" className="size-4 shrink-0" />
            {p.promo101Note}
          </p>
        )}
        {mayAddToCart(audience, product) && <AddToCartButton product={product} className="max-w-xs" />}
        <section aria-labelledby="product-details-heading" className="rounded-xl border border-stone-200 bg-white px-4 py-2">
          <h2 id="product-details-heading" className="sr-only">
            {p.details}
          </h2>
          <dl className="text-sm">
            <Field label={p.itemCode} value={product.item} />
            <Field label={p.barcode} value={product.barcode ?? p.none} />
            <Field label={p.caseSize} value={shopMessages.caseOf(product.box_quantity)} />
            <Field label={p.taxable} value={product.sales_tax_code === "G" ? p.yes : p.no} />
            <Field label={p.promotion} value={product.actions === "10-1" ? shopMessages.promo101 : p.noPromotion} />
            <Field label={p.stock} value={product.stock ? p.inStock : shopMessages.outOfStock} />
          </dl>
        </section>
      </div>
    </div>
  );
}
