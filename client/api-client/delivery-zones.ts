import type { DeliveryZone } from "@/lib/shared/orders/delivery-zone-schemas";
import { endpoint, schemaRef } from "./endpoint";

/*
 * The back office's delivery zone calls (issue 31, docs/delivery.md "Zones", docs/api.md), staff only.
 */

export type { DeliveryZone };

const schemas = () => import("@/lib/shared/orders/delivery-zone-schemas");

/** Every zone by name; not paginated. */
export const listDeliveryZones = endpoint<DeliveryZone[]>()({ method: "GET", path: "/api/delivery-zones/" });

export const createDeliveryZone = endpoint<DeliveryZone>()({
  method: "POST",
  path: "/api/delivery-zones/",
  body: schemaRef(schemas, "deliveryZoneCreateSchema"),
});

export const getDeliveryZone = endpoint<DeliveryZone>()({ method: "GET", path: "/api/delivery-zones/{id}/" });

/** Any of the fields; closed_dates, when sent, replaces them all. */
export const updateDeliveryZone = endpoint<DeliveryZone>()({
  method: "PATCH",
  path: "/api/delivery-zones/{id}/",
  body: schemaRef(schemas, "deliveryZonePatchSchema"),
});

/** Answers nothing (204); the zone's orders keep their delivery date. */
export const deleteDeliveryZone = endpoint<null>()({ method: "DELETE", path: "/api/delivery-zones/{id}/" });
