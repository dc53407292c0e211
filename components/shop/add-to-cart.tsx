import { AddToCartClient } from "./add-to-cart-client";
import type { ProductView } from "@/lib/catalog/product-view";
import { cartPathFor, type Audience } from "@/lib/shared/accounts/actor";

/**
 * The add-to-cart control, shown to exactly the people who may add the product: a number of cases
 * and Add to cart, into the server cart; the header badge follows from the server's answer.
 */
export function AddToCartButton({
  product,
  audience,
  className = "",
  large = false,
}: {
  product: Pick<ProductView, "id" | "name" | "box_quantity">;
  audience: Audience;
  className?: string;
  large?: boolean;
}) {
  return (
    <AddToCartClient
      productId={product.id}
      name={product.name}
      boxQuantity={product.box_quantity}
      cartHref={cartPathFor(audience) ?? "/cart"}
      className={className}
      large={large}
    />
  );
}
