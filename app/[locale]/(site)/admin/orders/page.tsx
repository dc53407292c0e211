import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminOrdersTable } from "@/components/admin-orders/admin-orders-table";
import { adminOrdersHref, adminOrdersViewOf, isFiltered } from "@/components/admin-orders/admin-orders-url";
import { OrderQueueFilters } from "@/components/admin-orders/order-queue-filters";
import { PickListForm } from "@/components/admin-orders/pick-list-form";
import { OrderExportForm } from "@/components/admin-orders/order-export-form";
import { IntlScope } from "@/components/layout/intl-scope";
import { pickListZones } from "@/lib/orders/delivery-documents";
import { shopDay } from "@/lib/shared/orders/order-time";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { pageRoute, schemaQuery, type PageProps, type UrlParams } from "@/lib/entry/page-route";
import { QUEUE_PAGE_SIZE, adminOrdersQueue } from "@/lib/orders/admin-orders";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { pageCount } from "@/lib/shared/pagination/pages";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const tAdminOrders = await getTranslations("adminOrders");
  return { title: tAdminOrders("title") };
}

/** An empty parameter is no parameter (a plain GET form sends every field, "Any" as ""). */
const given = (params: UrlParams): UrlParams => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ""));

/**
 * A URL the schema refuses (a hand-edited ?confirmed=maybe, a ?to= before ?from=) loses the
 * parameters it refused and keeps the rest: the same queue, less what could not be read.
 */
function cleaned(params: UrlParams): string {
  const parsed = adminOrdersQuerySchema.safeParse(given(params));
  if (parsed.success) return adminOrdersHref(adminOrdersViewOf(parsed.data));
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = adminOrdersQuerySchema.safeParse(Object.fromEntries(Object.entries(given(params)).filter(([key]) => !refused.has(key) && key !== "page")));
  return kept.success ? adminOrdersHref(adminOrdersViewOf(kept.data)) : "/admin/orders";
}

const page = pageRoute("/admin/orders", {
  query: schemaQuery(adminOrdersQuerySchema, {
    input: given,
    refused: cleaned,
    firstPage: (query) => adminOrdersHref(adminOrdersViewOf(query)),
  }),
  load: (ctx, { view }) => adminOrdersQueue(ctx, view),
});

/**
 * docs/product.md §2 /admin/orders, the staff's work queue (issue 25): every order, the search by
 * order number or customer, the sort and the filters, which combine, all in the URL with the API's
 * names; 50 a page; one-click actions per row and for a selection.
 */
export default async function AdminOrdersPage(props: PageProps) {
  const { ctx, view: query, data } = await page(props);
  const { orders, customer } = data;
  const tAdminCheckout = await getTranslations("adminCheckout");
  const tAdminOrders = await getTranslations("adminOrders");
  const view = adminOrdersViewOf(query);
  const href = adminOrdersHref({ ...view, page: orders.page });
  const customerName = query.customer === undefined ? undefined : customer ? customer.company || customer.name || customer.email : tAdminOrders("unknownCustomer", { id: query.customer });
  const narrowed = Boolean(query.search) || isFiltered(view);
  return (
    <AdminPage
      title={tAdminOrders("title")}
      crumbs={[{ name: tAdminOrders("ordersCrumb") }]}
      description={<span data-testid="orders-count">{tAdminOrders("count", { n: orders.count })}</span>}
      actions={
        <Link href={query.customer ? `/cart-admin?customer=${query.customer}` : "/cart-admin"} prefetch={false} className={buttonStyles.primary}>
          {tAdminCheckout("newOrder")}
        </Link>
      }
    >
      <PickListForm zones={await pickListZones(ctx)} today={shopDay(new Date())} />
      <IntlScope namespaces={["adminOrderExport"]}>
        <OrderExportForm firstOfMonth={`${shopDay(new Date()).slice(0, 8)}01`} today={shopDay(new Date())} />
      </IntlScope>
      <OrderQueueFilters view={view} customerName={customerName} />
      <AdminOrdersTable
        key={href}
        orders={orders.results}
        view={view}
        empty={{
          title: query.search ? tAdminOrders("noMatch", { term: query.search }) : narrowed ? tAdminOrders("noneFiltered") : tAdminOrders("none"),
          action: narrowed ? (
            <Link href="/admin/orders" className={buttonStyles.secondary}>
              {tAdminOrders("showAll")}
            </Link>
          ) : undefined,
        }}
      />
      <Pagination page={orders.page} pageCount={pageCount(orders.count, QUEUE_PAGE_SIZE)} hrefFor={(n) => adminOrdersHref({ ...view, page: n })} className="mt-8" />
    </AdminPage>
  );
}
