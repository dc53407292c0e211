import { apiRoute } from "@/lib/entry/api-route";
import { assertWebhookEndpointExists, deleteWebhookEndpoint, getWebhookEndpoint, updateWebhookEndpoint } from "@/lib/webhooks/endpoints-admin";
import { webhookPatchSchema } from "@/lib/shared/webhooks/webhook-schemas";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("id");

export const GET = apiRoute(
  {
    access: "admin",
    summary: "A webhook endpoint: {id, url, events, active, secret_hint, created_at, updated_at, last_delivery}; never its secret.",
    params,
  },
  ({ ctx, params }) => getWebhookEndpoint(ctx, params.id),
);

export const PATCH = apiRoute(
  {
    access: "admin",
    summary:
      "Edits a webhook endpoint: any of {url, events, secret (a new signing secret, not answered back), active (false: nothing is sent to it; its queued deliveries wait, and fail 24 h after their event)}, checked as on registration. Answers the endpoint.",
    params,
    authorize: ({ ctx, params }) => assertWebhookEndpointExists(ctx, params.id),
    body: webhookPatchSchema,
  },
  ({ ctx, params, body }) => updateWebhookEndpoint(ctx, params.id, body),
);

export const DELETE = apiRoute(
  {
    access: "admin",
    summary: "Deletes a webhook endpoint with its delivery log; deliveries not yet sent are dropped. 204.",
    params,
    status: 204,
  },
  async ({ ctx, params }) => {
    await deleteWebhookEndpoint(ctx, params.id);
    return new Response(null, { status: 204 });
  },
);
