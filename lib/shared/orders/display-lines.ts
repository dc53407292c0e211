import type { CartLine } from "@/lib/cart/cart";
import type { OrderView } from "@/lib/orders/order-view";
import { DEFAULT_LOCALE, type Locale } from "@/lib/shared/i18n/locales";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";

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
  /** A case price of the customer's price list (issue 30): what a case costs, exactly; else unit × case. */
  casePrice?: string;
  /** A cart line under a price list: the quantity break it reached, and the next one worth reaching. */
  priceBreak?: { from_cases: number; case_price: string } | null;
  nextBreak?: { from_cases: number; cases_more: number; case_price: string } | null;
}

/** What a case of a line priced by a case price cost: the line total over its whole cases. */
function casePriceOf(rule: string | undefined, lineTotal: string, quantity: number, boxQuantity: number): string | undefined {
  if ((rule !== "contract" && rule !== "break") || boxQuantity < 1 || quantity % boxQuantity !== 0 || quantity === 0) return undefined;
  return centsToDecimal(toCents(lineTotal) / (quantity / boxQuantity));
}

export function cartDisplayLine(line: CartLine): DisplayLine {
  return {
    key: line.id,
    name: line.name,
    slug: line.slug,
    image: line.image,
    barcode: line.barcode,
    unitPrice: line.discounted_price,
    listPrice: line.list_price ?? line.price,
    taxable: line.sales_tax_code === "G",
    boxQuantity: line.box_quantity,
    quantity: line.quantity,
    freeQuantity: line.free_quantity,
    lineTotal: line.line_total,
    outOfStock: !line.stock,
    casePrice: casePriceOf(line.price_rule, line.line_total, line.quantity, line.box_quantity),
    priceBreak: line.price_break,
    nextBreak: line.next_break,
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
    casePrice: casePriceOf(item.price_rule, item.line_total, item.quantity, item.product.box_quantity),
  };
}
