import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { MyOrdersToolbar } from "@/components/orders/my-orders-toolbar";
import { OrderStatus } from "@/components/orders/order-status";
import { Pagination } from "@/components/shop/pagination";
import { buttonStyles } from "@/components/ui/button";
import { guardPage } from "@/lib/accounts/page-guard";
import { NotFound } from "@/lib/http/errors";
import { pageCount } from "@/lib/http/pagination";
import { myOrdersPage } from "@/lib/orders/customer-orders";
import type { OrderView } from "@/lib/orders/order-view";
import { formatOrderTime } from "@/lib/orders/order-time";
import { myOrdersQuerySchema } from "@/lib/orders/query-schemas";
import { formatCad, toCents } from "@/lib/pricing/money";
import { messages } from "@/lib/messages/en";
import { myOrdersHref, type MyOrdersView } from "@/lib/ui/my-orders-url";
import { firstParam, type SearchParams } from "@/lib/ui/search-params";

export const metadata: Metadata = { title: messages.orders.myOrdersTitle, robots: { index: false } };

const t = messages.orders;

/** The customer's orders (SPEC.md §2 "My orders"): sort, filter and 16 a page, from the URL. */
export default async function MyOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const ctx = await guardPage("customer");
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
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-800">{t.myOrdersTitle}</h1>
          <p className="mt-1 text-stone-600" data-testid="orders-count">{t.count(page.count)}</p>
        </div>
        <MyOrdersToolbar view={view} />
      </div>
      {page.results.length === 0 ? (
        <div className="rounded-xl border border-stone-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-stone-800">{filtered ? t.noneMatch : t.none}</p>
          <Link href={filtered ? myOrdersHref({ sort: query.sort }) : "/products"} className={`${buttonStyles.primary} mt-4`}>
            {filtered ? t.showAll : messages.cart.shopNow}
          </Link>
        </div>
      ) : (
        <OrdersTable orders={page.results} />
      )}
      <Pagination page={page.page} pageCount={pageCount(page.count)} hrefFor={(n) => myOrdersHref({ ...view, page: n })} />
    </div>
  );
}

function OrdersTable({ orders }: { orders: OrderView[] }) {
  return (
    <>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white max-narrow:hidden">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.myOrdersTitle}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-4 py-3">{t.order}</th>
              <th scope="col" className="px-4 py-3">{t.date}</th>
              <th scope="col" className="px-4 py-3">{t.items}</th>
              <th scope="col" className="px-4 py-3 text-right">{t.total}</th>
              <th scope="col" className="px-4 py-3">{t.status}</th>
              <th scope="col" className="px-4 py-3">{t.state}</th>
              <th scope="col" className="px-4 py-3"><span className="sr-only">{t.details}</span></th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-b border-stone-100 last:border-0" data-testid="order-row">
                <th scope="row" className="px-4 py-3 font-semibold">#{order.id}</th>
                <td className="px-4 py-3 whitespace-nowrap">{formatOrderTime(order.created_at)}</td>
                <td className="px-4 py-3">{order.purchased_items.length}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">{formatCad(toCents(order.price))} CAD</td>
                <td className="px-4 py-3"><OrderStatus order={order} /></td>
                <td className="px-4 py-3">{order.confirmed ? t.confirmed : t.unconfirmed}</td>
                <td className="px-4 py-3 text-right">
                  <Link href={`/order/${order.id}`} aria-label={t.detailsLabel(order.id)} className={`${buttonStyles.secondary} py-1.5`}>{t.details}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 narrow:hidden" aria-label={t.myOrdersTitle}>
        {orders.map((order) => (
          <li key={order.id} className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-base font-bold">{t.orderNumber(order.id)}</span>
              <span className="font-semibold">{formatCad(toCents(order.price))} CAD</span>
            </div>
            <p className="text-stone-600">{formatOrderTime(order.created_at)} · {order.purchased_items.length} {t.items.toLowerCase()}</p>
            <OrderStatus order={order} />
            <p>{order.confirmed ? t.confirmed : t.unconfirmed}</p>
            <Link href={`/order/${order.id}`} aria-label={t.detailsLabel(order.id)} className={`${buttonStyles.secondary} self-start py-1.5`}>{t.details}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
