import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cartItems, orderDrafts, products } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireUser, requireVerified } from "@/lib/identity/access";
import { audienceOf, isAdmin, mayAddToCart } from "@/lib/shared/accounts/actor";
import { profileDeliveryOf, taxOrder, type TaxSubject } from "@/lib/orders/order-taxes";
import { readZones } from "@/lib/delivery/zones";
import { deliveryFeeCents, zoneFor } from "@/lib/shared/orders/delivery-dates";
import { taxViews, type TaxView } from "@/lib/shared/pricing/sales-taxes";
import { Conflict, Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { clearDraft } from "@/lib/orders/clear-draft";
import { centsToDecimal, parsePercent, toCents } from "@/lib/shared/pricing/money";
import { bestPrice, nextBreak, type PriceRule, type ProductTerms } from "@/lib/shared/pricing/price-lists";
import { actorPriceList, priceListOf, termsColumns, termsFor, termsOfColumns, type TermsByProduct } from "@/lib/pricing/price-list-terms";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import { storedLine } from "@/lib/shared/pricing/stored-line";
import { mediaUrl } from "@/lib/shared/storage/media-url";
import { DEFAULT_LOCALE, inLocale } from "@/lib/shared/i18n/locales";

/*
 * The cart, kept on the server per user (docs/product.md §4 Cart): verified customers may put in-stock
 * products in it, admins any active product. Quantities are whole cases (multiples of
 * box_quantity); totals are always recomputed here with lib/shared/pricing.
 */

export interface CartLine {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  barcode: string | null;
  price: string;
  special: string;
  discounted_price: string;
  sales_tax_code: "G" | "E";
  actions: "None" | "10-1";
  box_quantity: number;
  stock: boolean;
  quantity: number;
  free_quantity: number;
  line_total: string;
  /**
   * With a price list (issue 30; absent without one): the list price per unit (`price` and
   * `discounted_price` are then the unit price paid), what priced the line, the break reached and
   * the next break worth reaching.
   */
  list_price?: string;
  price_rule?: PriceRule;
  price_break?: { from_cases: number; case_price: string } | null;
  next_break?: { from_cases: number; cases_more: number; case_price: string } | null;
}

export interface Cart {
  items: CartLine[];
  /** Number of lines (the header badge). */
  count: number;
  subtotal: string;
  /** The total of the taxes; `taxes` names each, for the province the cart is delivered to. */
  tax: string;
  taxes: TaxView[];
  /** The delivery zone's fee under its minimum (issue 31), for the postal code the cart is delivered to; "0.00" when none. */
  delivery_fee: string;
  grand_total: string;
}

/** Whose taxes a cart is priced with: the customer, the province of delivery, and its postal code (the zone's fee). */
export type CartTaxSubject = Omit<TaxSubject, "placedAt"> & { zipcode: string | null };

/**
 * Where the actor's cart goes, for its taxes (docs/taxes.md): a customer's, to the province of their
 * saved billing (Review and pay) or else their profile's; an admin's, to the customer their draft
 * is for (that customer's profile), or, before one is chosen, nowhere known (the GST alone).
 */
async function cartTaxSubject(ctx: Ctx, userId: number): Promise<CartTaxSubject> {
  const [draft] = await ctx.db.select({ billing: orderDrafts.billing, customerId: orderDrafts.customerId }).from(orderDrafts).where(eq(orderDrafts.userId, userId));
  if (isAdmin(ctx.actor)) {
    const customerId = draft?.customerId ?? null;
    return { customerId, ...(customerId === null ? { state: null, zipcode: null } : await profileDeliveryOf(ctx, customerId)) };
  }
  const billing = draft?.billing;
  if (billing?.state && billing.zipcode) return { customerId: userId, state: billing.state, zipcode: billing.zipcode };
  const profile = await profileDeliveryOf(ctx, userId);
  return { customerId: userId, state: billing?.state || profile.state, zipcode: billing?.zipcode || profile.zipcode };
}

/** The cart as it is now, priced. */
export async function getCart(ctx: Ctx): Promise<Cart> {
  requireVerified(ctx.actor);
  return readCart(ctx);
}

/** The actor's own cart, priced; the caller has checked the actor may have one. */
export async function readCart(ctx: Ctx, subject?: CartTaxSubject): Promise<Cart> {
  const userId = requireUser(ctx.actor).id;
  // The lines and whose taxes apply are read side by side.
  const to = subject ? Promise.resolve(subject) : cartTaxSubject(ctx, userId);
  // The customer's price list: a customer's own, whose terms come with the lines (one query); for
  // staff, the one of the customer they order for, read beside the lines once the draft says whom.
  const own = isAdmin(ctx.actor) ? null : actorPriceList(ctx);
  const forCustomer = isAdmin(ctx.actor) ? to.then((t) => priceListOf(ctx, t.customerId)) : Promise.resolve(null);
  const inCart = sql`select ${cartItems.productId} from ${cartItems} where ${cartItems.userId} = ${userId}`;
  const linesQuery = ctx.db
    .select({
      id: products.id,
      name: products.name,
      nameFr: products.nameFr,
      slug: products.slug,
      image: products.image,
      barcode: products.barcode,
      price: products.price,
      special: products.special,
      salesTaxCode: products.salesTaxCode,
      provincialTaxClass: products.provincialTaxClass,
      actions: products.actions,
      boxQuantity: products.boxQuantity,
      stock: products.stock,
      quantity: cartItems.quantity,
      ...termsColumns(own),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.isDeleted, false)))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
  const [rows, taxSubject, staffList, staffTerms, zones] = await Promise.all([linesQuery, to, forCustomer, forCustomer.then((id) => termsFor(ctx, id, inCart)), readZones(ctx)]);
  const list = own ?? staffList;
  const terms: TermsByProduct = own === null ? staffTerms : new Map(rows.map((r) => [r.id, termsOfColumns(r)]));
  const priced = priceOrder(rows.map((r) => storedLine(r, r.quantity, terms.get(r.id))));
  // The fee of the zone that delivers it, when the cart is under the zone's minimum (docs/delivery.md).
  const feeCents = rows.length === 0 || !taxSubject.zipcode ? 0 : deliveryFeeCents(zoneFor(zones, taxSubject.zipcode), priced.subtotalCents);
  const taxed = await taxOrder(ctx, priced, rows.map((r) => r.provincialTaxClass), { customerId: taxSubject.customerId, state: taxSubject.state, placedAt: new Date() }, feeCents);
  return {
    items: rows.map((r, i) => ({
      id: r.id,
      // In the reader's language (docs/i18n.md): the French name, or the English one while there is none.
      name: inLocale(ctx.locale ?? DEFAULT_LOCALE, r.name, r.nameFr),
      slug: r.slug,
      image: mediaUrl(r.image),
      barcode: r.barcode,
      price: r.price,
      special: r.special,
      discounted_price: centsToDecimal(priced.lines[i].discountedUnitCents),
      sales_tax_code: r.salesTaxCode,
      actions: r.actions,
      box_quantity: r.boxQuantity,
      stock: r.stock,
      quantity: r.quantity,
      free_quantity: priced.lines[i].freeQuantity,
      line_total: centsToDecimal(priced.lines[i].lineTotalCents),
      ...(list === null ? {} : contractLine(r, r.quantity, terms.get(r.id))),
    })),
    count: rows.length,
    subtotal: centsToDecimal(taxed.subtotalCents),
    tax: centsToDecimal(taxed.taxes.totalCents),
    // An empty cart owes nothing to name (as a cleared one answers).
    taxes: rows.length === 0 ? [] : taxViews(taxed.taxes.lines, ctx.locale ?? DEFAULT_LOCALE),
    delivery_fee: centsToDecimal(taxed.feeCents),
    grand_total: centsToDecimal(taxed.grandTotalCents),
  };
}

/** A cart line's prices under a price list: the line's unit price against the list price, its breaks. */
function contractLine(row: { price: string; special: string; boxQuantity: number }, units: number, terms: ProductTerms | undefined) {
  const list = { priceCents: toCents(row.price), specialBasisPoints: parsePercent(row.special), boxQuantity: row.boxQuantity };
  const best = bestPrice(list, terms, units);
  const next = nextBreak(list, terms, units);
  return {
    price: centsToDecimal(best.unitCents),
    list_price: row.price,
    price_rule: best.rule,
    price_break: best.fromCases === undefined ? null : { from_cases: best.fromCases, case_price: centsToDecimal(best.caseCents) },
    next_break: next === null ? null : { from_cases: next.fromCases, cases_more: next.casesMore, case_price: centsToDecimal(next.caseCents) },
  };
}

/** The product as this actor may put it in a cart (404 unknown or trashed, 409 out of stock). */
async function cartableProduct(ctx: Ctx, productId: number) {
  const [row] = await ctx.db
    .select({ id: products.id, englishName: products.name, nameFr: products.nameFr, boxQuantity: products.boxQuantity, stock: products.stock, isDeleted: products.isDeleted })
    .from(products)
    .where(eq(products.id, productId));
  if (!row || row.isDeleted) throw new NotFound(messages.productNotFound);
  const product = { ...row, name: inLocale(ctx.locale ?? DEFAULT_LOCALE, row.englishName, row.nameFr) };
  if (!mayAddToCart(audienceOf(ctx.actor), product)) throw new Conflict(messages.outOfStock(product.name));
  return product;
}

export function assertWholeCases(quantity: number, boxQuantity: number, field = "quantity"): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw Invalid.field(field, messages.quantityNotWhole);
  if (quantity % boxQuantity !== 0) throw Invalid.field(field, messages.cartCaseMultiple(boxQuantity));
}

/** The most units one cart line may hold (an order line's limit too). */
export const MAX_LINE_UNITS = 999_999;

/**
 * Grows the user's cart lines by `units` each (a new line starts at it), in one statement. A line
 * that would pass MAX_LINE_UNITS is not written, even against another request growing it meanwhile;
 * answers whether every line was written (if not, the caller refuses and its transaction rolls back).
 */
export async function growCartLines(ctx: Ctx, userId: number, lines: Array<{ productId: number; units: number }>): Promise<boolean> {
  const written = await ctx.db
    .insert(cartItems)
    .values(lines.map((line) => ({ userId, productId: line.productId, quantity: line.units })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_UNITS}`,
    })
    .returning({ productId: cartItems.productId });
  return written.length === lines.length;
}

/**
 * Adds whole cases (one by default): the line starts at cases × box_quantity, or grows by it. A
 * line that would pass MAX_LINE_UNITS is refused and left as it was.
 */
export async function addToCart(ctx: Ctx, productId: number, cases = 1): Promise<{ cart: Cart; added: { name: string; quantity: number } }> {
  const actor = requireVerified(ctx.actor);
  const product = await cartableProduct(ctx, productId);
  const units = cases * product.boxQuantity;
  const tooMany = Invalid.field("cases", messages.lineTooLarge(MAX_LINE_UNITS));
  if (!Number.isSafeInteger(cases) || cases < 1 || units > MAX_LINE_UNITS) throw tooMany;
  if (!(await growCartLines(ctx, actor.id, [{ productId, units }]))) throw tooMany;
  return { cart: await readCart(ctx), added: { name: product.name, quantity: units } };
}

/** Sets a line's quantity (whole cases); 0 removes the line. */
export async function setCartQuantity(ctx: Ctx, productId: number, quantity: number): Promise<Cart> {
  const actor = requireVerified(ctx.actor);
  if (quantity === 0) return removeFromCart(ctx, productId);
  const product = await cartableProduct(ctx, productId);
  assertWholeCases(quantity, product.boxQuantity);
  await ctx.db
    .insert(cartItems)
    .values({ userId: actor.id, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
  return readCart(ctx);
}

export async function removeFromCart(ctx: Ctx, productId: number): Promise<Cart> {
  const actor = requireVerified(ctx.actor);
  await ctx.db.delete(cartItems).where(and(eq(cartItems.userId, actor.id), eq(cartItems.productId, productId)));
  return readCart(ctx);
}

/** Empties the cart and forgets the saved draft. */
export async function clearCart(ctx: Ctx): Promise<Cart> {
  requireVerified(ctx.actor);
  await clearCartLines(ctx);
  return { items: [], count: 0, subtotal: centsToDecimal(0), tax: centsToDecimal(0), taxes: [], delivery_fee: centsToDecimal(0), grand_total: centsToDecimal(0) };
}

/**
 * The actor's cart lines and saved draft go together, in one transaction (the caller's, if any).
 * With `productIds` (an order was placed), only those lines go: one added meanwhile in another
 * tab stays.
 */
export async function clearCartLines(ctx: Ctx, productIds?: number[]): Promise<void> {
  const userId = requireUser(ctx.actor).id;
  const lines = productIds ? and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)) : eq(cartItems.userId, userId);
  await inTransaction(ctx, async (tx) => {
    await tx.db.delete(cartItems).where(lines);
    await clearDraft(tx);
  });
}

/** Lines in the actor's cart, for the header badge (0 for those without a cart). */
export async function cartLineCount(ctx: Ctx): Promise<number> {
  if (ctx.actor.kind !== "user" || (ctx.actor.role !== "Admin" && !ctx.actor.verified)) return 0;
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, ctx.actor.id), eq(products.isDeleted, false)));
  return row.n;
}
