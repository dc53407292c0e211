import { WEBHOOK_TEST_EVENT, type WebhookDeliveryStatus, type WebhookEvent } from "@/lib/shared/webhooks/webhook-schemas";

/*
 * How the back office names webhook events and delivery states (namespace adminWebhooks). Client-safe.
 */

/** Each event's label key. */
export const EVENT_LABEL = {
  "order.placed": "eventOrderPlaced",
  "order.edited": "eventOrderEdited",
  "order.confirmed": "eventOrderConfirmed",
  "order.paid": "eventOrderPaid",
  "order.delivered": "eventOrderDelivered",
  "customer.registered": "eventCustomerRegistered",
  "product.changed": "eventProductChanged",
} as const satisfies Record<WebhookEvent, string>;

export type EventLabelKey = (typeof EVENT_LABEL)[WebhookEvent] | "eventTest";

/** The label key of an event as a delivery names it (the test event too); null for a name the shop no longer sends. */
export function eventLabelKey(event: string): EventLabelKey | null {
  if (event === WEBHOOK_TEST_EVENT) return "eventTest";
  return (EVENT_LABEL as Record<string, EventLabelKey>)[event] ?? null;
}

export const STATUS_LABEL = {
  pending: "statusPending",
  delivered: "statusDelivered",
  failed: "statusFailed",
} as const satisfies Record<WebhookDeliveryStatus, string>;

/** The badge colours of a delivery state. */
export const STATUS_STYLE: Record<WebhookDeliveryStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  delivered: "bg-green-50 text-green-800 ring-green-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};
