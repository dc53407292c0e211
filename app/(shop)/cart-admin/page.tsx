import type { Metadata } from "next";
import { AdminCartView } from "@/components/admin-checkout/admin-cart-view";
import { requireUser } from "@/lib/identity/access";
import { guardPage } from "@/lib/entry/page-guard";
import { adminDraftCart, getAdminDraft } from "@/lib/orders/admin-draft";
import { cartMessages } from "@/lib/shared/messages/cart";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: cartMessages.title, robots: { index: false, follow: false } };

/** The admin's cart, ordered for a customer chosen below it (docs/product.md §2 /cart-admin). */
export default async function AdminCartPage() {
  const ctx = await guardPage("/cart-admin");
  const draft = await getAdminDraft(ctx);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-brand-800">{cartMessages.title}</h1>
      <AdminCartView initialCart={adminDraftCart(draft)} saved={draft.billing} owner={requireUser(ctx.actor).id} />
    </div>
  );
}
