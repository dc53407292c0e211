import type { OrderGuide, OrderGuideCartResult } from "@/lib/orders/order-guide";
import { endpoint, schemaRef } from "./endpoint";

/* The order guide (docs/product.md §2 /order-guide): every change answers the whole guide. Staff pass {customer}. */

const schemas = () => import("@/lib/shared/orders/order-guide-schemas");
const query = schemaRef(schemas, "orderGuideQuerySchema");

export const getOrderGuide = endpoint<OrderGuide>()({ method: "GET", path: "/api/order-guide/", query });

export const pinToGuide = endpoint<OrderGuide>()({ method: "POST", path: "/api/order-guide/", body: schemaRef(schemas, "orderGuidePinSchema"), query });

export const changeGuideLine = endpoint<OrderGuide>()({ method: "PATCH", path: "/api/order-guide/{productId}/", body: schemaRef(schemas, "orderGuideLineSchema"), query });

export const unpinFromGuide = endpoint<OrderGuide>()({ method: "DELETE", path: "/api/order-guide/{productId}/", query });

export const addGuideToCart = endpoint<OrderGuideCartResult>()({ method: "POST", path: "/api/order-guide/add-to-cart/", body: schemaRef(schemas, "orderGuideAddSchema"), query });
