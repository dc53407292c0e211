import { getAdminDraft, saveAdminDraft } from "@/lib/orders/admin-draft";
import { adminDraftSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";

/* The admin's saved order draft (docs/product.md §3 admin draft billing): a path of this shop, as docs/product.md §7 names none. */

export const GET = apiRoute(
  { access: "admin", summary: "The admin's order draft: the admin cart's lines and totals, and the customer chosen by Review and pay (label, value, data, orderNotes, po_number)." },
  ({ ctx }) => getAdminDraft(ctx),
);

export const PUT = apiRoute(
  { access: "admin", summary: "Review and pay on /cart-admin: saves the customer the order is for, the order notes and the PO number (po_number: optional, one line, at most 40 characters; the cart must have lines; the customer must be verified).", body: adminDraftSchema },
  ({ ctx, body }) => saveAdminDraft(ctx, body),
);
