import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { MyOrdersTable } from "@/components/orders/my-orders-table";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { buttonStyles } from "@/components/ui/button";
import { OfflineLine } from "@/components/ui/offline-line";
import { Pagination } from "@/components/ui/pagination";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { pageCount } from "@/lib/shared/pagination/pages";
import { myOrdersPage } from "@/lib/orders/customer-orders";
import { myOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";
import { getTranslations } from "next-intl/server";
import { myOrdersHref, myOrdersViewOf } from "@/lib/shared/ui/my-orders-url";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("orders");
  return { title: t("myOrdersTitle"), robots: { index: false } };
}

const page = pageRoute("/my-orders", {
  query: schemaQuery(myOrdersQuerySchema, { refused: () => "/my-orders", firstPage: (query) => myOrdersHref(myOrdersViewOf(query)) }),
  load: (ctx, { view }) => myOrdersPage(ctx, view),
});

/** The customer's orders (docs/product.md §2 "My orders"): sort, filter and 16 a page, from the URL. */
export default async function MyOrdersPage(props: PageProps) {
  const { view: query, data: orders } = await page(props);
  const view = myOrdersViewOf(query);
  const filtered = Boolean(query.status || query.delivered_status);
  const tOrders = await getTranslations("orders");
  const tOfflineActions = await getTranslations("offlineActions");
  const [tCart, tQuickOrder, tOrderGuide] = await Promise.all([getTranslations("cart"), getTranslations("quickOrder"), getTranslations("orderGuide")]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">{tOrders("myOrdersTitle")}</h1>
          <p className="mt-1 text-stone-600" data-testid="orders-count">{tOrders("count", { n: orders.count })}</p>
          <Link href="/quick-order" className="mt-1 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">{tQuickOrder("myOrdersLink")}</Link>
          <Link href="/order-guide" className="mt-1 ml-4 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800">{tOrderGuide("title")}</Link>
        </div>
        <MyOrdersToolbar view={view} />
      </div>
      <OfflineLine message={tOfflineActions("reorderNeedsConnection")} className="mb-4" />
      <MyOrdersTable
        orders={orders.results}
        empty={{
          title: filtered ? tOrders("noneMatch") : tOrders("none"),
          action: (
            <Link href={filtered ? myOrdersHref({ sort: query.sort }) : "/products"} className={buttonStyles.primary}>
              {filtered ? tOrders("showAll") : tCart("shopNow")}
            </Link>
          ),
        }}
      />
      <Pagination page={orders.page} pageCount={pageCount(orders.count)} hrefFor={(n) => myOrdersHref({ ...view, page: n })} className="mt-10" />
    </div>
  );
}
