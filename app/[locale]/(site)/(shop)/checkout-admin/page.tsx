import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { cache } from "react";
import { AdminCheckoutView } from "@/components/admin-checkout/admin-checkout-view";
import { guardPage } from "@/lib/entry/page-guard";
import { getAdminDraft } from "@/lib/orders/admin-draft";
import { getTranslations } from "next-intl/server";
import { IntlScope } from "@/components/layout/intl-scope";
import { BACK_OFFICE_NAMESPACES } from "@/lib/i18n/client-messages";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

/**
 * The admin's draft, once per request (the title and the page both need it). A visitor goes to
 * /login, anyone but staff away (docs/product.md §2); without lines or a chosen customer, the admin cart is
 * where to start.
 */
const loadDraft = cache(async () => {
  const ctx = await guardPage("/checkout-admin");
  const draft = await getAdminDraft(ctx);
  const billing = draft.billing;
  if (draft.products.length === 0 || !billing) redirect(await inPageLocale("/cart-admin"));
  return { ...draft, billing };
});

/** docs/product.md §2: the title is the (first) product's name plus ' - Checkout'. */
export async function generateMetadata(): Promise<Metadata> {
  const draft = await loadDraft();
  const t = await getTranslations("adminCheckout");
  return { title: { absolute: `${draft.products[0].name}${t("checkoutTitleSuffix")}` }, robots: { index: false, follow: false } };
}

export default async function AdminCheckoutPage() {
  const draft = await loadDraft();
  const t = await getTranslations("adminCheckout");
  return (
    <FormRules>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-800">{t("checkoutHeading")}</h1>
        <p className="mb-6 mt-1 text-stone-600">{t("orderingFor", { customer: draft.billing.label })}</p>
        <IntlScope namespaces={BACK_OFFICE_NAMESPACES}>
          <AdminCheckoutView draft={draft} />
        </IntlScope>
      </div>
    </FormRules>
  );
}
