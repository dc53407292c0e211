import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { cartItems, orderItems, products } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireVerifiedCustomer } from "@/lib/identity/access";
import { growCartLines, MAX_LINE_UNITS, readCart, type Cart } from "@/lib/cart/cart";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import type { ReorderUnavailableReason } from "@/lib/shared/orders/reorder-reason";
import { assertOrderVisible } from "./customer-orders";

/*
 * Order again (issue 14 point 4): a past order's lines go into the customer's cart at today's
 * prices (the cart prices them; nothing of the order's snapshot is reused but the product and its
 * units). An order line holds the charged units (the 10-1 free unit is apart, in free_quantity,
 * and comes back by itself when the cart line is over 9 units). Those units are rounded up to
 * whole cases of today's box_quantity, so a changed case size never orders less than before.
 * Products permanently deleted, in the trash or out of stock are reported, not added.
 */

export interface ReorderAdded {
  id: number;
  name: string;
  cases: number;
  box_quantity: number;
  quantity: number;
  /** The case size when the order was placed, when it has changed since. */
  previous_box_quantity: number | null;
}

export interface ReorderUnavailable {
  /** null when the product was permanently deleted. */
  id: number | null;
  name: string;
  reason: ReorderUnavailableReason;
}

export interface ReorderResult {
  order: number;
  added: ReorderAdded[];
  unavailable: ReorderUnavailable[];
  cart: Cart;
}

/** Puts the customer's own order's lines into their cart (another customer's order: 404). */
export async function reorder(ctx: Ctx, orderId: number): Promise<ReorderResult> {
  const actor = requireVerifiedCustomer(ctx.actor);
  await assertOrderVisible(ctx, orderId);
  return inTransaction(ctx, (tx) => reorderInto(tx, actor.id, orderId));
}

/**
 * The order's lines into `userId`'s cart, inside the caller's transaction: the caller has checked
 * who may read the order and whose cart it is (the customer's own Reorder; staff repeating a
 * customer's last order into the admin cart, lib/orders/admin-draft.ts).
 */
export async function reorderInto(tx: Ctx, userId: number, orderId: number): Promise<ReorderResult> {
  const lines = await tx.db
    .select({ productId: orderItems.productId, name: orderItems.name, quantity: orderItems.quantity, boxQuantity: orderItems.boxQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const ids = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const current = ids.length
    ? await tx.db
        .select({ id: products.id, name: products.name, boxQuantity: products.boxQuantity, stock: products.stock, isDeleted: products.isDeleted })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(current.map((p) => [p.id, p]));
  const added: ReorderAdded[] = [];
  const unavailable: ReorderUnavailable[] = [];
  for (const line of lines) {
    const product = line.productId === null ? undefined : byId.get(line.productId);
    if (!product || product.isDeleted) unavailable.push({ id: product?.id ?? null, name: product?.name ?? line.name, reason: "gone" });
    else if (!product.stock) unavailable.push({ id: product.id, name: product.name, reason: "out-of-stock" });
    else {
      const cases = Math.max(1, Math.ceil(line.quantity / product.boxQuantity));
      // An order may hold one product on two lines (staff adds in the order edit): one cart line,
      // its cases added up (and one statement cannot grow the same cart row twice).
      const same = added.find((a) => a.id === product.id);
      if (same) {
        same.cases += cases;
        same.quantity = same.cases * product.boxQuantity;
        continue;
      }
      added.push({
        id: product.id,
        name: product.name,
        cases,
        box_quantity: product.boxQuantity,
        quantity: cases * product.boxQuantity,
        previous_box_quantity: product.boxQuantity === line.boxQuantity ? null : line.boxQuantity,
      });
    }
  }
  if (added.length > 0) {
    // A cart line holds at most MAX_LINE_UNITS: refuse the whole reorder rather than add part of it.
    const inCart = await tx.db
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, added.map((a) => a.id))));
    const held = new Map(inCart.map((row) => [row.productId, row.quantity]));
    if (added.some((a) => a.quantity + (held.get(a.id) ?? 0) > MAX_LINE_UNITS)) throw Invalid.field("order", ordersErrorMessages.lineTooLarge(MAX_LINE_UNITS));
    // Checked again where it is written: another request may have grown a line meanwhile.
    const grown = await growCartLines(tx, userId, added.map((a) => ({ productId: a.id, units: a.quantity })));
    if (!grown) throw Invalid.field("order", ordersErrorMessages.lineTooLarge(MAX_LINE_UNITS));
  }
  return { order: orderId, added, unavailable, cart: await readCart(tx) };
}
