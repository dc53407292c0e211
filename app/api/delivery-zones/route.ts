import { apiRoute } from "@/lib/entry/api-route";
import { createDeliveryZone, listDeliveryZones } from "@/lib/delivery/zones-admin";
import { deliveryZoneCreateSchema } from "@/lib/shared/orders/delivery-zone-schemas";

export const GET = apiRoute(
  {
    access: "admin",
    summary:
      "Every delivery zone by name (not paginated): [{id, name, postal_prefixes, weekdays (ISO, Monday 1), cutoff_time (HH:MM, America/Vancouver), cutoff_days_before, minimum_order, fee_under_minimum (null: an order under the minimum is refused), closed_dates, order_count (orders of the zone delivered today or later, shop day)}].",
  },
  ({ ctx }) => listDeliveryZones(ctx),
);

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Creates a delivery zone: {name (1–100 characters, unique case aside), postal_prefixes (1–200 areas: an FSA \"V6B\" or a prefix \"V5*\"; stored upper case, each once), weekdays (ISO 1–7, each once, at least one), cutoff_time? (HH:MM, default 14:00), cutoff_days_before? (0–14, default 1), minimum_order? (default 0.00), fee_under_minimum? (null, the default: refused under the minimum), closed_dates? (at most 400 YYYY-MM-DD; left out: the coming year's BC statutory holidays; []: none)}. A refused area or date is a 400 on postal_prefixes.N / closed_dates.N. Answers the zone.",
    body: deliveryZoneCreateSchema,
    status: 201,
  },
  ({ ctx, body }) => createDeliveryZone(ctx, body),
);
