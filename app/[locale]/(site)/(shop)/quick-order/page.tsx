import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { QuickOrderForm } from "@/components/quick-order/quick-order-form";
import { isAdmin } from "@/lib/shared/accounts/actor";
import { guardPage } from "@/lib/entry/page-guard";
import { quickOrderExampleCodes } from "@/lib/cart/quick-order";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("quickOrder");
  return { title: t("title"), robots: { index: false } };
}

/**
 * Quick order (issue 14 point 5): for whoever has a cart, verified customers and admins (who go on to
 * /cart-admin). Its example names real item codes of the catalogue.
 */
export default async function QuickOrderPage() {
  const ctx = await guardPage("/quick-order");
  const t = await getTranslations("quickOrder");
  return (
    <FormRules>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="text-3xl font-bold text-brand-800">{t("title")}</h1>
        <p className="mt-2 mb-6 max-w-3xl text-stone-700">{t("intro")}</p>
        <QuickOrderForm cartHref={isAdmin(ctx.actor) ? "/cart-admin" : "/cart"} exampleCodes={await quickOrderExampleCodes()} />
      </div>
    </FormRules>
  );
}
