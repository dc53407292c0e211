import { z } from "zod";
import { id, optionalIdText } from "@/lib/shared/validation/primitives";

/* The admin cart's own inputs (docs/product.md §2 /cart-admin), shared by the screen and the REST handlers. Client-safe. */

/** POST /api/orders/admin_draft/repeat_last/: the customer whose most recent order goes into the admin cart. */
export const repeatLastOrderSchema = z.object({ customer: id() });
export type RepeatLastOrderInput = z.output<typeof repeatLastOrderSchema>;

/** /cart-admin?customer={id}: "New order" for that customer (an id that is not one is refused on the page). */
export const adminCartQuerySchema = z.object({ customer: optionalIdText() });
