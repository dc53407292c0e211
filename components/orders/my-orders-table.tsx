import Link from "next/link";
import { OrderStatus } from "@/components/orders/order-status";
import { ReorderButton } from "@/components/orders/reorder-button";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataTable, type DataTableColumn, type DataTableProps } from "@/components/ui/data-table";
import type { OrderView } from "@/lib/orders/order-view";
import { formatOrderTime } from "@/lib/shared/orders/order-time";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { ordersMessages as t } from "@/lib/shared/messages/orders";

/** The customer's orders on /my-orders: a table from 992 px, cards below. */
export function MyOrdersTable({ orders, empty }: { orders: OrderView[]; empty: DataTableProps<OrderView>["empty"] }) {
  return (
    <DataTable
      caption={t.myOrdersTitle}
      columns={orderColumns}
      rows={orders}
      rowKey={(order) => order.id}
      rowProps={() => ({ "data-testid": "order-row" })}
      renderCard={(order) => <OrderCard order={order} />}
      empty={empty}
    />
  );
}

const detailsLink = (order: OrderView, className = "") => (
  <Link href={`/order/${order.id}`} prefetch={false} aria-label={t.detailsLabel(order.id)} className={`${buttonStyles.secondary} py-1.5 ${className}`}>{t.details}</Link>
);

const orderColumns: DataTableColumn<OrderView>[] = [
  {
    id: "order",
    header: t.order,
    rowHeader: true,
    cellClassName: "font-semibold",
    cell: (order) => (
      <span className="flex flex-col">
        {`#${order.id}`}
        {order.po_number && <span className="text-xs font-normal text-stone-600">{t.poNumberShort(order.po_number)}</span>}
      </span>
    ),
  },
  { id: "date", header: t.date, cellClassName: "whitespace-nowrap", cell: (order) => formatOrderTime(order.created_at) },
  { id: "items", header: t.items, cell: (order) => order.purchased_items.length },
  { id: "total", header: t.total, align: "end", cellClassName: "whitespace-nowrap", cell: (order) => `${formatCad(toCents(order.price))} CAD` },
  { id: "status", header: t.status, cell: (order) => <OrderStatus order={order} /> },
  { id: "state", header: t.state, cell: (order) => (order.confirmed ? t.confirmed : t.unconfirmed) },
  {
    id: "details",
    header: t.details,
    hideHeader: true,
    align: "end",
    cell: (order) => (
      <div className="flex justify-end gap-2">
        <ReorderButton orderId={order.id} />
        {detailsLink(order)}
      </div>
    ),
  },
];

/** An order below 992 px. */
function OrderCard({ order }: { order: OrderView }) {
  return (
    <DataCard className="gap-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-base font-bold">{t.orderNumber(order.id)}</span>
        <span className="font-semibold">{formatCad(toCents(order.price))} CAD</span>
      </div>
      <p className="text-stone-600">
        {formatOrderTime(order.created_at)} · {order.purchased_items.length} {t.items.toLowerCase()}
        {order.po_number && ` · ${t.poNumberShort(order.po_number)}`}
      </p>
      <OrderStatus order={order} />
      <p>{order.confirmed ? t.confirmed : t.unconfirmed}</p>
      <div className="flex flex-wrap gap-2">
        {detailsLink(order)}
        <ReorderButton orderId={order.id} />
      </div>
    </DataCard>
  );
}
