import "server-only";
import { products, users, type CustomerSnapshot, type ProductRow, type UserRow } from "@/db/schema";
import { centsToDecimal } from "@/lib/shared/pricing/money";
import type { PricedOrder } from "@/lib/shared/pricing/pricing";
import type { ProvincialTaxClass } from "@/lib/shared/pricing/sales-taxes";

/*
 * The rows an order is stored as: the customer's details and each line's product as they were
 * when ordered (docs/architecture.md rule 6). Pure (no "server-only"), so the demo seed builds its orders
 * with the same code as the shop.
 */

export interface LineSnapshot {
  productId: number;
  name: string;
  /** The French name ('' when none). */
  nameFr: string;
  item: string;
  slug: string;
  barcode: string | null;
  image: string | null;
  unitPrice: string;
  special: string;
  salesTaxCode: "G" | "E";
  /** In the provincial sales taxes' base (issue 29), as it was when ordered. */
  provincialTaxClass: ProvincialTaxClass;
  actions: "None" | "10-1";
  boxQuantity: number;
}

export interface PricedLines {
  snapshots: LineSnapshot[];
  priced: PricedOrder;
  /** The customer's price list the lines were priced under (issue 30); null: list prices. */
  priceList: number | null;
}

/** The product columns an order line keeps (docs/architecture.md rule 6). */
export const productSnapshotColumns = {
  id: products.id,
  name: products.name,
  nameFr: products.nameFr,
  item: products.item,
  slug: products.slug,
  barcode: products.barcode,
  image: products.image,
  price: products.price,
  special: products.special,
  salesTaxCode: products.salesTaxCode,
  provincialTaxClass: products.provincialTaxClass,
  actions: products.actions,
  boxQuantity: products.boxQuantity,
};

export function lineSnapshot(product: Pick<ProductRow, keyof typeof productSnapshotColumns>): LineSnapshot {
  return {
    productId: product.id,
    name: product.name,
    nameFr: product.nameFr,
    item: product.item,
    slug: product.slug,
    barcode: product.barcode,
    image: product.image,
    unitPrice: product.price,
    special: product.special,
    salesTaxCode: product.salesTaxCode,
    provincialTaxClass: product.provincialTaxClass,
    actions: product.actions,
    boxQuantity: product.boxQuantity,
  };
}

/** The user columns an order keeps of its customer: never the password hash or the role. */
export const customerSnapshotColumns = {
  id: users.id,
  company: users.company,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  username: users.username,
  phoneNumber: users.phoneNumber,
  country: users.country,
  address: users.address,
  townCity: users.townCity,
  state: users.state,
  zipcode: users.zipcode,
};

export function customerSnapshot(user: Pick<UserRow, keyof typeof customerSnapshotColumns>): CustomerSnapshot {
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
export function orderItemRows(orderId: number, { snapshots, priced, priceList }: PricedLines) {
  return snapshots.map((s, i) => ({
    orderId,
    productId: s.productId,
    quantity: priced.lines[i].quantity,
    freeQuantity: priced.lines[i].freeQuantity,
    name: s.name,
    nameFr: s.nameFr,
    item: s.item,
    slug: s.slug,
    barcode: s.barcode,
    image: s.image,
    unitPrice: s.unitPrice,
    special: s.special,
    discountedUnitPrice: centsToDecimal(priced.lines[i].discountedUnitCents),
    salesTaxCode: s.salesTaxCode,
    provincialTaxClass: s.provincialTaxClass,
    actions: s.actions,
    boxQuantity: s.boxQuantity,
    lineTotal: centsToDecimal(priced.lines[i].lineTotalCents),
    priceListId: priceList,
    priceRule: priced.lines[i].rule,
  }));
}
