"use client";

import { Link } from "@/client/i18n/navigation";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { OrderStatus } from "@/components/orders/order-status";
import { EmailText } from "@/components/ui/contact-text";
import { DataCard, DataTable, type DataTableColumn, type DataTableSort } from "@/components/ui/data-table";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import type { OrderView } from "@/lib/orders/order-view";
import { formatDateTime } from "@/lib/shared/i18n/dates";
import { formatCad, toCents } from "@/lib/shared/pricing/money";
import { useLocale, useTranslations } from "next-intl";
import type { Locale } from "@/lib/shared/i18n/locales";
import { cx } from "@/lib/shared/ui/class-names";
import { adminOrdersHref, type AdminOrdersView } from "./admin-orders-url";
import { BulkOrderActions } from "./bulk-order-actions";
import { formatDeliveryDay } from "./delivery-date";
import { OrderActionButtons } from "./order-action-buttons";
import { applied, useOrderActions, type OrderAction } from "./use-order-actions";

/** Who ordered, as the order keeps it: the company, else the name on the order. */
export function customerLabel(order: OrderView): string {
  const name = order.customer ? `${order.customer.first_name} ${order.customer.last_name}`.trim() : "";
  return order.customer?.company || order.companyName || name || order.fullName || order.email;
}

/*
 * The whole row (or card) opens the order: the order number is a link whose ::after covers the row
 * (the row is its containing block), so it is one link for the keyboard and screen readers and the
 * whole surface for the mouse; the checkbox and the buttons sit above it (z-10).
 */
const rowLink = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-md focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600";

function OrderLink({ order, className }: { order: OrderView; className?: string }) {
  const t = useTranslations("adminOrders");
  return (
    <Link href={`/admin/order/${order.id}`} prefetch={false} className={cx(rowLink, "text-brand-800 hover:underline", className)} data-testid="order-link">
      <span className="sr-only">{t("order")} </span>#{order.id}
    </Link>
  );
}

function CustomerCell({ order }: { order: OrderView }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="max-w-48 truncate font-medium text-stone-900">{customerLabel(order)}</span>
      <span className="max-w-48 truncate text-xs text-stone-600" title={order.email}>
        <EmailText email={order.email} plain />
      </span>
    </span>
  );
}

/** The order number (the row's link) with the time it was placed under it. */
function OrderCell({ order }: { order: OrderView }) {
  const locale = useLocale();
  const t = useTranslations("adminOrders");
  return (
    <span className="flex flex-col">
      <OrderLink order={order} />
      <span className="text-xs font-normal text-stone-600">{formatDateTime(order.created_at, locale)}</span>
      {order.po_number && <span className="text-xs font-normal text-stone-700" data-testid="order-po">{t("poNumberShort", { po: order.po_number })}</span>}
    </span>
  );
}

/** The day the order is to be delivered on (issue 31), or "To be arranged". */
function DeliveryCell({ order }: { order: OrderView }) {
  const locale = useLocale();
  const t = useTranslations("adminOrders");
  return order.delivery_date ? (
    <time dateTime={order.delivery_date} className="whitespace-nowrap" data-testid="order-delivery">
      {formatDeliveryDay(order.delivery_date, locale)}
    </time>
  ) : (
    <span className="text-stone-600 italic" data-testid="order-delivery">{t("toBeArranged")}</span>
  );
}

const unconfirmedBadge = "inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-600/40 ring-inset";

/** Paid and delivered (and, on a card, not confirmed: in the table the row's Confirm button says so). */
function States({ order, withConfirmed = true }: { order: OrderView; withConfirmed?: boolean }) {
  const t = useTranslations("adminOrders");
  return (
    <span className="inline-flex flex-wrap gap-1 [&_span]:whitespace-nowrap">
      {withConfirmed && !order.confirmed && <span className={unconfirmedBadge}>{t("unconfirmed")}</span>}
      <OrderStatus order={order} />
    </span>
  );
}

interface RowTools {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  perform: (id: number, action: OrderAction) => unknown;
  busy: (id: number) => boolean;
  online: boolean;
}

function SelectBox({ order, tools }: { order: OrderView; tools: RowTools }) {
  const t = useTranslations("adminOrders");
  return (
    <input
      type="checkbox"
      className="relative z-10 size-4 cursor-pointer accent-brand-600"
      aria-label={t("selectOrder", { id: order.id })}
      checked={tools.selected.has(order.id)}
      onChange={() => tools.toggle(order.id)}
    />
  );
}

function SelectAll({ ids, selected, setSelected }: { ids: number[]; selected: ReadonlySet<number>; setSelected: (ids: Set<number>) => void }) {
  const t = useTranslations("adminOrders");
  const box = useRef<HTMLInputElement>(null);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = !all && ids.some((id) => selected.has(id));
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="size-4 cursor-pointer accent-brand-600"
      aria-label={t("selectAll")}
      checked={all}
      onChange={() => setSelected(all ? new Set() : new Set(ids))}
    />
  );
}

function columns(t: ReturnType<typeof useTranslations<"adminOrders">>, locale: Locale, showCustomer: boolean, tools: RowTools, selectAll: ReactNode): DataTableColumn<OrderView>[] {
  return [
    { id: "select", header: selectAll, cellClassName: "w-8", cell: (order) => <SelectBox order={order} tools={tools} /> },
    { id: "order", header: t("order"), rowHeader: true, cellClassName: "font-semibold whitespace-nowrap", cell: (order) => <OrderCell order={order} /> },
    ...(showCustomer ? [{ id: "customer", header: t("customer"), cell: (order: OrderView) => <CustomerCell order={order} /> }] : []),
    { id: "delivery", header: t("deliveryColumn"), sortKey: "delivery_date", cell: (order) => <DeliveryCell order={order} /> },
    { id: "total", header: t("total"), align: "end", cellClassName: "whitespace-nowrap", cell: (order) => `${formatCad(toCents(order.price), locale)} CAD` },
    { id: "status", header: t("status"), cell: (order) => <States order={order} withConfirmed={false} /> },
    {
      id: "actions",
      header: t("actions"),
      hideHeader: true,
      cell: (order) => <OrderActionButtons order={order} perform={tools.perform} disabled={!tools.online || tools.busy(order.id)} className="max-w-60 justify-end" />,
    },
  ];
}

function OrderCard({ order, showCustomer, tools }: { order: OrderView; showCustomer: boolean; tools: RowTools }) {
  const locale = useLocale();
  const t = useTranslations("adminOrders");
  return (
    <DataCard className={cx("relative gap-2 text-sm hover:border-brand-600/50", tools.selected.has(order.id) && "border-brand-600/50 bg-brand-50")} data-testid="order-card">
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-3">
          <SelectBox order={order} tools={tools} />
          <OrderLink order={order} className="text-base font-bold" />
        </span>
        <span className="font-semibold">{formatCad(toCents(order.price), locale)} CAD</span>
      </div>
      {showCustomer && <CustomerCell order={order} />}
      <p className="font-semibold text-stone-800" data-testid="order-delivery">
        {t("deliveryOn", { date: order.delivery_date ? formatDeliveryDay(order.delivery_date, locale) : t("toBeArranged") })}
      </p>
      <p className="text-stone-600">
        {formatDateTime(order.created_at, locale)}
        {order.po_number && <span data-testid="order-po"> · {t("poNumberShort", { po: order.po_number })}</span>}
      </p>
      <States order={order} />
      <OrderActionButtons order={order} perform={tools.perform} disabled={!tools.online || tools.busy(order.id)} className="mt-1" />
    </DataCard>
  );
}

/**
 * The back office's work queue (all orders, one customer's; issue 25): a dense table, cards below
 * 992 px; a whole row opens the order; one-click actions per row; a selection for the bulk actions.
 * An action changes the row where it stands (the server's answer, or for a bulk action what it did),
 * so staff go on down the queue; the next view of the list reads the server again (the page keys
 * this component by its URL). `view`: the work queue's view, whose Delivery header then sorts the
 * list by delivery date (a link, like the sort control).
 */
export function AdminOrdersTable({ orders, showCustomer = true, empty, view }: { orders: OrderView[]; showCustomer?: boolean; empty: EmptyStateProps; view?: AdminOrdersView }) {
  const t = useTranslations("adminOrders");
  const [changed, setChanged] = useState<ReadonlyMap<number, OrderView>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = orders.map((order) => changed.get(order.id) ?? order);
  const ids = orders.map((order) => order.id);

  const update = useCallback((next: OrderView[]) => {
    setChanged((current) => {
      const map = new Map(current);
      for (const order of next) map.set(order.id, order);
      return map;
    });
  }, []);
  const onChanged = useCallback((order: OrderView) => update([order]), [update]);
  const { online, perform, busy } = useOrderActions(onChanged);
  const locale = useLocale();
  const sort: DataTableSort | undefined = view && { value: view.sort, hrefFor: (value) => adminOrdersHref({ ...view, sort: value as AdminOrdersView["sort"], page: undefined }) };

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const tools: RowTools = { selected, toggle, perform, busy, online };

  const bulkDone = (action: OrderAction, doneIds: number[]) => {
    update(rows.filter((order) => doneIds.includes(order.id)).map((order) => applied(order, action)));
    setSelected((current) => new Set([...current].filter((id) => !doneIds.includes(id))));
  };

  return (
    <div className="flex flex-col gap-3">
      {orders.length > 0 && (
        <BulkOrderActions
          selected={ids.filter((id) => selected.has(id))}
          online={online}
          onDone={bulkDone}
          onClear={() => setSelected(new Set())}
          selectAll={<SelectAll ids={ids} selected={selected} setSelected={setSelected} />}
        />
      )}
      <DataTable
        caption={t("caption")}
        dense
        columns={columns(t, locale, showCustomer, tools, <SelectAll ids={ids} selected={selected} setSelected={setSelected} />)}
        rows={rows}
        sort={sort}
        rowKey={(order) => order.id}
        rowProps={(order) => ({
          "data-testid": "order-row",
          className: cx("relative hover:bg-stone-50", selected.has(order.id) && "bg-brand-50 hover:bg-brand-50"),
        })}
        renderCard={(order) => <OrderCard order={order} showCustomer={showCustomer} tools={tools} />}
        empty={empty}
      />
    </div>
  );
}
