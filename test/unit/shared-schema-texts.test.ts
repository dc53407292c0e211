import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";
import { QUICK_ORDER_MAX_LINES } from "@/lib/shared/cart/quick-order-lines";
import { quickOrderSchema, quickOrderSchemaTexts } from "@/lib/shared/cart/quick-order-schemas";
import { MAX_GUIDE_LINES_PER_ADD, orderGuideAddSchema, orderGuideLineSchema, orderGuideSchemaTexts } from "@/lib/shared/orders/order-guide-schemas";

/*
 * The messages of the shared API schemas (quick order, order guide) are English, as the API's
 * validation messages are, and they are the English catalogue's own texts (messages/en-CA.json):
 * the service answers the same words for the same problem.
 */

describe("the shared schemas' messages", () => {
  it("are the quick order's texts of the English catalogue", () => {
    const t = translator("en-CA", "quickOrderLineErrors");
    expect(quickOrderSchemaTexts).toEqual({ nothingToAdd: t("nothingToAdd"), tooManyLines: t("tooManyLines", { max: QUICK_ORDER_MAX_LINES }) });
    expect(quickOrderSchema.safeParse({}).error?.issues[0]?.message).toBe(t("nothingToAdd"));
  });

  it("are the order guide's texts of the English catalogue", () => {
    const t = translator("en-CA", "orderGuide");
    expect(orderGuideSchemaTexts).toEqual({ nothingToChange: t("nothingToChange"), noLines: t("noLines"), tooManyLines: t("tooManyLines", { max: MAX_GUIDE_LINES_PER_ADD }) });
    expect(orderGuideLineSchema.safeParse({}).error?.issues[0]?.message).toBe(t("nothingToChange"));
    expect(orderGuideAddSchema.safeParse({ lines: [] }).error?.issues[0]?.message).toBe(t("noLines"));
  });
});
