import { repeatLastOrder } from "@/lib/orders/admin-draft";
import { repeatLastOrderSchema } from "@/lib/shared/orders/admin-cart-schemas";
import { apiRoute } from "@/lib/entry/api-route";

/* "Repeat last order" on /cart-admin (docs/product.md §2): a path of this shop, as docs/product.md §7 names none. */

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Repeat last order on /cart-admin: puts the lines of the most recent order of {customer} into the admin's own cart at today's prices, in whole cases of today's case size; products deleted, in the trash or out of stock are skipped and named (unavailable). A 400 on customer when the id is not a customer's or the customer has no orders. Answers {customer, order, added, unavailable, cart}.",
    body: repeatLastOrderSchema,
  },
  ({ ctx, body }) => repeatLastOrder(ctx, body.customer),
);
