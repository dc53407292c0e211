import "server-only";
import type { PriceRule } from "@/lib/shared/pricing/price-lists";
import { orderItems, orders, type CustomerSnapshot, type OrderItemRow, type OrderRow } from "@/db/schema";
import { mediaUrl } from "@/lib/shared/storage/media-url";
import type { TaxView } from "@/lib/shared/pricing/sales-taxes";

/** An order as the API answers it (docs/product.md §3 Order): the stored snapshot, never live prices. */
export interface OrderView {
  id: number;
  created_at: string;
  customer: (CustomerSnapshot & { current_id: number | null }) | null;
  status: "Paid" | "Not paid";
  delivered_status: "Delivered" | "Not delivered";
  purchased_items: Array<{
    id: number;
    product: {
      id: number | null;
      item: string;
      /** The product's name when ordered (docs/architecture.md rule 6), and its French one ('' when it had none). */
      name: string;
      name_fr: string;
      slug: string;
      barcode: string | null;
      image: string | null;
      price: string;
      special: string;
      discounted_price: string;
      sales_tax_code: "G" | "E";
      actions: "None" | "10-1";
      box_quantity: number;
    };
    quantity: number;
    free_quantity: number;
    total_quantity: number;
    line_total: string;
    /** What priced the line (issue 30): the list price with its special, or the customer's price list. */
    price_rule: PriceRule;
  }>;
  subtotal: string;
  /** The total of the taxes (SPEC's field); `taxes` names each. */
  tax: string;
  /** Each tax charged for the province of delivery, by name (issue 29), as stored when priced. */
  taxes: TaxView[];
  price: string;
  email: string;
  phone: string;
  address: string;
  state: string;
  zipcode: string;
  townCity: string;
  country: string;
  companyName: string;
  fullName: string;
  orderNotes: string;
  /** The buyer's purchase-order number, or null. */
  po_number: string | null;
  /** The day it is delivered (YYYY-MM-DD, issue 31); null: to be arranged by staff. */
  delivery_date: string | null;
  /** The delivery zone that delivers it; null outside every zone (staff arrange the delivery). */
  delivery_zone_id: number | null;
  /** The zone's fee for an order under its minimum ("0.00" when none); price = subtotal + delivery_fee + tax. */
  delivery_fee: string;
  confirmed: boolean;
  confirmed_at: string | null;
  /** Confirmed although some lines exceeded the units on hand: the rest follows when restocked. */
  backordered: boolean;
  delivered_at: string | null;
  adminCreated: boolean;
}

/** The columns of an order that its view shows (docs/architecture.md rule 4: never whole rows). */
export const orderViewColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  customerId: orders.customerId,
  customerSnapshot: orders.customerSnapshot,
  status: orders.status,
  deliveredStatus: orders.deliveredStatus,
  subtotal: orders.subtotal,
  tax: orders.tax,
  price: orders.price,
  email: orders.email,
  phone: orders.phone,
  address: orders.address,
  state: orders.state,
  zipcode: orders.zipcode,
  townCity: orders.townCity,
  country: orders.country,
  companyName: orders.companyName,
  fullName: orders.fullName,
  orderNotes: orders.orderNotes,
  poNumber: orders.poNumber,
  deliveryDate: orders.deliveryDate,
  deliveryZoneId: orders.deliveryZoneId,
  deliveryFee: orders.deliveryFee,
  confirmed: orders.confirmed,
  confirmedAt: orders.confirmedAt,
  backordered: orders.backordered,
  deliveredAt: orders.deliveredAt,
  adminCreated: orders.adminCreated,
};
export type OrderRecord = Pick<OrderRow, keyof typeof orderViewColumns>;

/** The columns of an order line that its view shows, with its order (to group a page's lines). */
export const orderItemViewColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  item: orderItems.item,
  name: orderItems.name,
  nameFr: orderItems.nameFr,
  slug: orderItems.slug,
  barcode: orderItems.barcode,
  image: orderItems.image,
  unitPrice: orderItems.unitPrice,
  special: orderItems.special,
  discountedUnitPrice: orderItems.discountedUnitPrice,
  salesTaxCode: orderItems.salesTaxCode,
  actions: orderItems.actions,
  boxQuantity: orderItems.boxQuantity,
  quantity: orderItems.quantity,
  freeQuantity: orderItems.freeQuantity,
  lineTotal: orderItems.lineTotal,
  priceRule: orderItems.priceRule,
};
export type OrderItemRecord = Pick<OrderItemRow, keyof typeof orderItemViewColumns>;

/** An order, its lines and its taxes as the API answers them; the lines in the order they were added. */
export function shapeOrder(order: OrderRecord, items: OrderItemRecord[], taxes: TaxView[]): OrderView {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    customer: { ...order.customerSnapshot, current_id: order.customerId },
    status: order.status,
    delivered_status: order.deliveredStatus,
    purchased_items: [...items].sort((a, b) => a.id - b.id).map((i) => ({
      id: i.id,
      product: {
        id: i.productId,
        item: i.item,
        name: i.name,
        name_fr: i.nameFr,
        slug: i.slug,
        barcode: i.barcode,
        image: mediaUrl(i.image),
        price: i.unitPrice,
        special: i.special,
        discounted_price: i.discountedUnitPrice,
        sales_tax_code: i.salesTaxCode,
        actions: i.actions,
        box_quantity: i.boxQuantity,
      },
      quantity: i.quantity,
      free_quantity: i.freeQuantity,
      total_quantity: i.quantity + i.freeQuantity,
      line_total: i.lineTotal,
      // What priced the line (issue 30): 'list', or the customer's price list's 'contract', 'category' or 'break'.
      price_rule: i.priceRule,
    })),
    subtotal: order.subtotal,
    tax: order.tax,
    taxes,
    price: order.price,
    email: order.email,
    phone: order.phone,
    address: order.address,
    state: order.state,
    zipcode: order.zipcode,
    townCity: order.townCity,
    country: order.country,
    companyName: order.companyName,
    fullName: order.fullName,
    orderNotes: order.orderNotes,
    po_number: order.poNumber,
    delivery_date: order.deliveryDate,
    delivery_zone_id: order.deliveryZoneId,
    delivery_fee: order.deliveryFee,
    confirmed: order.confirmed,
    confirmed_at: order.confirmedAt ? order.confirmedAt.toISOString() : null,
    backordered: order.backordered,
    delivered_at: order.deliveredAt ? order.deliveredAt.toISOString() : null,
    adminCreated: order.adminCreated,
  };
}
