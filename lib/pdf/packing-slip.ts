import "server-only";
import type { Ctx } from "@/lib/context/context";
import { translator } from "@/lib/i18n/translator";
import { packingSlipOrder } from "@/lib/orders/delivery-documents";
import type { OrderView } from "@/lib/orders/order-view";
import type { Locale } from "@/lib/shared/i18n/locales";
import { orderLineName } from "@/lib/shared/orders/display-lines";
import { companyContact } from "@/lib/system/company";
import { formatDeliveryDay } from "./document-layout";
import { BOLD, COLOR, DocumentWriter, LEFT, newDocument, renderDocument, RIGHT, WIDTH, type Column } from "./document-writer";
import { casesText, type RenderedDocument } from "./pick-list";

/*
 * The packing slip of an order (issue 31), which travels with the goods: the shop, the order's
 * number, delivery date and PO number, whom it is shipped to, and its lines with cases and units
 * (free units apart) — no prices — then a line for the receiver's name and signature. In the
 * customer's language.
 */

/** Ship-to lines from the order's snapshot (its company, name, address, phone). */
export function shipToLines(order: Pick<OrderView, "companyName" | "fullName" | "address" | "townCity" | "state" | "zipcode">): string[] {
  return [order.companyName.trim(), order.fullName.trim(), order.address.trim(), `${order.townCity.trim()}, ${order.state.trim()} ${order.zipcode.trim()}`].filter(Boolean);
}

function drawPackingSlip(writer: DocumentWriter, order: OrderView, locale: Locale): void {
  const t = translator(locale, "deliveryDocuments");
  const company = companyContact();
  writer.newPage();
  const top = writer.y;
  const under = writer.letterhead(company.name, [company.address, t("phone", { phones: company.phones.join(" · ") }), t("email", { email: company.email })], WIDTH / 2);
  writer.text(t("packingSlip.title"), RIGHT - 230, top, { font: BOLD, size: 18, color: COLOR.brand, width: 230, align: "right" });
  const facts: Array<readonly [string, string]> = [
    [t("orderLabel"), `#${order.id}`],
    [t("deliveryDate"), order.delivery_date ? formatDeliveryDay(order.delivery_date, locale) : t("toBeArranged")],
    ...(order.po_number ? [[t("poNumber"), order.po_number] as const] : []),
  ];
  const factsBottom = top + 28 + writer.facts(facts, RIGHT - 250, top + 28, 90, 154);
  let y = Math.max(under, factsBottom) + 14;
  y = writer.block(t("packingSlip.shipTo"), [...shipToLines(order), t("packingSlip.phone", { phone: order.phone })], LEFT, y, WIDTH / 2);
  writer.y = y + 16;

  const columns: Column[] = [
    { x: LEFT, w: 70, label: t("columns.item") },
    { x: 114, w: 214, label: t("columns.product") },
    { x: 332, w: 50, align: "center", label: t("columns.caseSize") },
    { x: 386, w: 70, align: "right", label: t("columns.cases") },
    { x: 460, w: 50, align: "right", label: t("columns.freeUnits") },
    { x: 514, w: RIGHT - 514, align: "right", label: t("columns.units") },
  ];
  writer.tableHeader(columns);
  let units = 0;
  for (const line of order.purchased_items) {
    units += line.total_quantity;
    writer.row([line.product.item, orderLineName(line.product, locale), String(line.product.box_quantity), casesText(line.quantity, line.product.box_quantity, t), String(line.free_quantity), String(line.total_quantity)], { height: 18 });
  }
  writer.endTable();
  writer.ensure(16);
  writer.text(String(units), 514, writer.y + 4, { font: BOLD, size: 9, width: RIGHT - 514, align: "right" });
  writer.y += 22;

  const notes = order.orderNotes.trim();
  if (notes) {
    writer.ensure(40);
    writer.y += writer.paragraph(notes, LEFT, writer.y, WIDTH, { size: 8.5, color: COLOR.muted }) + 8;
  }

  // The receiver signs on the slip.
  writer.ensure(60);
  const signY = writer.y + 34;
  writer.rule(signY, COLOR.ink, 0.7, LEFT, LEFT + 300);
  writer.rule(signY, COLOR.ink, 0.7, LEFT + 330, RIGHT);
  writer.text(t("packingSlip.receivedBy"), LEFT, signY + 4, { size: 8, color: COLOR.muted, width: 300 });
  writer.text(t("packingSlip.date"), LEFT + 330, signY + 4, { size: 8, color: COLOR.muted, width: RIGHT - LEFT - 330 });
  writer.y = signY + 20;
}

/** An order's packing slip for GET /api/orders/packing_slip/{id}/ (staff). */
export async function packingSlipPdf(ctx: Ctx, orderId: number): Promise<RenderedDocument> {
  const { order, locale } = await packingSlipOrder(ctx, orderId);
  const t = translator(locale, "deliveryDocuments");
  const company = companyContact().name;
  const title = `${t("packingSlip.title")} · #${order.id}`;
  const doc = newDocument(locale, { title: `${company} — ${title}`, author: company });
  const writer = new DocumentWriter(doc, { company, title, pageLabel: (n) => t("page", { n }) });
  const bytes = await renderDocument(doc, () => drawPackingSlip(writer, order, locale));
  return { fileName: t("packingSlip.fileName", { id: String(order.id) }), bytes };
}
