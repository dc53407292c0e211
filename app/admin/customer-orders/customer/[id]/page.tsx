import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminOrdersTable } from "@/components/admin-orders/admin-orders-table";
import { adminOrdersHref, type AdminOrdersView } from "@/components/admin-orders/admin-orders-url";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { guardPage } from "@/lib/entry/page-guard";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { customerOrdersForPage } from "@/lib/orders/admin-orders";
import { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { pageCount } from "@/lib/shared/pagination/pages";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

type Props = { params: Promise<{ id: string }>; searchParams: SearchParams };

function queryOf(raw: Awaited<SearchParams>) {
  return myOrdersQuerySchema.safeParse({ sort: firstParam(raw.sort), status: firstParam(raw.status), delivered_status: firstParam(raw.delivered_status), page: firstParam(raw.page) });
}

const nameOf = (customer: { company: string; name: string; email: string }) => customer.name || customer.company || customer.email;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await customerOrdersForPage(await guardPage("/admin/customer-orders/customer/[id]"), (await params).id, {});
  return { title: found ? t.customerOrdersTitle(nameOf(found.customer)) : t.customerNotFoundTitle };
}

/** docs/product.md §2 /admin/customer-orders/customer/{id}: all orders of one customer, 16 a page. */
export default async function CustomerOrdersPage({ params, searchParams }: Props) {
  const ctx = await guardPage("/admin/customer-orders/customer/[id]");
  const rawId = (await params).id;
  const path = `/admin/customer-orders/customer/${encodeURIComponent(rawId)}`;
  const parsed = queryOf(await searchParams);
  if (!parsed.success) redirect(path);
  const query = parsed.data;
  const view: AdminOrdersView = { sort: query.sort, status: query.status, delivered_status: query.delivered_status };
  let found;
  try {
    found = await customerOrdersForPage(ctx, rawId, query);
  } catch (error) {
    if (error instanceof NotFound) redirect(adminOrdersHref(view, path));
    throw error;
  }
  if (!found) notFound();
  const { customer, orders } = found;
  const filtered = Boolean(query.status || query.delivered_status);
  return (
    <AdminPage
      title={nameOf(customer)}
      crumbs={[{ name: t.ordersCrumb, href: "/admin/orders" }, { name: nameOf(customer) }]}
      description={
        <span data-testid="orders-count">
          {[customer.company, customer.email, t.count(orders.count)].filter(Boolean).join(" · ")}
        </span>
      }
    >
      <div className="mb-6 flex flex-wrap items-end justify-end gap-4">
        <MyOrdersToolbar view={view} path={path} />
      </div>
      <AdminOrdersTable
        orders={orders.results}
        showCustomer={false}
        empty={{
          title: filtered ? t.noneFiltered : t.none,
          action: filtered ? (
            <Link href={path} className={buttonStyles.secondary}>
              {t.showAll}
            </Link>
          ) : undefined,
        }}
      />
      <Pagination page={orders.page} pageCount={pageCount(orders.count)} hrefFor={(n) => adminOrdersHref({ ...view, page: n }, path)} className="mt-8" />
    </AdminPage>
  );
}
