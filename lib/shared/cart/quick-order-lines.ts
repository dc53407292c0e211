/*
 * The quick order's line parser: what a buyer types, pastes from a spreadsheet or uploads as a
 * CSV file with the header `item,cases`, read as one item code (or barcode) and a case count per
 * line. Client-safe, pure: the server parses the same text again before it prices or adds anything.
 *
 * A line is "CODE 3", "CODE,3", "CODE;3" or "CODE<tab>3" (fields may be quoted as CSV writes
 * them, and trailing empty fields of a spreadsheet row are ignored). Blank lines are skipped, and
 * so is a header row `item,cases` (any separator, any case) when it is the first non-blank line.
 */

/** The most lines one quick order takes (blank lines not counted). */
export const QUICK_ORDER_MAX_LINES = 200;
/** The most characters of text (typed, pasted or read from a CSV file) one quick order takes. */
export const QUICK_ORDER_MAX_CHARS = 20_000;
/** The largest CSV file the page reads (a few bytes over the text limit for a byte-order mark and CRLFs). */
export const QUICK_ORDER_MAX_FILE_BYTES = 24_000;
/** The most cases on one line. */
export const QUICK_ORDER_MAX_CASES = 9_999;

export type LineProblem = "missing-cases" | "cases" | "too-many-cases" | "format";

export interface ParsedLine {
  /** 1-based line number in the text as sent. */
  line: number;
  /** The line as typed, trimmed. */
  input: string;
  /** The item code or barcode ("" when the line has none). */
  code: string;
  /** Whole positive cases, or null with a problem. */
  cases: number | null;
  problem: LineProblem | null;
}

const HEADER = /^"?item"?\s*[,;\t]\s*"?cases"?\s*[,;\t]*$/i;

function unquote(field: string): string {
  const trimmed = field.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replaceAll('""', '"').trim();
  return trimmed;
}

/** The fields of a line: by tab, then comma or semicolon, else the last run of spaces. */
function fieldsOf(line: string): string[] {
  let fields: string[];
  if (line.includes("\t")) fields = line.split("\t");
  else if (/[,;]/.test(line)) fields = line.split(/[,;]/);
  else {
    const match = /^(.*\S)\s+(\S+)$/.exec(line);
    fields = match ? [match[1], match[2]] : [line];
  }
  fields = fields.map(unquote);
  while (fields.length > 1 && fields[fields.length - 1] === "") fields.pop();
  return fields;
}

function readCases(raw: string): { cases: number | null; problem: LineProblem | null } {
  if (raw === "") return { cases: null, problem: "missing-cases" };
  if (!/^\d+$/.test(raw) || Number(raw) === 0) return { cases: null, problem: "cases" };
  const cases = Number(raw);
  if (cases > QUICK_ORDER_MAX_CASES) return { cases: null, problem: "too-many-cases" };
  return { cases, problem: null };
}

function parseLine(raw: string, line: number): ParsedLine {
  const input = raw.trim();
  const fields = fieldsOf(input);
  const code = fields[0] ?? "";
  if (code === "") return { line, input, code, cases: null, problem: "format" };
  if (fields.length > 2) return { line, input, code, cases: null, problem: "format" };
  return { line, input, code, ...readCases(fields[1] ?? "") };
}

/** The non-blank lines of a quick order, each with its code and cases or what is wrong with it. */
export function parseQuickOrder(text: string): ParsedLine[] {
  const rows = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const lines: ParsedLine[] = [];
  rows.forEach((raw, index) => {
    if (raw.trim() === "") return;
    if (lines.length === 0 && HEADER.test(raw.trim())) return;
    lines.push(parseLine(raw, index + 1));
  });
  return lines;
}

