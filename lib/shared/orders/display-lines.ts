import type { CartLine } from "@/lib/cart/cart";
import type { OrderView } from "@/lib/orders/order-view";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";

/** Cart lines and order lines in the one shape the order tables show. Client-safe, pure. */
export interface DisplayLine {
  key: number;
  name: string;
  slug: string | null;
  image: string | null;
  barcode: string | null;
  unitPrice: string;
  listPrice: string;
  taxable: boolean;
  /** Units in a case (today's for a cart line, as bought for an order line). */
  boxQuantity: number;
  /** Charged units (the 10-1 free unit not included). */
  quantity: number;
  freeQuantity: number;
  lineTotal: string;
  /** A cart line that cannot be ordered now (orders keep what was bought). */
  outOfStock: boolean;
}

export function cartDisplayLine(line: CartLine): DisplayLine {
  return {
    key: line.id,
    name: line.name,
    slug: line.slug,
    image: line.image,
    barcode: line.barcode,
    unitPrice: line.discounted_price,
    listPrice: line.price,
    taxable: line.sales_tax_code === "G",
    boxQuantity: line.box_quantity,
    quantity: line.quantity,
    freeQuantity: line.free_quantity,
    lineTotal: line.line_total,
    outOfStock: !line.stock,
  };
}

/** What an order line is called in `locale`: the French name it was ordered with, else the English. */
export function orderLineName(product: Pick<OrderView["purchased_items"][number]["product"], "name" | "name_fr">, locale: Locale): string {
  return locale !== DEFAULT_LOCALE && product.name_fr ? product.name_fr : product.name;
}

/** An order line from its snapshot, named in the page's language; the product link only while the product still exists. */
export function orderDisplayLine(item: OrderView["purchased_items"][number], locale: Locale): DisplayLine {
  return {
    key: item.id,
    name: orderLineName(item.product, locale),
    slug: item.product.id === null ? null : item.product.slug,
    image: item.product.image,
    barcode: item.product.barcode,
    unitPrice: item.product.discounted_price,
    listPrice: item.product.price,
    taxable: item.product.sales_tax_code === "G",
    boxQuantity: item.product.box_quantity,
    quantity: item.quantity,
    freeQuantity: item.free_quantity,
    lineTotal: item.line_total,
    outOfStock: false,
  };
}
