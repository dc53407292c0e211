import type { Metadata } from "next";
import Link from "next/link";
import { MyOrdersTable } from "@/components/orders/my-orders-table";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { buttonStyles } from "@/components/ui/button";
import { OfflineLine } from "@/components/ui/offline-line";
import { Pagination } from "@/components/ui/pagination";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { pageCount } from "@/lib/shared/pagination/pages";
import { myOrdersPage } from "@/lib/orders/customer-orders";
import { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { cartMessages } from "@/lib/shared/messages/cart";
import { ordersMessages } from "@/lib/shared/messages/orders";
import { quickOrderMessages } from "@/lib/shared/messages/quick-order";
import { orderGuideMessages } from "@/lib/shared/messages/order-guide";
import { offlineActionsMessages } from "@/lib/shared/messages/offline-actions";
import { myOrdersHref, myOrdersViewOf } from "@/lib/shared/ui/my-orders-url";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: ordersMessages.myOrdersTitle, robots: { index: false } };

const t = ordersMessages;

const page = pageRoute("/my-orders", {
  query: schemaQuery(myOrdersQuerySchema, { refused: () => "/my-orders", firstPage: (query) => myOrdersHref(myOrdersViewOf(query)) }),
  load: (ctx, { view }) => myOrdersPage(ctx, view),
});

/** The customer's orders (docs/product.md §2 "My orders"): sort, filter and 16 a page, from the URL. */
export default async function MyOrdersPage(props: PageProps) {
  const { view: query, data: orders } = await page(props);
  const view = myOrdersViewOf(query);
  const filtered = Boolean(query.status || query.delivered_status);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">{t.myOrdersTitle}</h1>
          <p className="mt-1 text-stone-600" data-testid="orders-count">{t.count(orders.count)}</p>
          <Link href="/quick-order" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">{quickOrderMessages.myOrdersLink}</Link>
          <Link href="/order-guide" className="mt-1 ml-4 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">{orderGuideMessages.title}</Link>
        </div>
        <MyOrdersToolbar view={view} />
      </div>
      <OfflineLine message={offlineActionsMessages.reorderNeedsConnection} className="mb-4" />
      <MyOrdersTable
        orders={orders.results}
        empty={{
          title: filtered ? t.noneMatch : t.none,
          action: (
            <Link href={filtered ? myOrdersHref({ sort: query.sort }) : "/products"} className={buttonStyles.primary}>
              {filtered ? t.showAll : cartMessages.shopNow}
            </Link>
          ),
        }}
      />
      <Pagination page={orders.page} pageCount={pageCount(orders.count)} hrefFor={(n) => myOrdersHref({ ...view, page: n })} className="mt-10" />
    </div>
  );
}
