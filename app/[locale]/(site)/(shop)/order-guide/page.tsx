import type { Metadata } from "next";
import { OrderGuideView } from "@/components/order-guide/order-guide-view";
import { pageRoute } from "@/lib/entry/page-route";
import { getOrderGuide } from "@/lib/orders/order-guide";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orderGuide");
  return { title: t("title"), robots: { index: false } };
}

const page = pageRoute("/order-guide", { load: (ctx) => getOrderGuide(ctx) });

/** The customer's order guide (docs/product.md §2 /order-guide, issue 26 point 2). */
export default async function OrderGuidePage() {
  const { data: guide } = await page({});
  const t = await getTranslations("orderGuide");
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-brand-800">{t("title")}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-stone-700">{t("intro")}</p>
      <OrderGuideView initialGuide={guide} cartHref="/cart" />
    </div>
  );
}
