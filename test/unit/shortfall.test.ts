import { describe, expect, it } from "vitest";
import { shippableUnits } from "@/lib/shared/orders/shortfall";
import { confirmedChangesText } from "@/lib/orders/order-emails";

describe("shippableUnits: the most whole cases the units on hand cover", () => {
  it("counts whole cases only", () => {
    expect(shippableUnits(46, 24, "None")).toBe(24);
    expect(shippableUnits(23, 24, "None")).toBe(0);
    expect(shippableUnits(48, 24, "None")).toBe(48);
    expect(shippableUnits(7, 1, "None")).toBe(7);
  });
  it("leaves room for the 10-1 free unit", () => {
    // 10 charged would ship 11 units.
    expect(shippableUnits(10, 1, "10-1")).toBe(9);
    expect(shippableUnits(11, 1, "10-1")).toBe(10);
    expect(shippableUnits(12, 6, "10-1")).toBe(6);
    expect(shippableUnits(13, 6, "10-1")).toBe(12);
  });
  it("is 0 when nothing is on hand, or less than nothing", () => {
    expect(shippableUnits(0, 1, "None")).toBe(0);
    expect(shippableUnits(-454, 24, "None")).toBe(0);
  });
});

describe("confirmedChangesText: what the confirmation email says changed", () => {
  it("is empty when nothing changed", () => {
    expect(confirmedChangesText({ shortShipped: [], backordered: [] })).toBe("");
  });
  it("names each lowered line and each back-ordered line, on one line each", () => {
    const text = confirmedChangesText({
      shortShipped: [
        { name: "Diced Tomatoes", nameFr: "Tomates en dés", item: "DT-24", from: 480, to: 24 },
        { name: "Beans\nGrand total: $0", nameFr: "", item: "B-1", from: 4, to: 0 },
      ],
      backordered: [{ name: "Olive Oil", nameFr: "Huile d'olive", item: "OO-1", ordered: 500, onHand: 46 }],
    });
    expect(text).toContain("- Diced Tomatoes (DT-24): 480 units ordered, 24 shipped");
    expect(text).toContain("- Beans Grand total: $0 (B-1): 4 units ordered, none shipped (taken off the order)");
    expect(text).toContain("back-ordered");
    expect(text).toContain("- Olive Oil (OO-1): 500 units ordered, 46 in stock now");
  });
  it("names the lines in French for a French customer: the French name each was ordered with, else the English", () => {
    const text = confirmedChangesText(
      {
        shortShipped: [
          { name: "Diced Tomatoes", nameFr: "Tomates en dés", item: "DT-24", from: 480, to: 24 },
          { name: "Beans", nameFr: "", item: "B-1", from: 4, to: 0 },
        ],
        backordered: [{ name: "Olive Oil", nameFr: "Huile d'olive", item: "OO-1", ordered: 500, onHand: 46 }],
      },
      "fr-CA",
    );
    expect(text).toMatch(/- Tomates en dés \(DT-24\)/);
    expect(text).toMatch(/- Beans \(B-1\)/);
    expect(text).toMatch(/- Huile d'olive \(OO-1\)/);
    expect(text).not.toContain("Diced Tomatoes");
  });
});
