import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { guardPage } from "@/lib/accounts/page-guard";
import { getCart } from "@/lib/cart/cart";
import { messages } from "@/lib/messages/en";

export const metadata: Metadata = { title: messages.cart.title, robots: { index: false } };

export default async function CartPage() {
  const ctx = await guardPage("verified");
  const cart = await getCart(ctx);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-brand-800">{messages.cart.title}</h1>
      <CartView initialCart={cart} />
    </div>
  );
}
