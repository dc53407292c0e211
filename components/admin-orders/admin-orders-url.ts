import type { MyOrdersView } from "@/lib/shared/ui/my-orders-url";

/*
 * The back office's order lists keep their view in the URL with the API's own names (search,
 * sort, status, delivered_status, page), like /my-orders. Client-safe, pure.
 */
export type AdminOrdersView = MyOrdersView & { search?: string };

/** The URL of a view of the list at `path` (/admin/orders, or one customer's orders). */
export function adminOrdersHref(view: AdminOrdersView, path = "/admin/orders"): string {
  const params = new URLSearchParams();
  if (view.search) params.set("search", view.search);
  if (view.sort && view.sort !== "-created_at") params.set("sort", view.sort);
  if (view.status) params.set("status", view.status);
  if (view.delivered_status) params.set("delivered_status", view.delivered_status);
  if (view.page && view.page > 1) params.set("page", String(view.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
