import { formatCad, toCents } from "@/lib/pricing/money";
import { shopMessages } from "@/lib/messages/shop";
import type { ProductView } from "@/lib/catalog/product-view";

/** Price after discount in CAD, the list price struck through when discounted; or the login hint. */
export function ProductPrice({ product, large = false }: { product: ProductView; large?: boolean }) {
  if (product.price === undefined || product.discounted_price === undefined) {
    return <p className="text-sm font-medium text-stone-600">{shopMessages.loginToSeePrice}</p>;
  }
  const list = toCents(product.price);
  const net = toCents(product.discounted_price);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="product-price">
      <span className={`${large ? "text-3xl" : "text-lg"} font-bold text-stone-900`}>
        {formatCad(net)} <span className="text-xs font-medium text-stone-600">{shopMessages.cad}</span>
      </span>
      {net < list && (
        <del className={`${large ? "text-base" : "text-sm"} text-stone-600`}>
          <span className="sr-only">{shopMessages.was} </span>
          {formatCad(list)}
        </del>
      )}
    </p>
  );
}
