import "server-only";
import { z } from "zod";
import { isCalendarDate } from "@/lib/shared/orders/delivery-dates";
import { optionalIdText } from "@/lib/shared/validation/primitives";

/*
 * The query of GET /api/orders/pick_list/ (issue 31): ?date=YYYY-MM-DD (a real calendar day,
 * required) and ?zone={id} (optional; empty means every zone). A malformed value is a 400 naming
 * its field; an unknown zone is a 400 on `zone` too (lib/orders/delivery-documents.ts).
 */

export const PICK_LIST_MESSAGES = {
  date: "Enter the delivery date as YYYY-MM-DD.",
  zone: "Choose a delivery zone by its number.",
  unknownZone: "There is no such delivery zone.",
} as const;

export const pickListQuerySchema = z.object({
  date: z
    .string({ error: PICK_LIST_MESSAGES.date })
    .refine((value) => isCalendarDate(value) && value >= "2000-01-01" && value <= "2099-12-31", { message: PICK_LIST_MESSAGES.date })
    .describe("The delivery date (YYYY-MM-DD): every product to load for the confirmed orders delivered that day."),
  zone: optionalIdText(PICK_LIST_MESSAGES.zone).describe("A delivery zone's id: only that zone's orders (absent or empty: every zone)."),
});

export type PickListQuery = z.output<typeof pickListQuerySchema>;
