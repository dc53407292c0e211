import "server-only";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";
import { formatCad, toCents } from "@/lib/pricing/money";
import { orderConfirmedMailMessages as confirmed, ordersMailMessages as t } from "@/lib/messages/mail-orders";
import { companyContact } from "@/lib/system/company";
import type { OrderView } from "./order-view";
import { formatOrderTime } from "./order-time";

/** The order summary in plain text: lines, totals and shipping details. */
export function orderSummaryText(order: OrderView): string {
  const cad = (amount: string) => formatCad(toCents(amount));
  const lines = order.purchased_items.map((i) =>
    t.line({
      name: i.product.name,
      item: i.product.item,
      quantity: i.quantity,
      free: i.free_quantity,
      unitPrice: cad(i.product.discounted_price),
      lineTotal: cad(i.line_total),
      taxed: i.product.sales_tax_code === "G",
    }),
  );
  return [
    t.orderHeading(order.id),
    "",
    ...lines,
    "",
    t.subtotal(cad(order.subtotal)),
    t.tax(cad(order.tax)),
    t.grandTotal(cad(order.price)),
    "",
    t.shipTo,
    order.companyName,
    order.address,
    `${order.townCity}, ${order.state} ${order.zipcode}`,
    order.country,
    t.phone(order.phone),
    order.orderNotes ? t.notes(order.orderNotes) : "",
  ]
    .filter((l, i, all) => l !== "" || all[i - 1] !== "")
    .join("\n");
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
    subject: t.shopSubject(order.id, order.customer?.company || order.email),
    text: t.shopText(order.customer?.first_name ?? "", order.customer?.last_name ?? "", order.email, summary),
  });
}

/**
 * To the customer once staff confirm the order: its lines and totals. Only while the account
 * exists (a deleted customer is mailed nothing), to the account's own email as kept with the order
 * (customers cannot change their email).
 */
export async function sendOrderConfirmedEmail(order: OrderView): Promise<void> {
  if (!order.customer || order.customer.current_id === null || !order.confirmed_at) return;
  const { name } = companyContact();
  await sendMail({ to: order.customer.email, subject: confirmed.subject(name, order.id), text: confirmed.text(name, formatOrderTime(order.confirmed_at), orderSummaryText(order)) });
}
