import { AddToCartClient } from "./add-to-cart-client";
import type { ProductView } from "@/lib/catalog/product-view";

/**
 * The add-to-cart control, shown to exactly the people who may add the product: one case per
 * click into the server cart; the header badge follows from the server's answer.
 */
export function AddToCartButton({ product, className = "" }: { product: Pick<ProductView, "id" | "name">; className?: string }) {
  return <AddToCartClient productId={product.id} name={product.name} className={className} />;
}
