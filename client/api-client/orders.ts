import type { Page } from "@/lib/http/page-envelope";
import type { OrderDraft } from "@/lib/orders/draft";
import type { DeliveryDatesView } from "@/lib/delivery/zones";
import type { OrderView } from "@/lib/orders/order-view";
import type { PlacedOrder } from "@/lib/orders/place-order";
import { endpoint, schemaRef } from "./endpoint";

/* A customer's orders (docs/product.md §4 Checkout, My orders, Edit order): each edit answers the re-priced order. */

const schemas = () => import("@/lib/shared/orders/schemas");
const querySchemas = () => import("@/lib/shared/orders/query-schemas");

/** Places the order; pass an idempotencyKey per attempt so a retry cannot place it twice. */
export const placeOrder = endpoint<PlacedOrder>()({ method: "POST", path: "/api/orders/order/details/", body: schemaRef(schemas, "newOrderSchema") });

export const getOrder = endpoint<OrderView>()({ method: "GET", path: "/api/orders/order/details/{id}/" });

export const updateBilling = endpoint<OrderView>()({ method: "PATCH", path: "/api/orders/order/details/{id}/", body: schemaRef(schemas, "billingPatchSchema") });

export const setItemQuantity = endpoint<OrderView>()({ method: "PATCH", path: "/api/orders/purchased_item/{itemId}/", body: schemaRef(schemas, "orderItemQuantitySchema") });

export const deleteItem = endpoint<OrderView>()({ method: "DELETE", path: "/api/orders/purchased_item/{itemId}/" });

export const addProducts = endpoint<OrderView>()({ method: "PATCH", path: "/api/orders/add_product_to_order/{orderId}/", body: schemaRef(schemas, "addToOrderSchema") });

export const myOrders = endpoint<Page<OrderView>>()({ method: "GET", path: "/api/orders/my_orders/", query: schemaRef(querySchemas, "myOrdersQuerySchema") });

/** The saved draft: the billing of Review and pay, with the cart's lines and totals. */
export const getDraft = endpoint<OrderDraft>()({ method: "GET", path: "/api/orders/draft/" });

export const saveDraft = endpoint<OrderDraft>()({ method: "PUT", path: "/api/orders/draft/", body: schemaRef(schemas, "billingSchema") });

/** The zone of a postal code and its next delivery dates (issue 31). */
export const deliveryDates = endpoint<DeliveryDatesView>()({ method: "GET", path: "/api/orders/delivery_dates/", query: schemaRef(schemas, "deliveryDatesQuerySchema") });
