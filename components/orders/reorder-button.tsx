"use client";

import { RotateCcw } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { buttonStyles } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/client/api-client/api-error";
import { reorder } from "@/client/api-client/reorder";
import { useTranslations } from "next-intl";
import type { ReorderResult } from "@/lib/orders/reorder";
import { cx } from "@/lib/shared/ui/class-names";
import { useSetCartCount } from "@/client/ui/cart-count";
import { useOnline } from "@/client/ui/use-online";
import { toast } from "@/client/ui/toast";
import { usePending } from "@/client/ui/use-pending";

/**
 * Order again (issue 14 point 4): puts the order's lines into the cart at today's prices, then
 * says what went in (cases × box = units) and which products are gone or out of stock, with a
 * way on to the cart. Disabled offline; the page says why (OfflineLine).
 */
export function ReorderButton({ orderId, className }: { orderId: number; className?: string }) {
  const t = useTranslations("reorder");
  const setCartCount = useSetCartCount();
  const online = useOnline();
  const [pending, setPending] = usePending();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const run = async () => {
    setPending(true);
    try {
      const answer = await reorder({ id: orderId });
      setCartCount(answer.cart.count);
      setResult(answer);
    } catch (failure) {
      toast.error(errorText(failure), { duration: 4000 });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => void run()}
        disabled={pending || !online}
        aria-busy={pending || undefined}
        aria-label={t("buttonLabel", { id: orderId })}
        className={cx(buttonStyles.secondary, "py-1.5", className)}
      >
        {pending ? <Spinner /> : <RotateCcw aria-hidden="true" className="size-4" />}
        {pending ? t("working") : t("button")}
      </button>
      <Dialog.Root open={result !== null} onOpenChange={(open) => !open && setResult(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/40" />
          <Dialog.Content
            className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none"
            data-testid="reorder-result"
            // The dialog opens from the answer, not from a Dialog.Trigger: give focus back to the button.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          >
            {result && <ReorderSummary result={result} />}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonStyles.secondary}>{t("close")}</Dialog.Close>
              {result && result.added.length > 0 && (
                <Link href="/cart" className={buttonStyles.primary} onClick={() => setResult(null)}>
                  {t("goToCart")}
                </Link>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

function ReorderSummary({ result }: { result: ReorderResult }) {
  const t = useTranslations("reorder");
  return (
    <>
      <Dialog.Title className="text-lg font-bold text-stone-900">{t("title", { id: result.order })}</Dialog.Title>
      <Dialog.Description className="text-sm text-stone-700">{result.added.length > 0 ? t("addedHeading") : t("noneAdded")}</Dialog.Description>
      {result.added.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm" aria-label={t("addedHeading")}>
          {result.added.map((line) => (
            <li key={line.id} className="flex flex-col rounded-lg border border-stone-200 px-3 py-2">
              <span className="font-semibold text-stone-900">{line.name}</span>
              <span className="text-stone-700">{t("addedLine", { cases: line.cases, box: line.box_quantity, units: line.quantity })}</span>
              {line.previous_box_quantity !== null && (
                <span className="text-xs text-amber-900">{t("caseSizeChanged", { before: line.previous_box_quantity, now: line.box_quantity })}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.unavailable.length > 0 && (
        <section aria-label={t("unavailableHeading")} className="flex flex-col gap-2">
          <h3 className="text-sm font-bold text-stone-900">{t("unavailableHeading")}</h3>
          <ul className="flex flex-col gap-1 text-sm" data-testid="reorder-unavailable">
            {result.unavailable.map((line, index) => (
              <li key={`${line.id ?? "gone"}-${index}`} className="flex flex-wrap justify-between gap-x-3 rounded-lg bg-amber-50 px-3 py-2 text-amber-950">
                <span className="font-medium">{line.name}</span>
                <span>{line.reason === "gone" ? t("gone") : t("outOfStock")}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
