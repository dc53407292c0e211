import { describe, expect, it } from "vitest";
import { casesOf, daysAfter, formatDay, formatDeliveryDay, invoiceFileName, invoiceNumber, pickListSections, type PickListLine } from "@/lib/pdf/document-layout";
import { invoiceDates } from "@/lib/pdf/invoice";
import { pickListQuerySchema } from "@/lib/pdf/document-schemas";

/* The pure parts of the delivery documents (issue 31): numbers, days, cases and the pick list's grouping. */

const line = (item: string, category: string | null, name = `Product ${item}`): PickListLine => ({ item, name, boxQuantity: 12, charged: 24, free: 0, orders: 1, category });

describe("invoice numbers", () => {
  it("are INV- and the order's id on six digits, longer ids whole", () => {
    expect(invoiceNumber(123)).toBe("INV-000123");
    expect(invoiceNumber(1)).toBe("INV-000001");
    expect(invoiceNumber(1234567)).toBe("INV-1234567");
    expect(invoiceFileName(123)).toBe("invoice-INV-000123.pdf");
  });
});

describe("cases", () => {
  it("are whole cases of the case size, with the loose units of a broken case apart", () => {
    expect(casesOf(60, 12)).toEqual({ cases: 5, loose: 0 });
    expect(casesOf(30, 12)).toEqual({ cases: 2, loose: 6 });
    expect(casesOf(7, 1)).toEqual({ cases: 7, loose: 0 });
    expect(casesOf(5, 0)).toEqual({ cases: 5, loose: 0 });
  });
});

describe("days", () => {
  it("adds the payment terms' days across a month and a year", () => {
    expect(daysAfter("2026-11-27", 30)).toBe("2026-12-27");
    expect(daysAfter("2026-12-15", 30)).toBe("2027-01-14");
    expect(daysAfter("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("writes a delivery day with its weekday in each language", () => {
    expect(formatDeliveryDay("2026-11-27", "en-CA")).toBe("Friday 27 November 2026");
    expect(formatDeliveryDay("2026-11-27", "fr-CA")).toBe("vendredi 27 novembre 2026");
    expect(formatDay("2026-12-01", "fr-CA")).toBe("1er décembre 2026");
    expect(formatDeliveryDay("2026-12-01", "fr-CA")).toBe("mardi 1er décembre 2026");
  });

  it("dates an invoice on the day of confirmation in Vancouver, due the terms' days later", () => {
    // 07:30 UTC on 1 December is 23:30 on 30 November in Vancouver.
    expect(invoiceDates("2026-12-01T07:30:00Z", 30)).toEqual({ invoiceDay: "2026-11-30", dueDay: "2026-12-30" });
    expect(invoiceDates("2026-12-01T08:30:00Z", 0)).toEqual({ invoiceDay: "2026-12-01", dueDay: "2026-12-01" });
  });
});

describe("the pick list's sections", () => {
  it("groups by category path in order, the uncategorised last, each by item code (numbers in order)", () => {
    const sections = pickListSections([
      line("B-10", "Pantry"),
      line("Z-1", null),
      line("B-9", "Pantry"),
      line("A-2", "Dairy › Cheese"),
      line("A-1", null),
      line("C-1", "Dairy"),
    ]);
    expect(sections.map((s) => [s.category, s.lines.map((l) => l.item)])).toEqual([
      ["Dairy", ["C-1"]],
      ["Dairy › Cheese", ["A-2"]],
      ["Pantry", ["B-9", "B-10"]],
      [null, ["A-1", "Z-1"]],
    ]);
  });

  it("is empty for a day without lines", () => {
    expect(pickListSections([])).toEqual([]);
  });
});

describe("the pick list's query", () => {
  it("takes a real calendar day and an optional zone id", () => {
    expect(pickListQuerySchema.parse({ date: "2026-12-04" })).toEqual({ date: "2026-12-04", zone: undefined });
    expect(pickListQuerySchema.parse({ date: "2026-12-04", zone: "" })).toEqual({ date: "2026-12-04", zone: undefined });
    expect(pickListQuerySchema.parse({ date: "2026-12-04", zone: "3" })).toEqual({ date: "2026-12-04", zone: 3 });
  });

  it.each([{ date: "2026-02-30" }, { date: "2026-12-4" }, { date: "" }, {}, { date: "1999-12-31" }, { date: "2026-12-04", zone: "0" }, { date: "2026-12-04", zone: "x" }])(
    "refuses %o",
    (query) => {
      expect(pickListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});
