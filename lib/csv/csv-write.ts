import "server-only";

/*
 * Writing CSV files the shop exports (price lists, products, orders for accounting; issue 30 and 32):
 * RFC 4180 lines with CRLF, UTF-8 with a byte-order mark so a spreadsheet opens accented text as
 * written, and cells a spreadsheet would run as a formula (= + - @, tab, carriage return; plain
 * numbers aside) escaped with a leading ' — which the imports take off again (unescapeCell).
 */

export const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** The byte-order mark a CSV export starts with. */
export const CSV_BOM = "\ufeff";

/** One cell as the export writes it: formula-like text escaped with ', quoted when it must be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF, as RFC 4180 writes them). */
export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A cell the export escaped ('=…) back to its value. */
export function unescapeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}
