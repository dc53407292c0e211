import { apiRoute } from "@/lib/entry/api-route";
import { assertOrderVisible } from "@/lib/orders/customer-orders";
import { reorder } from "@/lib/orders/reorder";
import { pathIds } from "@/lib/shared/validation/primitives";

export const POST = apiRoute(
  {
    access: "customer",
    summary: "Order again: puts the lines of one of the caller's orders into their cart at today's prices, in whole cases; says which products are gone or out of stock.",
    params: pathIds("id"),
    authorize: ({ ctx, params }) => assertOrderVisible(ctx, params.id),
  },
  ({ ctx, params }) => reorder(ctx, params.id),
);
