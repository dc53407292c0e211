import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { CheckoutView } from "@/components/orders/checkout-view";
import { guardPage } from "@/lib/entry/page-guard";
import { getPageContext } from "@/lib/entry/page-context";
import { getDraft } from "@/lib/orders/draft";
import { CHECKOUT_FLAG_COOKIE } from "@/lib/shared/ui/checkout-flag";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("checkout");
  return { title: t("title"), robots: { index: false } };
}

/**
 * Review and place the order (docs/product.md §2 Checkout). Someone not logged in goes to /login when a
 * checkout was under way (the flag of Review and pay), otherwise home (docs/product.md §4). Without lines
 * or without the billing saved by Review and pay, the cart is where to start.
 */
export default async function CheckoutPage() {
  const { actor } = await getPageContext();
  if (actor.kind === "visitor") redirect(await inPageLocale((await cookies()).has(CHECKOUT_FLAG_COOKIE) ? "/login?next=checkout" : "/"));
  const ctx = await guardPage("/checkout");
  const draft = await getDraft(ctx);
  if (draft.products.length === 0 || !draft.billing) redirect(await inPageLocale("/cart"));
  const t = await getTranslations("checkout");
  return (
    <FormRules>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-brand-800">{t("title")}</h1>
        <CheckoutView draft={{ ...draft, billing: draft.billing }} />
      </div>
    </FormRules>
  );
}
