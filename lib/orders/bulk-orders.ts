import "server-only";
import type { Ctx } from "@/lib/context/context";
import { requireAdmin } from "@/lib/identity/access";
import { DomainError } from "@/lib/shared/errors/domain-errors";
import type { BulkOrderAction, BulkOrdersInput } from "@/lib/shared/orders/schemas";
import { confirmOrder } from "./confirm-order";
import { setOrderStatus } from "./order-status";
import type { OrderView } from "./order-view";

/** What one order of a bulk action came to: done (the order as it now is), or the error it met. */
export type BulkOutcome = { id: number; order: OrderView } | { id: number; error: DomainError };

const ACTIONS: Record<BulkOrderAction, (ctx: Ctx, id: number) => Promise<OrderView>> = {
  confirm: (ctx, id) => confirmOrder(ctx, id),
  mark_paid: (ctx, id) => setOrderStatus(ctx, id, { status: "Paid" }),
  mark_unpaid: (ctx, id) => setOrderStatus(ctx, id, { status: "Not paid" }),
  mark_delivered: (ctx, id) => setOrderStatus(ctx, id, { delivered_status: "Delivered" }),
  mark_undelivered: (ctx, id) => setOrderStatus(ctx, id, { delivered_status: "Not delivered" }),
};

/**
 * Staff apply one action to several orders (the work queue's selection). Each order is its own
 * write, exactly as the one-order call makes it (confirm_order, order_status): one that cannot be
 * done (unknown, or a confirm refused) is reported and the others still happen; ids in the order
 * they were sent. An error that is not the shop's own (the database gone) stops the whole call.
 */
export async function bulkOrderAction(ctx: Ctx, input: BulkOrdersInput): Promise<BulkOutcome[]> {
  requireAdmin(ctx.actor);
  const run = ACTIONS[input.action];
  const outcomes: BulkOutcome[] = [];
  for (const id of input.ids) {
    try {
      outcomes.push({ id, order: await run(ctx, id) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcomes.push({ id, error });
    }
  }
  return outcomes;
}
