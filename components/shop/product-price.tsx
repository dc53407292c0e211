import { formatCad, toCents } from "@/lib/pricing/money";
import { messages } from "@/lib/messages/en";
import type { ProductView } from "@/lib/catalog/product-view";

/** Price after discount in CAD, the list price struck through when discounted; or the login hint. */
export function ProductPrice({ product }: { product: ProductView }) {
  if (product.price === undefined || product.discounted_price === undefined) {
    return <p className="text-sm font-medium text-stone-600">{messages.shop.loginToSeePrice}</p>;
  }
  const list = toCents(product.price);
  const net = toCents(product.discounted_price);
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-lg font-bold text-stone-900">
        {formatCad(net)} <span className="text-xs font-medium text-stone-500">CAD</span>
      </span>
      {net < list && (
        <del className="text-sm text-stone-500">
          <span className="sr-only">was </span>
          {formatCad(list)}
        </del>
      )}
    </p>
  );
}
