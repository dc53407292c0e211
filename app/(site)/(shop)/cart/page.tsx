import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import { requireUser } from "@/lib/identity/access";
import { guardPage } from "@/lib/entry/page-guard";
import { billingFormDefaults, customerName, draftCart, getDraft } from "@/lib/orders/draft";
import { cartMessages } from "@/lib/shared/messages/cart";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: cartMessages.title, robots: { index: false } };

/** The customer's cart and billing (admins have their own cart at /cart-admin). */
export default async function CartPage() {
  const ctx = await guardPage("/cart");
  const draft = await getDraft(ctx);
  const [billing, name] = await Promise.all([billingFormDefaults(ctx, draft), customerName(ctx)]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-brand-800">{cartMessages.title}</h1>
      <CartView initialCart={draftCart(draft)} billing={{ values: billing, owner: requireUser(ctx.actor).id, name }} />
    </div>
  );
}
