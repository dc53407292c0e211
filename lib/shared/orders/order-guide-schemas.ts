import { z } from "zod";
import { MAX_CASES_PER_ADD } from "@/lib/shared/cart/schemas";
import { count, id, optionalIdText } from "@/lib/shared/validation/primitives";

/* Inputs of the order guide (docs/product.md §2 /order-guide), shared by the screen and the REST handlers. Client-safe. */

/** The most lines a guide's one add may name. */
export const MAX_GUIDE_LINES_PER_ADD = 500;

/**
 * The schemas' own messages: API validation messages, English as the rest of them
 * (lib/shared/validation), since a shared schema knows no request language and lib/shared does not
 * read messages/. They are the English of orderGuide.nothingToChange, .noLines and .tooManyLines
 * (test/unit/shared-schema-texts.test.ts keeps them so).
 */
export const orderGuideSchemaTexts = {
  nothingToChange: "Give usual_quantity or position.",
  noLines: "Give at least one line, or no lines to add the whole guide.",
  tooManyLines: `At most ${MAX_GUIDE_LINES_PER_ADD} lines at once.`,
};

/** Staff name the customer whose guide they read or change; a customer's own guide needs none. */
export const orderGuideQuerySchema = z.object({ customer: optionalIdText() });

/** Pins a product to the guide (and brings back one that was unpinned). */
export const orderGuidePinSchema = z.object({ product: id() });

/** The highest place a line may be moved to (a larger one is the end of the guide). */
export const MAX_GUIDE_POSITION = 100_000;

/** Changes a line: its usual cases (null: back to the most frequent of past orders) and its place (1 = first). */
export const orderGuideLineSchema = z
  .object({
    usual_quantity: count({ max: MAX_CASES_PER_ADD }).nullable().optional(),
    position: count({ max: MAX_GUIDE_POSITION }).optional(),
  })
  .refine((v) => v.usual_quantity !== undefined || v.position !== undefined, { message: orderGuideSchemaTexts.nothingToChange });

/** Lines to add to the cart (whole cases); none: every line the caller may add, at its usual quantity. */
export const orderGuideAddSchema = z.object({
  lines: z
    .array(z.object({ product: id(), cases: count({ max: MAX_CASES_PER_ADD }) }))
    .min(1, orderGuideSchemaTexts.noLines)
    .max(MAX_GUIDE_LINES_PER_ADD, orderGuideSchemaTexts.tooManyLines)
    .optional(),
});

export type OrderGuideLineChange = z.output<typeof orderGuideLineSchema>;
export type OrderGuideAddInput = z.output<typeof orderGuideAddSchema>;
