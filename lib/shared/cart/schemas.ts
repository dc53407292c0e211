import { z } from "zod";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { count, digits, id } from "@/lib/shared/validation/primitives";

/** Cart inputs, shared by the cart screen and the REST handlers. Client-safe. */

/** The most cases one add may put in the cart. */
export const MAX_CASES_PER_ADD = 999;

/** Adds `cases` whole cases (one unless given) of a product. */
export const addToCartSchema = z.object({ product: id(), cases: count({ max: MAX_CASES_PER_ADD }).optional() });

/** A typed quantity: digits only (docs/product.md §5); 0 removes the line. */
export const cartQuantitySchema = z.object({
  quantity: digits({ max: 999_999, message: messages.quantityDigitsOnly }),
});
