import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzyRetry, nameWordsOf, oneOffInName, productRank, RANK, searchWords, withinOneEdit } from "@/lib/shared/catalog/search-rank";

/*
 * The catalogue search's rules (lib/shared/catalog/search-rank.ts). That the SQL of
 * lib/catalog/product-list.ts applies the same ones is checked against both databases in
 * test/integration/search-ranking.test.ts and test/integration/offline-catalogue.test.ts.
 */

/** The textbook optimal-string-alignment distance (Levenshtein with adjacent swaps), to check the shortcut against. */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

const rank = (term: string, name: string, fuzzy = false, code = "") =>
  productRank(searchWords(term), { nameWords: nameWordsOf(name), searchText: `${nameWordsOf(name)}${code}`, exactCode: code === term }, fuzzy);

describe("searchWords and nameWordsOf", () => {
  it("normalise as the search column and cut at anything but letters and digits", () => {
    expect(searchWords("Crème-Brûlée,  2×500g ÷ ½")).toEqual(["creme", "brulee", "2", "500g"]);
    expect(nameWordsOf("Extra Virgin Olive Oil (4 L)")).toBe(" extra virgin olive oil 4 l ");
    expect(nameWordsOf("Œufs — calibre A")).toBe(" oeufs calibre a ");
    expect(nameWordsOf("---")).toBe("  ");
  });

  it("keep a term of punctuation alone as typed, drop repeats and read at most 8 words", () => {
    expect(searchWords("100%")).toEqual(["100"]);
    expect(searchWords("%")).toEqual(["%"]);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords("oil oil OIL")).toEqual(["oil"]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("withinOneEdit", () => {
  it("is an optimal-string-alignment distance of at most 1 (property)", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "é"), maxLength: 6 });
    fc.assert(fc.property(word, word, (a, b) => withinOneEdit(a, b) === osaDistance(a, b) <= 1));
  });

  it("accepts one letter missing, extra or different, or two neighbours swapped", () => {
    expect(withinOneEdit("tomatos", "tomatoes")).toBe(true);
    expect(withinOneEdit("mozarella", "mozzarella")).toBe(true);
    expect(withinOneEdit("chedar", "cheddar")).toBe(true);
    expect(withinOneEdit("cheddar", "chedder")).toBe(true);
    expect(withinOneEdit("cheddra", "cheddar")).toBe(true);
    expect(withinOneEdit("chedar", "cheddars")).toBe(false);
    expect(withinOneEdit("cehddra", "cheddar")).toBe(false);
  });
});

describe("productRank", () => {
  it("ranks a whole word, then a word's start, then an exact code, then inside a word", () => {
    expect(rank("oil", "Canola Oil 4 L Jug")).toBe(RANK.wholeWord);
    expect(rank("oil", "Oils & Vinegars")).toBe(RANK.wordStart);
    expect(rank("oil", "Aluminum Foil")).toBe(RANK.inside);
    expect(rank("oil", "Parboiled Rice")).toBe(RANK.inside);
    expect(rank("oil", "Aluminum Foil", false, "oil")).toBe(RANK.exactCode);
    expect(rank("oil", "Canola Oil", false, "oil")).toBe(RANK.wholeWord);
    expect(rank("oil", "Rice")).toBeNull();
  });

  it("needs every word, in any order, and ranks by the weakest", () => {
    expect(rank("oil olive", "Extra Virgin Olive Oil")).toBe(RANK.wholeWord);
    expect(rank("olive oi", "Extra Virgin Olive Oil")).toBe(RANK.wordStart);
    expect(rank("olive foil", "Extra Virgin Olive Oil")).toBeNull();
  });

  it("matches one letter off only on the retry, only words of 4+ letters with the same first letter", () => {
    expect(rank("tomatos", "Diced Tomatoes 2.84 L")).toBeNull();
    expect(rank("tomatos", "Diced Tomatoes 2.84 L", true)).toBe(RANK.oneOff);
    expect(rank("mozarella", "Mozzarella Cheese, shredded", true)).toBe(RANK.oneOff);
    expect(rank("chedar cheese", "Aged Cheddar Cheese", true)).toBe(RANK.oneOff);
    expect(rank("tomato", "Potatoes", true)).toBeNull();
    expect(oneOffInName("tomato", " potato ")).toBe(false);
    expect(oneOffInName("ham", " jam ")).toBe(false);
    expect(fuzzyRetry(["ham"])).toBe(false);
    expect(fuzzyRetry(["ham", "chedar"])).toBe(true);
  });
});
