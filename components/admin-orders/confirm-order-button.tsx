"use client";

import { AlertTriangle, CheckCircle2, PackageMinus } from "lucide-react";
import { useRouter } from "@/client/i18n/navigation";
import { useState } from "react";
import { toast } from "@/client/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { errorText } from "@/client/api-client/api-error";
import { confirmOrder } from "@/client/api-client/orders-admin";
import { shortfallOf } from "@/client/api-client/shortfall";
import { useOnline } from "@/client/ui/use-online";
import { usePending } from "@/client/ui/use-pending";
import { useTranslations } from "next-intl";
import { casesAndUnits } from "@/lib/shared/cart/quantity-text";
import type { ShortLine } from "@/lib/shared/orders/shortfall";

/**
 * Confirm order (docs/product.md §4). With enough stock: behind a confirmation on the edit screen, as it
 * is final and takes the units off stock; one click on the order's page (`oneClick`, the work queue's
 * pace: issue 25). When lines exceed the units on hand (`shortfall`, read when the page was
 * rendered, or answered by a confirmation refused since) the short lines are shown first, line by
 * line, with the units to ship (what is on hand, in whole cases), and staff choose: confirm shipping
 * those quantities (short_ship) or confirm as back-ordered. Then the order's page.
 */
export function ConfirmOrderButton({ orderId, shortfall: initial = [], oneClick = false }: { orderId: number; shortfall?: ShortLine[]; oneClick?: boolean }) {
  const tAdminConfirm = useTranslations("adminConfirm");
  const tAdminOrders = useTranslations("adminOrders");
  const tShop = useTranslations("shop");
  const router = useRouter();
  const online = useOnline();
  const [shortfall, setShortfall] = useState<ShortLine[]>(initial);
  const [ship, setShip] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = usePending();
  const shipOf = (line: ShortLine) => ship[line.item] ?? String(line.can_ship);

  const done = (message: string) => {
    toast.success(message, { duration: 2000 });
    router.push(`/admin/order/${orderId}`);
    router.refresh();
  };

  /** Confirms with these options; a 409 with short lines shows them instead (stock changed meanwhile). */
  const send = async (options: { short_ship?: Array<{ item: number; quantity: number }>; backorder?: boolean }): Promise<boolean> => {
    try {
      await confirmOrder({ id: orderId }, { confirmed: true, ...options });
      return true;
    } catch (failure) {
      const short = shortfallOf(failure);
      if (!short) throw new Error(errorText(failure));
      setShortfall(short);
      setShip({});
      setError(errorText(failure));
      return false;
    }
  };

  const run = async (options: Parameters<typeof send>[0], message: string) => {
    setError(null);
    setPending(true);
    try {
      if (await send(options)) done(message);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : errorText(failure));
    } finally {
      setPending(false);
    }
  };

  const shortShip = () => {
    const lines: Array<{ item: number; quantity: number }> = [];
    for (const line of shortfall) {
      const quantity = Number(shipOf(line));
      if (!Number.isInteger(quantity) || quantity < 0 || quantity >= line.charged) {
        setError(tAdminConfirm("shipNotLess", { name: line.name, units: line.charged }));
        return;
      }
      lines.push({ item: line.item, quantity });
    }
    void run({ short_ship: lines }, tAdminConfirm("shortShipped", { id: orderId }));
  };

  if (shortfall.length === 0) {
    return (
      <section aria-label={tAdminOrders("confirmOrder")} className="flex flex-col gap-2 rounded-xl border border-brand-600/30 bg-brand-50 p-5 text-sm">
        <p className="text-stone-700">{tAdminOrders("confirmText")}</p>
        {!online && <OfflineNotice />}
        {oneClick ? (
          <>
            <Button type="button" className="self-start" onClick={() => void run({}, tAdminOrders("orderConfirmed", { id: orderId }))} pending={pending} disabled={!online}>
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {tAdminOrders("confirmOrder")}
            </Button>
            <FormError message={error} />
          </>
        ) : (
          <ConfirmButton
            label={tAdminOrders("confirmOrder")}
            icon={CheckCircle2}
            variant="primary"
            className="self-start"
            title={tAdminOrders("confirmTitle", { id: orderId })}
            description={tAdminOrders("confirmText")}
            onConfirm={async () => {
              if (await send({})) done(tAdminOrders("orderConfirmed", { id: orderId }));
            }}
          />
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="shortfall-title" className="flex flex-col gap-3 rounded-xl border border-amber-500/60 bg-amber-50 p-5 text-sm" data-testid="shortfall">
      <h2 id="shortfall-title" className="flex items-center gap-2 text-base font-bold text-amber-900">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {tAdminConfirm("shortTitle")}
      </h2>
      <p className="text-stone-800">{tAdminConfirm("shortIntro", { lines: shortfall.length })}</p>
      <ul className="flex flex-col gap-3">
        {shortfall.map((line) => (
          <li key={line.item} className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-white p-3" data-testid="shortfall-line">
            <span className="font-semibold text-stone-900">{line.name}</span>
            <span className="text-stone-700">
              {tAdminConfirm("lineFacts", { ordered: casesAndUnits(tShop, line.ordered, line.box_quantity), onHand: tAdminConfirm("unitsOnHand", { n: line.on_hand }) })}
            </span>
            <label className="mt-1 flex flex-wrap items-center gap-2">
              <span className="font-semibold text-stone-800">{tAdminConfirm("ship")}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={line.charged - 1}
                step={line.box_quantity}
                value={shipOf(line)}
                onChange={(event) => setShip((current) => ({ ...current, [line.item]: event.target.value }))}
                aria-label={tAdminConfirm("shipLabel", { name: line.name })}
                className="w-28 rounded-md border border-stone-300 px-2 py-1.5 text-right"
              />
              <span className="text-xs text-stone-600">{tAdminConfirm("shipHint", { box: line.box_quantity })}</span>
            </label>
          </li>
        ))}
      </ul>
      {!online && <OfflineNotice />}
      <FormError message={error} />
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={shortShip} pending={pending} disabled={!online}>
          <PackageMinus aria-hidden="true" className="size-4" />
          {tAdminConfirm("shipWhatIsInStock")}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void run({ backorder: true }, tAdminConfirm("backordered", { id: orderId }))} pending={pending} disabled={!online}>
          {tAdminConfirm("confirmBackorder")}
        </Button>
      </div>
    </section>
  );
}
