import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EditOrderView } from "@/components/orders/edit-order-view";
import { Breadcrumbs } from "@/components/shop/breadcrumbs";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { ordersMessages } from "@/lib/shared/messages/orders";
import { productMessages } from "@/lib/shared/messages/product";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: ordersMessages.editOrder, robots: { index: false } };

const t = ordersMessages;

const page = pageRoute("/edit-order/[id]");

/** Edits an unconfirmed order of the customer's own (docs/product.md §2); a confirmed one shows its page. */
export default async function EditOrderPage(props: PageProps) {
  const { subject: order } = await page(props);
  if (order.confirmed) redirect(`/order/${order.id}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        crumbs={[
          { name: productMessages.home, href: "/" },
          { name: t.breadcrumbOrders, href: "/my-orders" },
          { name: t.orderNumber(order.id), href: `/order/${order.id}` },
          { name: t.editOrder },
        ]}
      />
      <h1 className="text-3xl font-bold text-brand-800">{t.editTitle(order.id)}</h1>
      <p className="mb-6 mt-1 text-stone-600">{t.editIntro}</p>
      <EditOrderView initialOrder={order} />
    </div>
  );
}
