import { describe, expect, it } from "vitest";
import { compareEntries, guideEntries, moveLine, orderedCases, summariseHistory, type CaseCountGroup, type GuideEntry } from "@/lib/shared/orders/order-guide-rules";

/* The order guide's rules (docs/product.md §2 /order-guide): usual and last quantity, the guide's order, hidden lines. */

const group = (productId: number, cases: number, orders: number, latestAt: number, latestOrderId = latestAt): CaseCountGroup => ({ productId, cases, orders, latestAt, latestOrderId });

describe("summariseHistory", () => {
  it("takes the most frequent case count as usual and the most recent order's as last", () => {
    const history = summariseHistory([group(1, 2, 3, 100), group(1, 5, 1, 300), group(1, 1, 2, 200)]);
    expect(history.get(1)).toEqual({ timesOrdered: 6, lastCases: 5, commonCases: 2 });
  });

  it("breaks a tie of counts for the most recent one, then by order id at the same time", () => {
    expect(summariseHistory([group(1, 2, 2, 100), group(1, 4, 2, 200)]).get(1)!.commonCases).toBe(4);
    expect(summariseHistory([group(1, 4, 2, 200), group(1, 2, 2, 100)]).get(1)!.commonCases).toBe(4);
    expect(summariseHistory([group(1, 3, 1, 100, 7), group(1, 6, 1, 100, 9)]).get(1)).toMatchObject({ commonCases: 6, lastCases: 6 });
  });

  it("keeps products apart", () => {
    const history = summariseHistory([group(1, 2, 1, 100), group(2, 7, 4, 50)]);
    expect([...history.keys()].sort()).toEqual([1, 2]);
    expect(history.get(2)).toEqual({ timesOrdered: 4, lastCases: 7, commonCases: 7 });
  });
});

describe("orderedCases", () => {
  it("rounds charged units up to whole cases of the case size then, at least one", () => {
    expect(orderedCases(12, 6)).toBe(2);
    expect(orderedCases(13, 6)).toBe(3);
    expect(orderedCases(1, 6)).toBe(1);
    expect(orderedCases(5, 0)).toBe(5);
  });
});

describe("guideEntries", () => {
  const names = new Map([
    [1, "Olive oil"],
    [2, "Basmati rice"],
    [3, "Sea salt"],
    [4, "Anchovies"],
  ]);
  const history = summariseHistory([group(1, 2, 5, 100), group(2, 1, 1, 200), group(3, 3, 5, 300)]);

  it("lists ordered and pinned products, hidden ones left out, a product no longer in the catalogue dropped", () => {
    const entries = guideEntries(
      history,
      [
        { productId: 4, pinned: true, hidden: false, usualQuantity: null, position: null },
        { productId: 2, pinned: false, hidden: true, usualQuantity: null, position: null },
        { productId: 9, pinned: true, hidden: false, usualQuantity: 2, position: null },
      ],
      names,
    );
    expect(entries.map((e) => e.productId)).toEqual([1, 3, 4]);
    expect(entries.find((e) => e.productId === 4)).toMatchObject({ pinned: true, lastQuantity: null, usualQuantity: null, timesOrdered: 0 });
  });

  it("orders by the customer's places, then by how often ordered, then by name", () => {
    expect(guideEntries(history, [], names).map((e) => e.productId)).toEqual([1, 3, 2]);
    const placed = guideEntries(history, [{ productId: 2, pinned: false, hidden: false, usualQuantity: null, position: 1 }], names);
    expect(placed.map((e) => e.productId)).toEqual([2, 1, 3]);
  });

  it("prefers the customer's own usual quantity", () => {
    const entries = guideEntries(history, [{ productId: 1, pinned: false, hidden: false, usualQuantity: 9, position: null }], names);
    expect(entries.find((e) => e.productId === 1)).toMatchObject({ usualQuantity: 9, lastQuantity: 2 });
  });

  it("compares consistently (a total order)", () => {
    const e = (productId: number, position: number | null, timesOrdered: number, name: string): GuideEntry => ({ productId, position, timesOrdered, name, pinned: false, lastQuantity: null, usualQuantity: null });
    const list = [e(1, null, 1, "b"), e(2, 2, 0, "z"), e(3, null, 1, "a"), e(4, 1, 0, "y"), e(5, null, 3, "c")];
    expect([...list].sort(compareEntries).map((x) => x.productId)).toEqual([4, 2, 5, 3, 1]);
  });
});

describe("moveLine", () => {
  it("moves a line to a 1-based place, clamped to the list", () => {
    expect(moveLine([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveLine([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveLine([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveLine([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
    expect(moveLine([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
  });
});
