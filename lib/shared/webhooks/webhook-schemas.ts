import { z } from "zod";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { webhooksErrorMessages as m } from "@/lib/shared/messages/errors-webhooks";
import { isStorableText, pageText } from "@/lib/shared/validation/primitives";

/*
 * Webhooks (issue 32, docs/webhooks.md): the events an endpoint subscribes to, the input of
 * POST/PATCH /api/webhooks/…, and the answers' types, shared by the route handlers and the back
 * office's screens. Client-safe. Whether an address is public (the SSRF rule) is the server's
 * check, lib/webhooks/url-guard.ts: it needs DNS.
 */

/** Every event an endpoint may subscribe to, in the order the back office lists them. */
export const WEBHOOK_EVENTS = [
  "order.placed",
  "order.edited",
  "order.confirmed",
  "order.paid",
  "order.delivered",
  "customer.registered",
  "product.changed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test event" queues: sent to that one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;

/** Printable ASCII without the space: a secret pasted from a password manager, never a line break. */
const SECRET = /^[\x21-\x7e]+$/;

export function isWebhookEvent(value: unknown): value is WebhookEvent {
  return typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);
}

/** The address: trimmed, an absolute http(s) URL without credentials, at most 2,000 characters. */
export const webhookUrlSchema = z
  .string({ message: m.url })
  .trim()
  .min(1, m.url)
  .max(WEBHOOK_URL_MAX, m.urlTooLong(WEBHOOK_URL_MAX))
  .superRefine((value, ctx) => {
    if (!isStorableText(value) || /[\s\u0000-\u001f\u007f]/.test(value)) {
      ctx.addIssue({ code: "custom", message: m.url });
      return;
    }
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: m.url });
      return;
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || url.hostname === "") ctx.addIssue({ code: "custom", message: m.url });
    else if (url.username !== "" || url.password !== "") ctx.addIssue({ code: "custom", message: m.urlCredentials });
  });

/** The events: at least one of WEBHOOK_EVENTS, each once (an error names its index); stored in the list's order. */
export const webhookEventsSchema = z
  .array(z.unknown(), { message: m.events })
  .transform((values, ctx) => {
    // Counted here rather than with .min(): zod 4 runs length checks on a string as well, twice the message.
    if (values.length === 0) ctx.addIssue({ code: "custom", message: m.events });
    const seen = new Set<WebhookEvent>();
    values.forEach((value, index) => {
      if (!isWebhookEvent(value)) ctx.addIssue({ code: "custom", message: m.eventUnknown(WEBHOOK_EVENTS.join(", ")), path: [index] });
      else if (seen.has(value)) ctx.addIssue({ code: "custom", message: m.eventTwice, path: [index] });
      else seen.add(value);
    });
    return WEBHOOK_EVENTS.filter((event) => seen.has(event));
  });

/** A signing secret given by staff (else the shop makes one): 16–200 printable characters, kept as typed. */
export const webhookSecretSchema = z
  .string({ message: m.secretLength(WEBHOOK_SECRET_MIN, WEBHOOK_SECRET_MAX) })
  .min(WEBHOOK_SECRET_MIN, m.secretLength(WEBHOOK_SECRET_MIN, WEBHOOK_SECRET_MAX))
  .max(WEBHOOK_SECRET_MAX, m.secretLength(WEBHOOK_SECRET_MIN, WEBHOOK_SECRET_MAX))
  .refine((value) => SECRET.test(value), m.secretCharacters);

/** POST /api/webhooks/. */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  secret: webhookSecretSchema.optional(),
});
export type WebhookCreate = z.output<typeof webhookCreateSchema>;
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** PATCH /api/webhooks/{id}/: any of the fields; a new secret replaces the old one (and is not answered back). */
export const webhookPatchSchema = z
  .object({
    url: webhookUrlSchema,
    events: webhookEventsSchema,
    secret: webhookSecretSchema,
    active: z.boolean({ message: ordersErrorMessages.trueOrFalse }),
  })
  .partial();
export type WebhookPatch = z.output<typeof webhookPatchSchema>;
export type WebhookPatchInput = z.input<typeof webhookPatchSchema>;

/** GET /api/webhooks/{id}/deliveries/?page=. */
export const webhookDeliveriesQuerySchema = z.object({ page: pageText() });
export type WebhookDeliveriesQuery = z.output<typeof webhookDeliveriesQuerySchema>;

/** An endpoint as the API answers it: the secret only as its last four characters. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  secret_hint: string;
  created_at: string;
  updated_at: string;
  /** The latest delivery's outcome, for the list: null before the first. */
  last_delivery: { status: WebhookDeliveryStatus; created_at: string } | null;
}

/** The answer of POST /api/webhooks/: the endpoint, and its whole secret this once. */
export interface CreatedWebhookEndpoint extends WebhookEndpoint {
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One line of an endpoint's delivery log. */
export interface WebhookDelivery {
  id: number;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}
