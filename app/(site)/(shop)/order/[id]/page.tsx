import type { Metadata } from "next";
import Link from "next/link";
import { OrderLinesTable } from "@/components/orders/order-lines-table";
import { OrderNextSteps } from "@/components/orders/order-next-steps";
import { OrderContact } from "@/components/orders/order-contact";
import { OrderStatus } from "@/components/orders/order-status";
import { ReorderButton } from "@/components/orders/reorder-button";
import { OfflineLine } from "@/components/ui/offline-line";
import { offlineActionsMessages } from "@/lib/shared/messages/offline-actions";
import { PriceSummary } from "@/components/orders/price-summary";
import { ShippingDetails } from "@/components/orders/shipping-details";
import { Breadcrumbs } from "@/components/shop/breadcrumbs";
import { buttonStyles } from "@/components/ui/button";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { orderDisplayLine } from "@/lib/shared/orders/display-lines";
import { formatOrderTime } from "@/lib/shared/orders/order-time";
import { ordersMessages } from "@/lib/shared/messages/orders";
import { productMessages } from "@/lib/shared/messages/product";
import { companyContact } from "@/lib/system/company";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const t = ordersMessages;

const page = pageRoute("/order/[id]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: order } = await page(props);
  return { title: t.orderNumber(order.id), robots: { index: false } };
}

/** One of the customer's orders (docs/product.md §2 "Single order"), from its snapshot. */
export default async function OrderPage(props: PageProps) {
  const { subject: order } = await page(props);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs crumbs={[{ name: productMessages.home, href: "/" }, { name: t.breadcrumbOrders, href: "/my-orders" }, { name: t.orderNumber(order.id) }]} />
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-brand-800">{t.orderNumber(order.id)}</h1>
          <OrderStatus order={order} />
          <p className="text-sm text-stone-600">{t.placedOn(formatOrderTime(order.created_at))}</p>
          {order.confirmed ? (
            <p className="text-sm font-semibold text-brand-800" data-testid="confirmed-at">
              {order.confirmed_at ? t.confirmedAt(formatOrderTime(order.confirmed_at)) : t.confirmed}
            </p>
          ) : (
            <p className="text-sm text-stone-700">{t.notConfirmedYet}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <ReorderButton orderId={order.id} className="py-2.5" />
          {!order.confirmed && (
            <Link href={`/edit-order/${order.id}`} className={buttonStyles.primary}>
              {t.editOrder}
            </Link>
          )}
          <OfflineLine message={offlineActionsMessages.reorderNeedsConnection} className="basis-full" />
        </div>
      </header>
      <div className="grid gap-6 narrow:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {order.delivered_status !== "Delivered" && <OrderNextSteps order={order} paymentTerms={companyContact().paymentTerms} />}
          <section aria-labelledby="order-items" className="flex min-w-0 flex-col gap-3">
            <h2 id="order-items" className="text-xl font-bold text-brand-800">{t.itemsHeading}</h2>
            <OrderLinesTable lines={order.purchased_items.map(orderDisplayLine)} caption={t.itemsHeading} />
          </section>
        </div>
        <div className="flex flex-col gap-4">
          <OrderContact order={order} />
          <ShippingDetails heading={t.shippingHeading} shipping={order} contact={false} />
          <PriceSummary heading={t.paymentHeading} subtotal={order.subtotal} tax={order.tax} total={order.price} />
        </div>
      </div>
    </div>
  );
}
