import { getDraft, saveDraft } from "@/lib/orders/draft";
import { billingSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";

/* The customer's saved order draft (docs/product.md §3): a path of this shop, as docs/product.md §7 names none. */

export const GET = apiRoute(
  { access: "customer", summary: "The caller's order draft: the cart's lines and totals, and the billing saved by Review and pay." },
  ({ ctx }) => getDraft(ctx),
);

export const PUT = apiRoute(
  { access: "customer", summary: "Review and pay: saves the billing of the order draft (the cart must have lines); state is a province or territory (code or name), po_number optional (one line, at most 40 characters).", body: billingSchema },
  ({ ctx, body }) => saveDraft(ctx, body),
);
