import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint } from "@/lib/shared/webhooks/webhook-schemas";
import { endpoint, schemaRef } from "./endpoint";
import type { Page } from "@/lib/http/page-envelope";

/*
 * The back office's webhook calls (issue 32, docs/webhooks.md, docs/api.md), staff only.
 */

export type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEndpoint };

const schemas = () => import("@/lib/shared/webhooks/webhook-schemas");

export const listWebhooks = endpoint<WebhookEndpoint[]>()({ method: "GET", path: "/api/webhooks/" });

/** Answers the endpoint with its whole secret, the only time it is shown. */
export const createWebhook = endpoint<CreatedWebhookEndpoint>()({ method: "POST", path: "/api/webhooks/", body: schemaRef(schemas, "webhookCreateSchema") });

export const getWebhook = endpoint<WebhookEndpoint>()({ method: "GET", path: "/api/webhooks/{id}/" });

export const updateWebhook = endpoint<WebhookEndpoint>()({ method: "PATCH", path: "/api/webhooks/{id}/", body: schemaRef(schemas, "webhookPatchSchema") });

/** Answers nothing (204). */
export const deleteWebhook = endpoint<null>()({ method: "DELETE", path: "/api/webhooks/{id}/" });

/** Queues a webhook.test delivery; answers it, pending. */
export const sendWebhookTest = endpoint<WebhookDelivery>()({ method: "POST", path: "/api/webhooks/{id}/test/" });

export const listWebhookDeliveries = endpoint<Page<WebhookDelivery>>()({
  method: "GET",
  path: "/api/webhooks/{id}/deliveries/",
  query: schemaRef(schemas, "webhookDeliveriesQuerySchema"),
});

export const redeliverWebhook = endpoint<WebhookDelivery>()({ method: "POST", path: "/api/webhooks/{id}/deliveries/{deliveryId}/redeliver/" });
