import { describe, expect, it } from "vitest";
import { csvDecimal, decodeCsvBytes, openCsv, readCsv, type CsvSpec } from "@/lib/csv/csv-read";
import { csvLine } from "@/lib/csv/csv-write";
import { Invalid } from "@/lib/shared/errors/domain-errors";

/*
 * The generic streaming CSV reader (issue 32): encodings, delimiter, header with aliases, row
 * numbers, unescaping, refusals of the whole file, batches.
 */

const utf8 = (text: string) => new TextEncoder().encode(text);
type Col = "item" | "name" | "price";
const SPEC: CsvSpec<Col> = { columns: ["item", "name", "price"], aliases: { article: "item", nom: "name", prix: "price" }, required: ["item"] };

async function fileError(bytes: Uint8Array, spec: CsvSpec<Col> = SPEC): Promise<string> {
  try {
    await readCsv(bytes, spec);
  } catch (error) {
    if (error instanceof Invalid) return error.fields.file?.[0] ?? JSON.stringify(error.fields);
    throw error;
  }
  throw new Error("the file was read");
}

describe("readCsv", () => {
  it("reads UTF-8 with a BOM and CRLF, any header order and case, numbering rows from the header's 1", async () => {
    const { header, rows } = await readCsv(utf8("\ufeffPrice,ITEM,name\r\n41.10,ABC-1,Crème\r\n\r\n9,ABC-2,\"Two\nlines\"\r\n1,ABC-3,x\r\n"), SPEC);
    expect(header).toMatchObject({ delimiter: ",", encoding: "utf-8", named: ["price", "item", "name"] });
    expect(rows).toEqual([
      { row: 2, cells: { price: "41.10", item: "ABC-1", name: "Crème" } },
      { row: 4, cells: { price: "9", item: "ABC-2", name: "Two\nlines" } },
      { row: 6, cells: { price: "1", item: "ABC-3", name: "x" } },
    ]);
  });

  it("reads a file that is not UTF-8 as Windows-1252 (Latin-1 from Excel)", async () => {
    const bytes = Uint8Array.from([...utf8("item;nom;prix\n"), ...utf8("A-1;Cr"), 0xe8, ...utf8("me fra"), 0xee, ...utf8("che;3,50\n")]);
    const { header, rows } = await readCsv(bytes, SPEC);
    expect(header).toMatchObject({ delimiter: ";", encoding: "windows-1252", named: ["item", "name", "price"] });
    expect(rows[0]).toEqual({ row: 2, cells: { item: "A-1", name: "Crème fraîche", price: "3,50" } });
    expect(csvDecimal(rows[0]!.cells.price!, header.delimiter, "$")).toBe("3.50");
    expect(decodeCsvBytes(Uint8Array.from([0x80])).text).toBe("€");
  });

  it("unescapes cells the export escaped against formulas and trims them", async () => {
    const { rows } = await readCsv(utf8(`item,name\n${csvLine(["=A1", "  =HYPERLINK(\"x\")"]).trim()}\n`), SPEC);
    expect(rows[0]!.cells).toEqual({ item: "=A1", name: '=HYPERLINK("x")' });
  });

  it("refuses a whole file with the reason: empty, unknown or twice-named column, missing column, bad quotes, too many rows", async () => {
    expect(await fileError(utf8(" \n"))).toMatch(/empty/);
    expect(await fileError(utf8("item,colour\nA,red\n"))).toMatch(/Unknown column "colour": the columns are item, name, price/);
    expect(await fileError(utf8("item,article\nA,B\n"))).toMatch(/"item" is named twice/);
    expect(await fileError(utf8("name,price\nA,1\n"))).toMatch(/needs a column "item"/);
    expect(await fileError(utf8('item,name\nA,"unclosed\nB,c\n'))).toMatch(/not valid CSV near line/);
    expect(await fileError(utf8("item\nA\nB\nC\n"), { ...SPEC, maxRows: 2 })).toMatch(/more than 2 rows/);
  });

  it("marks a row with a cell under no column, and skips blank rows", async () => {
    const { rows } = await readCsv(utf8("item,name\nA,B,C\n,\nD\n"), SPEC);
    expect(rows).toEqual([
      { row: 2, cells: { item: "A", name: "B" }, problem: "This row has 3 cells; the header names 2 columns." },
      { row: 4, cells: { item: "D" } },
    ]);
  });

  it("streams rows in batches", async () => {
    const lines = ["item,price", ...Array.from({ length: 2500 }, (_, i) => `P-${i},${i}`)].join("\n");
    const reader = await openCsv(utf8(lines), SPEC);
    const sizes: number[] = [];
    let last = 0;
    for await (const batch of reader.batches(1000)) {
      sizes.push(batch.length);
      last = batch.at(-1)!.row;
    }
    expect(sizes).toEqual([1000, 1000, 500]);
    expect(last).toBe(2501);
  });
});
