import type { AdminOrderSort, AdminOrdersQuery } from "@/lib/shared/orders/query-schemas";
import type { MyOrdersView } from "@/lib/shared/ui/my-orders-url";

/*
 * The back office's order lists keep their view in the URL with the API's own names (search,
 * sort, status, delivered_status, confirmed, admin_created, overdue, from, to, delivery_date,
 * customer, page), like /my-orders, so a work queue can be bookmarked, reloaded and shared.
 * Client-safe, pure.
 */
export type AdminOrdersView = Omit<MyOrdersView, "sort"> & {
  /** my_orders' sorts and the delivery date's (issue 31). */
  sort?: AdminOrderSort;
  search?: string;
  confirmed?: boolean;
  admin_created?: boolean;
  overdue?: boolean;
  from?: string;
  to?: string;
  /** The orders to deliver on a day (YYYY-MM-DD). */
  delivery_date?: string;
  /** One customer's orders (their account id). */
  customer?: number;
};

/** The filters of the work queue (not the search, sort or page): what "Clear filters" empties. */
export const QUEUE_FILTERS = ["status", "delivered_status", "confirmed", "overdue", "admin_created", "from", "to", "delivery_date", "customer"] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/** The URL parameters of a view, in a fixed order, default values left out. */
export function adminOrdersParams(view: AdminOrdersView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  if (view.customer !== undefined) params.set("customer", String(view.customer));
  if (view.status) params.set("status", view.status);
  if (view.delivered_status) params.set("delivered_status", view.delivered_status);
  if (view.confirmed !== undefined) params.set("confirmed", String(view.confirmed));
  if (view.overdue !== undefined) params.set("overdue", String(view.overdue));
  if (view.admin_created !== undefined) params.set("admin_created", String(view.admin_created));
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.delivery_date) params.set("delivery_date", view.delivery_date);
  if (view.sort && view.sort !== "-created_at") params.set("sort", view.sort);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  return params;
}

/** The URL of a view of the list at `path` (/admin/orders, or one customer's orders). */
export function adminOrdersHref(view: AdminOrdersView, path = "/admin/orders"): string {
  const query = adminOrdersParams(view).toString();
  return query ? `${path}?${query}` : path;
}

/** The view a parsed order_list query shows (its page aside: the page is the pagination's). */
export function adminOrdersViewOf(query: AdminOrdersQuery): AdminOrdersView {
  return {
    search: query.search,
    customer: query.customer,
    status: query.status,
    delivered_status: query.delivered_status,
    confirmed: query.confirmed,
    overdue: query.overdue,
    admin_created: query.admin_created,
    from: query.from,
    to: query.to,
    delivery_date: query.delivery_date,
    sort: query.sort,
  };
}

/** The same view without any filter (the search and sort stay): "Clear filters". */
export function withoutFilters(view: AdminOrdersView): AdminOrdersView {
  return { search: view.search, sort: view.sort };
}

/** Whether the view filters the list (a search aside). */
export function isFiltered(view: AdminOrdersView): boolean {
  return QUEUE_FILTERS.some((key) => view[key] !== undefined);
}
