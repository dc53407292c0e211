import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";
import { STAFF_CALL_TEXTS_EN } from "@/lib/shared/orders/schemas";

/* The staff-only order calls' refusals (lib/shared/orders/schemas.ts) are the catalogue's English. */

describe("the staff-only order calls' texts", () => {
  it("are the catalogue's English", () => {
    const orders = translator("en-CA", "adminOrders");
    const checkout = translator("en-CA", "adminCheckout");
    expect(STAFF_CALL_TEXTS_EN).toEqual({ confirmTrue: orders("confirmTrue"), statusNeedsOne: orders("statusNeedsOne"), adminCreatedTrue: checkout("adminCreatedTrue") });
  });
});
