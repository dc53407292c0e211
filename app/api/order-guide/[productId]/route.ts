import { apiRoute } from "@/lib/entry/api-route";
import { changeGuideLine, unpinProduct } from "@/lib/orders/order-guide";
import { orderGuideLineSchema, orderGuideQuerySchema } from "@/lib/shared/orders/order-guide-schemas";
import { pathIds } from "@/lib/shared/validation/primitives";

const params = pathIds("productId");

export const PATCH = apiRoute(
  {
    access: "verified",
    summary:
      "Changes an order guide line (staff: ?customer={id}): {usual_quantity?: cases 1 to 999, null for the most frequent of past orders; position?: the place to move it to, 1 = first}. A product not in the guide: 404. Answers the whole guide.",
    params,
    query: orderGuideQuerySchema,
    body: orderGuideLineSchema,
  },
  ({ ctx, params, query, body }) => changeGuideLine(ctx, query.customer, params.productId, body),
);

export const DELETE = apiRoute(
  {
    access: "verified",
    summary: "Unpins a line from the order guide (staff: ?customer={id}); a product of past orders stays hidden until pinned again. Not in the guide: 404. Answers the whole guide.",
    params,
    query: orderGuideQuerySchema,
  },
  ({ ctx, params, query }) => unpinProduct(ctx, query.customer, params.productId),
);
