import { describe, expect, it } from "vitest";
import { auditHref, entityHref } from "@/components/admin-audit/audit-url";
import { fieldChanges, formatValue, type ValueWords } from "@/components/admin-audit/audit-values";
import { AUDIT_LIST_LIMIT, changedFields, listChange, withoutKeys } from "@/lib/audit/audit-log";
import { auditQuerySchema } from "@/lib/shared/audit/audit-schemas";

/*
 * The audit log's pure parts (issue 32, docs/audit.md): what a change keeps of the fields, a long
 * list's change, the screen's words for the values and its URLs, and the API's query.
 */

const words: ValueWords = { empty: "(empty)", none: "(none)", yes: "yes", no: "no" };

describe("what a change records", () => {
  it("keeps the fields whose value changed, both sides, and nothing when none did", () => {
    expect(changedFields({ price: "12.00", name: "Oats", categories: [{ id: 1 }] }, { price: "13.50", name: "Oats", categories: [{ id: 1 }] })).toEqual({
      before: { price: "12.00" },
      after: { price: "13.50" },
    });
    expect(changedFields({ tax_exemptions: [] }, { tax_exemptions: [{ code: "QST", number: "1" }] })).toEqual({ before: { tax_exemptions: [] }, after: { tax_exemptions: [{ code: "QST", number: "1" }] } });
    expect(changedFields({ a: 1, b: "x" }, { a: 1, b: "x" })).toBeNull();
  });

  it("drops derived keys without touching the view", () => {
    const view = { price: "1.00", discounted_price: "0.90" };
    expect(withoutKeys(view, "discounted_price")).toEqual({ price: "1.00" });
    expect(view).toEqual({ price: "1.00", discounted_price: "0.90" });
  });

  it("records a long list as what left it and what joined it, at most the limit of each", () => {
    expect(listChange(["A: 1.00", "B: 2.00"], ["B: 2.00", "C: 3.00"])).toEqual({ removed: ["A: 1.00"], added: ["C: 3.00"] });
    expect(listChange(["A"], ["A"])).toEqual({ removed: [], added: [] });
    const many = Array.from({ length: AUDIT_LIST_LIMIT + 5 }, (_, i) => `P${i}: 1.00`);
    const change = listChange([], many);
    expect(change.added).toHaveLength(AUDIT_LIST_LIMIT + 1);
    expect(change.added.at(-1)).toBe("+5 more");
  });
});

describe("the screen's words", () => {
  it("writes each kind of value as a person reads it", () => {
    expect(formatValue("13.50", words)).toBe("13.50");
    expect(formatValue("", words)).toBe("(empty)");
    expect(formatValue(null, words)).toBe("(none)");
    expect(formatValue(true, words)).toBe("yes");
    expect(formatValue(6, words)).toBe("6");
    expect(formatValue([], words)).toBe("(none)");
    expect(formatValue(["RICE: 1.00", "OATS ≥5: 2.00"], words)).toBe("RICE: 1.00, OATS ≥5: 2.00");
    expect(formatValue({ id: 3, name: "Contract A" }, words)).toBe("Contract A (#3)");
    expect(formatValue([{ id: 4 }, { id: 7 }], words)).toBe("#4, #7");
    expect(formatValue([{ code: "PST_BC", number: "PST-1234" }], words)).toBe("PST_BC PST-1234");
  });

  it("lists a row's fields with their two sides, one side for a creation or a deletion", () => {
    expect(fieldChanges({ price: "12.00" }, { price: "13.50" }, words)).toEqual([{ field: "price", before: "12.00", after: "13.50" }]);
    expect(fieldChanges(null, { name: "Oats", stock: true }, words)).toEqual([
      { field: "name", after: "Oats" },
      { field: "stock", after: "yes" },
    ]);
    expect(fieldChanges({ name: "Oats" }, null, words)).toEqual([{ field: "name", before: "Oats" }]);
    expect(fieldChanges(null, null, words)).toEqual([]);
  });

  it("links a row to its record's admin page, never a deleted one's", () => {
    expect(entityHref("product", "12", "update")).toBe("/admin/product/12");
    expect(entityHref("vendor", "3", "create")).toBe("/admin/edit-vendor/3");
    expect(entityHref("customer", "9", "verify")).toBe("/admin/edit-customer/9");
    expect(entityHref("product", "12", "delete")).toBeNull();
    expect(entityHref("settings", "shop", "update")).toBeNull();
    expect(entityHref("import", "5", "create")).toBeNull();
    expect(entityHref("order", null, "update")).toBeNull();
  });

  it("keeps the view in the URL with the API's names", () => {
    expect(auditHref({})).toBe("/admin/audit");
    expect(auditHref({ actor: "admin@x.ca", entity: "product", from: "2026-01-01", to: "2026-01-31", page: 2 })).toBe(
      "/admin/audit?actor=admin%40x.ca&entity=product&from=2026-01-01&to=2026-01-31&page=2",
    );
    expect(auditHref({ entity: "order", page: 1 })).toBe("/admin/audit?entity=order");
  });
});

describe("GET /api/audit/'s query", () => {
  it("reads the filters, an empty one as none", () => {
    expect(auditQuerySchema.parse({ actor: " 12 ", entity: "price_list", from: "2026-03-01", to: "2026-03-01" })).toEqual({ actor: "12", entity: "price_list", from: "2026-03-01", to: "2026-03-01" });
    expect(auditQuerySchema.parse({ actor: "", entity: "", from: "", to: "" })).toEqual({ actor: undefined, entity: undefined, from: undefined, to: undefined });
  });

  it("refuses what it cannot read, naming the field", () => {
    const fields = (query: Record<string, string>) => {
      const parsed = auditQuerySchema.safeParse(query);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
    };
    expect(fields({ entity: "users" })).toEqual(["entity"]);
    expect(fields({ from: "2026-02-30" })).toEqual(["from"]);
    expect(fields({ from: "1999-12-31" })).toEqual(["from"]);
    expect(fields({ from: "2026-03-02", to: "2026-03-01" })).toEqual(["to"]);
    expect(fields({ actor: "a\u0000b" })).toEqual(["actor"]);
    expect(fields({ actor: "line\nbreak" })).toEqual(["actor"]);
  });
});
