import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { idempotencyKeys, orderItems, orders, users } from "@/db/schema";
import type { Ctx } from "@/lib/context/context";
import { requireVerifiedCustomer } from "@/lib/accounts/access";
import { clearCartOf } from "@/lib/cart/cart";
import { Invalid, Unprocessable } from "@/lib/http/errors";
import { logger } from "@/lib/log/logger";
import { centsToDecimal, formatCad, toCents } from "@/lib/pricing/money";
import { priceSubmittedLines } from "./order-lines";
import { customerSnapshot, orderItemRows } from "./order-rows";
import { sendOrderEmails } from "./order-emails";
import { addSoldCounts } from "./sold-counts";
import { loadOrderView } from "./customer-orders";
import type { OrderView } from "./order-view";
import type { NewOrder } from "./schemas";

export interface PlacedOrder {
  status: number;
  body: { order: OrderView };
}

function requestHash(input: NewOrder): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

/**
 * A verified customer places an order (SPEC.md §4 Checkout). Every price is recomputed from the
 * database; a payload whose total disagrees is refused. With an Idempotency-Key, a retry within
 * 24 hours answers the first order (one order, same id); the same key with another body is a 422.
 * All of it is one transaction: the order, its lines, the sales counters, the emptied cart and
 * the stored answer.
 */
export async function placeOrder(ctx: Ctx, input: NewOrder, idempotencyKey: string | null): Promise<PlacedOrder> {
  const actor = requireVerifiedCustomer(ctx.actor);
  if (idempotencyKey !== null && (idempotencyKey.length < 1 || idempotencyKey.length > 255)) {
    throw Invalid.nonField("The Idempotency-Key header must be 1 to 255 characters.");
  }
  const hash = requestHash(input);
  const result = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (idempotencyKey !== null) {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, idempotencyKey), sql`${idempotencyKeys.createdAt} < now() - interval '24 hours'`));
      const claimed = await db.insert(idempotencyKeys).values({ userId: actor.id, key: idempotencyKey, requestHash: hash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [previous] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, idempotencyKey)));
        if (previous.requestHash !== hash) throw new Unprocessable("This Idempotency-Key was already used with a different request.");
        if (previous.response) return { replay: true, placed: { status: previous.statusCode ?? 201, body: previous.response as PlacedOrder["body"] } };
      }
    }
    const lines = await priceSubmittedLines(db, actor, input.purchased_items);
    if (toCents(input.price) !== lines.priced.grandTotalCents) {
      throw Invalid.field("price", `The order total is ${formatCad(lines.priced.grandTotalCents)}, not ${formatCad(toCents(input.price))}: prices may have changed. Please review your order.`);
    }
    const [user] = await db.select().from(users).where(eq(users.id, actor.id));
    const [order] = await db
      .insert(orders)
      .values({
        customerId: actor.id,
        customerSnapshot: customerSnapshot(user),
        createdById: actor.id,
        adminCreated: false,
        subtotal: centsToDecimal(lines.priced.subtotalCents),
        tax: centsToDecimal(lines.priced.taxCents),
        price: centsToDecimal(lines.priced.grandTotalCents),
        email: input.email,
        phone: input.phone,
        companyName: input.companyName,
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        address: input.address,
        townCity: input.townCity,
        state: input.state,
        zipcode: input.zipcode,
        country: input.country,
        orderNotes: input.orderNotes,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(orderItemRows(order.id, lines));
    await addSoldCounts(db, lines.snapshots.map((snapshot, i) => ({ productId: snapshot.productId, units: lines.priced.lines[i].totalQuantity })));
    await clearCartOf(db, actor.id, lines.snapshots.map((snapshot) => snapshot.productId));
    const placed: PlacedOrder = { status: 201, body: { order: await loadOrderView(db, order.id) } };
    if (idempotencyKey !== null) {
      await db
        .update(idempotencyKeys)
        .set({ response: placed.body, statusCode: placed.status, orderId: order.id })
        .where(and(eq(idempotencyKeys.userId, actor.id), eq(idempotencyKeys.key, idempotencyKey)));
    }
    return { replay: false, placed };
  });
  if (!result.replay) {
    void sendOrderEmails(result.placed.body.order).catch((error: unknown) => logger.error({ err: error }, "order emails failed"));
  }
  return result.placed;
}
