import type { ProductView } from "@/lib/catalog/product-view";
import { messages } from "@/lib/messages/en";
import { ProductCard } from "./product-card";

export function ProductGrid({ products }: { products: ProductView[] }) {
  if (products.length === 0) return <p className="text-stone-600">{messages.shop.noProducts}</p>;
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
