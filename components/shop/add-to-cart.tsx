import { AddToCartClient } from "./add-to-cart-client";
import type { sortsFor } from "@/lib/catalog/product-query";
import type { ProductView } from "@/lib/catalog/product-view";

export type Audience = Parameters<typeof sortsFor>[0];

/**
 * SPEC.md §4: verified customers may add in-stock products; admins any product, with no stock
 * restriction; visitors and unverified customers nothing.
 */
export function showsAddToCart(audience: Audience, product: Pick<ProductView, "stock">): boolean {
  return audience === "admin" || (audience === "customer" && product.stock);
}

/**
 * The add-to-cart control, shown to exactly the people who may add the product: one case per
 * click into the server cart; the header badge follows from the server's answer.
 */
export function AddToCartButton({ product, className = "" }: { product: Pick<ProductView, "id" | "name">; className?: string }) {
  return <AddToCartClient productId={product.id} name={product.name} className={className} />;
}
