/* Strings shown to users (docs/architecture.md rule 10), area "mail-orders": the emails about a new order, to
 * the customer and to the shop. One file per area, so a page's bundle carries only the areas it
 * renders. */
export const ordersMailMessages = {
  orderHeading: (id: number) => `Order #${id}`,
  line: (l: { name: string; item: string; quantity: number; free: number; unitPrice: string; lineTotal: string; taxed: boolean }) =>
    `- ${l.name} (${l.item}): ${l.quantity}${l.free ? ` +${l.free} GRATIS` : ""} × ${l.unitPrice} = ${l.lineTotal}${l.taxed ? " (GST)" : ""}`,
  subtotal: (amount: string) => `Subtotal: ${amount} CAD`,
  tax: (amount: string) => `Tax (5% GST): ${amount} CAD`,
  grandTotal: (amount: string) => `Grand total: ${amount} CAD`,
  shipTo: "Ship to (as the customer entered it):",
  company: (value: string) => `  Company: ${value}`,
  address: (value: string) => `  Address: ${value}`,
  town: (value: string) => `  Town or city: ${value}`,
  province: (value: string) => `  Province: ${value}`,
  poNumber: (value: string) => `PO number (the customer's):\n  ${value}`,
  postalCode: (value: string) => `  Postal code: ${value}`,
  country: (value: string) => `  Country: ${value}`,
  phone: (value: string) => `  Phone: ${value}`,
  email: (value: string) => `  Email: ${value}`,
  notes: "Order notes from the customer:",
  noteLine: (line: string) => `  | ${line}`,
  customerSubject: (shop: string, id: number) => `${shop}: we received your order #${id}`,
  customerText: (shop: string, summary: string) => `Thank you for your order. We will confirm it shortly.\n\n${summary}\n\n— ${shop}`,
  shopSubject: (id: number, customer: string) => `New order #${id} from ${customer}`,
  shopText: (firstName: string, lastName: string, email: string, summary: string) => `A new order was placed.\nCustomer: ${firstName} ${lastName}\nAccount email: ${email}\n\n${summary}`,
};

/* The email to the customer once the shop confirms their order. */
export const orderConfirmedMailMessages = {
  subject: (shop: string, id: number) => `${shop}: your order #${id} is confirmed`,
  text: (shop: string, when: string, summary: string, changes = "") =>
    `Good news: we confirmed your order on ${when} (Pacific time) and are preparing it.\n\n${changes ? `${changes}\n\n` : ""}${summary}\n\n— ${shop}`,
  shortShippedHeading: "We did not have enough stock for everything you ordered, so we lowered these lines (the totals below are the new ones):",
  shortShippedLine: (l: { name: string; item: string; from: number; to: number }) =>
    l.to === 0 ? `- ${l.name} (${l.item}): ${l.from} units ordered, none shipped (taken off the order)` : `- ${l.name} (${l.item}): ${l.from} units ordered, ${l.to} shipped`,
  backorderedHeading: "These lines are back-ordered: what we do not have in stock now will follow as soon as it arrives:",
  backorderedLine: (l: { name: string; item: string; ordered: number; onHand: number }) => `- ${l.name} (${l.item}): ${l.ordered} units ordered, ${l.onHand} in stock now`,
};
