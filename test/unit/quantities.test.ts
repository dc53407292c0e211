import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chargedUnits, submittedQuantity } from "@/lib/shared/pricing/quantities";

describe("submitted quantities and the 10-1 free unit (docs/product.md §9)", () => {
  it("reads the free unit out of a submitted quantity", () => {
    expect(chargedUnits(11, "10-1", 1)).toBe(10);
    expect(chargedUnits(13, "10-1", 12)).toBe(12);
    expect(chargedUnits(12, "10-1", 12)).toBe(12);
    expect(chargedUnits(9, "10-1", 1)).toBe(9);
    expect(chargedUnits(11, "None", 1)).toBe(11);
    expect(chargedUnits(7, "None", 6)).toBeNull();
    expect(chargedUnits(0, "None", 1)).toBeNull();
  });

  it("adds the free unit above 9 units of a 10-1 line", () => {
    expect(submittedQuantity(10, "10-1")).toBe(11);
    expect(submittedQuantity(9, "10-1")).toBe(9);
    expect(submittedQuantity(10, "None")).toBe(10);
  });

  it("a submitted quantity always reads back as the charged units it was made from", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 }), fc.integer({ min: 1, max: 200 }), fc.constantFrom("None" as const, "10-1" as const), (box, cases, action) => {
        const charged = box * cases;
        expect(chargedUnits(submittedQuantity(charged, action), action, box)).toBe(charged);
      }),
    );
  });
});
