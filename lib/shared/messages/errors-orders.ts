/* Strings shown to users (docs/architecture.md rule 10), area "errors-orders": what the cart, the checkout and
 * the order edits answer when they refuse something. One file per area, so a page's bundle carries
 * only the areas it renders. */
export const ordersErrorMessages = {
  productNotFound: "Product not found.",
  outOfStock: (name: string) => `${name} is temporarily out of stock.`,
  quantityNotWhole: "Quantity must be a whole number of units, 0 or more.",
  lineTooLarge: (max: number) => `A cart line can hold at most ${max.toLocaleString("en-CA")} units.`,
  quantityDigitsOnly: "Quantity accepts digits only.",
  cartCaseMultiple: (box: number) => `This product is sold by the case of ${box}: the quantity must be a multiple of ${box}.`,
  lineNotWholeCases: (name: string, box: number, quantity: number) => `${name} is sold by the case of ${box}: ${quantity} is not a whole number of cases.`,
  productOnce: "Each product can appear only once in an order.",
  productUnavailable: (id: number) => `Product ${id} does not exist or is no longer sold.`,
  quantityOrCharged: "Send either quantity or charged_quantity, not both.",
  orderTotalChanged: (expected: string, sent: string) => `The order total is ${expected}, not ${sent}: prices may have changed. Please review your order.`,
  editedTotalChanged: (expected: string, sent: string) => `The new order total is ${expected}, not ${sent}. Please review the order.`,
  emptyCart: "Your cart is empty. Add some products before you review your order.",
  confirmed: "This order is confirmed and can no longer be changed.",
  lastItem: "An order must keep at least one item.",
  shipsWithinCanada: "Orders ship within Canada.",
  orderNeedsItem: "An order needs at least one item.",
  orderMaxLines: "At most 200 lines per order.",
  addOneProduct: "Add at least one product.",
  sortChoices: (sorts: readonly string[]) => `Select a valid choice: ${sorts.join(", ")}.`,
  paidChoice: 'Select a valid choice: "Paid" or "Not paid".',
  deliveryChoice: 'Select a valid choice: "Delivered" or "Not delivered".',
};
