import "server-only";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { orderConfirmedMailMessages as confirmed, ordersMailMessages as t } from "@/lib/shared/messages/mail-orders";
import { companyContact } from "@/lib/system/company";
import type { OrderView } from "./order-view";
import { formatOrderTime } from "@/lib/shared/orders/order-time";

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
function noteLines(notes: string): string[] {
  return notes
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => t.noteLine(oneLine(line)));
}

/**
 * The order summary in plain text: lines, totals and shipping details. Every value the customer
 * supplied stands after its label, indented, so that none can pass for a line of the shop's own
 * (a forged "Grand total" in an address, say).
 */
export function orderSummaryText(order: OrderView): string {
  const cad = (amount: string) => formatCad(toCents(amount));
  const lines = order.purchased_items.map((i) =>
    t.line({
      name: oneLine(i.product.name),
      item: oneLine(i.product.item),
      quantity: i.quantity,
      free: i.free_quantity,
      unitPrice: cad(i.product.discounted_price),
      lineTotal: cad(i.line_total),
      taxed: i.product.sales_tax_code === "G",
    }),
  );
  const notes = order.orderNotes.trim();
  return [
    t.orderHeading(order.id),
    ...(order.po_number ? [t.poNumber(oneLine(order.po_number))] : []),
    "",
    ...lines,
    "",
    t.subtotal(cad(order.subtotal)),
    t.tax(cad(order.tax)),
    t.grandTotal(cad(order.price)),
    "",
    t.shipTo,
    ...(order.companyName.trim() ? [t.company(oneLine(order.companyName))] : []),
    t.address(oneLine(order.address)),
    t.town(oneLine(order.townCity)),
    t.province(oneLine(order.state)),
    t.postalCode(oneLine(order.zipcode)),
    t.country(oneLine(order.country)),
    t.phone(oneLine(order.phone)),
    t.email(oneLine(order.email)),
    ...(notes ? ["", t.notes, ...noteLines(notes)] : []),
  ].join("\n");
}

/**
 * To the customer and to the shop's order address. The customer's copy goes to the account's own
 * email, never to the billing email typed with the order: that one is unverified, and mailing it
 * would let anyone with an account send the shop's mail to any address, as often as they order.
 */
export async function sendOrderEmails(order: OrderView): Promise<void> {
  const { name } = companyContact();
  const summary = orderSummaryText(order);
  if (order.customer) await sendMail({ to: order.customer.email, subject: t.customerSubject(name, order.id), text: t.customerText(name, summary) });
  await sendMail({
    to: getEnv().ORDER_NOTIFICATION_EMAIL,
    subject: t.shopSubject(order.id, oneLine(order.customer?.company || order.email)),
    text: t.shopText(oneLine(order.customer?.first_name ?? ""), oneLine(order.customer?.last_name ?? ""), oneLine(order.customer?.email ?? order.email), summary),
  });
}

/** What a confirmation changed against the order as placed: lines lowered for want of stock, lines back-ordered. */
export interface ConfirmedChanges {
  shortShipped: Array<{ name: string; item: string; from: number; to: number }>;
  backordered: Array<{ name: string; item: string; ordered: number; onHand: number }>;
}

/** The paragraphs that tell the customer what the confirmation changed ("" when nothing did). */
export function confirmedChangesText(changes: ConfirmedChanges): string {
  const parts: string[] = [];
  const clean = <T extends { name: string; item: string }>(l: T): T => ({ ...l, name: oneLine(l.name), item: oneLine(l.item) });
  if (changes.shortShipped.length) parts.push([confirmed.shortShippedHeading, ...changes.shortShipped.map((l) => confirmed.shortShippedLine(clean(l)))].join("\n"));
  if (changes.backordered.length) parts.push([confirmed.backorderedHeading, ...changes.backordered.map((l) => confirmed.backorderedLine(clean(l)))].join("\n"));
  return parts.join("\n\n");
}

/**
 * To the customer once staff confirm the order: what the confirmation changed (short-shipped or
 * back-ordered lines), its lines and totals. Only while the account exists (a deleted customer is
 * mailed nothing), to the account's own email as kept with the order (customers cannot change their email).
 */
export async function sendOrderConfirmedEmail(order: OrderView, changes: ConfirmedChanges = { shortShipped: [], backordered: [] }): Promise<void> {
  if (!order.customer || order.customer.current_id === null || !order.confirmed_at) return;
  const { name } = companyContact();
  await sendMail({
    to: order.customer.email,
    subject: confirmed.subject(name, order.id),
    text: confirmed.text(name, formatOrderTime(order.confirmed_at), orderSummaryText(order), confirmedChangesText(changes)),
  });
}
