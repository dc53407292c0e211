import { apiRoute } from "@/lib/entry/api-route";
import { getOrderGuide, pinProduct } from "@/lib/orders/order-guide";
import { orderGuidePinSchema, orderGuideQuerySchema } from "@/lib/shared/orders/order-guide-schemas";

/* The order guide (docs/product.md §2 /order-guide, issue 26 point 2): a path of this shop, as docs/product.md §7 names none. */

export const GET = apiRoute(
  {
    access: "verified",
    summary:
      "Order guide: the caller's usual products (staff: ?customer={id}, required, a customer's id, else a 400 on customer), from their 500 most recent orders and pins, minus unpinned ones, in their own order. Answers {customer, results: [{product: {id, item, name, slug, image, box_quantity, stock, price, discounted_price, actions, is_deleted}, last_quantity, usual_quantity, pinned, position}]}; quantities are cases.",
    query: orderGuideQuerySchema,
  },
  ({ ctx, query }) => getOrderGuide(ctx, query.customer),
);

export const POST = apiRoute(
  {
    access: "verified",
    summary: "Pins {product} to the order guide (one unpinned before comes back; staff: ?customer={id}); unknown or trashed product: 404. Answers the whole guide.",
    query: orderGuideQuerySchema,
    body: orderGuidePinSchema,
    status: 201,
  },
  ({ ctx, query, body }) => pinProduct(ctx, query.customer, body.product),
);
