import { apiRoute } from "@/lib/entry/api-route";
import { redeliver } from "@/lib/webhooks/endpoints-admin";
import { pathIds } from "@/lib/shared/validation/primitives";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Sends one of the endpoint's deliveries again (a failed one, typically): a new delivery with the same body (same event id, so the receiver can tell), attempts from zero and a fresh 24 h of retries. Answers it (202), pending.",
    params: pathIds("id", "deliveryId"),
    status: 202,
  },
  ({ ctx, params }) => redeliver(ctx, params.id, params.deliveryId),
);
