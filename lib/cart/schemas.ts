import { z } from "zod";
import { ordersErrorMessages as messages } from "@/lib/messages/errors-orders";
import { digits, id } from "@/lib/validation/primitives";

/** Cart inputs, shared by the cart screen and the REST handlers. Client-safe. */

export const addToCartSchema = z.object({ product: id() });

/** A typed quantity: digits only (SPEC.md §5); 0 removes the line. */
export const cartQuantitySchema = z.object({
  quantity: digits({ max: 999_999, message: messages.quantityDigitsOnly }),
});
