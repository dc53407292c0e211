import { z } from "zod";
import { validationMessages } from "@/lib/shared/messages/validation";
import { isStorableText } from "@/lib/shared/validation/primitives";
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES, parseQuickOrder } from "./quick-order-lines";

/** The quick order's input, shared by the page and the REST handlers. Client-safe. */

/**
 * The schema's own messages: API validation messages, English as the rest of them
 * (lib/shared/validation), since a shared schema knows no request language and lib/shared does not
 * read messages/. They are the English of quickOrderLineErrors.nothingToAdd and .tooManyLines
 * (test/unit/shared-schema-texts.test.ts keeps them so).
 */
export const quickOrderSchemaTexts = {
  nothingToAdd: "Add at least one line with an item code and a number of cases.",
  tooManyLines: `At most ${QUICK_ORDER_MAX_LINES} lines per quick order. Split the list and add it in parts.`,
};

/**
 * The lines as typed, pasted or read from a CSV file: kept as sent (not trimmed, so the line
 * numbers of the answer are the sender's), storable text, at most 200 non-blank lines.
 */
export const quickOrderSchema = z.object({
  text: z
    .string({ error: (issue) => (issue.input === undefined ? quickOrderSchemaTexts.nothingToAdd : validationMessages.notAString) })
    .max(QUICK_ORDER_MAX_CHARS, validationMessages.atMost(QUICK_ORDER_MAX_CHARS))
    .refine(isStorableText, validationMessages.unstorableText)
    .refine((value) => value.trim() !== "", quickOrderSchemaTexts.nothingToAdd)
    .refine((value) => parseQuickOrder(value).length <= QUICK_ORDER_MAX_LINES, quickOrderSchemaTexts.tooManyLines),
});

export type QuickOrderInput = z.infer<typeof quickOrderSchema>;
