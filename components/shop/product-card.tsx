import type { ProductView } from "@/lib/catalog/product-view";
import { messages } from "@/lib/messages/en";
import { ProductImage } from "./product-image";
import { ProductPrice } from "./product-price";

export function ProductCard({ product }: { product: ProductView }) {
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="relative flex justify-center">
        <ProductImage src={product.image} name={product.name} />
        {product.actions === "10-1" && (
          <span className="absolute left-0 top-0 rounded-md bg-accent-500 px-2 py-1 text-xs font-bold text-stone-900">
            {messages.shop.promo101}
          </span>
        )}
      </div>
      <h3 className="min-h-[3rem] text-base font-semibold leading-snug text-stone-900">{product.name}</h3>
      <p className="text-sm text-stone-600">{messages.shop.caseOf(product.box_quantity)}</p>
      <ProductPrice product={product} />
      {!product.stock && <p className="text-sm font-semibold text-sale-600">{messages.shop.outOfStock}</p>}
    </article>
  );
}
