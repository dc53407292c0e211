import type { MyOrdersQuery } from "@/lib/shared/orders/query-schemas";

/*
 * /my-orders keeps its view in the URL with the API's own names (sort, status, delivered_status,
 * page), so a view can be bookmarked and the back button works. Client-safe, pure.
 */
export type MyOrdersView = Omit<MyOrdersQuery, "page"> & { page?: number };

/** The one filter dropdown of docs/product.md §9: All, Paid, Not paid, Delivered, Not delivered. */
export const ORDER_FILTERS = ["all", "Paid", "Not paid", "Delivered", "Not delivered"] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export function filterOf(view: MyOrdersView): OrderFilter {
  return view.status ?? view.delivered_status ?? "all";
}

export function withFilter(view: MyOrdersView, filter: OrderFilter): MyOrdersView {
  const rest: MyOrdersView = { sort: view.sort };
  if (filter === "Paid" || filter === "Not paid") return { ...rest, status: filter };
  if (filter === "Delivered" || filter === "Not delivered") return { ...rest, delivered_status: filter };
  return rest;
}

export function myOrdersHref(view: MyOrdersView): string {
  const params = new URLSearchParams();
  if (view.sort && view.sort !== "-created_at") params.set("sort", view.sort);
  if (view.status) params.set("status", view.status);
  if (view.delivered_status) params.set("delivered_status", view.delivered_status);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `/my-orders?${query}` : "/my-orders";
}

/** The view a parsed my_orders query shows (its page aside: the page is the pagination's). */
export function myOrdersViewOf(query: MyOrdersQuery): MyOrdersView {
  return { sort: query.sort, status: query.status, delivered_status: query.delivered_status };
}
