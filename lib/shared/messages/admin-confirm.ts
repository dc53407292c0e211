/* Strings shown to users (docs/architecture.md rule 10), area "admin-confirm": confirming an order when stock
 * is short (issue 25). One file per area, so a page's bundle carries only the areas it renders. */
export const adminConfirmMessages = {
  shortTitle: "Not enough stock",
  shortIntro: (lines: number) =>
    `${lines === 1 ? "1 line exceeds" : `${lines} lines exceed`} the units on hand. Ship what is in stock, or confirm the order as back-ordered.`,
  product: "Product",
  ordered: "Ordered",
  onHand: "On hand",
  ship: "Ship",
  unitsOnHand: (n: number) => `${n.toLocaleString("en-CA")} ${n === 1 || n === -1 ? "unit" : "units"}`,
  shipLabel: (name: string) => `Units of ${name} to ship`,
  shipHint: (box: number) => (box > 1 ? `In units, cases of ${box}; 0 takes the line off the order.` : "In units; 0 takes the line off the order."),
  shipWhatIsInStock: "Confirm, shipping these quantities",
  confirmBackorder: "Confirm as back-ordered",
  shortShipped: (id: number) => `Order #${id} confirmed with the quantities in stock`,
  backordered: (id: number) => `Order #${id} confirmed, back-ordered`,
  shipNotLess: (name: string, units: number) => `${name}: ship fewer than the ${units} units ordered.`,
};
