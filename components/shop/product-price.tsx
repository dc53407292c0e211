import { formatCad, toCents } from "@/lib/pricing/money";
import { messages } from "@/lib/messages/en";
import type { ProductView } from "@/lib/catalog/product-view";

/** Price after discount in CAD, the list price struck through when discounted; or the login hint. */
export function ProductPrice({ product, large = false }: { product: ProductView; large?: boolean }) {
  if (product.price === undefined || product.discounted_price === undefined) {
    return <p className="text-sm font-medium text-stone-600">{messages.shop.loginToSeePrice}</p>;
  }
  const list = toCents(product.price);
  const net = toCents(product.discounted_price);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
      <span className={`${large ? "text-3xl" : "text-lg"} font-bold text-stone-900`}>
        {formatCad(net)} <span className="text-xs font-medium text-stone-600">{messages.shop.cad}</span>
      </span>
      {net < list && (
        <del className={`${large ? "text-base" : "text-sm"} text-stone-600`}>
          <span className="sr-only">{messages.shop.was} </span>
          {formatCad(list)}
        </del>
      )}
    </p>
  );
}
