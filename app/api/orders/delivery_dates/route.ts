import { apiRoute } from "@/lib/entry/api-route";
import { deliveryDatesFor } from "@/lib/delivery/zones";
import { deliveryDatesQuerySchema } from "@/lib/shared/orders/schemas";

export const GET = apiRoute(
  {
    access: "user",
    summary:
      "The delivery zone of a Canadian postal code and its next 6 deliverable dates (issue 31): {zone: {id, name} | null (outside every zone: staff arrange the delivery), dates: [YYYY-MM-DD…], order_by: [ISO 8601 cut-off of each date], minimum_order, fee_under_minimum (null: an order under the minimum is refused)}. A bad postal code is a 400 on zipcode.",
    query: deliveryDatesQuerySchema,
  },
  ({ ctx, query }) => deliveryDatesFor(ctx, query.zipcode),
);
