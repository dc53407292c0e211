import { z } from "zod";

/** Cart inputs, shared by the cart screen and the REST handlers. Client-safe. */

const id = z.number({ message: "A valid integer is required." }).int("A valid integer is required.").positive("A valid integer is required.");

export const addToCartSchema = z.object({ product: id });

/** A typed quantity: digits only (SPEC.md §5); 0 removes the line. */
export const cartQuantitySchema = z.object({
  quantity: z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, "Quantity accepts digits only.")], { message: "Quantity accepts digits only." })
    .transform((v) => Number(v))
    .refine((v) => Number.isSafeInteger(v) && v >= 0 && v <= 999_999, "Quantity accepts digits only."),
});
