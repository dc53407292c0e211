import "server-only";
import { Readable } from "node:stream";
import { parse, CsvError } from "csv-parse";
import { unescapeCell } from "@/lib/csv/csv-write";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { importErrorMessages as m } from "@/lib/shared/messages/errors-import";

/*
 * Reading the CSV files the shop imports (issue 32: products, customers; the model is the price-list
 * reader of issue 30), streamed so that a 50,000-row file is judged in batches with flat memory.
 *
 * The file:
 *  - text in UTF-8, with or without a byte-order mark; a file that is not valid UTF-8 is read as
 *    Windows-1252 (what Excel on Windows saves as "CSV"), so a Latin-1 "Crème" reads as written;
 *  - comma- or semicolon-separated, told from the header (the one it has more of); in a semicolon
 *    file decimals may be written with a comma, as spreadsheets set to French do (csvDecimal);
 *  - a header row first naming the columns, in any order and letter case, by their names or by an
 *    alias (e.g. the French names, matched without accents, a space or hyphen read as _); an unknown name or a name given twice refuses the whole file;
 *  - cells are trimmed and a cell the exports escaped against formulas ('=…) is unescaped; blank
 *    cells are left out of a row, and blank rows are skipped.
 * Rows are numbered as a spreadsheet or an editor shows them: the header is row 1, and a row is the
 * line it starts on (a quoted cell may span lines).
 *
 * A file that cannot be read as a whole is a 400 on `file` with the reason (Invalid.field); rows are
 * judged afterwards, one by one, by the caller.
 */

export type CsvDelimiter = "," | ";";
export type CsvEncoding = "utf-8" | "windows-1252";

export interface CsvSpec<C extends string> {
  /** The columns' names, lowercase (e.g. the API's field names). */
  columns: readonly C[];
  /** Other names a header may give a column (lowercase → column), e.g. French names. */
  aliases?: Readonly<Record<string, C>>;
  /** Columns the header must name. */
  required?: readonly C[];
  /** More data rows than this refuses the file (while streaming). */
  maxRows?: number;
}

export interface CsvHeader<C extends string> {
  delimiter: CsvDelimiter;
  encoding: CsvEncoding;
  /** Each header cell's column, by position (null for a blank header cell). */
  columns: Array<C | null>;
  /** The columns the header names, in its order. */
  named: C[];
}

/** One data row of the file: its row number and its cells by column (trimmed; blank cells left out). */
export interface CsvRow<C extends string> {
  row: number;
  cells: Partial<Record<C, string>>;
  /** A refusal of the whole row found while reading it (a cell under no column). */
  problem?: string;
}

export interface CsvReader<C extends string> {
  header: CsvHeader<C>;
  /** The data rows, once through (the reader is a stream). */
  rows(): AsyncGenerator<CsvRow<C>>;
  /** The data rows in arrays of at most `size`, once through. */
  batches(size?: number): AsyncGenerator<Array<CsvRow<C>>>;
}

/** Windows-1252's 0x80–0x9F (Node's TextDecoder reads them as Latin-1's C1 controls); undefined ones stay. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** Decodes the file: UTF-8 (a byte-order mark is dropped), or Windows-1252 when it is not valid UTF-8. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // A UTF-8 byte-order mark on a file with a stray Latin-1 byte further on: still not UTF-8 text.
    let text = new TextDecoder("windows-1252").decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
    if (text.startsWith("ï»¿")) text = text.slice(3);
    return { text, encoding: "windows-1252" };
  }
}

/** The delimiter the header uses: the one it has more of (a one-column header: comma). */
export function delimiterOf(text: string): CsvDelimiter {
  const end = text.search(/\r|\n/);
  const header = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => header.split(c).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * A decimal cell as "41.10": spaces (also no-break and narrow no-break spaces, French thousands) are
 * dropped, a leading $ or trailing % (`unit`) taken off, and in a semicolon file a decimal comma
 * ("41,10") becomes a point. What is left is for the caller's own rule to judge.
 */
export function csvDecimal(value: string, delimiter: CsvDelimiter, unit?: "$" | "%"): string {
  let v = value.replace(/[\s\u00a0\u202f]+/g, "");
  if (unit === "$") v = v.replace(/^\$|\$$/g, "");
  if (unit === "%" && v.endsWith("%")) v = v.slice(0, -1);
  if (delimiter === ";" && /^[+-]?\d*,\d+$/.test(v)) v = v.replace(",", ".");
  return v;
}

/** How many line breaks a record's cells hold (a quoted cell may span lines). */
function breaksIn(record: string[]): number {
  let n = 0;
  for (const cell of record) for (let i = cell.indexOf("\n"); i !== -1; i = cell.indexOf("\n", i + 1)) n += 1;
  return n;
}

/** "Coût" → "Cout": aliases are compared without accents (and with spaces or hyphens as _). */
const foldAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

const cellText = (raw: string) => unescapeCell(raw.trim()).trim();

/** The header's columns, or the reason the file is refused. */
export function readHeader<C extends string>(record: string[], spec: CsvSpec<C>): { columns: Array<C | null>; named: C[] } {
  const known = new Set<string>(spec.columns);
  const list = spec.columns.join(", ");
  const columns = record.map((raw): C | null => {
    const name = cellText(raw).toLowerCase();
    if (name === "") return null;
    if (known.has(name)) return name as C;
    const alias = spec.aliases?.[name] ?? spec.aliases?.[foldAccents(name).replace(/[\s-]+/g, "_")];
    if (alias) return alias;
    throw Invalid.field("file", m.unknownColumn(cellText(raw), list));
  });
  const named = columns.filter((c): c is C => c !== null);
  const twice = named.find((c, i) => named.indexOf(c) !== i);
  if (twice) throw Invalid.field("file", m.duplicateColumn(twice));
  for (const column of spec.required ?? []) if (!named.includes(column)) throw Invalid.field("file", m.missingColumn(column));
  return { columns, named };
}

const SLICE = 64 * 1024;

function* slices(text: string): Generator<string> {
  for (let i = 0; i < text.length; i += SLICE) yield text.slice(i, i + SLICE);
}

type Parsed = { record: string[]; info: { lines: number } };

/**
 * Opens a CSV file: decodes it, reads its header (refusing the file when the header is wrong) and
 * returns the header with a stream of its data rows. `bytes` is the uploaded file (already in memory
 * as a multipart part); the text is fed to csv-parse's streaming parser in 64 KB slices, so rows are
 * parsed as they are asked for, never all at once.
 */
export async function openCsv<C extends string>(bytes: Uint8Array, spec: CsvSpec<C>): Promise<CsvReader<C>> {
  const { text, encoding } = decodeCsvBytes(bytes);
  if (text.trim() === "") throw Invalid.field("file", m.fileEmpty);
  const delimiter = delimiterOf(text);
  const parser = Readable.from(slices(text)).pipe(
    parse({ delimiter, info: true, relax_column_count: true, skip_empty_lines: true, bom: true }),
  );
  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<Parsed>;
  const next = async (): Promise<IteratorResult<Parsed>> => {
    try {
      return await iterator.next();
    } catch (error) {
      if (error instanceof CsvError) throw Invalid.field("file", m.fileNotCsv(typeof error.lines === "number" ? error.lines : 1));
      throw error;
    }
  };
  let first: IteratorResult<Parsed>;
  // A record of blank cells only (e.g. ";;;") is no header: the first row with a name is.
  do first = await next();
  while (!first.done && first.value.record.every((c) => c.trim() === ""));
  if (first.done) throw Invalid.field("file", m.fileEmpty);
  let header: ReturnType<typeof readHeader<C>>;
  try {
    header = readHeader(first.value.record, spec);
  } catch (error) {
    parser.destroy();
    throw error;
  }
  const { columns, named } = header;
  let used = false;

  async function* rows(): AsyncGenerator<CsvRow<C>> {
    if (used) throw new Error("A CSV reader's rows are read once.");
    used = true;
    let count = 0;
    try {
      for (let result = await next(); !result.done; result = await next()) {
        const { record, info } = result.value;
        const cells: CsvRow<C>["cells"] = {};
        let stray = false;
        record.forEach((raw, i) => {
          const value = cellText(raw);
          if (value === "") return;
          const column = columns[i];
          if (column) cells[column] = value;
          else stray = true;
        });
        if (!stray && Object.keys(cells).length === 0) continue;
        count += 1;
        if (spec.maxRows !== undefined && count > spec.maxRows) throw Invalid.field("file", m.tooManyRows(spec.maxRows));
        const row = info.lines - breaksIn(record);
        yield stray ? { row, cells, problem: m.rowCells(record.length, named.length) } : { row, cells };
      }
    } finally {
      parser.destroy();
    }
  }

  async function* batches(size = 1000): AsyncGenerator<Array<CsvRow<C>>> {
    let batch: Array<CsvRow<C>> = [];
    for await (const row of rows()) {
      batch.push(row);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  return { header: { delimiter, encoding, columns, named }, rows, batches };
}

/** Reads every row at once (small files, tests). */
export async function readCsv<C extends string>(bytes: Uint8Array, spec: CsvSpec<C>): Promise<{ header: CsvHeader<C>; rows: Array<CsvRow<C>> }> {
  const reader = await openCsv(bytes, spec);
  const rows: Array<CsvRow<C>> = [];
  for await (const row of reader.rows()) rows.push(row);
  return { header: reader.header, rows };
}
