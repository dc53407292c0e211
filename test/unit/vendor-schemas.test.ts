import { describe, expect, it } from "vitest";
import { VENDOR_RULE_TEXTS_EN, vendorFormSchema, vendorListQuerySchema, vendorPatchSchema, vendorSchema } from "@/lib/shared/vendors/schemas";
import en from "@/messages/en-CA.json";
import fr from "@/messages/fr-CA.json";

/* The vendor form's rules (lib/shared/vendors/schemas.ts): which phone, fax and email texts pass. */

const phoneOk = (main_phone: string) => vendorSchema.safeParse({ name: "V", main_phone }).success;
const messagesOf = (input: unknown) => {
  const result = vendorSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the rules' messages", () => {
  it("are the catalogue's English in the static schemas, the page's language in the form's", () => {
    expect(VENDOR_RULE_TEXTS_EN).toEqual({ phoneFormat: en.adminVendors.phoneFormat, phoneDigits: en.adminVendors.phoneDigits });
    const french = vendorFormSchema({ phoneFormat: fr.adminVendors.phoneFormat, phoneDigits: fr.adminVendors.phoneDigits });
    const result = french.safeParse({ name: "V", main_phone: "123", fax: "abc" });
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([fr.adminVendors.phoneDigits, fr.adminVendors.phoneFormat].sort());
  });
});

describe("vendorSchema", () => {
  it.each(["", "6045550142", "604-555-0142", "604.555.0142", "(604) 555-0142", "+1 604 555 0142", "+1 (604) 555-0142 ext. 12", "604-555-0142 x12", "604-555-0142 #3", "+33 1 42 68 53 00"])(
    "takes the phone %j",
    (phone) => expect(phoneOk(phone)).toBe(true),
  );

  it.each(["call us", "604-CALL-NOW", "555-01", "ext. 12", "12345 ext. 6789", "604_555_0142", "++1 604 555 0142", "604/555/0142"])("refuses the phone %j", (phone) =>
    expect(phoneOk(phone)).toBe(false),
  );

  it("answers one message per field", () => {
    expect(messagesOf({ name: " ", email: "nope", fax: "abc", main_phone: "123" })).toEqual({
      name: "This field is required.",
      email: "Please enter valid email address",
      fax: expect.stringContaining("digits"),
      main_phone: "A phone number has at least 7 digits.",
    });
    expect(Object.keys(messagesOf({ name: "V", email: "a\u0000@b.ca" }))).toEqual(["email"]);
  });

  it("trims every field and leaves blanks blank", () => {
    expect(vendorSchema.parse({ name: " Acme ", primary_contact: " Jo ", main_phone: " 604-555-0142 ", fax: "", email: " a@b.ca " })).toEqual({
      name: "Acme",
      primary_contact: "Jo",
      main_phone: "604-555-0142",
      fax: "",
      email: "a@b.ca",
    });
  });

  it("needs a name; the patch does not", () => {
    expect(vendorSchema.safeParse({}).success).toBe(false);
    expect(vendorPatchSchema.parse({})).toEqual({});
    expect(vendorPatchSchema.safeParse({ name: "" }).success).toBe(false);
  });

  it("caps the search", () => {
    expect(vendorListQuerySchema.parse({ search: "  crème " })).toEqual({ search: "crème" });
    expect(vendorListQuerySchema.safeParse({ search: "x".repeat(101) }).success).toBe(false);
  });
});
