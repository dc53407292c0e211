import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { OrderLinesTable } from "@/components/orders/order-lines-table";
import { OrderNextSteps } from "@/components/orders/order-next-steps";
import { OrderContact } from "@/components/orders/order-contact";
import { OrderStatus } from "@/components/orders/order-status";
import { ReorderButton } from "@/components/orders/reorder-button";
import { InvoiceLink } from "@/components/orders/invoice-link";
import { OfflineLine } from "@/components/ui/offline-line";
import { PriceSummary } from "@/components/orders/price-summary";
import { deliveryDateText } from "@/lib/shared/orders/delivery-text";
import { ShippingDetails } from "@/components/orders/shipping-details";
import { Breadcrumbs } from "@/components/shop/breadcrumbs";
import { buttonStyles } from "@/components/ui/button";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { orderDisplayLine } from "@/lib/shared/orders/display-lines";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import { pageLocale } from "@/lib/i18n/page-locale";
import { getTranslations } from "next-intl/server";
import { companyContact } from "@/lib/system/company";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const page = pageRoute("/order/[id]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: order } = await page(props);
  const t = await getTranslations("orders");
  return { title: t("orderNumber", { id: order.id }), robots: { index: false } };
}

/** One of the customer's orders (docs/product.md §2 "Single order"), from its snapshot. */
export default async function OrderPage(props: PageProps) {
  const { subject: order } = await page(props);
  const tOrders = await getTranslations("orders");
  const tOfflineActions = await getTranslations("offlineActions");
  const tProduct = await getTranslations("product");
  const locale = await pageLocale();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs crumbs={[{ name: tProduct("home"), href: "/" }, { name: tOrders("breadcrumbOrders"), href: "/my-orders" }, { name: tOrders("orderNumber", { id: order.id }) }]} />
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold text-brand-800">{tOrders("orderNumber", { id: order.id })}</h1>
          <OrderStatus order={order} />
          <p className="text-sm text-stone-600">{tOrders("placedOn", { when: formatDateTime(order.created_at, locale) })}</p>
          <p className="text-base font-semibold text-stone-900" data-testid="delivery-date">
            {order.delivery_date ? tOrders("deliveryOn", { date: deliveryDateText(order.delivery_date, locale, { year: true }) }) : tOrders("deliveryArrangedNote")}
          </p>
          {order.confirmed ? (
            <p className="text-sm font-semibold text-brand-800" data-testid="confirmed-at">
              {order.confirmed_at ? tOrders("confirmedAt", { when: formatDateTime(order.confirmed_at, locale) }) : tOrders("confirmed")}
            </p>
          ) : (
            <p className="text-sm text-stone-700">{tOrders("notConfirmedYet")}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <ReorderButton orderId={order.id} className="py-2.5" />
          <InvoiceLink order={order} />
          {!order.confirmed && (
            <Link href={`/edit-order/${order.id}`} className={buttonStyles.primary}>
              {tOrders("editOrder")}
            </Link>
          )}
          <OfflineLine message={tOfflineActions("reorderNeedsConnection")} className="basis-full" />
        </div>
      </header>
      <div className="grid gap-6 narrow:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {order.delivered_status !== "Delivered" && <OrderNextSteps order={order} paymentTerms={companyContact().paymentTerms} />}
          <section aria-labelledby="order-items" className="flex min-w-0 flex-col gap-3">
            <h2 id="order-items" className="text-xl font-bold text-brand-800">{tOrders("itemsHeading")}</h2>
            <OrderLinesTable lines={order.purchased_items.map((item) => orderDisplayLine(item, locale))} caption={tOrders("itemsHeading")} />
          </section>
        </div>
        <div className="flex flex-col gap-4">
          <OrderContact order={order} />
          <ShippingDetails heading={tOrders("shippingHeading")} shipping={order} contact={false} />
          <PriceSummary heading={tOrders("paymentHeading")} subtotal={order.subtotal} tax={order.tax} taxes={order.taxes} total={order.price} deliveryFee={order.delivery_fee} />
        </div>
      </div>
    </div>
  );
}
