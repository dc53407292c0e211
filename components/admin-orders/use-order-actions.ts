"use client";

import { useCallback, useState } from "react";
import { ApiError, errorText } from "@/client/api-client/api-error";
import { confirmOrder, setOrderStatus } from "@/client/api-client/orders-admin";
import { toast } from "@/client/ui/toast";
import { useOnline } from "@/client/ui/use-online";
import type { OrderView } from "@/lib/orders/order-view";
import type { BulkOrderAction } from "@/lib/shared/orders/schemas";
import { useTranslations } from "next-intl";

/*
 * The one-click actions of the work queue and of an order's page (issue 25): Confirm, Mark paid /
 * unpaid, Mark delivered / undelivered, each one REST call of its own (confirm_order, order_status),
 * a toast with Undo (the opposite call) for the paid and delivery status, and a confirm short of
 * stock (409 {shortfall}) told as such, with a link to the order, where the shortfall is handled.
 */

export type OrderAction = BulkOrderAction;

/** What undoes an action; confirming is final. */
export const OPPOSITE: Partial<Record<OrderAction, OrderAction>> = {
  mark_paid: "mark_unpaid",
  mark_unpaid: "mark_paid",
  mark_delivered: "mark_undelivered",
  mark_undelivered: "mark_delivered",
};

/** Undo stays offered long enough to read the toast and reach it. */
const UNDO_TOAST_MS = 8000;
const SHORTFALL_TOAST_MS = 10_000;

function callFor(action: OrderAction, id: number): Promise<OrderView> {
  switch (action) {
    case "confirm":
      return confirmOrder({ id }, { confirmed: true });
    case "mark_paid":
      return setOrderStatus({ id }, { status: "Paid" });
    case "mark_unpaid":
      return setOrderStatus({ id }, { status: "Not paid" });
    case "mark_delivered":
      return setOrderStatus({ id }, { delivered_status: "Delivered" });
    case "mark_undelivered":
      return setOrderStatus({ id }, { delivered_status: "Not delivered" });
  }
}

/** A confirm refused for want of stock: 409 with the lines short (lib/orders/confirm-order.ts). */
export function isShortfall(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 409 && Array.isArray(failure.body?.shortfall);
}

/** The toast of a confirm short of stock: what happened, and the order's page to decide there. */
export function toastShortfall(t: ReturnType<typeof useTranslations<"adminOrders">>, id: number): void {
  toast.error(t("shortOfStock", { id }), { duration: SHORTFALL_TOAST_MS, action: { label: t("openTheOrder"), href: `/admin/order/${id}` } });
}

/** What an action does to an order (for a bulk action, whose answer holds no orders). */
export function applied(order: OrderView, action: OrderAction): OrderView {
  switch (action) {
    case "confirm":
      return { ...order, confirmed: true, confirmed_at: order.confirmed_at ?? new Date().toISOString() };
    case "mark_paid":
      return { ...order, status: "Paid" };
    case "mark_unpaid":
      return { ...order, status: "Not paid" };
    case "mark_delivered":
      return { ...order, delivered_status: "Delivered" };
    case "mark_undelivered":
      return { ...order, delivered_status: "Not delivered" };
  }
}

/**
 * `perform(id, action)`: the call, then `onChanged` with the order as the server answers it and
 * the toast; `busy(id)` while an order's call is on its way (its buttons wait).
 */
export function useOrderActions(onChanged: (order: OrderView) => void) {
  const t = useTranslations("adminOrders");
  const online = useOnline();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const setBusy = useCallback((id: number, busy: boolean) => {
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  async function perform(id: number, action: OrderAction, options: { undo?: boolean } = {}): Promise<boolean> {
    setBusy(id, true);
    try {
      const order = await callFor(action, id);
      onChanged(order);
      const opposite = options.undo === false ? undefined : OPPOSITE[action];
      toast.success(t(`done.${action}`, { id }), {
        duration: opposite ? UNDO_TOAST_MS : 2000,
        action: opposite ? { label: t("undo"), onClick: () => void perform(id, opposite, { undo: false }) } : undefined,
      });
      return true;
    } catch (failure) {
      if (action === "confirm" && isShortfall(failure)) toastShortfall(t, id);
      else toast.error(errorText(failure), { duration: 4000 });
      return false;
    } finally {
      setBusy(id, false);
    }
  }

  return { online, perform, busy: (id: number) => busyIds.has(id) };
}
