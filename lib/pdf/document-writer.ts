import "server-only";
import PDFDocument from "pdfkit";
import type { Locale } from "@/lib/shared/i18n/locales";
import { winAnsiText } from "./win-ansi";

/*
 * What the delivery documents (pick list, packing slip, invoice; issue 31) share: a US Letter page
 * with the shop's name and the document's title in a header band and "Page N" in the footer, text in
 * the standard Helvetica (WinAnsi, so pdftotext reads it back, win-ansi.ts), and tables whose header
 * is repeated on every page they run onto. Every box is placed by coordinates and pages are added
 * here, never by pdfkit. The documents are small (a day's pick list is a few pages), so each is
 * made whole in memory: the invoice is attached to an email as well as downloaded.
 */

export const PAGE_WIDTH = 612;
export const LEFT = 40;
export const RIGHT = PAGE_WIDTH - 40;
export const WIDTH = RIGHT - LEFT;
const CONTENT_TOP = 56;
const CONTENT_BOTTOM = 742;

export const COLOR = {
  brand: "#1b4332",
  brandMid: "#2d6a4f",
  brandLight: "#dcebe1",
  brandPale: "#f1f7f3",
  ink: "#1c1917",
  muted: "#57534e",
  rule: "#d6d3d1",
};

export const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";

export interface Column {
  x: number;
  w: number;
  align?: "left" | "right" | "center";
  label: string;
}

export interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  /** Set: the text is cut to this width with an ellipsis (one line). */
  width?: number;
  align?: "left" | "right" | "center";
}

export class DocumentWriter {
  y = CONTENT_TOP;
  private pageNumber = 0;
  private columns: Column[] | null = null;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly header: { company: string; title: string; pageLabel: (n: number) => string },
  ) {}

  /** One line of text at (x, y); with a width, cut to it and aligned within it. */
  text(value: string, x: number, y: number, style: TextStyle = {}): void {
    const { font = REGULAR, size = 9, color = COLOR.ink, width, align = "left" } = style;
    const printable = winAnsiText(value);
    this.doc.font(font).fontSize(size).fillColor(color);
    if (width === undefined) {
      this.doc.text(printable, x, y, { lineBreak: false });
      return;
    }
    const natural = this.doc.widthOfString(printable);
    if (natural <= width) {
      const left = align === "right" ? x + width - natural : align === "center" ? x + (width - natural) / 2 : x;
      this.doc.text(printable, left, y, { lineBreak: false });
      return;
    }
    this.doc.text(printable, x, y, { width, height: size * 1.2, ellipsis: true, lineBreak: true });
  }

  /** Text wrapped within a width; answers the height it took. */
  paragraph(value: string, x: number, y: number, width: number, style: Omit<TextStyle, "width" | "align"> = {}): number {
    const { font = REGULAR, size = 9, color = COLOR.ink } = style;
    this.doc.font(font).fontSize(size).fillColor(color).text(winAnsiText(value), x, y, { width });
    return this.doc.y - y;
  }

  rule(y: number, color = COLOR.rule, width = 0.6, from = LEFT, to = RIGHT): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  newPage(): void {
    this.doc.addPage();
    this.pageNumber += 1;
    this.doc.rect(0, 0, PAGE_WIDTH, 36).fill(COLOR.brand);
    this.text(this.header.company, LEFT, 14, { font: BOLD, size: 10, color: "#ffffff", width: WIDTH / 2 });
    this.text(this.header.title, LEFT + WIDTH / 2, 14.5, { size: 9.5, color: COLOR.brandLight, width: WIDTH / 2, align: "right" });
    this.rule(CONTENT_BOTTOM + 10, COLOR.rule);
    this.text(this.header.pageLabel(this.pageNumber), LEFT, CONTENT_BOTTOM + 16, { size: 8, color: COLOR.muted, width: WIDTH, align: "right" });
    this.y = CONTENT_TOP;
  }

  /** Room for `height` more on this page, else a new page (the open table's header repeated on it). */
  ensure(height: number): boolean {
    if (this.pageNumber > 0 && this.y + height <= CONTENT_BOTTOM) return false;
    this.newPage();
    if (this.columns) this.tableHeader(this.columns);
    return true;
  }

  /** Whether `height` more fits on this page without a break. */
  fits(height: number): boolean {
    return this.pageNumber > 0 && this.y + height <= CONTENT_BOTTOM;
  }

  /** A table's column header; the rows after it repeat it on each new page until endTable(). */
  tableHeader(columns: Column[]): void {
    this.columns = null;
    this.ensure(34);
    this.columns = columns;
    this.doc.rect(LEFT, this.y, WIDTH, 16).fill(COLOR.brandPale);
    for (const column of columns) this.text(column.label.toUpperCase(), column.x, this.y + 4.5, { font: BOLD, size: 7, color: COLOR.muted, width: column.w, align: column.align });
    this.y += 18;
  }

  endTable(): void {
    this.columns = null;
  }

  /** One table row: a value per column, in the columns' order. */
  row(values: readonly string[], style: { font?: string; height?: number; shade?: boolean } = {}): void {
    const height = style.height ?? 15;
    this.ensure(height);
    const columns = this.columns ?? [];
    if (style.shade) this.doc.rect(LEFT, this.y, WIDTH, height).fill(COLOR.brandPale);
    columns.forEach((column, i) => {
      const value = values[i] ?? "";
      if (value) this.text(value, column.x, this.y + 3.5, { font: style.font ?? REGULAR, size: 8.5, width: column.w, align: column.align });
    });
    this.y += height;
    this.rule(this.y - 0.5, COLOR.rule, 0.4);
  }

  /** A heading line across the page (a category on the pick list). */
  band(value: string): void {
    this.doc.rect(LEFT, this.y, WIDTH, 17).fill(COLOR.brandMid);
    this.text(value, LEFT + 6, this.y + 4.5, { font: BOLD, size: 9.5, color: "#ffffff", width: WIDTH - 12 });
    this.y += 19;
  }

  /** The shop's name and contact lines at the top left of the first page, within `width`; answers the y under them. */
  letterhead(name: string, lines: readonly string[], width: number): number {
    const top = this.y;
    this.text(name, LEFT, top, { font: BOLD, size: 15, color: COLOR.brand, width });
    lines.forEach((line, i) => this.text(line, LEFT, top + 22 + i * 12, { size: 8.5, color: COLOR.muted, width }));
    return top + 22 + lines.length * 12;
  }

  /** A titled block of lines (ship to, bill to) at (x, y); answers the y under it. */
  block(heading: string, lines: readonly string[], x: number, y: number, width: number): number {
    this.text(heading.toUpperCase(), x, y, { font: BOLD, size: 7.5, color: COLOR.muted, width });
    lines.forEach((line, i) => this.text(line, x, y + 13 + i * 12, { font: i === 0 ? BOLD : REGULAR, size: 9, width }));
    return y + 13 + lines.length * 12;
  }

  /** Label/value pairs in two columns from (x, y); answers the height taken. */
  facts(pairs: ReadonlyArray<readonly [string, string]>, x: number, y: number, labelWidth: number, valueWidth: number): number {
    pairs.forEach(([label, value], i) => {
      this.text(label, x, y + i * 13, { size: 8.5, color: COLOR.muted, width: labelWidth });
      this.text(value, x + labelWidth + 6, y + i * 13, { font: BOLD, size: 8.5, width: valueWidth });
    });
    return pairs.length * 13;
  }
}

/** A new US Letter document for one of the delivery documents. */
export function newDocument(locale: Locale, info: { title: string; author: string; subject?: string }): PDFKit.PDFDocument {
  return new PDFDocument({
    size: "LETTER",
    autoFirstPage: false,
    // Small margins: pdfkit adds a page when text passes the bottom one; the layout keeps its own.
    margins: { top: 20, bottom: 20, left: LEFT, right: PAGE_WIDTH - RIGHT },
    lang: locale,
    info: { Title: winAnsiText(info.title), Author: winAnsiText(info.author), ...(info.subject ? { Subject: winAnsiText(info.subject) } : {}) },
  });
}

/** Draws the document with `draw` and answers its bytes. */
export async function renderDocument(doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw();
  doc.end();
  return done;
}

/** A made document as a download: a PDF attachment under its file name, never cached (it is someone's). */
export function pdfDownload(document: { fileName: string; bytes: Buffer }): Response {
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${document.fileName}"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(document.bytes.byteLength),
    },
  });
}
