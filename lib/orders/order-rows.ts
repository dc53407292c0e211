import type { CustomerSnapshot, ProductRow, UserRow } from "@/db/schema";
import { centsToDecimal } from "@/lib/pricing/money";
import type { PricedOrder } from "@/lib/pricing/pricing";

/*
 * The rows an order is stored as: the customer's details and each line's product as they were
 * when ordered (DESIGN.md rule 6). Pure (no "server-only"), so the demo seed builds its orders
 * with the same code as the shop.
 */

export interface LineSnapshot {
  productId: number;
  name: string;
  item: string;
  slug: string;
  barcode: string | null;
  image: string | null;
  unitPrice: string;
  special: string;
  salesTaxCode: "G" | "E";
  actions: "None" | "10-1";
  boxQuantity: number;
}

export interface PricedLines {
  snapshots: LineSnapshot[];
  priced: PricedOrder;
}

export function lineSnapshot(product: ProductRow): LineSnapshot {
  return {
    productId: product.id,
    name: product.name,
    item: product.item,
    slug: product.slug,
    barcode: product.barcode,
    image: product.image,
    unitPrice: product.price,
    special: product.special,
    salesTaxCode: product.salesTaxCode,
    actions: product.actions,
    boxQuantity: product.boxQuantity,
  };
}

export function customerSnapshot(user: UserRow): CustomerSnapshot {
  return {
    id: user.id,
    company: user.company,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    username: user.username,
    phone_number: user.phoneNumber,
    country: user.country,
    address: user.address,
    townCity: user.townCity,
    state: user.state,
    zipcode: user.zipcode,
  };
}

/** The order_items rows of priced lines. */
export function orderItemRows(orderId: number, { snapshots, priced }: PricedLines) {
  return snapshots.map((s, i) => ({
    orderId,
    productId: s.productId,
    quantity: priced.lines[i].quantity,
    freeQuantity: priced.lines[i].freeQuantity,
    name: s.name,
    item: s.item,
    slug: s.slug,
    barcode: s.barcode,
    image: s.image,
    unitPrice: s.unitPrice,
    special: s.special,
    discountedUnitPrice: centsToDecimal(priced.lines[i].discountedUnitCents),
    salesTaxCode: s.salesTaxCode,
    actions: s.actions,
    boxQuantity: s.boxQuantity,
    lineTotal: centsToDecimal(priced.lines[i].lineTotalCents),
  }));
}
