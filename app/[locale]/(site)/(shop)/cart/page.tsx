import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { CartView } from "@/components/cart/cart-view";
import { requireUser } from "@/lib/identity/access";
import { guardPage } from "@/lib/entry/page-guard";
import { billingFormDefaults, customerName, draftCart, getDraft } from "@/lib/orders/draft";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("cart");
  return { title: t("title"), robots: { index: false } };
}

/** The customer's cart and billing (admins have their own cart at /cart-admin). */
export default async function CartPage() {
  const ctx = await guardPage("/cart");
  const draft = await getDraft(ctx);
  const [billing, name] = await Promise.all([billingFormDefaults(ctx, draft), customerName(ctx)]);
  const t = await getTranslations("cart");
  return (
    <FormRules>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-brand-800">{t("title")}</h1>
        <CartView initialCart={draftCart(draft)} billing={{ values: billing, owner: requireUser(ctx.actor).id, name }} delivery={{ view: draft.delivery, zipcode: billing.zipcode }} />
      </div>
    </FormRules>
  );
}
