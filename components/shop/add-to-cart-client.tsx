"use client";

import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import { useSetCartCount } from "@/lib/ui/cart-count";
import { apiClientMessages } from "@/lib/messages/api-client";
import { shopMessages } from "@/lib/messages/shop";
import { Spinner } from "@/components/ui/spinner";

/** What to show for a failed add; the client code itself not loading means the shop is out of reach. */
async function failureText(failure: unknown): Promise<string> {
  try {
    const { errorText } = await import("@/lib/api-client/api-error");
    return errorText(failure);
  } catch {
    return apiClientMessages.unreachable;
  }
}

/** POSTs one case to the server cart, toasts "{box_quantity}x {name} added to cart" (2 s). */
export function AddToCartClient({ productId, name, className = "" }: { productId: number; name: string; className?: string }) {
  const setCartCount = useSetCartCount();
  const [pending, setPending] = useState(false);
  const add = async () => {
    setPending(true);
    try {
      // The API client loads with the first click, not with every catalogue page.
      const { addToCart } = await import("@/lib/api-client/cart");
      const answer = await addToCart({ product: productId });
      toast.success(shopMessages.addedToCart(answer.added.quantity, answer.added.name), { duration: 2000 });
      setCartCount(answer.count);
    } catch (failure) {
      toast.error(await failureText(failure), { duration: 4000 });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <button
        type="button"
        onClick={() => void add()}
        disabled={pending}
        aria-busy={pending}
        className="relative z-10 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-2 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-80 sm:px-4"
      >
        {pending ? <Spinner /> : <ShoppingCart aria-hidden="true" className="size-4" />}
        {shopMessages.addToCart}
        <span className="sr-only"> {name}</span>
      </button>
    </div>
  );
}
