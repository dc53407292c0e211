import { ShoppingCart } from "lucide-react";
import type { sortsFor } from "@/lib/catalog/product-query";
import type { ProductView } from "@/lib/catalog/product-view";
import { messages } from "@/lib/messages/en";

export type Audience = Parameters<typeof sortsFor>[0];

/**
 * SPEC.md §4: verified customers may add in-stock products; admins any product, with no stock
 * restriction; visitors and unverified customers nothing.
 */
export function showsAddToCart(audience: Audience, product: Pick<ProductView, "stock">): boolean {
  return audience === "admin" || (audience === "customer" && product.stock);
}

/**
 * The add-to-cart control, shown to exactly the people who may add the product. The cart itself
 * comes later: until then the button is disabled and says so, rather than pretending to work.
 */
export function AddToCartButton({ product, className = "" }: { product: Pick<ProductView, "id" | "name">; className?: string }) {
  const noteId = `cart-note-${product.id}`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <button
        type="button"
        disabled
        aria-describedby={noteId}
        title={messages.shop.cartComingSoon}
        className="relative z-10 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-2 py-2.5 sm:px-4 text-sm font-semibold text-white disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
      >
        <ShoppingCart aria-hidden="true" className="size-4" />
        {messages.shop.addToCart}
        <span className="sr-only"> {product.name}</span>
      </button>
      <p id={noteId} className="text-center text-xs text-stone-600">
        {messages.shop.cartComingSoon}
      </p>
    </div>
  );
}
