"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useCallback, useState } from "react";
import { OrderStatus } from "@/components/orders/order-status";
import type { OrderView } from "@/lib/orders/order-view";
import { useTranslations } from "next-intl";
import { OrderActionButtons } from "./order-action-buttons";
import { useOrderActions } from "./use-order-actions";

type Statuses = Pick<OrderView, "id" | "confirmed" | "status" | "delivered_status" | "backordered">;

/**
 * An order's paid and delivery status on its page, with the work queue's one-click Mark paid /
 * Mark delivered (and back) beside them, Undo in the toast (issue 25); the page's data is then
 * read again, so the status form and the rest follow.
 */
export function OrderQuickStatus({ order }: { order: Statuses }) {
  const t = useTranslations("adminOrders");
  const router = useRouter();
  const [shown, setShown] = useState(order);
  const [current, setCurrent] = useState(order);
  if (shown !== order) {
    setShown(order);
    setCurrent(order);
  }
  const onChanged = useCallback(
    (next: OrderView) => {
      setCurrent(next);
      router.refresh();
    },
    [router],
  );
  const { online, perform, busy } = useOrderActions(onChanged);
  return (
    <section aria-label={t("quickStatusHeading")} className="flex flex-wrap items-center gap-3" data-testid="quick-status">
      <OrderStatus order={current} />
      <OrderActionButtons order={current} perform={perform} disabled={!online || busy(current.id)} withConfirm={false} size="md" />
    </section>
  );
}
