import "server-only";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";
import { formatCad, toCents } from "@/lib/pricing/money";
import { companyContact } from "@/lib/system/company";
import type { OrderView } from "./order-view";

/** The order summary in plain text: lines, totals and shipping details. */
export function orderSummaryText(order: OrderView): string {
  const lines = order.purchased_items.map((i) => {
    const free = i.free_quantity ? ` +${i.free_quantity} GRATIS` : "";
    return `- ${i.product.name} (${i.product.item}): ${i.quantity}${free} × ${formatCad(toCents(i.product.discounted_price))} = ${formatCad(toCents(i.line_total))}${i.product.sales_tax_code === "G" ? " (GST)" : ""}`;
  });
  return [
    `Order #${order.id}`,
    "",
    ...lines,
    "",
    `Subtotal: ${formatCad(toCents(order.subtotal))} CAD`,
    `Tax (5% GST): ${formatCad(toCents(order.tax))} CAD`,
    `Grand total: ${formatCad(toCents(order.price))} CAD`,
    "",
    "Ship to:",
    order.companyName,
    order.address,
    `${order.townCity}, ${order.state} ${order.zipcode}`,
    order.country,
    `Phone: ${order.phone}`,
    order.orderNotes ? `Notes: ${order.orderNotes}` : "",
  ]
    .filter((l, i, all) => l !== "" || all[i - 1] !== "")
    .join("\n");
}

/** To the customer and to the shop's order address. */
export async function sendOrderEmails(order: OrderView): Promise<void> {
  const { name } = companyContact();
  const summary = orderSummaryText(order);
  await sendMail({
    to: order.email,
    subject: `${name}: we received your order #${order.id}`,
    text: `Thank you for your order. We will confirm it shortly.\n\n${summary}\n\n— ${name}`,
  });
  await sendMail({
    to: getEnv().ORDER_NOTIFICATION_EMAIL,
    subject: `New order #${order.id} from ${order.customer?.company || order.email}`,
    text: `A new order was placed by ${order.customer?.first_name ?? ""} ${order.customer?.last_name ?? ""} <${order.email}>.\n\n${summary}`,
  });
}
