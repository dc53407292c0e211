import { placeAdminOrder } from "@/lib/orders/admin-order";
import { adminOrderSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Places an order for a verified customer (the admin-order payload): lines priced by the server with no stock restriction, price must equal the computed total; shipping details are the customer's profile (billing keys in the body are ignored), orderNotes and po_number (optional, one line, at most 40 characters) from the body.",
    body: adminOrderSchema,
    status: 201,
    idempotent: true,
  },
  ({ ctx, body }) => placeAdminOrder(ctx, body),
);
