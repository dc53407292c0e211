"use client";

import { useRouter } from "next/navigation";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";
import { SearchBox } from "@/components/ui/search-box";
import { adminOrdersHref, type AdminOrdersView } from "./admin-orders-url";

/**
 * The customer search of /admin/orders (docs/product.md §2, §5): the sort and filter stay; the page
 * goes back to 1.
 */
export function OrderSearch({ view }: { view: AdminOrdersView }) {
  const router = useRouter();
  return (
    <SearchBox
      action="/admin/orders"
      label={t.searchLabel}
      placeholder={t.searchPlaceholder}
      buttonLabel={t.search}
      search={view.search ?? ""}
      onSearch={(search) => router.push(adminOrdersHref({ ...view, search: search || undefined, page: undefined }))}
      keep={{ sort: view.sort, status: view.status, delivered_status: view.delivered_status }}
      className="w-full max-w-xl"
    />
  );
}
