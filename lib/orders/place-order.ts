import "server-only";
import { eq } from "drizzle-orm";
import { orderItems, orders, users } from "@/db/schema";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { requireVerifiedCustomer } from "@/lib/accounts/access";
import { clearCartLines } from "@/lib/cart/cart";
import { Invalid } from "@/lib/errors/domain-errors";
import { logger } from "@/lib/log/logger";
import { ordersErrorMessages as messages } from "@/lib/messages/errors-orders";
import { centsToDecimal, formatCad, toCents } from "@/lib/pricing/money";
import { priceSubmittedLines } from "./order-lines";
import { customerSnapshot, customerSnapshotColumns, orderItemRows } from "./order-rows";
import { sendOrderEmails } from "./order-emails";
import { addSoldCounts } from "./sold-counts";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";
import type { NewOrder } from "./schemas";

/** The answer of POST /api/orders/order/details/. */
export interface PlacedOrder {
  order: OrderView;
}

/**
 * A verified customer places an order (SPEC.md §4 Checkout). Every price is recomputed from the
 * database; a payload whose total disagrees is refused. All of it is one transaction (the
 * caller's, when the route retries safely with an Idempotency-Key): the order, its lines, the
 * sales counters and the emptied cart. The emails go once it has committed. The answer is shaped
 * from what the inserts returned, not read back.
 */
export async function placeOrder(ctx: Ctx, input: NewOrder): Promise<PlacedOrder> {
  const actor = requireVerifiedCustomer(ctx.actor);
  const order = await inTransaction(ctx, async (tx) => {
    const lines = await priceSubmittedLines(tx, input.purchased_items);
    if (toCents(input.price) !== lines.priced.grandTotalCents) {
      throw Invalid.field("price", messages.orderTotalChanged(formatCad(lines.priced.grandTotalCents), formatCad(toCents(input.price))));
    }
    const [user] = await tx.db.select(customerSnapshotColumns).from(users).where(eq(users.id, actor.id));
    const [row] = await tx.db
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
      .returning(orderViewColumns);
    const items = await tx.db.insert(orderItems).values(orderItemRows(row.id, lines)).returning(orderItemViewColumns);
    await addSoldCounts(tx, lines.snapshots.map((snapshot, i) => ({ productId: snapshot.productId, units: lines.priced.lines[i].totalQuantity })));
    await clearCartLines(tx, lines.snapshots.map((snapshot) => snapshot.productId));
    const placed = shapeOrder(row, items);
    afterCommit(tx, () => sendOrderEmails(placed).catch((error: unknown) => logger.error({ err: error }, "order emails failed")));
    return placed;
  });
  return { order };
}
