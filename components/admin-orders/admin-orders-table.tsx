import { EmailText } from "@/components/ui/contact-text";
import Link from "next/link";
import { OrderStatus } from "@/components/orders/order-status";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import type { OrderView } from "@/lib/orders/order-view";
import { formatOrderTime } from "@/lib/shared/orders/order-time";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";

/** Who ordered, as the order keeps it: the company, else the name on the order. */
export function customerLabel(order: OrderView): string {
  const name = order.customer ? `${order.customer.first_name} ${order.customer.last_name}`.trim() : "";
  return order.customer?.company || order.companyName || name || order.fullName || order.email;
}

const detailsLink = (order: OrderView, className = "") => (
  <Link href={`/admin/order/${order.id}`} prefetch={false} aria-label={t.detailsLabel(order.id)} className={`${buttonStyles.secondary} py-1.5 ${className}`}>
    {t.details}
  </Link>
);

const state = (order: OrderView) => (order.confirmed ? t.confirmed : t.unconfirmed);

function CustomerCell({ order }: { order: OrderView }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium text-stone-900">{customerLabel(order)}</span>
      <span className="text-xs text-stone-600">
        <EmailText email={order.email} plain />
      </span>
    </span>
  );
}

function columns(showCustomer: boolean): DataTableColumn<OrderView>[] {
  return [
    { id: "order", header: t.order, rowHeader: true, cellClassName: "font-semibold whitespace-nowrap", cell: (order) => `#${order.id}` },
    { id: "date", header: t.date, cellClassName: "whitespace-nowrap", cell: (order) => formatOrderTime(order.created_at) },
    ...(showCustomer ? [{ id: "customer", header: t.customer, cell: (order: OrderView) => <CustomerCell order={order} /> }] : []),
    { id: "total", header: t.total, align: "end", cellClassName: "whitespace-nowrap", cell: (order) => `${formatCad(toCents(order.price))} CAD` },
    { id: "status", header: t.status, cell: (order) => <OrderStatus order={order} /> },
    { id: "state", header: t.state, cellClassName: "whitespace-nowrap", cell: state },
    { id: "details", header: t.details, hideHeader: true, align: "end", cell: (order) => detailsLink(order) },
  ];
}

function OrderCard({ order, showCustomer }: { order: OrderView; showCustomer: boolean }) {
  return (
    <DataCard className="gap-2 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-base font-bold">{t.orderNumber(order.id)}</span>
        <span className="font-semibold">{formatCad(toCents(order.price))} CAD</span>
      </div>
      {showCustomer && <CustomerCell order={order} />}
      <p className="text-stone-600">{formatOrderTime(order.created_at)}</p>
      <OrderStatus order={order} />
      <p>{state(order)}</p>
      {detailsLink(order, "self-start")}
    </DataCard>
  );
}

/** The back office's order lists (all orders, one customer's): a table, cards below 992 px, a Details link each. */
export function AdminOrdersTable({ orders, showCustomer = true, empty }: { orders: OrderView[]; showCustomer?: boolean; empty: EmptyStateProps }) {
  return (
    <DataTable
      caption={t.caption}
      columns={columns(showCustomer)}
      rows={orders}
      rowKey={(order) => order.id}
      rowProps={() => ({ "data-testid": "order-row" })}
      renderCard={(order) => <OrderCard order={order} showCustomer={showCustomer} />}
      empty={empty}
    />
  );
}
