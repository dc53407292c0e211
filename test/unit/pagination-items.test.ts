import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paginationItems, type PaginationItem } from "@/lib/shared/ui/pagination-items";

/** "1 2 [3] … 10": current page in brackets, gaps as "…". */
function show(items: PaginationItem[]): string {
  return items.map((i) => (i.kind === "ellipsis" ? "…" : i.current ? `[${i.page}]` : String(i.page))).join(" ");
}

const pages = (items: PaginationItem[]) => items.flatMap((i) => (i.kind === "page" ? [i.page] : []));

describe("pagination items", () => {
  it("lists every page up to 9 pages", () => {
    expect(show(paginationItems(1, 1))).toBe("[1]");
    expect(show(paginationItems(3, 5))).toBe("1 2 [3] 4 5");
    expect(show(paginationItems(9, 9))).toBe("1 2 3 4 5 6 7 8 [9]");
    expect(show(paginationItems(5, 9, { siblings: 1 }))).toBe("1 2 3 4 [5] 6 7 8 9");
  });

  it("abbreviates above 9 pages: first, last, current ±2 and ellipses", () => {
    expect(show(paginationItems(1, 10))).toBe("[1] 2 3 4 5 6 7 … 10");
    expect(show(paginationItems(5, 20))).toBe("1 2 3 4 [5] 6 7 … 20");
    expect(show(paginationItems(6, 20))).toBe("1 … 4 5 [6] 7 8 … 20");
    expect(show(paginationItems(15, 20))).toBe("1 … 13 14 [15] 16 17 … 20");
    expect(show(paginationItems(16, 20))).toBe("1 … 14 15 [16] 17 18 19 20");
    expect(show(paginationItems(20, 20))).toBe("1 … 14 15 16 17 18 19 [20]");
  });

  it("abbreviates around current ±1 with one sibling (narrow screens)", () => {
    expect(show(paginationItems(1, 14, { siblings: 1 }))).toBe("[1] 2 3 4 5 … 14");
    expect(show(paginationItems(7, 14, { siblings: 1 }))).toBe("1 … 6 [7] 8 … 14");
    expect(show(paginationItems(14, 14, { siblings: 1 }))).toBe("1 … 10 11 12 13 [14]");
  });

  it("clamps a current page outside 1..total and treats an empty list as one page", () => {
    expect(show(paginationItems(0, 3))).toBe("[1] 2 3");
    expect(show(paginationItems(99, 3))).toBe("1 2 [3]");
    expect(show(paginationItems(1, 0))).toBe("[1]");
  });

  it("always holds: first, last and current shown once, in order, fixed length, no gap of one page", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 3 }),
        (total, rawCurrent, siblings) => {
          const current = Math.min(rawCurrent, total);
          const items = paginationItems(current, total, { siblings });
          const numbers = pages(items);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(total);
          expect(items.filter((i) => i.kind === "page" && i.current)).toEqual([{ kind: "page", page: current, current: true }]);
          for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]);
          if (total <= Math.max(9, 2 * siblings + 5)) {
            expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));
          } else {
            expect(items).toHaveLength(2 * siblings + 5);
            for (let s = Math.max(1, current - siblings); s <= Math.min(total, current + siblings); s++) expect(numbers).toContain(s);
          }
          // An ellipsis always stands for at least two hidden pages.
          items.forEach((item, i) => {
            if (item.kind !== "ellipsis") return;
            const before = items[i - 1];
            const after = items[i + 1];
            expect(before?.kind === "page" && after?.kind === "page" && after.page - before.page).toBeGreaterThanOrEqual(3);
          });
        },
      ),
    );
  });
});
