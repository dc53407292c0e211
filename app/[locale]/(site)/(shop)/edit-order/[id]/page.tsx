import type { Metadata } from "next";
import { FormRules } from "@/components/layout/form-rules";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { EditOrderView } from "@/components/orders/edit-order-view";
import { Breadcrumbs } from "@/components/shop/breadcrumbs";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("editOrder"), robots: { index: false } };
}

const page = pageRoute("/edit-order/[id]");

/** Edits an unconfirmed order of the customer's own (docs/product.md §2); a confirmed one shows its page. */
export default async function EditOrderPage(props: PageProps) {
  const { subject: order } = await page(props);
  if (order.confirmed) redirect(await inPageLocale(`/order/${order.id}`));
  const t = await getTranslations("orders");
  const tProduct = await getTranslations("product");
  return (
    <FormRules>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <Breadcrumbs
          crumbs={[
            { name: tProduct("home"), href: "/" },
            { name: t("breadcrumbOrders"), href: "/my-orders" },
            { name: t("orderNumber", { id: order.id }), href: `/order/${order.id}` },
            { name: t("editOrder") },
          ]}
        />
        <h1 className="text-3xl font-bold text-brand-800">{t("editTitle", { id: order.id })}</h1>
        <p className="mb-6 mt-1 text-stone-600">{t("editIntro")}</p>
        <EditOrderView initialOrder={order} />
      </div>
    </FormRules>
  );
}
