import type { OrderView } from "@/lib/orders/order-view";
import { ordersMessages } from "@/lib/messages/orders";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";

/** Paid / Not paid and Delivered / Not delivered as badges (SPEC.md §3 Order). */
export function OrderStatus({ order }: { order: Pick<OrderView, "status" | "delivered_status"> }) {
  const f = ordersMessages.filters;
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`${badge} ${order.status === "Paid" ? "bg-brand-50 text-brand-800 ring-brand-600/30" : "bg-amber-50 text-amber-900 ring-amber-600/30"}`}>{f[order.status]}</span>
      <span className={`${badge} ${order.delivered_status === "Delivered" ? "bg-brand-50 text-brand-800 ring-brand-600/30" : "bg-stone-100 text-stone-800 ring-stone-500/30"}`}>
        {f[order.delivered_status]}
      </span>
    </span>
  );
}
