import "server-only";
import type { Ctx } from "@/lib/context/context";
import { translator } from "@/lib/i18n/translator";
import { pickListOf, type PickList } from "@/lib/orders/delivery-documents";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { companyContact } from "@/lib/system/company";
import { casesOf, formatDeliveryDay, pickListSections } from "./document-layout";
import type { PickListQuery } from "./document-schemas";
import { BOLD, COLOR, DocumentWriter, LEFT, newDocument, renderDocument, RIGHT, WIDTH, type Column } from "./document-writer";

/*
 * The pick list of a delivery date (issue 31): what the warehouse loads for the day's confirmed
 * orders (of one zone, or all), product by product, grouped by category and listed by item code
 * within it (the data has no shelf position), with the case size, the cases (charged units over
 * the case size, loose units after a "+"), the free units, the total units and how many orders
 * carry it; then the orders it covers. In the caller's language (staff read it).
 */

type T = ReturnType<typeof translator<"deliveryDocuments">>;

export interface RenderedDocument {
  fileName: string;
  bytes: Buffer;
}

/** Cases as a number, the loose units of a broken case after a "+". */
export function casesText(units: number, boxQuantity: number, t: T): string {
  const { cases, loose } = casesOf(units, boxQuantity);
  return loose === 0 ? String(cases) : t("casesAndLoose", { cases: String(cases), loose: String(loose) });
}

export function drawPickList(writer: DocumentWriter, list: PickList, locale: Locale): void {
  const t = translator(locale, "deliveryDocuments");
  writer.newPage();
  const top = writer.y;
  writer.text(t("pickList.title"), LEFT, top, { font: BOLD, size: 20, color: COLOR.brand });
  writer.text(formatDeliveryDay(list.date, locale), LEFT, top + 28, { font: BOLD, size: 13 });
  writer.text(list.zone ? t("pickList.zone", { zone: list.zone.name }) : t("pickList.allZones"), LEFT, top + 46, { size: 10.5, width: WIDTH / 2 });
  const totalUnits = list.lines.reduce((sum, l) => sum + l.charged + l.free, 0);
  writer.text(t("pickList.orderCount", { count: list.orders.length }), RIGHT - 200, top + 28, { font: BOLD, size: 10.5, width: 200, align: "right" });
  writer.text(t("pickList.productCount", { count: list.lines.length }), RIGHT - 200, top + 46, { size: 10.5, width: 200, align: "right" });
  writer.y = top + 66;
  writer.rule(writer.y, COLOR.brandLight, 1);
  writer.y += 8;
  if (list.orders.length === 0) {
    writer.text(t("pickList.empty"), LEFT, writer.y + 10, { font: BOLD, size: 12, color: COLOR.muted });
    return;
  }
  writer.text(t("pickList.shelfOrder"), LEFT, writer.y, { size: 8, color: COLOR.muted, width: WIDTH });
  writer.y += 16;

  const columns: Column[] = [
    { x: LEFT, w: 62, label: t("columns.item") },
    { x: 106, w: 160, label: t("columns.product") },
    { x: 270, w: 50, align: "center", label: t("columns.caseSize") },
    { x: 324, w: 56, align: "right", label: t("columns.cases") },
    { x: 384, w: 60, align: "right", label: t("columns.freeUnits") },
    { x: 448, w: 62, align: "right", label: t("columns.units") },
    { x: 514, w: RIGHT - 514, align: "right", label: t("columns.orders") },
  ];
  let wholeCases = 0;
  for (const section of pickListSections(list.lines)) {
    const heading = section.category ?? t("pickList.uncategorised");
    // A category's heading stays with its first rows.
    if (!writer.fits(19 + 34 + 15)) writer.newPage();
    writer.band(heading);
    writer.tableHeader(columns);
    for (const line of section.lines) {
      wholeCases += casesOf(line.charged, line.boxQuantity).cases;
      writer.row([line.item, line.name, String(line.boxQuantity), casesText(line.charged, line.boxQuantity, t), String(line.free), String(line.charged + line.free), String(line.orders)]);
    }
    writer.endTable();
    writer.y += 8;
  }
  writer.ensure(20);
  writer.text(t("pickList.totals", { cases: String(wholeCases), units: String(totalUnits) }), LEFT, writer.y + 2, { font: BOLD, size: 10 });
  writer.y += 24;

  // The orders it covers, three to a line.
  if (!writer.fits(20 + 14)) writer.newPage();
  writer.text(t("pickList.ordersHeading"), LEFT, writer.y, { font: BOLD, size: 11, color: COLOR.brand });
  writer.y += 18;
  const perLine = 3;
  const cell = WIDTH / perLine;
  for (let i = 0; i < list.orders.length; i += perLine) {
    writer.ensure(13);
    list.orders.slice(i, i + perLine).forEach((o, j) => {
      const x = LEFT + j * cell;
      writer.text(`#${o.id}`, x, writer.y, { font: BOLD, size: 8.5, width: 44 });
      writer.text(o.company, x + 46, writer.y, { size: 8.5, width: cell - 52 });
    });
    writer.y += 13;
  }
}

/** A pick list's PDF for GET /api/orders/pick_list/ (staff): the day's sums read in one query, then drawn. */
export async function pickListPdf(ctx: Ctx, query: PickListQuery): Promise<RenderedDocument> {
  const list = await pickListOf(ctx, query);
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  const t = translator(locale, "deliveryDocuments");
  const company = companyContact().name;
  const title = `${t("pickList.title")} · ${formatDeliveryDay(list.date, locale)}`;
  const doc = newDocument(locale, { title: `${company} — ${title}`, author: company });
  const writer = new DocumentWriter(doc, { company, title, pageLabel: (n) => t("page", { n }) });
  const bytes = await renderDocument(doc, () => drawPickList(writer, list, locale));
  const suffix = list.zone ? `-zone-${list.zone.id}` : "";
  return { fileName: t("pickList.fileName", { date: `${list.date}${suffix}` }), bytes };
}
