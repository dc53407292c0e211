import "server-only";
import PDFDocument from "pdfkit";
import type { CatalogueBatch, CatalogueProduct, CatalogueSection } from "@/lib/catalog/catalogue-export";
import { translator } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/shared/i18n/locales";
import { formatCad } from "@/lib/shared/pricing/money";
import type { Flow } from "./pdf-stream";
import { PdfPictures } from "./product-picture";
import { winAnsiText } from "./win-ansi";

/*
 * The printed catalogue a sales rep hands to a customer: a title page (company, date, what the
 * document covers, how to read it), then the products grouped under category headings, one row
 * each: picture, name with its promotion and availability, item code, barcode, case size, tax code
 * and unit price after discount (the list price struck out beside a discount).
 *
 * Written page after page as the products arrive, never buffered: so the footer says "Page N"
 * (the total is not known until the end, and "of M" would need every page kept in memory). The
 * layout is explicit (every box placed by coordinates, rows of a fixed height), so pdfkit never
 * breaks a page by itself. Text is set in the standard Helvetica, WinAnsi-encoded (win-ansi.ts).
 *
 * A customer's price sheet (issue 30, `sheet`) is the same document for one customer: their name on
 * the title page and every page's header, and in the price column what a case costs them and what a
 * unit comes to, the list price of a case beside it (struck out) where theirs is lower, and their
 * quantity breaks listed under the product (a row grows by a line for each).
 */

export interface CatalogueContent {
  /** The document's language: its texts, money and numbers. */
  locale: Locale;
  company: { name: string; address: string; phones: string[]; email: string };
  /** The date the prices are as of, for people ("22 May 2026"). */
  date: string;
  /** What the document covers ("All products", "Category: …", "Products matching …"). */
  covers: string;
  count: number;
  batches: AsyncIterable<CatalogueBatch>;
  /** A customer's price sheet: whom it is for, and whether a price list of theirs is in force. */
  sheet?: { customer: string; priceList: boolean };
}

const PAGE_WIDTH = 612; // US Letter, as printed in Canada
const LEFT = 40;
const RIGHT = PAGE_WIDTH - 40;
const WIDTH = RIGHT - LEFT;
const CONTENT_TOP = 52;
const CONTENT_BOTTOM = 742;

const COLOR = {
  brand: "#1b4332",
  brandMid: "#2d6a4f",
  brandLight: "#dcebe1",
  brandPale: "#f1f7f3",
  ink: "#1c1917",
  muted: "#57534e",
  faint: "#a8a29e",
  rule: "#e7e5e4",
  red: "#b91c1c",
  green: "#15803d",
};

const REGULAR = "Helvetica";
const BOLD = "Helvetica-Bold";

/** The columns of a product row: left edge and width. */
const COL = {
  picture: { x: LEFT, w: 46 },
  name: { x: LEFT + 54, w: 188 },
  item: { x: 288, w: 64 },
  barcode: { x: 354, w: 78 },
  caseSize: { x: 434, w: 44 },
  tax: { x: 480, w: 22 },
  price: { x: 504, w: RIGHT - 504 },
};

const ROW_HEIGHT = 56;
const ROW_PAD = 5;
const COLUMN_HEADER_HEIGHT = 16;
const BAND_HEIGHT = 24;
const SUBHEADING_HEIGHT = 24;
/** A price sheet's quantity breaks under a product: where the first starts in the row, each line's height. */
const BREAKS_TOP = 39;
const BREAK_LINE = 10;
/** A row never outgrows a page. */
const MAX_BREAK_LINES = 60;

/** A customer's name as a page header carries it. */
function shortName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 39).trimEnd()}…` : name;
}

export function newCatalogueDocument(company: string, locale: Locale, customer?: string): PDFKit.PDFDocument {
  const t = translator(locale, "pdf");
  const title = customer === undefined ? t("documentTitle") : t("sheet.title", { customer });
  const subject = customer === undefined ? t("subject") : t("sheet.subject", { customer });
  return new PDFDocument({
    size: "LETTER",
    autoFirstPage: false,
    // Small margins: pdfkit adds a page when text passes the bottom one; the layout keeps its own.
    margins: { top: 20, bottom: 20, left: LEFT, right: PAGE_WIDTH - RIGHT },
    lang: locale,
    info: { Title: winAnsiText(`${company} — ${title}`), Author: winAnsiText(company), Subject: winAnsiText(subject) },
  });
}

const LEGEND = ["prices", "taxes", "discounts", "promotion", "changes"] as const;
const SHEET_LEGEND = ["sheet.legend.prices", "legend.taxes", "sheet.legend.list", "sheet.legend.breaks", "legend.promotion", "legend.changes"] as const;

class CatalogueWriter {
  private y = 0;
  private pageNumber = 0;
  /** The section whose rows are being written. */
  section: CatalogueSection | null = null;
  /** The top-level heading written last, so that its subcategories do not repeat it. */
  private band: string | null = null;

  private readonly t: ReturnType<typeof translator<"pdf">>;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly content: CatalogueContent,
  ) {
    this.t = translator(content.locale, "pdf");
  }

  private text(value: string, x: number, y: number, font: string, size: number, color: string, options: PDFKit.Mixins.TextOptions = {}): void {
    this.doc.font(font).fontSize(size).fillColor(color).text(winAnsiText(value), x, y, { lineBreak: false, ...options });
  }

  /** One line ending at `right`. */
  private textRight(value: string, right: number, y: number, font: string, size: number, color: string): number {
    const printable = winAnsiText(value);
    const width = this.doc.font(font).fontSize(size).widthOfString(printable);
    this.doc.fillColor(color).text(printable, right - width, y, { lineBreak: false });
    return width;
  }

  private textCentre(value: string, col: { x: number; w: number }, y: number, font: string, size: number, color: string): void {
    const printable = winAnsiText(value);
    const width = this.doc.font(font).fontSize(size).widthOfString(printable);
    this.doc.fillColor(color).text(printable, col.x + (col.w - width) / 2, y, { lineBreak: false });
  }

  private rule(y: number, color: string, width = 0.6): void {
    this.doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
  }

  titlePage(): void {
    const { company, date, covers, count, sheet } = this.content;
    this.doc.addPage();
    this.pageNumber += 1;
    this.doc.rect(0, 0, PAGE_WIDTH, 250).fill(COLOR.brand);
    this.doc.rect(0, 250, PAGE_WIDTH, 6).fill(COLOR.brandMid);
    const x = 56;
    const width = PAGE_WIDTH - 2 * x;
    this.doc.font(BOLD).fontSize(30).fillColor("#ffffff").text(winAnsiText(company.name), x, 80, { width, height: 76, ellipsis: true });
    if (sheet) {
      this.text(this.t("sheet.title", { customer: sheet.customer }), x, 168, REGULAR, 17, COLOR.brandLight, { width, height: 22, ellipsis: true });
      this.text(this.t("pricesAsOf", { date }), x, 196, REGULAR, 11, "#ffffff");
      this.text(this.t(sheet.priceList ? "sheet.negotiated" : "sheet.listPrices"), x, 216, REGULAR, 9.5, COLOR.brandLight, { width, height: 12, ellipsis: true });
    } else {
      this.text(this.t("documentTitle"), x, 168, REGULAR, 17, COLOR.brandLight);
      this.text(this.t("pricesAsOf", { date }), x, 196, REGULAR, 11, "#ffffff");
    }

    let y = 300;
    this.doc.font(BOLD).fontSize(20).fillColor(COLOR.ink).text(winAnsiText(covers), x, y, { width, height: 56, ellipsis: true });
    y = this.doc.y + 6;
    this.text(count === 0 ? this.t("empty") : this.t("productCount", { count }), x, y, REGULAR, 12, COLOR.muted);

    y = 400;
    const contactLines = [company.address, `${this.t("phone")} ${company.phones.join(" · ")}`, `${this.t("email")} ${company.email}`];
    this.doc.roundedRect(x, y, width, 24 + contactLines.length * 16 + 10, 6).fillAndStroke(COLOR.brandPale, COLOR.brandLight);
    this.text(this.t("contactHeading"), x + 16, y + 14, BOLD, 11, COLOR.brand);
    contactLines.forEach((line, i) => this.text(line, x + 16, y + 34 + i * 16, REGULAR, 10.5, COLOR.ink, { width: width - 32, height: 14, ellipsis: true }));

    y = 540;
    this.text(this.t(sheet ? "sheet.howToRead" : "howToRead"), x, y, BOLD, 11, COLOR.brand);
    y += 20;
    const legend = sheet ? SHEET_LEGEND.map((key) => this.t(key)) : LEGEND.map((key) => this.t(`legend.${key}`));
    for (const line of legend) {
      this.doc.circle(x + 3, y + 4, 1.6).fill(COLOR.brandMid);
      this.doc.font(REGULAR).fontSize(9.5).fillColor(COLOR.ink).text(winAnsiText(line), x + 12, y, { width: width - 12 });
      y = this.doc.y + 5;
    }
  }

  private newPage(continued: boolean): void {
    this.doc.addPage();
    this.pageNumber += 1;
    this.text(this.content.company.name, LEFT, 26, BOLD, 8.5, COLOR.brand);
    const sheet = this.content.sheet;
    const title = sheet ? this.t("sheet.title", { customer: shortName(sheet.customer) }) : this.t("documentTitle");
    this.textRight(`${title} · ${this.t("pricesAsOf", { date: this.content.date })}`, RIGHT, 26.5, REGULAR, 8, COLOR.muted);
    this.rule(40, COLOR.brandLight, 1);
    this.rule(CONTENT_BOTTOM + 8, COLOR.rule);
    this.text(this.t(sheet ? "sheet.pageFooter" : "pageFooter"), LEFT, CONTENT_BOTTOM + 15, REGULAR, 7.5, COLOR.muted);
    this.textRight(this.t("page", { n: this.pageNumber }), RIGHT, CONTENT_BOTTOM + 14.5, BOLD, 8.5, COLOR.ink);
    this.y = CONTENT_TOP;
    // The first new section of every page shows its top-level heading again.
    this.band = null;
    this.columnHeader();
    if (continued && this.section) this.subheading(this.t("continued", { heading: this.headingOf(this.section) }), COLOR.muted);
  }

  private columnHeader(): void {
    const y = this.y + 3;
    const size = 7;
    this.text(this.t("columns.product").toUpperCase(), COL.name.x, y, BOLD, size, COLOR.muted);
    this.text(this.t("columns.item").toUpperCase(), COL.item.x, y, BOLD, size, COLOR.muted);
    this.text(this.t("columns.barcode").toUpperCase(), COL.barcode.x, y, BOLD, size, COLOR.muted);
    this.textCentre(this.t("columns.caseSize").toUpperCase(), COL.caseSize, y, BOLD, size, COLOR.muted);
    this.textCentre(this.t("columns.tax").toUpperCase(), COL.tax, y, BOLD, size, COLOR.muted);
    this.textRight(this.t(this.content.sheet ? "sheet.casePrice" : "columns.price").toUpperCase(), RIGHT, y, BOLD, size, COLOR.muted);
    this.rule(this.y + COLUMN_HEADER_HEIGHT - 2, COLOR.faint);
    this.y += COLUMN_HEADER_HEIGHT;
  }

  private headingOf(section: CatalogueSection): string {
    if (section.categoryId === null) return this.t("uncategorised");
    return section.parentName ? `${section.parentName} › ${section.name}` : section.name;
  }

  private bandHeading(name: string): void {
    const y = this.y + 6;
    this.doc.rect(LEFT, y, WIDTH, BAND_HEIGHT - 4).fill(COLOR.brand);
    this.doc.font(BOLD).fontSize(12).fillColor("#ffffff").text(winAnsiText(name), LEFT + 8, y + 5, { width: WIDTH - 16, height: 14, ellipsis: true });
    this.y += BAND_HEIGHT + 2;
    this.band = name;
  }

  private subheading(name: string, color: string = COLOR.brandMid): void {
    const y = this.y + 7;
    this.doc.font(BOLD).fontSize(10.5).fillColor(color).text(winAnsiText(name), LEFT, y, { width: WIDTH, height: 13, ellipsis: true });
    this.doc.moveTo(LEFT, y + 14).lineTo(RIGHT, y + 14).lineWidth(1).strokeColor(COLOR.brandLight).stroke();
    this.y += SUBHEADING_HEIGHT;
  }

  /** The headings of a new section, kept on the page with its first row (`firstRow` high). */
  startSection(section: CatalogueSection, firstRow = ROW_HEIGHT): void {
    const top = section.categoryId === null ? this.t("uncategorised") : (section.parentName ?? section.name);
    const needsBand = section.level === 1 || top !== this.band;
    const height = (needsBand ? BAND_HEIGHT + 2 : 0) + (section.level === 2 ? SUBHEADING_HEIGHT : 0) + firstRow;
    this.section = section;
    if (this.pageNumber < 2 || this.y + height > CONTENT_BOTTOM) this.newPage(false);
    if (needsBand) this.bandHeading(top);
    if (section.level === 2) this.subheading(section.name);
  }

  private placeholder(x: number, y: number, size: number): void {
    this.doc.roundedRect(x, y, size, size, 4).lineWidth(0.6).fillAndStroke(COLOR.brandPale, COLOR.rule);
    this.textCentre(this.t("noImage"), { x, w: size }, y + size / 2 - 3, REGULAR, 6, COLOR.faint);
  }

  /** A price sheet's breaks as the row lists them. */
  private breaksOf(product: CatalogueProduct) {
    return this.content.sheet ? (product.sheet?.breaks ?? []).slice(0, MAX_BREAK_LINES) : [];
  }

  /** How high the product's row is: one line more for each quantity break on a price sheet. */
  rowHeight(product: CatalogueProduct): number {
    const breaks = this.breaksOf(product).length;
    return breaks === 0 ? ROW_HEIGHT : Math.max(ROW_HEIGHT, ROW_PAD + BREAKS_TOP + breaks * BREAK_LINE + 2);
  }

  /** The price column of a price sheet: the case price, a unit's share, the list price beside it where theirs is lower. */
  private sheetPrice(product: CatalogueProduct, top: number): void {
    const price = product.sheet!;
    const locale = this.content.locale;
    this.textRight(formatCad(price.caseCents, locale), RIGHT, top + 1, BOLD, 10.5, COLOR.ink);
    this.textRight(this.t("sheet.perUnit", { price: formatCad(price.unitCents, locale) }), RIGHT, top + 14, REGULAR, 7.5, COLOR.muted);
    if (price.caseCents >= price.listCaseCents) return;
    const listY = top + 25;
    const width = this.textRight(formatCad(price.listCaseCents, locale), RIGHT, listY, REGULAR, 8, COLOR.muted);
    this.doc.moveTo(RIGHT - width, listY + 3.2).lineTo(RIGHT, listY + 3.2).lineWidth(0.7).strokeColor(COLOR.muted).stroke();
    this.textRight(this.t("sheet.list"), RIGHT - width - 3, listY, REGULAR, 8, COLOR.muted);
    if (price.percentOffBasisPoints !== null) this.textRight(this.t("discount", { percent: price.percentOffBasisPoints / 100 }), RIGHT, listY + 11, BOLD, 8, COLOR.red);
    else this.textRight(this.t("sheet.yourPrice"), RIGHT, listY + 11, BOLD, 8, COLOR.green);
  }

  row(product: CatalogueProduct, picture: PDFKit.Mixins.ImageSrc | null): void {
    const height = this.rowHeight(product);
    if (this.y + height > CONTENT_BOTTOM) this.newPage(true);
    const top = this.y + ROW_PAD;
    const size = COL.picture.w;
    if (picture) this.doc.image(picture, COL.picture.x, top, { fit: [size, size], align: "center", valign: "center" });
    else this.placeholder(COL.picture.x, top, size);

    this.doc.font(BOLD).fontSize(9.5).fillColor(COLOR.ink).text(winAnsiText(product.name), COL.name.x, top + 1, { width: COL.name.w, height: 24, ellipsis: true });
    let badgeX = COL.name.x;
    const badgeY = top + 29;
    if (product.promotion === "10-1") {
      this.text(this.t("promo101"), badgeX, badgeY, BOLD, 7.5, COLOR.green);
      badgeX += this.doc.widthOfString(this.t("promo101")) + 10;
    }
    if (!product.inStock) this.text(this.t("outOfStock"), badgeX, badgeY, BOLD, 7.5, COLOR.red);

    const detailY = top + 2;
    this.text(product.item, COL.item.x, detailY, REGULAR, 8.5, COLOR.ink, { width: COL.item.w, height: 11, ellipsis: true });
    this.text(product.barcode ?? this.t("noBarcode"), COL.barcode.x, detailY, REGULAR, 8.5, COLOR.ink, { width: COL.barcode.w, height: 11, ellipsis: true });
    this.textCentre(this.t("caseOf", { units: product.caseSize }), COL.caseSize, detailY, REGULAR, 8.5, COLOR.ink);
    this.textCentre(product.taxCode, COL.tax, detailY, BOLD, 8.5, product.taxCode === "G" ? COLOR.brandMid : COLOR.muted);

    this.breaksOf(product).forEach((step, i) => {
      const line = this.t("sheet.quantityBreak", {
        cases: step.fromCases,
        price: formatCad(step.caseCents, this.content.locale),
        unit: formatCad(step.unitCents, this.content.locale),
      });
      this.text(line, COL.name.x, top + BREAKS_TOP + i * BREAK_LINE, REGULAR, 8, COLOR.brandMid, { width: COL.price.x - 8 - COL.name.x, height: BREAK_LINE, ellipsis: true });
    });

    if (this.content.sheet && product.sheet) this.sheetPrice(product, top);
    else this.textRight(formatCad(product.unitCents, this.content.locale), RIGHT, top + 1, BOLD, 10.5, COLOR.ink);
    if (!this.content.sheet && product.discountBasisPoints > 0 && product.unitCents !== product.listCents) {
      const listY = top + 15;
      const width = this.textRight(formatCad(product.listCents, this.content.locale), RIGHT, listY, REGULAR, 8, COLOR.muted);
      this.doc.moveTo(RIGHT - width, listY + 3.2).lineTo(RIGHT, listY + 3.2).lineWidth(0.7).strokeColor(COLOR.muted).stroke();
      this.textRight(this.t("discount", { percent: product.discountBasisPoints / 100 }), RIGHT, listY + 11, BOLD, 8, COLOR.red);
    }

    this.y += height;
    this.doc.moveTo(COL.name.x, this.y).lineTo(RIGHT, this.y).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  }
}

/**
 * Writes the whole catalogue onto `doc`, calling `flow` after the title page and after each batch
 * of products, so the bytes leave as they are made (pdf-stream.ts). The next batch is read and its
 * pictures converted (on sharp's threads) while the current one is drawn. The caller ends the
 * document.
 */
export async function writeCatalogue(doc: PDFKit.PDFDocument, content: CatalogueContent, flow: Flow): Promise<void> {
  const writer = new CatalogueWriter(doc, content);
  writer.titlePage();
  await flow();
  const pictures = new PdfPictures(doc);
  const batches = content.batches[Symbol.asyncIterator]();
  const fetchNext = async () => {
    const next = await batches.next();
    if (!next.done) await pictures.prepare(next.value.products.map((p) => p.imageKey));
    return next;
  };
  let upcoming = fetchNext();
  for (;;) {
    const next = await upcoming;
    if (next.done) break;
    upcoming = fetchNext();
    // If the download stops while the next batch is read, flow() throws and nobody awaits it.
    upcoming.catch(() => undefined);
    const batch = next.value;
    if (batch.section !== writer.section) writer.startSection(batch.section, writer.rowHeight(batch.products[0]));
    for (const product of batch.products) writer.row(product, pictures.get(product.imageKey));
    await flow();
  }
}
