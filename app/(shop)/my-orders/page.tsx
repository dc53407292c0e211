import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { OrderStatus } from "@/components/orders/order-status";
import { ReorderButton } from "@/components/orders/reorder-button";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { OfflineLine } from "@/components/ui/offline-line";
import { Pagination } from "@/components/ui/pagination";
import { guardPage } from "@/lib/entry/page-guard";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { pageCount } from "@/lib/shared/pagination/pages";
import { myOrdersPage } from "@/lib/orders/customer-orders";
import type { OrderView } from "@/lib/orders/order-view";
import { formatOrderTime } from "@/lib/shared/orders/order-time";
import { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { cartMessages } from "@/lib/shared/messages/cart";
import { ordersMessages } from "@/lib/shared/messages/orders";
import { quickOrderMessages } from "@/lib/shared/messages/quick-order";
import { offlineActionsMessages } from "@/lib/shared/messages/offline-actions";
import { myOrdersHref, type MyOrdersView } from "@/lib/shared/ui/my-orders-url";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: ordersMessages.myOrdersTitle, robots: { index: false } };

const t = ordersMessages;

/** The customer's orders (docs/product.md §2 "My orders"): sort, filter and 16 a page, from the URL. */
export default async function MyOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("/my-orders");
  const raw = await searchParams;
  const parsed = myOrdersQuerySchema.safeParse({ sort: firstParam(raw.sort), status: firstParam(raw.status), delivered_status: firstParam(raw.delivered_status), page: firstParam(raw.page) });
  if (!parsed.success) redirect("/my-orders");
  const query = parsed.data;
  const view: MyOrdersView = { sort: query.sort, status: query.status, delivered_status: query.delivered_status };
  let page;
  try {
    page = await myOrdersPage(ctx, query);
  } catch (error) {
    if (error instanceof NotFound) redirect(myOrdersHref(view));
    throw error;
  }
  const filtered = Boolean(query.status || query.delivered_status);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">{t.myOrdersTitle}</h1>
          <p className="mt-1 text-stone-600" data-testid="orders-count">{t.count(page.count)}</p>
          <Link href="/quick-order" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">{quickOrderMessages.myOrdersLink}</Link>
        </div>
        <MyOrdersToolbar view={view} />
      </div>
      <OfflineLine message={offlineActionsMessages.reorderNeedsConnection} className="mb-4" />
      <DataTable
        caption={t.myOrdersTitle}
        columns={orderColumns}
        rows={page.results}
        rowKey={(order) => order.id}
        rowProps={() => ({ "data-testid": "order-row" })}
        renderCard={(order) => <OrderCard order={order} />}
        empty={{
          title: filtered ? t.noneMatch : t.none,
          action: (
            <Link href={filtered ? myOrdersHref({ sort: query.sort }) : "/products"} className={buttonStyles.primary}>
              {filtered ? t.showAll : cartMessages.shopNow}
            </Link>
          ),
        }}
      />
      <Pagination page={page.page} pageCount={pageCount(page.count)} hrefFor={(n) => myOrdersHref({ ...view, page: n })} className="mt-10" />
    </div>
  );
}

const detailsLink = (order: OrderView, className = "") => (
  <Link href={`/order/${order.id}`} prefetch={false} aria-label={t.detailsLabel(order.id)} className={`${buttonStyles.secondary} py-1.5 ${className}`}>{t.details}</Link>
);

const orderColumns: DataTableColumn<OrderView>[] = [
  { id: "order", header: t.order, rowHeader: true, cellClassName: "font-semibold", cell: (order) => `#${order.id}` },
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
      <p className="text-stone-600">{formatOrderTime(order.created_at)} · {order.purchased_items.length} {t.items.toLowerCase()}</p>
      <OrderStatus order={order} />
      <p>{order.confirmed ? t.confirmed : t.unconfirmed}</p>
      <div className="flex flex-wrap gap-2">
        {detailsLink(order)}
        <ReorderButton orderId={order.id} />
      </div>
    </DataCard>
  );
}
