import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { Pencil } from "lucide-react";
import { AdminPage } from "@/components/admin/admin-page";
import { ConfirmOrderButton } from "@/components/admin-orders/confirm-order-button";
import { OrderCustomer } from "@/components/admin-orders/order-customer";
import { formatDeliveryDayLong } from "@/components/admin-orders/delivery-date";
import { OrderDeliveryDateForm } from "@/components/admin-orders/order-delivery-date-form";
import { OrderQuickStatus } from "@/components/admin-orders/order-quick-status";
import { OrderStatusForm } from "@/components/admin-orders/order-status-form";
import { OrderLinesTable } from "@/components/orders/order-lines-table";
import { OrderContact } from "@/components/orders/order-contact";
import { OrderDocumentLinks } from "@/components/orders/invoice-link";
import { PriceSummary } from "@/components/orders/price-summary";
import { ShippingDetails } from "@/components/orders/shipping-details";
import { buttonStyles } from "@/components/ui/button";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { orderShortfall } from "@/lib/orders/confirm-order";
import { orderDisplayLine } from "@/lib/shared/orders/display-lines";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const page = pageRoute("/admin/order/[id]");

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: order } = await page(props);
  const tAdminOrders = await getTranslations("adminOrders");
  return { title: tAdminOrders("orderNumber", { id: order.id }) };
}

/** docs/product.md §2 /admin/order/{id}: one order for staff, with its paid and delivery status to change
 * (one click each beside the badges, issue 25, or the status form), and Confirm order while unconfirmed
 * (one click; the short lines first when stock is short); its delivery date, which staff set to any day
 * (issue 31). */
export default async function AdminOrderPage(props: PageProps) {
  const { ctx, subject: order } = await page(props);
  const shortfall = await orderShortfall(ctx, order);
  const tAdminOrders = await getTranslations("adminOrders");
  const tOrders = await getTranslations("orders");
  const locale = await pageLocale();
  return (
    <AdminPage
      title={tAdminOrders("orderNumber", { id: order.id })}
      crumbs={[{ name: tAdminOrders("ordersCrumb"), href: "/admin/orders" }, { name: tAdminOrders("orderNumber", { id: order.id }) }]}
      description={
        <span className="flex flex-col gap-1">
          <span>{tAdminOrders("placedOn", { when: formatDateTime(order.created_at, locale) })}</span>
          <span className="font-semibold text-stone-800" data-testid="delivery-date">
            {tAdminOrders("deliveryOn", { date: order.delivery_date ? formatDeliveryDayLong(order.delivery_date, locale) : tAdminOrders("toBeArranged") })}
          </span>
          {order.confirmed ? (
            <span className="font-semibold text-brand-800" data-testid="confirmed-at">
              {order.confirmed_at ? tAdminOrders("confirmedAt", { when: formatDateTime(order.confirmed_at, locale) }) : tAdminOrders("confirmed")}
            </span>
          ) : (
            <span>{tAdminOrders("notConfirmedYet")}</span>
          )}
        </span>
      }
      actions={
        !order.confirmed && (
          <Link href={`/admin/order/edit/${order.id}`} prefetch={false} className={buttonStyles.primary}>
            <Pencil aria-hidden="true" className="size-4" />
            {tAdminOrders("editOrder")}
          </Link>
        )
      }
    >
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <OrderQuickStatus order={{ id: order.id, confirmed: order.confirmed, status: order.status, delivered_status: order.delivered_status, backordered: order.backordered }} />
        <OrderDocumentLinks order={order} />
      </div>
      {/* Beside the back office's menu the lines table needs the full width up to 1536 px. */}
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="order-items" className="flex min-w-0 flex-col gap-3">
          <h2 id="order-items" className="text-xl font-bold text-brand-800">{tOrders("itemsHeading")}</h2>
          <OrderLinesTable lines={order.purchased_items.map((item) => orderDisplayLine(item, locale))} caption={tOrders("itemsHeading")} />
        </section>
        <div className="grid content-start gap-4 md:grid-cols-2 2xl:grid-cols-1">
          {!order.confirmed && (
            <div className="self-start">
              <ConfirmOrderButton orderId={order.id} shortfall={shortfall} oneClick />
            </div>
          )}
          <OrderStatusForm key={`${order.status}-${order.delivered_status}`} orderId={order.id} status={order.status} deliveredStatus={order.delivered_status} />
          <OrderDeliveryDateForm key={order.delivery_date ?? "none"} orderId={order.id} deliveryDate={order.delivery_date} />
          <OrderCustomer order={order} />
          <OrderContact order={order} />
          <ShippingDetails heading={tOrders("shippingHeading")} shipping={order} contact={false} />
          <PriceSummary heading={tOrders("paymentHeading")} subtotal={order.subtotal} tax={order.tax} taxes={order.taxes} total={order.price} deliveryFee={order.delivery_fee} />
        </div>
      </div>
    </AdminPage>
  );
}
