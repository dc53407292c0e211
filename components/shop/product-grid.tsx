import type { ProductView } from "@/lib/catalog/product-view";
import { shopMessages } from "@/lib/messages/shop";
import type { Audience } from "@/lib/accounts/actor";
import { ProductCard } from "./product-card";

/** Cards in a responsive grid; the first row's pictures are preloaded when the grid is at the top. */
export function ProductGrid({ products, audience, preloadFirst = 0 }: { products: ProductView[]; audience: Audience; preloadFirst?: number }) {
  if (products.length === 0) return <p className="text-stone-600">{shopMessages.noProducts}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product, i) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} audience={audience} preload={i < preloadFirst} />
        </li>
      ))}
    </ul>
  );
}
