"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useId, useState, type FormEvent } from "react";
import { toast } from "@/client/ui/toast";
import { Button } from "@/components/ui/button";
import { controlStyles } from "@/components/ui/form-field";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { errorText } from "@/client/api-client/api-error";
import { setOrderStatus } from "@/client/api-client/orders-admin";
import { useOnline } from "@/client/ui/use-online";
import { useTranslations } from "next-intl";
import { usePending } from "@/client/ui/use-pending";

/**
 * Staff set the day an order is delivered on (issue 31), confirmed or not: any real date (the zone's
 * cut-off, weekdays and closed dates bind the buyer, not staff), or "to be arranged". PATCH
 * /api/orders/order_status/{id}/ with delivery_date; the page reads the order again after.
 */
export function OrderDeliveryDateForm({ orderId, deliveryDate }: { orderId: number; deliveryDate: string | null }) {
  const t = useTranslations("adminOrders");
  const router = useRouter();
  const online = useOnline();
  const dateId = useId();
  const hintId = useId();
  const [date, setDate] = useState(deliveryDate ?? "");
  const [pending, setPending] = usePending();
  const [error, setError] = useState<string | null>(null);

  const save = async (next: string | null) => {
    setPending(true);
    setError(null);
    try {
      await setOrderStatus({ id: orderId }, { delivery_date: next });
      toast.success(t("deliveryDateSaved"), { duration: 2000 });
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (date) void save(date);
  };

  return (
    <form onSubmit={submit} aria-labelledby="delivery-date-heading" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm" data-testid="delivery-date-form">
      <h2 id="delivery-date-heading" className="text-lg font-bold text-brand-800">{t("deliveryDateHeading")}</h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={dateId} className="font-semibold text-stone-800">{t("newDeliveryDate")}</label>
        <input
          id={dateId}
          type="date"
          name="delivery_date"
          required
          min="2000-01-01"
          max="2099-12-31"
          value={date}
          disabled={!online || pending}
          onChange={(e) => setDate(e.target.value)}
          aria-describedby={hintId}
          className={controlStyles()}
        />
        <p id={hintId} className="text-xs text-stone-600">{t("deliveryDateHint")}</p>
      </div>
      {!online && <OfflineNotice />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" pending={pending} disabled={!online || !date || date === deliveryDate}>
          {t("saveDate")}
        </Button>
        {deliveryDate !== null && (
          <Button type="button" variant="secondary" disabled={!online || pending} onClick={() => void save(null)}>
            {t("arrangeLater")}
          </Button>
        )}
      </div>
      <FormError message={error} />
    </form>
  );
}
