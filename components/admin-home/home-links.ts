import { customersHref } from "@/components/admin-customers/customers-url";
import { adminProductsHref } from "@/lib/shared/ui/admin-products-url";

/*
 * Where each box of the back office's home leads: the list it counts, filtered. The orders list's
 * query uses the API's own names (order_list's confirmed, delivered_status, overdue). Client-safe, pure.
 */
export const HOME_LINKS = {
  toConfirm: "/admin/orders?confirmed=false",
  toDeliver: `/admin/orders?confirmed=true&delivered_status=${encodeURIComponent("Not delivered")}`,
  overdue: "/admin/orders?overdue=true",
  awaitingVerification: customersHref({ tab: "awaiting" }),
  toReorder: adminProductsHref({ tab: "reorder" }),
} as const;
