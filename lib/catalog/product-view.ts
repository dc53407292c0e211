import "server-only";
import { type Actor } from "@/lib/context/actor";
import { canSeePrices, isAdmin } from "@/lib/shared/accounts/actor";
import { centsToDecimal, parsePercent, toCents } from "@/lib/shared/pricing/money";
import { discountedUnitCents } from "@/lib/shared/pricing/pricing";
import { mediaUrl } from "@/lib/shared/storage/media-url";
import type { ProductRow } from "@/db/schema";
import type { StockLevel } from "./stock";
import { DEFAULT_LOCALE, inLocale, type Locale } from "@/lib/shared/i18n/locales";
import type { ProvincialTaxClass } from "@/lib/shared/pricing/sales-taxes";
import { casePrice, type ProductTerms } from "@/lib/shared/pricing/price-lists";

/*
 * Shapes a product for one actor (docs/architecture.md rule 4): price fields only for those who may see
 * prices, staff fields only for admins. Keys follow docs/product.md §3. `name` is in the reader's
 * language (the English name where there is no French one); staff read the English `name` and the
 * French `name_fr` as written, which is what they edit.
 */

export interface ProductPublic {
  id: number;
  item: string;
  name: string;
  slug: string;
  image: string | null;
  barcode: string | null;
  box_quantity: number;
  stock: boolean;
  sales_tax_code: "G" | "E";
  actions: "None" | "10-1";
  categories: Array<{ id: number }>;
}

export interface ProductPrices {
  price: string;
  special: string;
  discounted_price: string;
}

/**
 * For a customer with a price list (issue 30): `price` and `discounted_price` are then the unit
 * price they pay for a case, and these say what it is against.
 */
export interface ContractPrices {
  /** The list price per unit. */
  list_price: string;
  /** What one case costs them (a contract case price is exact; the unit price is its share). */
  case_price: string;
  /** Their quantity breaks, fewest cases first. */
  price_breaks: Array<{ from_cases: number; case_price: string }>;
}

export interface ProductStaff {
  name_fr: string;
  cost: string;
  quantity: number;
  need_to_reorder_below: number;
  purchase_tax_code: "G" | "E";
  /** In the provincial sales taxes' base (PST BC, RST MB, PST SK; docs/taxes.md): basic food is exempt. */
  provincial_tax_class: ProvincialTaxClass;
  ordering: number;
  vendor: number | null;
  is_deleted: boolean;
}

export type ProductView = ProductPublic & Partial<ProductPrices> & Partial<ContractPrices> & Partial<ProductStaff>;

export type ProductSource = Pick<
  ProductRow,
  | "id" | "item" | "name" | "nameFr" | "slug" | "image" | "barcode" | "boxQuantity" | "stock" | "salesTaxCode" | "actions"
  | "price" | "special" | "cost" | "purchaseTaxCode" | "provincialTaxClass" | "ordering" | "vendorId" | "isDeleted"
>;

/** Who reads a product, and in which language (a Ctx is one). */
export interface ProductReader {
  actor: Actor;
  locale?: Locale;
}

/**
 * `stock`: the product's stock level, read for admins only (lib/catalog/stock.ts). `terms`: what the
 * reader's price list says of the product, for a customer with a price list (undefined: none; an
 * empty object: a list that says nothing of it).
 */
export function shapeProduct(
  reader: ProductReader,
  row: ProductSource,
  categoryIds: number[] = [],
  stock: StockLevel = { quantity: 0, needToReorderBelow: 0 },
  terms?: ProductTerms,
): ProductView {
  const { actor } = reader;
  const view: ProductView = {
    id: row.id,
    item: row.item,
    name: isAdmin(actor) ? row.name : inLocale(reader.locale ?? DEFAULT_LOCALE, row.name, row.nameFr),
    slug: row.slug,
    image: mediaUrl(row.image),
    barcode: row.barcode,
    box_quantity: row.boxQuantity,
    stock: row.stock,
    sales_tax_code: row.salesTaxCode,
    actions: row.actions,
    categories: categoryIds.map((id) => ({ id })),
  };
  if (canSeePrices(actor)) {
    view.price = row.price;
    view.special = row.special;
    view.discounted_price = centsToDecimal(discountedUnitCents(toCents(row.price), parsePercent(row.special)));
    if (terms && !isAdmin(actor)) Object.assign(view, contractPrices(row, terms));
  }
  if (isAdmin(actor)) {
    view.name_fr = row.nameFr;
    view.cost = row.cost;
    view.quantity = stock.quantity;
    view.need_to_reorder_below = stock.needToReorderBelow;
    view.purchase_tax_code = row.purchaseTaxCode;
    view.provincial_tax_class = row.provincialTaxClass;
    view.ordering = row.ordering;
    view.vendor = row.vendorId;
    view.is_deleted = row.isDeleted;
  }
  return view;
}

/** A price-list customer's prices of a product: theirs for one case, the list price beside it. */
function contractPrices(row: ProductSource, terms: ProductTerms): ProductPrices & ContractPrices {
  const list = { priceCents: toCents(row.price), specialBasisPoints: parsePercent(row.special), boxQuantity: row.boxQuantity };
  const theirs = casePrice(list, terms);
  return {
    price: centsToDecimal(theirs.unitCents),
    special: row.special,
    discounted_price: centsToDecimal(theirs.unitCents),
    list_price: row.price,
    case_price: centsToDecimal(theirs.caseCents),
    price_breaks: [...(terms.breaks ?? [])]
      .sort((a, b) => a.fromCases - b.fromCases)
      .map((step) => ({ from_cases: step.fromCases, case_price: centsToDecimal(step.caseCents) })),
  };
}
