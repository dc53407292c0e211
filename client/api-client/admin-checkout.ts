import type { AdminOrderDraft, RepeatLastOrderResult } from "@/lib/orders/admin-draft";
import type { PlacedOrder } from "@/lib/orders/place-order";
import { endpoint, schemaRef } from "./endpoint";

/* Staff ordering on behalf of a customer (docs/product.md §2 /cart-admin, /checkout-admin). The cart itself: ./cart. */

const schemas = () => import("@/lib/shared/orders/schemas");

/** The admin's draft: the cart's lines and totals, and the chosen customer. */
export const getAdminDraft = endpoint<AdminOrderDraft>()({ method: "GET", path: "/api/orders/admin_draft/" });

/** Review and pay: the customer the order is for, and the order notes. */
export const saveAdminDraft = endpoint<AdminOrderDraft>()({ method: "PUT", path: "/api/orders/admin_draft/", body: schemaRef(schemas, "adminDraftSchema") });

/** Places the order for the customer; pass an idempotencyKey per attempt so a retry cannot place it twice. */
export const placeAdminOrder = endpoint<PlacedOrder>()({ method: "POST", path: "/api/orders/admin_order/details/", body: schemaRef(schemas, "adminOrderSchema") });

const cartSchemas = () => import("@/lib/shared/orders/admin-cart-schemas");

/** Repeat last order: the customer's most recent order's lines into the admin's cart, at today's prices. */
export const repeatLastOrder = endpoint<RepeatLastOrderResult>()({ method: "POST", path: "/api/orders/admin_draft/repeat_last/", body: schemaRef(cartSchemas, "repeatLastOrderSchema") });
