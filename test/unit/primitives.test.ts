import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ID_MAX, parseId } from "@/lib/shared/validation/ids";
import {
  digits,
  email,
  id,
  idText,
  isStorableText,
  money,
  optionalIdText,
  percent,
  phone,
  postalCode,
  promoAction,
  queryFlag,
  taxCode,
  text,
} from "@/lib/shared/validation/primitives";

const ok = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(true);
  return result.data as T;
};
const refused = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(false);

describe("text()", () => {
  const field = text({ max: 10, required: true });

  it("trims, caps the length and requires a value when asked", () => {
    expect(ok(field, "  Rice  ")).toBe("Rice");
    refused(field, "");
    refused(field, "   ");
    refused(field, "x".repeat(11));
    refused(field, 5);
    expect(ok(text({ max: 10 }), "")).toBe("");
  });

  it("refuses U+0000 and unpaired surrogates, keeps paired ones (emoji)", () => {
    refused(field, "a\u0000b");
    refused(field, "\ud800");
    refused(field, "x\udc00");
    refused(field, "\udc00\ud800");
    expect(ok(field, "pão 🍞")).toBe("pão 🍞");
  });

  it("refuses exactly the strings PostgreSQL cannot store (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 8 }), (s) => {
        const storable = !s.includes("\u0000") && s === Buffer.from(s, "utf8").toString("utf8");
        expect(isStorableText(s)).toBe(storable);
      }),
    );
  });

  it("is one line unless multiline: line breaks, tabs and control characters are refused", () => {
    const line = text({ max: 100 });
    for (const hostile of ["a\nb", "a\r\nb", "a\rb", "a\tb", "a\u000bb", "a\u001bb", "a\u007fb", "a\u0085b", "a\u2028b", "a\u2029b"]) refused(line, hostile);
    expect(ok(line, "  Café 12 — Main St  ")).toBe("Café 12 — Main St");
    expect(ok(line, "Line\n")).toBe("Line");
    const notes = text({ max: 100, multiline: true });
    expect(ok(notes, "Back door\r\nafter 9\n\tRing")).toBe("Back door\r\nafter 9\n\tRing");
    for (const hostile of ["a\u0000b", "a\u001bb", "a\u0007b", "a\u007fb", "a\u0085b"]) refused(notes, hostile);
  });

  it("a one-line text never holds a line break (property)", () => {
    const line = text({ max: 50 });
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const parsed = line.safeParse(s);
        if (parsed.success) expect(parsed.data).not.toMatch(/[\r\n\u2028\u2029]/);
      }),
    );
  });
});

describe("ids", () => {
  it("id() takes positive 32-bit integers only", () => {
    expect(ok(id(), 1)).toBe(1);
    expect(ok(id(), ID_MAX)).toBe(ID_MAX);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, "1", null, Number.NaN]) refused(id(), bad);
  });

  it("parseId / idText read the text of one, and nothing else", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId(String(ID_MAX))).toBe(ID_MAX);
    for (const bad of ["0", "-1", "1e3", "0x10", " 1", "2147483648", "99999999999", ""]) expect(parseId(bad)).toBeNull();
    expect(ok(idText(), "7")).toBe(7);
    refused(idText(), "abc");
    expect(ok(optionalIdText(), "")).toBeUndefined();
    expect(ok(optionalIdText(), undefined)).toBeUndefined();
    refused(optionalIdText(), "0");
  });
});

describe("money() and percent()", () => {
  it("money takes at most 2 decimals, as a string", () => {
    expect(ok(money(), 12.5)).toBe("12.5");
    expect(ok(money(), " 3.25 ")).toBe("3.25");
    for (const bad of ["1.234", "-1", "abc", "", "1e5", null]) refused(money(), bad);
  });

  it("percent: blank means 0, above 100 becomes 100 (docs/product.md §5)", () => {
    expect(ok(percent(), "")).toBe("0");
    expect(ok(percent(), "12.5")).toBe("12.5");
    expect(ok(percent(), "150")).toBe("100");
    expect(ok(percent(), 7)).toBe("7");
    for (const bad of ["1.2.3", "-5", "abc", "1.234"]) refused(percent(), bad);
  });
});

describe("contact fields", () => {
  it("email", () => {
    expect(ok(email(), " Buyer@Example.ca ")).toBe("Buyer@Example.ca");
    for (const bad of ["nope", "a@", "a\u0000@b.ca", ""]) refused(email(), bad);
  });

  it("postalCode normalises a Canadian postal code", () => {
    expect(ok(postalCode(), "v6b1a1")).toBe("V6B 1A1");
    expect(ok(postalCode(), "V6B 1A1")).toBe("V6B 1A1");
    for (const bad of ["12345", "D6B 1A1", ""]) refused(postalCode(), bad);
  });

  it("phone: typed with spaces, dashes or brackets, stored as 7 to 15 digits", () => {
    expect(ok(phone(), "6045550100")).toBe("6045550100");
    expect(ok(phone(), "604-555-0100")).toBe("6045550100");
    expect(ok(phone(), " +1 (604) 555 0100 ")).toBe("16045550100");
    expect(ok(phone(), "604.555.0100")).toBe("6045550100");
    for (const bad of ["604-CALL-NOW", "604-555", "", "1".repeat(16), "604_555_0100", "++16045550100", "604/555/0100"]) refused(phone(), bad);
  });

  it("digits: a typed quantity", () => {
    const quantity = digits({ max: 999_999, message: "digits" });
    expect(ok(quantity, "48")).toBe(48);
    expect(ok(quantity, 0)).toBe(0);
    for (const bad of ["4.5", "-1", "1000000", 1_000_000, "abc"]) refused(quantity, bad);
  });
});

describe("codes and flags", () => {
  it("tax codes and promo actions are the catalogue's", () => {
    expect(ok(taxCode(), "G")).toBe("G");
    refused(taxCode(), "X");
    expect(ok(promoAction(), "10-1")).toBe("10-1");
    refused(promoAction(), "2-1");
  });

  it("queryFlag takes true, false or its own name", () => {
    const flag = queryFlag("special");
    expect(ok(flag, undefined)).toBe(false);
    expect(ok(flag, "special")).toBe(true);
    expect(ok(flag, "true")).toBe(true);
    expect(ok(flag, "false")).toBe(false);
    refused(flag, "yes");
  });
});
