import { CircleCheck, Clock, Hourglass, PackageCheck, Truck } from "lucide-react";
import type { OrderView } from "@/lib/orders/order-view";
import { useTranslations } from "next-intl";

const badge = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
const done = "bg-brand-50 text-brand-800 ring-brand-600/30";
const waiting = "bg-stone-100 text-stone-800 ring-stone-400/40";

/**
 * Paid / Not paid and Delivered / Not delivered (docs/product.md §3 Order) as calm states: green with a
 * check once done, grey with a clock or a truck while under way (an unpaid new order is normal); amber
 * "Back-ordered" when it was confirmed short of stock.
 */
export function OrderStatus({ order }: { order: Pick<OrderView, "status" | "delivered_status"> & Partial<Pick<OrderView, "backordered">> }) {
  const t = useTranslations("orders");
  const paid = order.status === "Paid";
  const delivered = order.delivered_status === "Delivered";
  const icon = "size-3.5 shrink-0";
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <span className={`${badge} ${paid ? done : waiting}`} title={t("paymentState")}>
        {paid ? <CircleCheck aria-hidden="true" className={icon} /> : <Clock aria-hidden="true" className={icon} />}
        {t(`filters.${order.status}`)}
      </span>
      <span className={`${badge} ${delivered ? done : waiting}`} title={t("deliveryState")}>
        {delivered ? <PackageCheck aria-hidden="true" className={icon} /> : <Truck aria-hidden="true" className={icon} />}
        {t(`filters.${order.delivered_status}`)}
      </span>
      {order.backordered && (
        <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-600/40`} title={t("backorderedNote")}>
          <Hourglass aria-hidden="true" className={icon} />
          {t("backordered")}
        </span>
      )}
    </span>
  );
}
