import { z } from "zod";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { choice, count, email, id, money, phone, poNumber, postalCode, province, REQUIRED_MESSAGE, text } from "@/lib/shared/validation/primitives";
import { DELIVERY_STATUSES, PAID_STATUSES } from "./statuses";
import { isCalendarDate } from "./delivery-dates";

/*
 * Order inputs (docs/product.md §3, §5), shared by the cart/checkout screens and the REST handlers.
 * Billing: country fixed to Canada; a Canadian postal code (docs/architecture.md); phone digits only.
 * Client-safe.
 */

/**
 * What the staff-only order calls answer when their body is malformed (adminOrders.confirmTrue,
 * adminOrders.statusNeedsOne and adminCheckout.adminCreatedTrue of messages/), for callers of the
 * API, never shown by a page: in English, as these static schemas are the routes' own (the API
 * client and the OpenAPI document name them). test/unit/staff-call-texts.test.ts keeps them equal
 * to the catalogue's English.
 */
export const STAFF_CALL_TEXTS_EN = {
  confirmTrue: 'Send {"confirmed": true} to confirm the order.',
  statusNeedsOne: "Send status, delivered_status or delivery_date.",
  adminCreatedTrue: "adminCreated must be true.",
} as const;

const billingFields = {
  companyName: text({ max: 200 }),
  country: z.literal("Canada", { message: messages.shipsWithinCanada }),
  address: text({ max: 200, required: true }),
  townCity: text({ max: 100, required: true }),
  state: province(),
  zipcode: postalCode(),
  email: email(),
  phone: phone(),
  orderNotes: text({ max: 1000, multiline: true }),
  /** The buyer's purchase-order number: optional, one line, at most 40 characters; blank is none (null). */
  po_number: poNumber(),
};

/** A delivery date (issue 31): a calendar day, YYYY-MM-DD, years 2000–2099. */
export function deliveryDay() {
  return z.string({ message: messages.dayFormat }).refine((v) => /^20\d{2}-/.test(v) && isCalendarDate(v), { message: messages.dayFormat });
}

export const billingSchema = z.object({
  ...billingFields,
  companyName: billingFields.companyName.default(""),
  country: billingFields.country.default("Canada"),
  orderNotes: billingFields.orderNotes.default(""),
  po_number: billingFields.po_number.default(null),
});
export type Billing = z.output<typeof billingSchema>;

/**
 * PATCH /api/orders/order/details/{id}/: any of the billing fields; those left out keep their
 * value (no defaults here: zod 4 would fill them in even inside `.partial()`).
 */
export const billingPatchSchema = z.object({ ...billingFields, delivery_date: deliveryDay() }).partial();
export type BillingPatch = z.output<typeof billingPatchSchema>;

const MAX_UNITS = 999_999;

/*
 * A quantity comes one of two ways. `charged_quantity`: the units the buyer chose (whole cases);
 * the server adds the 10-1 free unit. The shop's own screens send this. `quantity`: as docs/product.md §9
 * and existing API clients submit it, a 10-1 line above 9 units counting its free unit (11 for 10
 * charged); for a case of 1 only that reading tells 10 + 1 free from 11 charged.
 */
const quantityFields = { quantity: count({ max: MAX_UNITS }).optional(), charged_quantity: count({ max: MAX_UNITS }).optional() };

/** A submitted quantity: the number sent, and whether it is charged units (the free unit not in it). */
export interface SubmittedQuantity {
  quantity: number;
  charged: boolean;
}

function oneQuantity(value: { quantity?: number; charged_quantity?: number }, ctx: z.RefinementCtx): void {
  if (value.quantity === undefined && value.charged_quantity === undefined) ctx.addIssue({ code: "custom", path: ["quantity"], message: REQUIRED_MESSAGE });
  if (value.quantity !== undefined && value.charged_quantity !== undefined) ctx.addIssue({ code: "custom", path: ["charged_quantity"], message: messages.quantityOrCharged });
}

function submitted<T extends { quantity?: number; charged_quantity?: number }>({ quantity, charged_quantity, ...rest }: T): Omit<T, "quantity" | "charged_quantity"> & SubmittedQuantity {
  return { ...rest, quantity: charged_quantity ?? quantity ?? 0, charged: charged_quantity !== undefined };
}

const lineSchema = z.object({ id: id(), ...quantityFields }).superRefine(oneQuantity).transform(submitted);
export type SubmittedLine = z.output<typeof lineSchema>;

/** GET /api/orders/delivery_dates/?zipcode=V6B1A1: a Canadian postal code. */
export const deliveryDatesQuerySchema = z.object({ zipcode: postalCode() });

/** POST /api/orders/order/details/: the new customer-order payload. */
export const newOrderSchema = billingSchema.extend({
  purchased_items: z.array(lineSchema, { message: REQUIRED_MESSAGE }).min(1, messages.orderNeedsItem).max(200, messages.orderMaxLines),
  price: money(),
  /** One of the zone's next delivery dates (GET /api/orders/delivery_dates/); left out: the next one. */
  delivery_date: deliveryDay().optional(),
});
export type NewOrder = z.output<typeof newOrderSchema>;

/** PATCH /api/orders/purchased_item/{id}/. */
export const orderItemQuantitySchema = z.object(quantityFields).superRefine(oneQuantity).transform(submitted);

/** PATCH /api/orders/add_product_to_order/{id}/. */
export const addToOrderSchema = z.object({
  price: money().optional(),
  purchased_items: z.array(lineSchema, { message: REQUIRED_MESSAGE }).min(1, messages.addOneProduct).max(200),
});
export type ProductsToAdd = z.output<typeof addToOrderSchema>;

/** Units one order line may hold (as the cart: docs/product.md §9). */
const LINE_UNITS_MAX = 100_000;

/**
 * PATCH /api/orders/confirm_order/{id}/: {confirmed: true} (confirmation is final), and, when lines
 * exceed the units on hand, how to proceed: `short_ship` lowers those lines to the units given (0
 * takes the line out), `backorder` confirms what remains short as back-ordered.
 */
export const confirmOrderSchema = z.object({
  confirmed: z.literal(true, { error: STAFF_CALL_TEXTS_EN.confirmTrue }),
  short_ship: z
    .array(z.object({ item: id(), quantity: count({ min: 0, max: LINE_UNITS_MAX }) }), { message: messages.shortShipList })
    .max(200, messages.orderMaxLines)
    .refine((lines) => new Set(lines.map((l) => l.item)).size === lines.length, messages.shortShipOnce)
    .optional(),
  backorder: z.boolean({ message: messages.trueOrFalse }).optional(),
});
export type ConfirmOrderInput = z.output<typeof confirmOrderSchema>;

/** What POST /api/orders/bulk/ does to each order it names. */
export const BULK_ORDER_ACTIONS = ["confirm", "mark_paid", "mark_unpaid", "mark_delivered", "mark_undelivered"] as const;
export type BulkOrderAction = (typeof BULK_ORDER_ACTIONS)[number];

/** Orders one bulk action may name at once (a screen of the work queue is far fewer). */
export const BULK_ORDERS_MAX = 100;

/** POST /api/orders/bulk/: {ids: [1–100 distinct order ids], action}. */
export const bulkOrdersSchema = z.object({
  ids: z
    .array(id(), { message: messages.bulkIds(BULK_ORDERS_MAX) })
    .min(1, messages.bulkIds(BULK_ORDERS_MAX))
    .max(BULK_ORDERS_MAX, messages.bulkIds(BULK_ORDERS_MAX))
    .refine((ids) => new Set(ids).size === ids.length, messages.bulkIdsTwice),
  action: choice(BULK_ORDER_ACTIONS, messages.bulkAction(BULK_ORDER_ACTIONS)),
});
export type BulkOrdersInput = z.output<typeof bulkOrdersSchema>;

/** PATCH /api/orders/order_status/{id}/: the paid status, the delivery status, or both. */
export const orderStatusSchema = z
  .object({
    status: choice(PAID_STATUSES, messages.paidChoice).optional(),
    delivered_status: choice(DELIVERY_STATUSES, messages.deliveryChoice).optional(),
    // Staff set any real date (issue 31: no cut-off, weekday or closed date for them), or null: to be arranged.
    delivery_date: deliveryDay().nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.delivered_status !== undefined || value.delivery_date !== undefined, { message: STAFF_CALL_TEXTS_EN.statusNeedsOne });
export type OrderStatusChange = z.output<typeof orderStatusSchema>;

/*
 * Ordering on behalf of a customer (docs/product.md §3 "Admin-order payload", "Admin draft billing"). The
 * shipping details of an admin order are the chosen customer's, read from the database; the
 * billing keys the original client sends with them (address, companyName, fullName, country,
 * email, phone, state, townCity, zipcode) are accepted for compatibility and not used.
 */
const ignoredBillingKeys = {
  address: text({ max: 200 }).optional(),
  companyName: text({ max: 200 }).optional(),
  fullName: text({ max: 200 }).optional(),
  country: text({ max: 100 }).optional(),
  email: text({ max: 254 }).optional(),
  phone: text({ max: 50 }).optional(),
  state: text({ max: 100 }).optional(),
  townCity: text({ max: 100 }).optional(),
  zipcode: text({ max: 20 }).optional(),
};

/** PUT /api/orders/admin_draft/: the customer the admin's cart is ordered for, the order notes and the PO number. */
export const adminDraftSchema = z.object({
  customer: id(),
  orderNotes: billingFields.orderNotes.default(""),
  po_number: billingFields.po_number.default(null),
});
export type AdminDraftInput = z.output<typeof adminDraftSchema>;

/** POST /api/orders/admin_order/details/: the admin-order payload. */
export const adminOrderSchema = z.object({
  purchased_items: z.array(lineSchema, { message: REQUIRED_MESSAGE }).min(1, messages.orderNeedsItem).max(200, messages.orderMaxLines),
  price: money(),
  customer: id(),
  orderNotes: billingFields.orderNotes.default(""),
  po_number: billingFields.po_number.default(null),
  adminCreated: z.literal(true, { error: STAFF_CALL_TEXTS_EN.adminCreatedTrue }).default(true),
  /** Any date staff arrange (null: to be arranged); left out: the zone's next delivery date. */
  delivery_date: deliveryDay().nullable().optional(),
  ...ignoredBillingKeys,
});
export type AdminOrder = z.output<typeof adminOrderSchema>;
