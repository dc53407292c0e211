import { z } from "zod";
import { quickOrderLineErrors } from "@/lib/shared/messages/quick-order";
import { validationMessages } from "@/lib/shared/messages/validation";
import { isStorableText } from "@/lib/shared/validation/primitives";
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES, parseQuickOrder } from "./quick-order-lines";

/** The quick order's input, shared by the page and the REST handlers. Client-safe. */

/**
 * The lines as typed, pasted or read from a CSV file: kept as sent (not trimmed, so the line
 * numbers of the answer are the sender's), storable text, at most 200 non-blank lines.
 */
export const quickOrderSchema = z.object({
  text: z
    .string({ error: (issue) => (issue.input === undefined ? quickOrderLineErrors.nothingToAdd : validationMessages.notAString) })
    .max(QUICK_ORDER_MAX_CHARS, validationMessages.atMost(QUICK_ORDER_MAX_CHARS))
    .refine(isStorableText, validationMessages.unstorableText)
    .refine((value) => value.trim() !== "", quickOrderLineErrors.nothingToAdd)
    .refine((value) => parseQuickOrder(value).length <= QUICK_ORDER_MAX_LINES, quickOrderLineErrors.tooManyLines(QUICK_ORDER_MAX_LINES)),
});

export type QuickOrderInput = z.infer<typeof quickOrderSchema>;
