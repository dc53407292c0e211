import "server-only";
import type { Ctx } from "@/lib/context/context";
import { getEnv } from "@/lib/env";
import { translator } from "@/lib/i18n/translator";
import { invoiceOrder } from "@/lib/orders/delivery-documents";
import type { OrderView } from "@/lib/orders/order-view";
import type { Locale } from "@/lib/shared/i18n/locales";
import { orderLineName } from "@/lib/shared/orders/display-lines";
import { shopDay } from "@/lib/shared/orders/order-time";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { taxViewName } from "@/lib/shared/pricing/sales-taxes";
import { companyContact } from "@/lib/system/company";
import { daysAfter, formatDay, formatDeliveryDay, invoiceFileName, invoiceNumber } from "./document-layout";
import { BOLD, COLOR, DocumentWriter, LEFT, newDocument, renderDocument, RIGHT, WIDTH, type Column } from "./document-writer";
import { casesText, type RenderedDocument } from "./pick-list";
import { shipToLines } from "./packing-slip";

/*
 * The invoice of a confirmed order (issue 31), as a Canadian invoice must read: the shop's name,
 * address, phone, email and tax registration numbers (GST/HST; QST when it is registered for it);
 * the invoice's number (INV- and the order's id on six digits) and date (the day staff confirmed
 * the order, in Vancouver), the order's number, PO number and delivery date; the customer's billing
 * details as given with the order; the lines with unit and case prices; the subtotal, the delivery
 * fee, each tax by name with its rate, and the total in CAD; the payment terms and the due date
 * (the invoice date plus PAYMENT_TERMS_DAYS, the days COMPANY_PAYMENT_TERMS words). In the customer's
 * language. Made whole from the order as stored (never live prices), so the copy attached to the
 * confirmation email and the one downloaded later are the same document.
 */

/** The invoice's dates: issued on the day the order was confirmed (shop time), due PAYMENT_TERMS_DAYS later. */
export function invoiceDates(confirmedAt: string, termsDays = getEnv().PAYMENT_TERMS_DAYS): { invoiceDay: string; dueDay: string } {
  const invoiceDay = shopDay(new Date(confirmedAt));
  return { invoiceDay, dueDay: daysAfter(invoiceDay, termsDays) };
}

function drawInvoice(writer: DocumentWriter, order: OrderView, locale: Locale): void {
  const t = translator(locale, "deliveryDocuments");
  const env = getEnv();
  const company = companyContact();
  const cad = (cents: number) => formatCad(cents, locale);
  const { invoiceDay, dueDay } = invoiceDates(order.confirmed_at!, env.PAYMENT_TERMS_DAYS);

  writer.newPage();
  const top = writer.y;
  const registrations = [
    ...(env.COMPANY_GST_HST_NUMBER ? [t("invoice.gstHst", { number: env.COMPANY_GST_HST_NUMBER })] : []),
    ...(env.COMPANY_QST_NUMBER && env.TAX_REGISTRATIONS.includes("QST") ? [t("invoice.qst", { number: env.COMPANY_QST_NUMBER })] : []),
  ];
  const under = writer.letterhead(company.name, [company.address, t("phone", { phones: company.phones.join(" · ") }), t("email", { email: company.email }), ...registrations], WIDTH / 2);
  writer.text(t("invoice.title"), RIGHT - 230, top, { font: BOLD, size: 22, color: COLOR.brand, width: 230, align: "right" });
  const facts: Array<readonly [string, string]> = [
    [t("invoice.number"), invoiceNumber(order.id)],
    [t("invoice.date"), formatDay(invoiceDay, locale)],
    [t("orderLabel"), `#${order.id}`],
    ...(order.po_number ? [[t("poNumber"), order.po_number] as const] : []),
    [t("deliveryDate"), order.delivery_date ? formatDeliveryDay(order.delivery_date, locale) : t("toBeArranged")],
    [t("invoice.dueDate"), formatDay(dueDay, locale)],
  ];
  const factsBottom = top + 32 + writer.facts(facts, RIGHT - 250, top + 32, 96, 148);
  const y = Math.max(under, factsBottom) + 14;
  const billTo = [...shipToLines(order), order.country.trim(), order.phone.trim(), order.email.trim()].filter(Boolean);
  writer.y = writer.block(t("invoice.billTo"), billTo, LEFT, y, WIDTH / 2) + 16;

  const columns: Column[] = [
    { x: LEFT, w: 62, label: t("columns.item") },
    { x: 106, w: 186, label: t("columns.product") },
    { x: 296, w: 56, align: "right", label: t("columns.cases") },
    { x: 356, w: 62, align: "right", label: t("columns.unitPrice") },
    { x: 422, w: 70, align: "right", label: t("columns.casePrice") },
    { x: 496, w: RIGHT - 496, align: "right", label: t("columns.lineTotal") },
  ];
  writer.tableHeader(columns);
  for (const line of order.purchased_items) {
    const unit = toCents(line.product.discounted_price);
    const name = orderLineName(line.product, locale);
    writer.row(
      [
        line.product.item,
        line.free_quantity > 0 ? `${name} (${t("freeNote", { count: line.free_quantity })})` : name,
        casesText(line.quantity, line.product.box_quantity, t),
        cad(unit),
        cad(unit * line.product.box_quantity),
        cad(toCents(line.line_total)),
      ],
      { height: 18 },
    );
  }
  writer.endTable();

  // The totals, right-aligned under the line totals.
  const totals: Array<readonly [string, string, boolean]> = [
    [t("invoice.subtotal"), cad(toCents(order.subtotal)), false],
    ...(toCents(order.delivery_fee) > 0 ? [[t("invoice.deliveryFee"), cad(toCents(order.delivery_fee)), false] as const] : []),
    ...order.taxes.map((tax) => {
      const name = taxViewName(tax, locale);
      return [tax.exemption === null ? name : t("invoice.taxExempt", { name, number: tax.exemption }), cad(toCents(tax.amount)), false] as const;
    }),
    [t("invoice.total"), cad(toCents(order.price)), true],
  ];
  writer.ensure(totals.length * 15 + 10);
  writer.y += 6;
  for (const [label, amount, bold] of totals) {
    if (bold) writer.rule(writer.y - 2, COLOR.ink, 0.8, 330, RIGHT);
    writer.text(label, 330, writer.y + 1, { font: bold ? BOLD : undefined, size: bold ? 10.5 : 9, width: 162, align: "right" });
    writer.text(amount, 496, writer.y + 1, { font: BOLD, size: bold ? 10.5 : 9, width: RIGHT - 496, align: "right" });
    writer.y += bold ? 18 : 14;
  }

  writer.ensure(70);
  writer.y += 14;
  writer.text(t("invoice.paymentTerms"), LEFT, writer.y, { font: BOLD, size: 9.5, color: COLOR.brand });
  writer.y += 14;
  writer.text(`${t("invoice.netDays", { days: String(env.PAYMENT_TERMS_DAYS) })} · ${t("invoice.dueDate")} ${formatDay(dueDay, locale)}`, LEFT, writer.y, { font: BOLD, size: 9, width: WIDTH });
  writer.y += 13;
  writer.y += writer.paragraph(company.paymentTerms, LEFT, writer.y, WIDTH, { size: 8.5, color: COLOR.muted }) + 10;
  writer.text(t("invoice.thanks"), LEFT, writer.y, { size: 9, color: COLOR.brandMid, width: WIDTH });
}

/** A confirmed order's invoice as a PDF, in `locale` (its customer's language), from the order as stored. */
export async function renderInvoice(order: OrderView, locale: Locale): Promise<RenderedDocument> {
  if (!order.confirmed_at) throw new Error("an invoice is issued for a confirmed order only");
  const t = translator(locale, "deliveryDocuments");
  const company = companyContact().name;
  const title = `${t("invoice.title")} ${invoiceNumber(order.id)}`;
  const doc = newDocument(locale, { title: `${company} — ${title}`, author: company });
  const writer = new DocumentWriter(doc, { company, title, pageLabel: (n) => t("page", { n }) });
  const bytes = await renderDocument(doc, () => drawInvoice(writer, order, locale));
  return { fileName: invoiceFileName(order.id), bytes };
}

/** A confirmed order's invoice for GET /api/orders/invoice/{id}/: its customer's and staff's. */
export async function invoicePdf(ctx: Ctx, orderId: number): Promise<RenderedDocument> {
  const { order, locale } = await invoiceOrder(ctx, orderId);
  return renderInvoice(order, locale);
}
