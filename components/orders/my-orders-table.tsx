import { Link } from "@/client/i18n/navigation";
import { OrderStatus } from "@/components/orders/order-status";
import { ReorderButton } from "@/components/orders/reorder-button";
import { DeliveryDate } from "@/components/orders/delivery-date";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataTable, type DataTableColumn, type DataTableProps } from "@/components/ui/data-table";
import type { OrderView } from "@/lib/orders/order-view";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import type { Locale } from "@/lib/shared/i18n/locales";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { useLocale, useTranslations } from "next-intl";

type OrdersT = ReturnType<typeof useTranslations<"orders">>;

/** The customer's orders on /my-orders: a table from 992 px, cards below. */
export function MyOrdersTable({ orders, empty }: { orders: OrderView[]; empty: DataTableProps<OrderView>["empty"] }) {
  const t = useTranslations("orders");
  const locale = useLocale();
  return (
    <DataTable
      caption={t("myOrdersTitle")}
      columns={orderColumns(t, locale)}
      rows={orders}
      rowKey={(order) => order.id}
      rowProps={() => ({ "data-testid": "order-row" })}
      renderCard={(order) => <OrderCard order={order} t={t} locale={locale} />}
      empty={empty}
    />
  );
}

const detailsLink = (t: OrdersT, order: OrderView, className = "") => (
  <Link href={`/order/${order.id}`} prefetch={false} aria-label={t("detailsLabel", { id: order.id })} className={`${buttonStyles.secondary} py-1.5 ${className}`}>{t("details")}</Link>
);

const orderColumns = (t: OrdersT, locale: Locale): DataTableColumn<OrderView>[] => [
  {
    id: "order",
    header: t("order"),
    rowHeader: true,
    cellClassName: "font-semibold",
    cell: (order) => (
      <span className="flex flex-col">
        {`#${order.id}`}
        {order.po_number && <span className="text-xs font-normal text-stone-600">{t("poNumberShort", { po: order.po_number })}</span>}
      </span>
    ),
  },
  { id: "date", header: t("date"), cellClassName: "whitespace-nowrap", cell: (order) => formatDateTime(order.created_at, locale) },
  { id: "delivery", header: t("deliveryColumn"), cellClassName: "whitespace-nowrap", cell: (order) => <DeliveryDate date={order.delivery_date} short /> },
  { id: "items", header: t("items"), cell: (order) => order.purchased_items.length },
  { id: "total", header: t("total"), align: "end", cellClassName: "whitespace-nowrap", cell: (order) => `${formatCad(toCents(order.price), locale)} CAD` },
  { id: "status", header: t("status"), cell: (order) => <OrderStatus order={order} /> },
  { id: "state", header: t("state"), cell: (order) => (order.confirmed ? t("confirmed") : t("unconfirmed")) },
  {
    id: "details",
    header: t("details"),
    hideHeader: true,
    align: "end",
    cell: (order) => (
      <div className="flex justify-end gap-2">
        <ReorderButton orderId={order.id} />
        {detailsLink(t, order)}
      </div>
    ),
  },
];

/** An order below 992 px. */
function OrderCard({ order, t, locale }: { order: OrderView; t: OrdersT; locale: Locale }) {
  return (
    <DataCard className="gap-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-base font-bold">{t("orderNumber", { id: order.id })}</span>
        <span className="font-semibold">{formatCad(toCents(order.price), locale)} CAD</span>
      </div>
      <p className="text-stone-600">
        {formatDateTime(order.created_at, locale)} · {order.purchased_items.length} {t("items").toLowerCase()}
        {order.po_number && ` · ${t("poNumberShort", { po: order.po_number })}`}
      </p>
      <p>
        {t("deliveryColumn")}: <DeliveryDate date={order.delivery_date} short />
      </p>
      <OrderStatus order={order} />
      <p>{order.confirmed ? t("confirmed") : t("unconfirmed")}</p>
      <div className="flex flex-wrap gap-2">
        {detailsLink(t, order)}
        <ReorderButton orderId={order.id} />
      </div>
    </DataCard>
  );
}
