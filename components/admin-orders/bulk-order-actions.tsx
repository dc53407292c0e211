"use client";

import { Link } from "@/client/i18n/navigation";
import { useState, type ReactNode } from "react";
import { errorText } from "@/client/api-client/api-error";
import { bulkOrders } from "@/client/api-client/orders-admin";
import { toast } from "@/client/ui/toast";
import { usePending } from "@/client/ui/use-pending";
import { Spinner } from "@/components/ui/spinner";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import type { OrderAction } from "./use-order-actions";

const BULK_ACTIONS = [
  { action: "confirm", label: "confirm" },
  { action: "mark_paid", label: "markPaid" },
  { action: "mark_unpaid", label: "markUnpaid" },
  { action: "mark_delivered", label: "markDelivered" },
  { action: "mark_undelivered", label: "markUndelivered" },
] as const satisfies ReadonlyArray<{ action: OrderAction; label: string }>;

const button =
  "inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-60";

interface Outcome {
  done?: string;
  failed: Array<{ id: number; text: string }>;
}

interface Props {
  /** The ids selected on this page, in the list's order. */
  selected: number[];
  online: boolean;
  /** The orders the action was done to (the others stay selected). */
  onDone: (action: OrderAction, ids: number[]) => void;
  onClear: () => void;
  /** The page's select-all box, shown here where the cards have no header (below 992 px). */
  selectAll: ReactNode;
}

/**
 * One action for every selected order, through POST /api/orders/bulk/ (issue 25): each order is
 * done as its own call would do it; the outcome says how many were done and which were not and
 * why (a confirm short of stock, say), in a live region and a toast.
 */
export function BulkOrderActions({ selected, online, onDone, onClear, selectAll }: Props) {
  const t = useTranslations("adminOrders");
  const [pending, setPending] = usePending();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const count = selected.length;

  const apply = async (action: OrderAction) => {
    setPending(true);
    setOutcome(null);
    try {
      const { results } = await bulkOrders({ ids: selected, action });
      const done = results.filter((r) => r.ok).map((r) => r.id);
      // A confirm refused with 409 is one short of stock (its detail is the lines short): said in words.
      const why = (r: (typeof results)[number]) => (action === "confirm" && r.status === 409 ? t("bulkShortOfStock") : (r.detail ?? String(r.status)));
      const failed = results.filter((r) => !r.ok).map((r) => ({ id: r.id, text: t("bulkFailure", { id: r.id, why: why(r) }) }));
      if (done.length) onDone(action, done);
      const text = done.length ? t(`bulkDone.${action}`, { n: done.length }) : undefined;
      setOutcome({ done: text, failed });
      if (text) toast.success(text, { duration: 4000 });
      if (failed.length) toast.error(`${t("bulkFailed", { n: failed.length })} ${failed.map((f) => f.text).join(" ")}`, { duration: 8000 });
    } catch (failure) {
      toast.error(errorText(failure), { duration: 4000 });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={cx("flex flex-col gap-2", count > 0 && "narrow:sticky narrow:top-2 narrow:z-20")}>
      <section
        aria-label={t("bulkHeading")}
        className={cx("flex flex-wrap items-center gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm shadow-sm", count === 0 && "narrow:hidden")}
      >
        <label className="flex items-center gap-2 font-semibold text-stone-800 narrow:hidden">
          {selectAll}
          <span aria-hidden="true">{t("select")}</span>
        </label>
        <span className="font-semibold text-stone-800" data-testid="selected-count">
          {t("selected", { n: count })}
        </span>
        {count > 0 && (
          <>
            {BULK_ACTIONS.map(({ action, label }) => (
              <button key={action} type="button" className={button} disabled={!online || pending} onClick={() => void apply(action)}>
                {t(label)}
              </button>
            ))}
            <button type="button" className={cx(button, "border-transparent underline")} disabled={pending} onClick={onClear}>
              {t("clearSelection")}
            </button>
            {pending && <Spinner />}
          </>
        )}
      </section>
      <div role="status" aria-live="polite" className="text-sm empty:hidden" data-testid="bulk-outcome">
        {outcome && (
          <div className="rounded-xl border border-stone-200 bg-white px-3 py-2">
            {outcome.done && <p className="font-semibold text-brand-800">{outcome.done}</p>}
            {outcome.failed.length > 0 && (
              <>
                <p className="font-semibold text-sale-600">{t("bulkFailed", { n: outcome.failed.length })}</p>
                <ul className="list-inside list-disc">
                  {outcome.failed.map((failure) => (
                    <li key={failure.id}>
                      <Link href={`/admin/order/${failure.id}`} prefetch={false} className="text-brand-700 underline">
                        {failure.text}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
