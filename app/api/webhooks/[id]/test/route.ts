import { apiRoute } from "@/lib/entry/api-route";
import { sendTestEvent } from "@/lib/webhooks/endpoints-admin";
import { pathIds } from "@/lib/shared/validation/primitives";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Sends a test event (webhook.test, data {endpoint: {id, url, events}, sent_by}) to this endpoint, signed like any delivery. Answers the queued delivery (202): {id, event, status \"pending\", attempts, …}; its outcome shows in the endpoint's deliveries within seconds.",
    params: pathIds("id"),
    status: 202,
  },
  ({ ctx, params }) => sendTestEvent(ctx, params.id),
);
