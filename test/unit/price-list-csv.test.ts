import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "@/lib/csv/csv-write";
import { judgeRows, readPriceListCsv, type Lookups } from "@/lib/pricing/price-list-csv";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { priceListCreateSchema, priceListPatchSchema } from "@/lib/shared/pricing/price-list-schemas";

/*
 * The price list CSV (issue 30) without a database: reading a file (encoding, delimiter, header,
 * row numbers), judging its rows against known item codes and slugs, writing cells safely; and
 * the JSON entries' schema.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);

async function fileError(bytes: Uint8Array): Promise<string> {
  try {
    await readPriceListCsv(bytes);
  } catch (error) {
    if (error instanceof Invalid) return error.fields.file?.[0] ?? JSON.stringify(error.fields);
    throw error;
  }
  throw new Error("the file was read");
}

const LOOKUPS: Lookups = {
  products: new Map([
    ["abc-1", { id: 1, isDeleted: false, code: "ABC-1" }],
    ["abc-2", { id: 2, isDeleted: false, code: "ABC-2" }],
    ["old-1", { id: 3, isDeleted: true, code: "OLD-1" }],
    ["old-2", { id: 4, isDeleted: true, code: "OLD-2" }],
  ]),
  categories: new Map([
    ["rice", { id: 10, isDeleted: false, code: "rice" }],
    ["gone", { id: 11, isDeleted: true, code: "gone" }],
  ]),
  kept: { products: new Set([4]), categories: new Set() },
};

describe("readPriceListCsv", () => {
  it("reads a header in any order and letter case, comma-separated, with a BOM and CRLF, numbering rows from the header's 1", async () => {
    const csv = await readPriceListCsv(utf8("\ufeffCase_Price,ITEM, from_cases \r\n41.10,ABC-1,\r\n\r\n39.00,ABC-1,10\r\n"));
    expect(csv.delimiter).toBe(",");
    expect(csv.columns).toEqual(["case_price", "item", "from_cases"]);
    expect(csv.rows).toEqual([
      { row: 2, cells: { case_price: "41.10", item: "ABC-1" } },
      { row: 4, cells: { case_price: "39.00", item: "ABC-1", from_cases: "10" } },
    ]);
  });

  it("reads semicolon files, quoted cells, a cell over two lines (numbered by the line it starts on), and skips blank rows", async () => {
    const csv = await readPriceListCsv(utf8('category;percent_off\n"rice";"12,5"\n;\n"multi\nline";5\nrice;7\n'));
    expect(csv.delimiter).toBe(";");
    expect(csv.rows.map((r) => [r.row, r.cells])).toEqual([
      [2, { category: "rice", percent_off: "12,5" }],
      [4, { category: "multi\nline", percent_off: "5" }],
      [6, { category: "rice", percent_off: "7" }],
    ]);
  });

  it("takes back the ' the export puts before a formula-like cell", async () => {
    const csv = await readPriceListCsv(utf8("item,case_price\n'=HYPERLINK(1),1\n'-5,2\n"));
    expect(csv.rows.map((r) => r.cells.item)).toEqual(["=HYPERLINK(1)", "-5"]);
  });

  it("reads a file that is not UTF-8 as Windows-1252 (Excel's CSV on Windows), as every import does", async () => {
    const latin1 = Uint8Array.from([...utf8("item,case_price\nCAF"), 0xe9, ...utf8(",1.00\n")]);
    expect((await readPriceListCsv(latin1)).rows).toEqual([{ row: 2, cells: { item: "CAFé", case_price: "1.00" } }]);
  });

  it("refuses an empty file, bad CSV, unknown and doubled columns, and a header without what a row needs", async () => {
    expect(await fileError(utf8(""))).toMatch(/empty/);
    expect(await fileError(utf8(" \n\n"))).toMatch(/empty/);
    expect(await fileError(utf8('item,case_price\nABC-1,"1.00\n'))).toMatch(/not valid CSV near line \d/);
    expect(await fileError(utf8("item,case_price,colour\nABC-1,1,red\n"))).toBe(
      'Unknown column "colour": the columns are item, category, from_cases, case_price, percent_off (the first row must be the header).',
    );
    expect(await fileError(utf8("ABC-1,41.10\n"))).toMatch(/Unknown column "ABC-1"/);
    expect(await fileError(utf8("item,Item,case_price\n"))).toMatch(/named twice/);
    expect(await fileError(utf8("item,percent_off\nABC-1,5\n"))).toMatch(/needs an item column with case_price/);
  });

  it("ignores trailing empty cells, and refuses a row with values beyond the header's columns", async () => {
    const csv = await readPriceListCsv(utf8("item,case_price,\nABC-1,1.00,,\nABC-2,2.00,x\n"));
    expect(csv.rows[0]).toEqual({ row: 2, cells: { item: "ABC-1", case_price: "1.00" } });
    expect(csv.rows[1]).toMatchObject({ row: 3, problem: "This row has 3 cells; the header names 2 columns." });
  });
});

describe("judgeRows", () => {
  const judge = async (text: string) => judgeRows(await readPriceListCsv(utf8(text)), LOOKUPS);

  it("makes each kind of entry from its row; item codes and slugs case aside", async () => {
    const { entries, refused } = await judge("item,category,from_cases,case_price,percent_off\nabc-1,,,41.10,\nABC-1,,10,$39,\n,RICE,,,12.5%\n");
    expect(refused).toEqual([]);
    expect(entries.map((e) => [e.row, e.key, e.entry])).toEqual([
      [2, "p:1", { kind: "product", productId: 1, categoryId: null, fromCases: null, casePrice: "41.10", percentOff: null }],
      [3, "b:1:10", { kind: "break", productId: 1, categoryId: null, fromCases: 10, casePrice: "39", percentOff: null }],
      [4, "c:10", { kind: "category", productId: null, categoryId: 10, fromCases: null, casePrice: null, percentOff: "12.5" }],
    ]);
  });

  it("reads a decimal comma in a semicolon file", async () => {
    const { entries } = await judge("item;case_price\nABC-1;41,10\n");
    expect(entries[0].entry.casePrice).toBe("41.10");
  });

  it("refuses each bad row with its row, column and reason", async () => {
    const { entries, refused } = await judge(
      [
        "item,category,from_cases,case_price,percent_off",
        "NOPE,,,1.00,", // 2 unknown item
        ",nope,,,5", // 3 unknown slug
        "ABC-1,,,1.234,", // 4 bad money
        ",rice,,,101", // 5 percent out of range
        ",rice,,,0", // 6 percent out of range
        "ABC-1,rice,,1.00,", // 7 both
        "ABC-2,,,,", // 8 no case price
        "ABC-2,,0,1.00,", // 9 from_cases
        "ABC-2,,,1.00,5", // 10 percent on an item
        ",rice,2,,5", // 11 from_cases on a category
        ",,,1.00,", // 12 neither
        "OLD-1,,,1.00,", // 13 trashed product
        ",gone,,,5", // 14 trashed category
        "ABC-2,,,2.00,", // 15 good
        "abc-2,,,3.00,", // 16 duplicate of 15
        "OLD-2,,,1.00,", // 17 trashed but already in the list: fine
        "ABC-1,,-1,-1.00,", // 18 negative
      ].join("\n"),
    );
    expect(refused).toEqual([
      { row: 2, column: "item", reason: "Unknown item code: NOPE." },
      { row: 3, column: "category", reason: "Unknown category slug: nope." },
      { row: 4, column: "case_price", reason: expect.stringMatching(/case price/) },
      { row: 5, column: "percent_off", reason: expect.stringMatching(/percentage off/) },
      { row: 6, column: "percent_off", reason: expect.stringMatching(/percentage off/) },
      { row: 7, column: "category", reason: "A row has an item code or a category slug, not both." },
      { row: 8, column: "case_price", reason: "This row needs a value here." },
      { row: 9, column: "from_cases", reason: expect.stringMatching(/whole number/) },
      { row: 10, column: "percent_off", reason: expect.stringMatching(/not a percent_off/) },
      { row: 11, column: "from_cases", reason: "A category row takes a percent_off only." },
      { row: 12, column: "item", reason: expect.stringMatching(/needs an item code/) },
      { row: 13, column: "item", reason: "The product OLD-1 is in the trash." },
      { row: 14, column: "category", reason: "The category gone is in the trash." },
      { row: 16, column: "item", reason: "Duplicate of row 15." },
      { row: 18, column: "case_price", reason: expect.any(String) },
      { row: 18, column: "from_cases", reason: expect.any(String) },
    ]);
    expect(entries.map((e) => e.row)).toEqual([15, 17]);
  });
});

describe("writing cells", () => {
  it("escapes what a spreadsheet would run as a formula, not plain numbers, and quotes what must be quoted", async () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+CMD")).toBe("'+CMD");
    expect(csvCell("-A1")).toBe("'-A1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tX")).toBe("'\tX");
    expect(csvCell("-5")).toBe("-5");
    expect(csvCell("41.10")).toBe("41.10");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
    expect(csvCell('say "hi", twice')).toBe('"say ""hi"", twice"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvLine(["ABC-1", null, 3, "1.00", null])).toBe("ABC-1,,3,1.00,\r\n");
  });

  it("reads back what it writes", async () => {
    const cells = ["=cmd|' /C calc'!A0", 'q"uote', "semi;colon", "-SKU", "@x"];
    const csv = await readPriceListCsv(utf8(`item,case_price\n${cells.map((c) => csvLine([c, "1.00"])).join("")}`));
    expect(csv.rows.map((r) => r.cells.item)).toEqual(cells);
  });
});

describe("the JSON entries", () => {
  const parse = (entries: unknown[]) => priceListCreateSchema.safeParse({ name: "Contract", entries });

  it("tells the three kinds apart by their fields; nulls are absent, so a GET entry can be sent back", () => {
    const parsed = parse([
      { product: 1, case_price: "41.10" },
      { product: 1, from_cases: 10, case_price: 39 },
      { category: 2, percent_off: "12.5" },
      { kind: "product", product: 2, item: "ABC-2", category: null, from_cases: null, case_price: "5.00", percent_off: null, is_deleted: false },
    ]);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.entries).toEqual([
      { kind: "product", product: 1, case_price: "41.10" },
      { kind: "break", product: 1, from_cases: 10, case_price: "39" },
      { kind: "category", category: 2, percent_off: "12.5" },
      { kind: "product", product: 2, case_price: "5.00" },
    ]);
  });

  it("refuses bad entries by their index and field", () => {
    const issues = (entries: unknown[]) => (parse(entries).error?.issues ?? []).map((i) => i.path.join("."));
    expect(issues([{ product: 1 }])).toEqual(["entries.0.case_price"]);
    expect(issues([{ product: 1, case_price: "1.234" }])).toEqual(["entries.0.case_price"]);
    expect(issues([{ product: 1, case_price: "-1" }])).toEqual(["entries.0.case_price"]);
    expect(issues([{ category: 1, percent_off: "0" }])).toEqual(["entries.0.percent_off"]);
    expect(issues([{ category: 1, percent_off: "100.01" }])).toEqual(["entries.0.percent_off"]);
    expect(issues([{ product: 1, from_cases: 0, case_price: "1" }])).toEqual(["entries.0.from_cases"]);
    expect(issues([{ product: 1, category: 2, case_price: "1" }])).toEqual(["entries.0.category"]);
    expect(issues([{}])).toEqual(["entries.0"]);
    expect(issues([{ kind: "category", product: 1, case_price: "1" }])).toEqual(["entries.0.kind"]);
    expect(issues([{ product: 1, case_price: "1" }, { product: 1, case_price: "2" }])).toEqual(["entries.1.product"]);
    expect(issues([{ product: 1, from_cases: 5, case_price: "1" }, { product: 1, from_cases: 5, case_price: "2" }])).toEqual(["entries.1.from_cases"]);
    expect(issues([{ category: 3, percent_off: "1" }, { category: 3, percent_off: "2" }])).toEqual(["entries.1.category"]);
    expect(issues([{ product: 1, case_price: "1" }, { product: 1, from_cases: 2, case_price: "1" }])).toEqual([]);
  });

  it("checks the period: real days, start not after the end; blank or null is open", () => {
    expect(priceListCreateSchema.safeParse({ name: "A", valid_from: "2026-02-30" }).success).toBe(false);
    expect(priceListCreateSchema.safeParse({ name: "A", valid_from: "2026-3-1" }).success).toBe(false);
    expect(priceListCreateSchema.safeParse({ name: "A", valid_from: "2026-03-02", valid_to: "2026-03-01" }).error?.issues[0].path).toEqual(["valid_to"]);
    expect(priceListCreateSchema.parse({ name: " A ", valid_from: "", valid_to: null })).toEqual({ name: "A", valid_from: null, valid_to: null });
    expect(priceListPatchSchema.parse({})).toEqual({});
    expect(priceListPatchSchema.parse({ valid_to: "2024-02-29" })).toEqual({ valid_to: "2024-02-29" });
  });
});
