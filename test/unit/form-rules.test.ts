import { describe, expect, it } from "vitest";
import { ruleTextIn } from "@/client/ui/rule-text";
import { formRuleTable } from "@/lib/i18n/form-rules";
import { translator } from "@/lib/i18n/translator";
import { customerCreateFormSchema } from "@/lib/shared/accounts/customer-schemas";
import { registrationRequestSchema } from "@/lib/shared/accounts/schemas";
import { quickOrderSchemaTexts } from "@/lib/shared/cart/quick-order-schemas";
import { productCreateSchema } from "@/lib/shared/catalog/product-schemas";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { validationMessages } from "@/lib/shared/messages/validation";
import { orderGuideSchemaTexts } from "@/lib/shared/orders/order-guide-schemas";
import { STAFF_CALL_TEXTS_EN } from "@/lib/shared/orders/schemas";

/*
 * The forms' own checks on a French page (lib/i18n/form-rules.ts, client/ui/rule-text.tsx): the
 * shared schemas' English rule texts are written again from the French catalogue, as the API's
 * answers are; an English page gets no table.
 */

const table = formRuleTable("fr-CA");
if (!table) throw new Error("a French page has a table");
// The table as the page hands it to the browser: through JSON, as React's payload carries it.
const ruleText = ruleTextIn(JSON.parse(JSON.stringify(table)));
const frValidation = translator("fr-CA", "validation");
const frAccounts = translator("fr-CA", "errorsAccounts");

describe("the forms' checks on a French page", () => {
  it("an English page gets no table: the rules already speak its language", () => {
    expect(formRuleTable("en-CA")).toBeNull();
  });

  it("says a rule without arguments in French", () => {
    expect(ruleText(validationMessages.required)).toBe(frValidation("required"));
    expect(ruleText(validationMessages.email)).toBe(frValidation("email"));
    expect(ruleText(accountsErrorMessages.passwordsDiffer)).toBe(frAccounts("passwordsDiffer"));
  });

  it("says a rule with arguments in French, the arguments read back out of the English", () => {
    expect(ruleText(validationMessages.atMost(200))).toBe(frValidation("atMost", { max: 200 }));
    expect(ruleText(validationMessages.atLeast(1))).toBe(frValidation("atLeast", { min: 1 }));
    expect(ruleText(accountsErrorMessages.passwordTooShort(8))).toBe(frAccounts("passwordTooShort", { min: 8 }));
    expect(ruleText(validationMessages.atMost(200))).not.toBe(validationMessages.atMost(200));
  });

  it("says the schemas' own rule texts (quick order, order guide, staff calls) in French", () => {
    for (const text of [...Object.values(quickOrderSchemaTexts), ...Object.values(orderGuideSchemaTexts), ...Object.values(STAFF_CALL_TEXTS_EN)]) {
      const french = ruleText(text);
      expect(french, text).not.toBe(text);
      expect(french, text).not.toMatch(/\b(the|at least|lines|Give|Send)\b/);
    }
  });

  it("leaves a text it does not know as it is: the server's answers are already in the page's language", () => {
    expect(ruleText(frValidation("required"))).toBe(frValidation("required"));
    expect(ruleText("Une règle que le catalogue ne connaît pas.")).toBe("Une règle que le catalogue ne connaît pas.");
  });

  it("leaves no English in what the schemas say of an empty or wrong form", () => {
    const messages = [
      customerCreateFormSchema.safeParse({}),
      customerCreateFormSchema.safeParse({ email: "not-an-email", first_name: "x".repeat(300), zipcode: "123", phone_number: "12" }),
      registrationRequestSchema.safeParse({ email: "a@b.ca", password: "short", password2: "other" }),
      productCreateSchema.safeParse({ name: "", price: "-1", box_quantity: "0", sales_tax_code: "X", actions: "Y" }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(messages.length).toBeGreaterThan(10);
    const untranslated = messages.filter((message) => ruleText(message) === message);
    expect(untranslated).toEqual([]);
  });
});
