import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUICK_ORDER_MAX_LINES, parseQuickOrder } from "@/lib/shared/cart/quick-order-lines";
import { quickOrderSchema } from "@/lib/shared/cart/quick-order-schemas";

/* The quick order's line parser (issue 14 point 5). */

const pick = (text: string) => parseQuickOrder(text).map(({ line, code, cases, problem }) => ({ line, code, cases, problem }));

describe("parseQuickOrder", () => {
  it("reads a code and cases separated by spaces, a comma, a semicolon or a tab", () => {
    expect(pick("FH-1001 3\nFH-1002,2\nFH-1003;1\nFH-1004\t12")).toEqual([
      { line: 1, code: "FH-1001", cases: 3, problem: null },
      { line: 2, code: "FH-1002", cases: 2, problem: null },
      { line: 3, code: "FH-1003", cases: 1, problem: null },
      { line: 4, code: "FH-1004", cases: 12, problem: null },
    ]);
  });

  it("skips blank lines and a header row, keeping the line numbers of the text as sent", () => {
    expect(pick("\uFEFFitem,cases\r\n\r\n  FH-1 2  \r\n\n\"FH-2\",\"5\"\r\n")).toEqual([
      { line: 3, code: "FH-1", cases: 2, problem: null },
      { line: 5, code: "FH-2", cases: 5, problem: null },
    ]);
    expect(pick("Item;Cases\nA 1")).toEqual([{ line: 2, code: "A", cases: 1, problem: null }]);
    expect(pick("ITEM\tCASES\t\nA\t1")).toHaveLength(1);
  });

  it("reads only the first non-blank line as a header", () => {
    expect(pick("A 1\nitem,cases")).toEqual([
      { line: 1, code: "A", cases: 1, problem: null },
      { line: 2, code: "item", cases: null, problem: "cases" },
    ]);
  });

  it("ignores the empty trailing cells of a spreadsheet row and keeps spaces inside a code", () => {
    expect(pick("FH-9\t4\t\t\nBIG BOX 7 2")).toEqual([
      { line: 1, code: "FH-9", cases: 4, problem: null },
      { line: 2, code: "BIG BOX 7", cases: 2, problem: null },
    ]);
  });

  it("names each bad line's problem", () => {
    expect(pick("A 0\nB 1.5\nC -2\nD\nE 10000\nF,1,2\n,3\nG x\nH 9999")).toEqual([
      { line: 1, code: "A", cases: null, problem: "cases" },
      { line: 2, code: "B", cases: null, problem: "cases" },
      { line: 3, code: "C", cases: null, problem: "cases" },
      { line: 4, code: "D", cases: null, problem: "missing-cases" },
      { line: 5, code: "E", cases: null, problem: "too-many-cases" },
      { line: 6, code: "F", cases: null, problem: "format" },
      { line: 7, code: "", cases: null, problem: "format" },
      { line: 8, code: "G", cases: null, problem: "cases" },
      { line: 9, code: "H", cases: 9999, problem: null },
    ]);
  });

  it("reads back any code and case count written in any of the separators", () => {
    const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9-]{0,15}$/).filter((c) => c.toLowerCase() !== "item");
    fc.assert(
      fc.property(fc.array(fc.tuple(code, fc.integer({ min: 1, max: 9999 }), fc.constantFrom(" ", ",", ";", "\t", "   ", " , ")), { minLength: 1, maxLength: 30 }), (rows) => {
        const text = rows.map(([c, n, sep]) => `${c}${sep}${n}`).join("\n");
        expect(pick(text)).toEqual(rows.map(([c, n], i) => ({ line: i + 1, code: c, cases: n, problem: null })));
      }),
    );
  });
});

describe("quickOrderSchema", () => {
  it("takes up to 200 lines, blank lines not counted, and keeps the text as sent", () => {
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `X-${i} 1`).join("\n\n");
    expect(quickOrderSchema.safeParse({ text: `\n${lines}\n` })).toMatchObject({ success: true, data: { text: `\n${lines}\n` } });
    expect(quickOrderSchema.safeParse({ text: `${lines}\nX-201 1` }).success).toBe(false);
  });

  it("refuses blank text, NUL and lone surrogates", () => {
    for (const text of ["", "  \n\t", "A\u0000 1", "A\ud800 1"]) expect(quickOrderSchema.safeParse({ text }).success).toBe(false);
  });
});
