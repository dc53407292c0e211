import { apiRoute } from "@/lib/entry/api-route";
import { assertDeliveryZoneExists, deleteDeliveryZone, getDeliveryZone, updateDeliveryZone } from "@/lib/delivery/zones-admin";
import { deliveryZonePatchSchema } from "@/lib/shared/orders/delivery-zone-schemas";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("id");

export const GET = apiRoute(
  {
    access: "admin",
    summary: "A delivery zone: {id, name, postal_prefixes, weekdays, cutoff_time, cutoff_days_before, minimum_order, fee_under_minimum, closed_dates, order_count}.",
    params,
  },
  ({ ctx, params }) => getDeliveryZone(ctx, params.id),
);

export const PATCH = apiRoute(
  {
    access: "admin",
    summary:
      "Edits a delivery zone: any of {name, postal_prefixes, weekdays, cutoff_time, cutoff_days_before, minimum_order, fee_under_minimum, closed_dates}, checked as on creation; closed_dates, when sent, replaces them all. Answers the zone.",
    params,
    authorize: ({ ctx, params }) => assertDeliveryZoneExists(ctx, params.id),
    body: deliveryZonePatchSchema,
  },
  ({ ctx, params, body }) => updateDeliveryZone(ctx, params.id, body),
);

export const DELETE = apiRoute(
  {
    access: "admin",
    summary: "Deletes a delivery zone: its orders keep their delivery date and lose their zone (delivery_zone_id null). 204.",
    params,
    status: 204,
  },
  async ({ ctx, params }) => {
    await deleteDeliveryZone(ctx, params.id);
    return new Response(null, { status: 204 });
  },
);
