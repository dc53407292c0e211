import { assertOrderVisible, getOrder, updateOrderBilling } from "@/lib/orders/customer-orders";
import { billingPatchSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { orderEditRoute } from "@/app/api/orders/order-edit-route";
import { pathIds } from "@/lib/shared/validation/primitives";

export const GET = apiRoute(
  { access: "user", summary: "An order with its lines: the caller's own (verified customers), any (admins); another customer's is not found.", params: pathIds("id") },
  ({ ctx, params }) => getOrder(ctx, params.id),
);

/** A price in the body is ignored: the server computes it. */
export const PATCH = orderEditRoute(
  "id",
  { summary: "Changes any of the billing and shipping details of an unconfirmed order; those left out keep their value, po_number null or blank clears it (409 once confirmed).", visible: assertOrderVisible, body: billingPatchSchema },
  updateOrderBilling,
);
