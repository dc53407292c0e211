import "server-only";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";
import { logger } from "@/lib/log/logger";
import { renderInvoice } from "@/lib/pdf/invoice";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { translator } from "@/lib/i18n/translator";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { orderLineName } from "@/lib/shared/orders/display-lines";
import { deliveryDateText } from "@/lib/shared/orders/delivery-text";
import { taxViewName } from "@/lib/shared/pricing/sales-taxes";
import { companyContact } from "@/lib/system/company";
import type { OrderView } from "./order-view";

// Line breaks, tabs and other control characters, and the Unicode line separators.
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/**
 * A value the customer typed, on one line: single-line fields refuse control characters when they
 * are written, and this keeps an older stored value from starting a line of the shop's own.
 */
export function oneLine(value: string): string {
  return value.replace(CONTROL, " ").trim();
}

/** Multi-line notes, each line marked as the customer's under its label. */
function noteLines(notes: string, t: ReturnType<typeof translator<"ordersMail">>): string[] {
  return notes
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => t("noteLine", { line: oneLine(line) }));
}

/** The shop's GST/HST and QST registration numbers, as Canadian invoices carry them (when they are set). */
function registrationLines(t: ReturnType<typeof translator<"ordersMail">>): string[] {
  const { COMPANY_GST_HST_NUMBER: gstHst, COMPANY_QST_NUMBER: qst } = getEnv();
  return gstHst ? [t("registrations", { gstHst, qst: qst ?? "none" })] : [];
}

/**
 * The order summary in plain text: lines, totals and shipping details. Every value the customer
 * supplied stands after its label, indented, so that none can pass for a line of the shop's own
 * (a forged "Grand total" in an address, say). In the reader's language, money in its format.
 */
export function orderSummaryText(order: OrderView, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale, "ordersMail");
  const cad = (amount: string) => formatCad(toCents(amount), locale);
  // Quantities and ids as they are written in English ("1000", "#12345"), never grouped.
  const lines = order.purchased_items.map((i) =>
    t("line", {
      name: oneLine(orderLineName(i.product, locale)),
      item: oneLine(i.product.item),
      quantity: String(i.quantity),
      free: i.free_quantity,
      unitPrice: cad(i.product.discounted_price),
      lineTotal: cad(i.line_total),
      taxed: i.product.sales_tax_code === "G" ? "yes" : "no",
    }),
  );
  const value = (text: string) => ({ value: oneLine(text) });
  const notes = order.orderNotes.trim();
  return [
    t("orderHeading", { id: String(order.id) }),
    ...(order.po_number ? [t("poNumber", value(order.po_number))] : []),
    order.delivery_date ? t("delivery", { date: deliveryDateText(order.delivery_date, locale, { year: true }) }) : t("deliveryArranged"),
    "",
    ...lines,
    "",
    t("subtotal", { amount: cad(order.subtotal) }),
    ...(toCents(order.delivery_fee) > 0 ? [t("deliveryFee", { amount: cad(order.delivery_fee) })] : []),
    // Each tax by name, in the reader's language (docs/taxes.md); their total when there are several.
    ...order.taxes.map((tax) => t("tax", { name: taxViewName(tax, locale), amount: cad(tax.amount), exemption: tax.exemption === null ? "none" : oneLine(tax.exemption) })),
    ...(order.taxes.length === 1 ? [] : [t("taxTotal", { amount: cad(order.tax) })]),
    t("grandTotal", { amount: cad(order.price) }),
    ...registrationLines(t),
    "",
    t("shipTo"),
    ...(order.companyName.trim() ? [t("company", value(order.companyName))] : []),
    t("address", value(order.address)),
    t("town", value(order.townCity)),
    t("province", value(order.state)),
    t("postalCode", value(order.zipcode)),
    t("country", value(order.country)),
    t("phone", value(order.phone)),
    t("email", value(order.email)),
    ...(notes ? ["", t("notes"), ...noteLines(notes, t)] : []),
  ].join("\n");
}

/**
 * To the customer and to the shop's order address. The customer's copy goes to the account's own
 * email, never to the billing email typed with the order: that one is unverified, and mailing it
 * would let anyone with an account send the shop's mail to any address, as often as they order.
 * The customer's copy is in the language they chose (`locale`; English when none), the shop's in English.
 */
export async function sendOrderEmails(order: OrderView, locale: Locale | null = null): Promise<void> {
  const { name } = companyContact();
  if (order.customer) {
    const t = translator(locale, "ordersMail");
    const id = String(order.id);
    await sendMail({ to: order.customer.email, subject: t("customerSubject", { shop: name, id }), text: t("customerText", { shop: name, summary: orderSummaryText(order, locale ?? DEFAULT_LOCALE) }) });
  }
  const t = translator(DEFAULT_LOCALE, "ordersMail");
  await sendMail({
    to: getEnv().ORDER_NOTIFICATION_EMAIL,
    subject: t("shopSubject", { id: String(order.id), customer: oneLine(order.customer?.company || order.email) }),
    text: t("shopText", {
      firstName: oneLine(order.customer?.first_name ?? ""),
      lastName: oneLine(order.customer?.last_name ?? ""),
      email: oneLine(order.customer?.email ?? order.email),
      summary: orderSummaryText(order),
    }),
  });
}

/** What a confirmation changed against the order as placed: lines lowered for want of stock, lines back-ordered. */
export interface ConfirmedChanges {
  shortShipped: Array<{ name: string; nameFr: string; item: string; from: number; to: number }>;
  backordered: Array<{ name: string; nameFr: string; item: string; ordered: number; onHand: number }>;
}

/** The paragraphs that tell the customer what the confirmation changed ("" when nothing did). */
export function confirmedChangesText(changes: ConfirmedChanges, locale: Locale = DEFAULT_LOCALE): string {
  const t = translator(locale, "orderConfirmedMail");
  const parts: string[] = [];
  // A line named in the customer's language (the French name it was ordered with, else the English).
  const clean = <T extends { name: string; nameFr: string; item: string }>({ nameFr, ...l }: T) => ({ ...l, name: oneLine(orderLineName({ name: l.name, name_fr: nameFr }, locale)), item: oneLine(l.item) });
  if (changes.shortShipped.length) {
    parts.push([t("shortShippedHeading"), ...changes.shortShipped.map((l) => t("shortShippedLine", clean(l)))].join("\n"));
  }
  if (changes.backordered.length) {
    parts.push([t("backorderedHeading"), ...changes.backordered.map((l) => t("backorderedLine", clean(l)))].join("\n"));
  }
  return parts.join("\n\n");
}

/**
 * To the customer once staff confirm the order: what the confirmation changed (short-shipped or
 * back-ordered lines), its lines and totals. Only while the account exists (a deleted customer is
 * mailed nothing), to the account's own email as kept with the order (customers cannot change their
 * email), in the language they chose (`locale`; English when none).
 */
export async function sendOrderConfirmedEmail(
  order: OrderView,
  changes: ConfirmedChanges = { shortShipped: [], backordered: [] },
  locale: Locale | null = null,
): Promise<void> {
  if (!order.customer || order.customer.current_id === null || !order.confirmed_at) return;
  const { name } = companyContact();
  const language = locale ?? DEFAULT_LOCALE;
  const t = translator(language, "orderConfirmedMail");
  const changed = confirmedChangesText(changes, language);
  // The invoice goes with it (issue 31), in the customer's language; should it fail, the email still goes.
  const invoice = await renderInvoice(order, language).catch((error: unknown) => {
    logger.error({ err: error, orderId: order.id }, "the invoice PDF for the order-confirmed email failed");
    return null;
  });
  await sendMail({
    to: order.customer.email,
    subject: t("subject", { shop: name, id: String(order.id) }),
    text: t("text", { shop: name, when: formatDateTime(order.confirmed_at, language), summary: orderSummaryText(order, language), changes: changed ? `${changed}\n\n` : "" }),
    ...(invoice ? { attachments: [{ filename: invoice.fileName, content: invoice.bytes, contentType: "application/pdf" }] } : {}),
  });
}
