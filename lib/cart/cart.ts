import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { cartItems, orderDrafts, products } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireVerified, type UserActor } from "@/lib/accounts/access";
import { audienceOf, mayAddToCart } from "@/lib/accounts/actor";
import { Conflict, Invalid, NotFound } from "@/lib/http/errors";
import { centsToDecimal } from "@/lib/pricing/money";
import { priceOrder } from "@/lib/pricing/pricing";
import { storedLine } from "@/lib/pricing/stored-line";
import { mediaUrl } from "@/lib/storage/media-store";

/*
 * The cart, kept on the server per user (SPEC.md §4 Cart): verified customers may put in-stock
 * products in it, admins any active product. Quantities are whole cases (multiples of
 * box_quantity); totals are always recomputed here with lib/pricing.
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
}

export interface Cart {
  items: CartLine[];
  /** Number of lines (the header badge). */
  count: number;
  subtotal: string;
  tax: string;
  grand_total: string;
}

/** The cart as it is now, priced. */
export async function getCart(ctx: Ctx): Promise<Cart> {
  const actor = requireVerified(ctx.actor);
  return readCart(ctx.db, actor.id);
}

export async function readCart(db: Db, userId: number): Promise<Cart> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
      barcode: products.barcode,
      price: products.price,
      special: products.special,
      salesTaxCode: products.salesTaxCode,
      actions: products.actions,
      boxQuantity: products.boxQuantity,
      stock: products.stock,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(products.isDeleted, false)))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
  const priced = priceOrder(rows.map((r) => storedLine(r, r.quantity)));
  return {
    items: rows.map((r, i) => ({
      id: r.id,
      name: r.name,
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
    })),
    count: rows.length,
    subtotal: centsToDecimal(priced.subtotalCents),
    tax: centsToDecimal(priced.taxCents),
    grand_total: centsToDecimal(priced.grandTotalCents),
  };
}

/** The product as this actor may put it in a cart (404 unknown or trashed, 409 out of stock). */
async function cartableProduct(db: Db, actor: UserActor, productId: number) {
  const [product] = await db
    .select({ id: products.id, name: products.name, boxQuantity: products.boxQuantity, stock: products.stock, isDeleted: products.isDeleted })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.isDeleted) throw new NotFound("Product not found.");
  if (!mayAddToCart(audienceOf(actor), product)) throw new Conflict(`${product.name} is temporarily out of stock.`);
  return product;
}

export function assertWholeCases(quantity: number, boxQuantity: number, field = "quantity"): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw Invalid.field(field, "Quantity must be a whole number of units, 0 or more.");
  if (quantity % boxQuantity !== 0) {
    throw Invalid.field(field, `This product is sold by the case of ${boxQuantity}: the quantity must be a multiple of ${boxQuantity}.`);
  }
}

/** Adds one case: the line starts at box_quantity, or grows by box_quantity. */
export async function addToCart(ctx: Ctx, productId: number): Promise<{ cart: Cart; added: { name: string; quantity: number } }> {
  const actor = requireVerified(ctx.actor);
  const product = await cartableProduct(ctx.db, actor, productId);
  await ctx.db
    .insert(cartItems)
    .values({ userId: actor.id, productId, quantity: product.boxQuantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity: sql`${cartItems.quantity} + ${product.boxQuantity}` } });
  return { cart: await readCart(ctx.db, actor.id), added: { name: product.name, quantity: product.boxQuantity } };
}

/** Sets a line's quantity (whole cases); 0 removes the line. */
export async function setCartQuantity(ctx: Ctx, productId: number, quantity: number): Promise<Cart> {
  const actor = requireVerified(ctx.actor);
  if (quantity === 0) return removeFromCart(ctx, productId);
  const product = await cartableProduct(ctx.db, actor, productId);
  assertWholeCases(quantity, product.boxQuantity);
  await ctx.db
    .insert(cartItems)
    .values({ userId: actor.id, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
  return readCart(ctx.db, actor.id);
}

export async function removeFromCart(ctx: Ctx, productId: number): Promise<Cart> {
  const actor = requireVerified(ctx.actor);
  await ctx.db.delete(cartItems).where(and(eq(cartItems.userId, actor.id), eq(cartItems.productId, productId)));
  return readCart(ctx.db, actor.id);
}

/** Empties the cart and forgets the saved draft. */
export async function clearCart(ctx: Ctx): Promise<Cart> {
  const actor = requireVerified(ctx.actor);
  await ctx.db.transaction((tx) => clearCartOf(tx as unknown as Db, actor.id));
  return readCart(ctx.db, actor.id);
}

/**
 * Inside the caller's transaction: the cart lines and the draft go together. With `productIds`
 * (an order was placed), only those lines go: one added meanwhile in another tab stays.
 */
export async function clearCartOf(db: Db, userId: number, productIds?: number[]): Promise<void> {
  const lines = productIds ? and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)) : eq(cartItems.userId, userId);
  await db.delete(cartItems).where(lines);
  await db.delete(orderDrafts).where(eq(orderDrafts.userId, userId));
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
