"use client";

import { CheckCircle2, CircleDollarSign, PackageCheck, Undo2 } from "lucide-react";
import type { OrderView } from "@/lib/orders/order-view";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import type { OrderAction } from "./use-order-actions";

const base =
  "relative z-10 inline-flex items-center gap-1 rounded-md font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60";
const sizes = { sm: "px-2 py-1 text-xs", md: "px-3 py-1.5 text-sm" } as const;
const kinds = {
  forward: "border border-brand-600 bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-stone-300 bg-white text-stone-800 hover:bg-stone-100",
  back: "border border-transparent text-stone-700 underline-offset-2 hover:bg-stone-100 hover:underline",
} as const;

const icon = "size-3.5 shrink-0";

interface Props {
  order: Pick<OrderView, "id" | "confirmed" | "status" | "delivered_status">;
  perform: (id: number, action: OrderAction) => unknown;
  disabled: boolean;
  /** The confirm button too (the order's page has its own "Confirm order" on the edit screen). */
  withConfirm?: boolean;
  /** sm in the queue's rows, md on the order's page. */
  size?: keyof typeof sizes;
  /** One line (a table's cell), rather than wrapping (a card). */
  nowrap?: boolean;
  className?: string;
}

/**
 * One click each (issue 25): Confirm while unconfirmed, Mark paid or unpaid, Mark delivered or
 * undelivered; what moves the order on is a filled button, what takes it back a quiet one. Each
 * button's name says which order it acts on ("Mark paid (order #12)"). Above the row's link (z-10), so a click on a button
 * is not a click on the row.
 */
export function OrderActionButtons({ order, perform, disabled, withConfirm = true, size = "sm", nowrap = false, className }: Props) {
  const t = useTranslations("adminOrders");
  const forward = cx(base, sizes[size], kinds.forward);
  const secondary = cx(base, sizes[size], kinds.secondary);
  const back = cx(base, sizes[size], kinds.back);
  const paid = order.status === "Paid";
  const delivered = order.delivered_status === "Delivered";
  return (
    <span className={cx("flex items-center gap-1.5", nowrap ? "flex-nowrap" : "flex-wrap", className)}>
      {withConfirm && !order.confirmed && (
        <button type="button" className={forward} disabled={disabled} onClick={() => perform(order.id, "confirm")}>
          <CheckCircle2 aria-hidden="true" className={icon} />
          {t("confirm")}
          <span className="sr-only">{t("ofOrder", { id: order.id })}</span>
        </button>
      )}
      {paid ? (
        <button type="button" className={back} disabled={disabled} onClick={() => perform(order.id, "mark_unpaid")}>
          <Undo2 aria-hidden="true" className={icon} />
          {t("markUnpaid")}
          <span className="sr-only">{t("ofOrder", { id: order.id })}</span>
        </button>
      ) : (
        <button type="button" className={secondary} disabled={disabled} onClick={() => perform(order.id, "mark_paid")}>
          <CircleDollarSign aria-hidden="true" className={icon} />
          {t("markPaid")}
          <span className="sr-only">{t("ofOrder", { id: order.id })}</span>
        </button>
      )}
      {delivered ? (
        <button type="button" className={back} disabled={disabled} onClick={() => perform(order.id, "mark_undelivered")}>
          <Undo2 aria-hidden="true" className={icon} />
          {t("markUndelivered")}
          <span className="sr-only">{t("ofOrder", { id: order.id })}</span>
        </button>
      ) : (
        <button type="button" className={secondary} disabled={disabled} onClick={() => perform(order.id, "mark_delivered")}>
          <PackageCheck aria-hidden="true" className={icon} />
          {t("markDelivered")}
          <span className="sr-only">{t("ofOrder", { id: order.id })}</span>
        </button>
      )}
    </span>
  );
}
