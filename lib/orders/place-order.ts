import "server-only";
import { eq } from "drizzle-orm";
import { orderItems, orders, users } from "@/db/schema";
import { afterCommit, inTransaction, type Ctx } from "@/lib/context/context";
import { requireUser, requireVerifiedCustomer } from "@/lib/identity/access";
import { clearCartLines } from "@/lib/cart/cart";
import { Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { logger } from "@/lib/log/logger";
import { ordersErrorMessages as messages } from "@/lib/shared/messages/errors-orders";
import { centsToDecimal, formatCad, toCents } from "@/lib/shared/pricing/money";
import { priceSubmittedLines } from "./order-lines";
import { customerSnapshot, customerSnapshotColumns, orderItemRows } from "./order-rows";
import { sendOrderEmails } from "./order-emails";
import { taxOrder, writeOrderTaxes } from "./order-taxes";
import { taxViews } from "@/lib/shared/pricing/sales-taxes";
import { DEFAULT_LOCALE } from "@/lib/shared/i18n/locales";
import { addSoldCounts } from "./sold-counts";
import { emitOrderEvent } from "./order-webhooks";
import { chooseDelivery } from "./order-delivery";
import { orderItemViewColumns, orderViewColumns, shapeOrder, type OrderView } from "./order-view";
import type { Billing, NewOrder, SubmittedLine } from "@/lib/shared/orders/schemas";
import { chosenLocale } from "@/lib/identity/user-record";

/** The answer of POST /api/orders/order/details/ and POST /api/orders/admin_order/details/. */
export interface PlacedOrder {
  order: OrderView;
}

/** What an order is made of, whoever places it. */
export interface OrderRequest {
  /** Whose order it is: the customer who sees it in My orders. */
  customerId: number;
  /** Placed by staff for the customer (docs/product.md §3 adminCreated). */
  adminCreated: boolean;
  purchased_items: SubmittedLine[];
  /** The grand total the buyer saw; it must equal the one computed here. */
  price: string;
  /** Where it ships and who to reach, as it is stored on the order. */
  shipping: Billing;
  /** The delivery date asked for (issue 31): undefined, the zone's next one; null (staff only), to be arranged. */
  deliveryDate?: string | null;
}

/**
 * The one way an order is created (docs/product.md §4 Checkout), for customers and for staff ordering on a
 * customer's behalf. The acting user is the creator; the caller has checked they may place this
 * order. Every price is recomputed from the database (no stock restriction when staff order,
 * lib/shared/accounts/actor.ts); a request whose total disagrees is refused. All of it is one
 * transaction (the caller's, when the route retries safely with an Idempotency-Key): the order,
 * its lines, the sales counters, and the ordered lines gone from the actor's own cart with its
 * draft. The emails go once it has committed. The answer is shaped from what the inserts
 * returned, not read back.
 */
export async function createOrder(ctx: Ctx, request: OrderRequest): Promise<OrderView> {
  const actor = requireUser(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const lines = await priceSubmittedLines(tx, request.purchased_items, request.customerId);
    const { shipping } = request;
    // The taxes of the province of delivery, at the rates of today (docs/taxes.md).
    const placedAt = new Date();
    // The zone, the date and any fee under the minimum (docs/delivery.md), checked again here whatever the review showed.
    const delivery = await chooseDelivery(tx, { zipcode: shipping.zipcode, requested: request.deliveryDate, subtotalCents: lines.priced.subtotalCents, byStaff: request.adminCreated, now: placedAt });
    const taxed = await taxOrder(tx, lines.priced, lines.snapshots.map((s) => s.provincialTaxClass), { customerId: request.customerId, state: shipping.state, placedAt }, delivery.feeCents);
    if (toCents(request.price) !== taxed.grandTotalCents) {
      throw Invalid.field("price", messages.orderTotalChanged(formatCad(taxed.grandTotalCents), formatCad(toCents(request.price))));
    }
    const [user] = await tx.db.select(customerSnapshotColumns).from(users).where(eq(users.id, request.customerId));
    if (!user) throw new NotFound();
    const [row] = await tx.db
      .insert(orders)
      .values({
        customerId: user.id,
        customerSnapshot: customerSnapshot(user),
        createdById: actor.id,
        adminCreated: request.adminCreated,
        createdAt: placedAt,
        subtotal: centsToDecimal(taxed.subtotalCents),
        tax: centsToDecimal(taxed.taxes.totalCents),
        deliveryFee: centsToDecimal(taxed.feeCents),
        price: centsToDecimal(taxed.grandTotalCents),
        deliveryDate: delivery.date,
        deliveryZoneId: delivery.zone?.id ?? null,
        email: shipping.email,
        phone: shipping.phone,
        companyName: shipping.companyName,
        fullName: `${user.firstName} ${user.lastName}`.trim(),
        address: shipping.address,
        townCity: shipping.townCity,
        state: shipping.state,
        zipcode: shipping.zipcode,
        country: shipping.country,
        orderNotes: shipping.orderNotes,
        poNumber: shipping.po_number,
      })
      .returning(orderViewColumns);
    const items = await tx.db.insert(orderItems).values(orderItemRows(row.id, lines)).returning(orderItemViewColumns);
    await writeOrderTaxes(tx, row.id, taxed.taxes);
    await addSoldCounts(tx, lines.snapshots.map((snapshot, i) => ({ productId: snapshot.productId, units: lines.priced.lines[i].totalQuantity })));
    await clearCartLines(tx, lines.snapshots.map((snapshot) => snapshot.productId));
    const placed = shapeOrder(row, items, taxViews(taxed.taxes.lines, tx.locale ?? DEFAULT_LOCALE));
    const language = await chosenLocale(tx, placed.customer?.current_id);
    afterCommit(tx, () => sendOrderEmails(placed, language).catch((error: unknown) => logger.error({ err: error }, "order emails failed")));
    await emitOrderEvent(tx, "order.placed", row.id);
    return placed;
  });
}

/** A verified customer places their own order, shipped where their checkout says. */
export async function placeOrder(ctx: Ctx, input: NewOrder): Promise<PlacedOrder> {
  const actor = requireVerifiedCustomer(ctx.actor);
  const { purchased_items, price, delivery_date, ...shipping } = input;
  const order = await createOrder(ctx, { customerId: actor.id, adminCreated: false, purchased_items, price, shipping, deliveryDate: delivery_date });
  return { order };
}
