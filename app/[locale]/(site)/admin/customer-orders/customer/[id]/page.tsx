import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminOrdersTable } from "@/components/admin-orders/admin-orders-table";
import { adminOrdersHref } from "@/components/admin-orders/admin-orders-url";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { adminOrdersPage } from "@/lib/orders/admin-orders";
import { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { pageCount } from "@/lib/shared/pagination/pages";
import { getTranslations } from "next-intl/server";
import { myOrdersViewOf } from "@/lib/shared/ui/my-orders-url";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const pathOf = (id: string | undefined) => `/admin/customer-orders/customer/${encodeURIComponent(id ?? "")}`;

/** The customer is the path's record (an unknown one, or an admin's id, is a 404); their orders, one page of them. */
const page = pageRoute("/admin/customer-orders/customer/[id]", {
  query: schemaQuery(myOrdersQuerySchema, { refused: (_params, id) => pathOf(id), firstPage: (query, id) => adminOrdersHref(myOrdersViewOf(query), pathOf(id)) }),
  load: (ctx, { subject, view }) => adminOrdersPage(ctx, { ...view, customer: subject.id }),
});

const nameOf = (customer: { company: string; name: string; email: string }) => customer.name || customer.company || customer.email;

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: customer } = await page(props);
  const tAdminOrders = await getTranslations("adminOrders");
  return { title: tAdminOrders("customerOrdersTitle", { name: nameOf(customer) }) };
}

/**
 * docs/product.md §2 /admin/customer-orders/customer/{id}: all orders of one customer, 16 a page, with the
 * work queue's row actions and selection, and a link to the work queue scoped to them (?customer=).
 */
export default async function CustomerOrdersPage(props: PageProps) {
  const { subject: customer, view: query, data: orders, param } = await page(props);
  const path = pathOf(param);
  const view = myOrdersViewOf(query);
  const filtered = Boolean(query.status || query.delivered_status);
  const tAdminCheckout = await getTranslations("adminCheckout");
  const tAdminOrders = await getTranslations("adminOrders");
  return (
    <AdminPage
      title={nameOf(customer)}
      crumbs={[{ name: tAdminOrders("ordersCrumb"), href: "/admin/orders" }, { name: nameOf(customer) }]}
      actions={
        <Link href={`/cart-admin?customer=${customer.id}`} prefetch={false} aria-label={tAdminCheckout("newOrderFor", { company: nameOf(customer) })} className={buttonStyles.primary}>
          {tAdminCheckout("newOrder")}
        </Link>
      }
      description={
        <span data-testid="orders-count">
          {[customer.company, customer.email, tAdminOrders("count", { n: orders.count })].filter(Boolean).join(" · ")}
        </span>
      }
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <Link href={adminOrdersHref({ customer: customer.id })} prefetch={false} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
          {tAdminOrders("allOrdersOfCustomer")}
        </Link>
        <MyOrdersToolbar view={view} path={path} />
      </div>
      <AdminOrdersTable
        key={adminOrdersHref({ ...view, page: orders.page }, path)}
        orders={orders.results}
        showCustomer={false}
        empty={{
          title: filtered ? tAdminOrders("noneFiltered") : tAdminOrders("none"),
          action: filtered ? (
            <Link href={path} className={buttonStyles.secondary}>
              {tAdminOrders("showAll")}
            </Link>
          ) : undefined,
        }}
      />
      <Pagination page={orders.page} pageCount={pageCount(orders.count)} hrefFor={(n) => adminOrdersHref({ ...view, page: n }, path)} className="mt-8" />
    </AdminPage>
  );
}
