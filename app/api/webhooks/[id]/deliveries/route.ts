import { apiRoute } from "@/lib/entry/api-route";
import { envelopeOf } from "@/lib/http/page-envelope";
import { listWebhookDeliveries } from "@/lib/webhooks/endpoints-admin";
import { webhookDeliveriesQuerySchema } from "@/lib/shared/webhooks/webhook-schemas";
import { pathIds } from "@/lib/shared/validation/primitives";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "The endpoint's delivery log, newest first, 16 a page (?page=): {count, next, previous, results: [{id, event, status (pending, delivered, failed), attempts, response_status, last_error, created_at, last_attempt_at, next_attempt_at (pending only), delivered_at}]}.",
    params: pathIds("id"),
    query: webhookDeliveriesQuerySchema,
  },
  async ({ ctx, params, query, url }) => envelopeOf(url, await listWebhookDeliveries(ctx, params.id, query)),
);
