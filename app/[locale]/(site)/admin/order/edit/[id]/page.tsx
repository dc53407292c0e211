import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { AdminPage } from "@/components/admin/admin-page";
import { ConfirmOrderButton } from "@/components/admin-orders/confirm-order-button";
import { OrderCustomer } from "@/components/admin-orders/order-customer";
import { EditOrderView } from "@/components/orders/edit-order-view";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { orderShortfall } from "@/lib/orders/confirm-order";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOrders");
  return { title: t("editOrder") };
}

const page = pageRoute("/admin/order/edit/[id]");

/**
 * docs/product.md §2 /admin/order/edit/{id}: billing, quantities, items and products of an unconfirmed
 * order (each add 1 unit), then Confirm order. A confirmed order shows its page instead. An order
 * placed by staff always has its customer (the admin order call requires one): shown, not changed.
 */
export default async function AdminEditOrderPage(props: PageProps) {
  const { ctx, subject: order } = await page(props);
  if (order.confirmed) redirect(await inPageLocale(`/admin/order/${order.id}`));
  const shortfall = await orderShortfall(ctx, order);
  const orderHref = `/admin/order/${order.id}`;
  const t = await getTranslations("adminOrders");
  return (
    <AdminPage
      title={t("editTitle", { id: order.id })}
      crumbs={[{ name: t("ordersCrumb"), href: "/admin/orders" }, { name: t("orderNumber", { id: order.id }), href: orderHref }, { name: t("editOrder") }]}
      description={t("editIntro")}
    >
      <EditOrderView
        initialOrder={order}
        staff
        orderHref={orderHref}
        aside={
          <>
            <ConfirmOrderButton orderId={order.id} shortfall={shortfall} />
            <OrderCustomer order={order} note={order.adminCreated ? t("placedByAdmin") : undefined} />
          </>
        }
      />
    </AdminPage>
  );
}
