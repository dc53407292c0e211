import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminOrdersTable } from "@/components/admin-orders/admin-orders-table";
import { adminOrdersHref, type AdminOrdersView } from "@/components/admin-orders/admin-orders-url";
import { OrderSearch } from "@/components/admin-orders/order-search";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { guardPage } from "@/lib/entry/page-guard";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { adminOrdersPage } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { pageCount } from "@/lib/shared/pagination/pages";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export const metadata: Metadata = { title: t.title };

/** docs/product.md §2 /admin/orders: every order, customer search, sort, the Show filter, 16 a page; all in the URL. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("/admin/orders");
  const raw = await searchParams;
  const parsed = adminOrdersQuerySchema.safeParse({
    search: firstParam(raw.search) || undefined,
    sort: firstParam(raw.sort),
    status: firstParam(raw.status),
    delivered_status: firstParam(raw.delivered_status),
    page: firstParam(raw.page),
  });
  if (!parsed.success) redirect("/admin/orders");
  const query = parsed.data;
  const view: AdminOrdersView = { search: query.search, sort: query.sort, status: query.status, delivered_status: query.delivered_status };
  let page;
  try {
    page = await adminOrdersPage(ctx, query);
  } catch (error) {
    if (error instanceof NotFound) redirect(adminOrdersHref(view));
    throw error;
  }
  const filtered = Boolean(query.status || query.delivered_status);
  return (
    <AdminPage title={t.title} crumbs={[{ name: t.ordersCrumb }]} description={<span data-testid="orders-count">{t.count(page.count)}</span>}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <OrderSearch view={view} />
        <MyOrdersToolbar view={view} path="/admin/orders" keep={query.search ? { search: query.search } : undefined} />
      </div>
      <AdminOrdersTable
        orders={page.results}
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
      <Pagination page={page.page} pageCount={pageCount(page.count)} hrefFor={(n) => adminOrdersHref({ ...view, page: n })} className="mt-8" />
    </AdminPage>
  );
}
