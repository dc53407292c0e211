import type { CustomerSnapshot, OrderItemRow, OrderRow } from "@/db/schema";
import { mediaUrl } from "@/lib/storage/media-store";

/** An order as the API answers it (SPEC.md §3 Order): the stored snapshot, never live prices. */
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
      name: string;
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
  }>;
  subtotal: string;
  tax: string;
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
  confirmed: boolean;
  confirmed_at: string | null;
  adminCreated: boolean;
}

export function shapeOrder(order: OrderRow, items: OrderItemRow[]): OrderView {
  return {
    id: order.id,
    created_at: order.createdAt.toISOString(),
    customer: { ...order.customerSnapshot, current_id: order.customerId },
    status: order.status,
    delivered_status: order.deliveredStatus,
    purchased_items: items.map((i) => ({
      id: i.id,
      product: {
        id: i.productId,
        item: i.item,
        name: i.name,
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
    })),
    subtotal: order.subtotal,
    tax: order.tax,
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
    confirmed: order.confirmed,
    confirmed_at: order.confirmedAt ? order.confirmedAt.toISOString() : null,
    adminCreated: order.adminCreated,
  };
}
