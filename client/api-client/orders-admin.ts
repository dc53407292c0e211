import type { Page } from "@/lib/http/page-envelope";
import type { OrderView } from "@/lib/orders/order-view";
import { endpoint, schemaRef } from "./endpoint";

/* Staff calls over every order (docs/product.md §7): the order list, confirmation, paid and delivery status. */

const schemas = () => import("@/lib/shared/orders/schemas");
const querySchemas = () => import("@/lib/shared/orders/query-schemas");

export const orderList = endpoint<Page<OrderView>>()({ method: "GET", path: "/api/orders/order_list/", query: schemaRef(querySchemas, "adminOrdersQuerySchema") });

export const confirmOrder = endpoint<OrderView>()({ method: "PATCH", path: "/api/orders/confirm_order/{id}/", body: schemaRef(schemas, "confirmOrderSchema") });

export const setOrderStatus = endpoint<OrderView>()({ method: "PATCH", path: "/api/orders/order_status/{id}/", body: schemaRef(schemas, "orderStatusSchema") });

/** The answer of POST /api/orders/bulk/: one result per id, in the order sent. */
export interface BulkOrdersAnswer {
  results: Array<{ id: number; ok: boolean; status: number; detail?: string }>;
}

export const bulkOrders = endpoint<BulkOrdersAnswer>()({ method: "POST", path: "/api/orders/bulk/", body: schemaRef(schemas, "bulkOrdersSchema") });
