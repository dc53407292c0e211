import "server-only";
import type { Ctx } from "@/lib/context/context";
import type { WebhookEvent } from "@/lib/shared/webhooks/webhook-schemas";
import { emitWebhookEvent, webhookReader } from "@/lib/webhooks/events";
import { getOrder } from "./customer-orders";

/*
 * An order's webhook events (issue 32, docs/webhooks.md): queued inside the change's transaction, with
 * the order as GET /api/orders/order/details/{id}/ answers staff, read only when an endpoint listens.
 */
export async function emitOrderEvent(ctx: Ctx, event: Extract<WebhookEvent, `order.${string}`>, orderId: number): Promise<void> {
  await emitWebhookEvent(ctx, event, () => getOrder(webhookReader(ctx), orderId));
}
