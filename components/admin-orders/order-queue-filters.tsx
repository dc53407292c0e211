"use client";

import { SlidersHorizontal, X } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { useRouter } from "@/client/i18n/navigation";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { buttonStyles } from "@/components/ui/button";
import { SearchBox } from "@/components/ui/search-box";
import { ADMIN_ORDER_SORTS, ORDER_SORTS, type AdminOrderSort } from "@/lib/shared/orders/query-schemas";
import { DELIVERY_STATUSES, PAID_STATUSES } from "@/lib/shared/orders/statuses";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import { QUEUE_FILTERS, adminOrdersHref, isFiltered, withoutFilters, type AdminOrdersView } from "./admin-orders-url";

const selectStyles = "w-full rounded-lg border border-stone-300 bg-white px-2.5 py-1.5 text-sm text-stone-900 shadow-sm outline-none focus-visible:border-brand-600";
const labelStyles = "text-xs font-semibold text-stone-800";

type Draft = Record<"status" | "delivered_status" | "confirmed" | "overdue" | "admin_created" | "from" | "to" | "delivery_date", string>;

const flag = (value: boolean | undefined) => (value === undefined ? "" : String(value));

function draftOf(view: AdminOrdersView): Draft {
  return {
    status: view.status ?? "",
    delivered_status: view.delivered_status ?? "",
    confirmed: flag(view.confirmed),
    overdue: flag(view.overdue),
    admin_created: flag(view.admin_created),
    from: view.from ?? "",
    to: view.to ?? "",
    delivery_date: view.delivery_date ?? "",
  };
}

const flagOf = (value: string) => (value === "" ? undefined : value === "true");

function viewOf(view: AdminOrdersView, draft: Draft): AdminOrdersView {
  return {
    search: view.search,
    customer: view.customer,
    sort: view.sort,
    status: (draft.status || undefined) as AdminOrdersView["status"],
    delivered_status: (draft.delivered_status || undefined) as AdminOrdersView["delivered_status"],
    confirmed: flagOf(draft.confirmed),
    overdue: flagOf(draft.overdue),
    admin_created: flagOf(draft.admin_created),
    from: draft.from || undefined,
    to: draft.to || undefined,
    delivery_date: draft.delivery_date || undefined,
  };
}

interface ChoiceProps {
  name: keyof Draft;
  label: string;
  value: string;
  choices: Array<[string, string]>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

function Choice({ name, label, value, choices, onChange }: ChoiceProps) {
  const tAdminOrders = useTranslations("adminOrders");
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={labelStyles}>{label}</label>
      <select id={id} name={name} value={value} onChange={onChange} className={selectStyles}>
        <option value="">{tAdminOrders("any")}</option>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>{text}</option>
        ))}
      </select>
    </div>
  );
}

/**
 * The work queue's controls (issue 25): the search (an order number, #123 or 123, or the customer),
 * the sort, and the filters, which combine and live in the URL with the API's names. A choice
 * applies at once; the dates (placed from, to, and the delivery date) when they lose focus or with
 * "Apply filters" (or Enter). Below 992 px the filters fold into a "Filters" panel. A plain GET
 * form underneath, so the filters also work before the page's script has loaded. `customerName`:
 * who ?customer= names, with a way back to every customer.
 */
export function OrderQueueFilters({ view, customerName }: { view: AdminOrdersView; customerName?: string }) {
  const tAdminOrders = useTranslations("adminOrders");
  const tOrders = useTranslations("orders");
  const router = useRouter();
  const panelId = useId();
  const sortId = useId();
  const fromId = useId();
  const toId = useId();
  const deliveryId = useId();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(view);
  const [draft, setDraft] = useState(() => draftOf(view));
  // The URL changed (a filter applied, the back button): the controls follow it.
  if (adminOrdersHref(view) !== adminOrdersHref(shown)) {
    setShown(view);
    setDraft(draftOf(view));
  }
  const active = QUEUE_FILTERS.filter((key) => key !== "customer" && view[key] !== undefined).length;

  const go = (next: AdminOrdersView) => router.push(adminOrdersHref({ ...next, page: undefined }));
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = { ...draft, [event.target.name]: event.target.value };
    setDraft(next);
    go(viewOf(view, next));
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [event.target.name]: event.target.value });
  const applyDates = (event: { currentTarget: HTMLInputElement; relatedTarget: EventTarget | null }) => {
    // From one date to the other: the range is still being typed (applying "from" now would
    // re-read the form from the URL and drop the "to" being typed).
    const next = event.relatedTarget as HTMLInputElement | null;
    if (next?.type === "date" && next.form === event.currentTarget.form) return;
    const form = event.currentTarget.form;
    const changed = draft.from !== (view.from ?? "") || draft.to !== (view.to ?? "") || draft.delivery_date !== (view.delivery_date ?? "");
    if (changed && form?.checkValidity()) go(viewOf(view, draft));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(viewOf(view, draft));
  };

  const sortLabel = (sort: AdminOrderSort) =>
    sort === "delivery_date" || sort === "-delivery_date" ? tAdminOrders(`deliverySorts.${sort}`) : tOrders(`sorts.${sort satisfies (typeof ORDER_SORTS)[number]}`);

  const yesNo = (choices: "confirmedChoices" | "overdueChoices" | "placedByChoices"): Array<[string, string]> => [
    ["true", tAdminOrders(`${choices}.true`)],
    ["false", tAdminOrders(`${choices}.false`)],
  ];

  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          action="/admin/orders"
          label={tAdminOrders("searchLabelQueue")}
          placeholder={tAdminOrders("searchPlaceholderQueue")}
          buttonLabel={tAdminOrders("search")}
          search={view.search ?? ""}
          onSearch={(search) => go({ ...view, search: search || undefined })}
          keep={Object.fromEntries(new URLSearchParams(adminOrdersHref({ ...view, search: undefined }).split("?")[1] ?? ""))}
          className="w-full max-w-xl"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className={labelStyles}>{tOrders("sortLabel")}</label>
          <select
            id={sortId}
            value={view.sort ?? "-created_at"}
            onChange={(e) => go({ ...view, sort: e.target.value as AdminOrderSort })}
            className={selectStyles}
          >
            {ADMIN_ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>{sortLabel(sort)}</option>
            ))}
          </select>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={cx(buttonStyles.secondary, "py-1.5 narrow:hidden")}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {active ? tAdminOrders("filtersActive", { n: active }) : tAdminOrders("filters")}
        </button>
      </div>

      {(customerName !== undefined || isFiltered(view)) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {customerName !== undefined && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 font-semibold text-brand-800 ring-1 ring-brand-600/30 ring-inset" data-testid="customer-scope">
              {tAdminOrders("customerScope", { name: customerName })}
              <Link
                href={adminOrdersHref({ ...view, customer: undefined, page: undefined })}
                prefetch={false}
                aria-label={tAdminOrders("clearCustomer", { name: customerName })}
                title={tAdminOrders("clearCustomer", { name: customerName })}
                className="rounded-full p-1 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-3.5" />
              </Link>
            </span>
          )}
          {isFiltered(view) && (
            <Link href={adminOrdersHref(withoutFilters(view))} prefetch={false} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {tAdminOrders("clearFilters")}
            </Link>
          )}
        </div>
      )}

      <form
        id={panelId}
        aria-label={tAdminOrders("filtersHeading")}
        action="/admin/orders"
        method="get"
        onSubmit={submit}
        className={cx("grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-stone-50 p-3 sm:grid-cols-4", !open && "max-narrow:hidden")}
      >
        {view.search && <input type="hidden" name="search" value={view.search} />}
        {view.customer !== undefined && <input type="hidden" name="customer" value={view.customer} />}
        {view.sort && <input type="hidden" name="sort" value={view.sort} />}
        <Choice name="confirmed" label={tAdminOrders("confirmedFilter")} value={draft.confirmed} choices={yesNo("confirmedChoices")} onChange={choose} />
        <Choice name="status" label={tAdminOrders("paidFilter")} value={draft.status} choices={PAID_STATUSES.map((s) => [s, tOrders(`filters.${s}`)])} onChange={choose} />
        <Choice name="delivered_status" label={tAdminOrders("deliveredFilter")} value={draft.delivered_status} choices={DELIVERY_STATUSES.map((s) => [s, tOrders(`filters.${s}`)])} onChange={choose} />
        <Choice name="overdue" label={tAdminOrders("overdueFilter")} value={draft.overdue} choices={yesNo("overdueChoices")} onChange={choose} />
        <Choice name="admin_created" label={tAdminOrders("placedByFilter")} value={draft.admin_created} choices={yesNo("placedByChoices")} onChange={choose} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className={labelStyles}>{tAdminOrders("fromFilter")}</label>
          <input id={fromId} type="date" name="from" value={draft.from} min="2000-01-01" max={draft.to || "2099-12-31"} onChange={type} onBlur={applyDates} className={selectStyles} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={toId} className={labelStyles}>{tAdminOrders("toFilter")}</label>
          <input id={toId} type="date" name="to" value={draft.to} min={draft.from || "2000-01-01"} max="2099-12-31" onChange={type} onBlur={applyDates} className={selectStyles} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={deliveryId} className={labelStyles}>{tAdminOrders("deliveryDateFilter")}</label>
          <input id={deliveryId} type="date" name="delivery_date" value={draft.delivery_date} min="2000-01-01" max="2099-12-31" onChange={type} onBlur={applyDates} className={selectStyles} />
        </div>
        <div className="flex items-end">
          <button type="submit" className={cx(buttonStyles.secondary, "w-full py-1.5")}>
            {tAdminOrders("applyFilters")}
          </button>
        </div>
      </form>
    </div>
  );
}
