import { apiRoute } from "@/lib/entry/api-route";
import { createWebhookEndpoint, listWebhookEndpoints } from "@/lib/webhooks/endpoints-admin";
import { webhookCreateSchema } from "@/lib/shared/webhooks/webhook-schemas";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Every webhook endpoint, oldest first (not paginated): [{id, url, events, active, secret_hint (the secret's last 4 characters), created_at, updated_at, last_delivery ({status, created_at} or null)}]. docs/webhooks.md.",
  },
  ({ ctx }) => listWebhookEndpoints(ctx),
);

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Registers a webhook endpoint: {url (https://, at most 2000 characters, no user or password; its host must resolve to public addresses only — loopback, private, link-local and other internal addresses are a 400 on url unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=true), events (at least one of order.placed, order.edited, order.confirmed, order.paid, order.delivered, customer.registered, product.changed, each once), secret? (16–200 printable characters; left out: 64 hex characters made by the shop)}. Answers the endpoint with its whole secret, the only time it is shown.",
    body: webhookCreateSchema,
    status: 201,
  },
  ({ ctx, body }) => createWebhookEndpoint(ctx, body),
);
