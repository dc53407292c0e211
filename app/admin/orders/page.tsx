import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminOrdersTable } from "@/components/admin-orders/admin-orders-table";
import { adminOrdersHref, type AdminOrdersView } from "@/components/admin-orders/admin-orders-url";
import { OrderSearch } from "@/components/admin-orders/order-search";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { adminOrdersPage } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { pageCount } from "@/lib/shared/pagination/pages";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";
import { adminCheckoutMessages } from "@/lib/shared/messages/admin-checkout";
import { myOrdersViewOf } from "@/lib/shared/ui/my-orders-url";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.title };

const page = pageRoute("/admin/orders", {
  query: schemaQuery(adminOrdersQuerySchema, {
    // An empty search is no search. The API's work-queue filters (confirmed, admin_created, from, to)
    // are not on this screen yet: its links could not keep them, so it does not take them either.
    input: (params) => ({ ...params, search: params.search || undefined, confirmed: undefined, admin_created: undefined, from: undefined, to: undefined }),
    refused: () => "/admin/orders",
    firstPage: (query) => adminOrdersHref({ ...myOrdersViewOf(query), search: query.search }),
  }),
  load: (ctx, { view }) => adminOrdersPage(ctx, view),
});

/** docs/product.md §2 /admin/orders: every order, customer search, sort, the Show filter, 16 a page; all in the URL. */
export default async function AdminOrdersPage(props: PageProps) {
  const { view: query, data: orders } = await page(props);
  const view: AdminOrdersView = { ...myOrdersViewOf(query), search: query.search };
  const filtered = Boolean(query.status || query.delivered_status);
  return (
    <AdminPage
      title={t.title}
      crumbs={[{ name: t.ordersCrumb }]}
      description={<span data-testid="orders-count">{t.count(orders.count)}</span>}
      actions={
        <Link href={query.customer ? `/cart-admin?customer=${query.customer}` : "/cart-admin"} prefetch={false} className={buttonStyles.primary}>
          {adminCheckoutMessages.newOrder}
        </Link>
      }
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <OrderSearch view={view} />
        <MyOrdersToolbar view={view} path="/admin/orders" keep={query.search ? { search: query.search } : undefined} />
      </div>
      <AdminOrdersTable
        orders={orders.results}
        empty={{
          title: query.search ? t.noMatch(query.search) : filtered ? t.noneFiltered : t.none,
          action:
            query.search || filtered ? (
              <Link href="/admin/orders" className={buttonStyles.secondary}>
                {t.showAll}
              </Link>
            ) : undefined,
        }}
      />
      <Pagination page={orders.page} pageCount={pageCount(orders.count)} hrefFor={(n) => adminOrdersHref({ ...view, page: n })} className="mt-8" />
    </AdminPage>
  );
}
