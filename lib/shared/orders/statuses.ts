/** An order's paid and delivery states (docs/product.md §3 Order), for the schema, the filters and the UI. Client-safe. */
export const PAID_STATUSES = ["Paid", "Not paid"] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

export const DELIVERY_STATUSES = ["Delivered", "Not delivered"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
