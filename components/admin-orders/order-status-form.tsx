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
import { DELIVERY_STATUSES, PAID_STATUSES, type DeliveryStatus, type PaidStatus } from "@/lib/shared/orders/statuses";
import { useOnline } from "@/client/ui/use-online";
import { useTranslations } from "next-intl";
import { usePending } from "@/client/ui/use-pending";

/** The admin changes an order's paid and delivery status (docs/product.md §2 /admin/order/{id}), confirmed or not. */
export function OrderStatusForm({ orderId, status, deliveredStatus }: { orderId: number; status: PaidStatus; deliveredStatus: DeliveryStatus }) {
  const tAdminOrders = useTranslations("adminOrders");
  const tOrders = useTranslations("orders");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const online = useOnline();
  const paidId = useId();
  const deliveryId = useId();
  const [paid, setPaid] = useState(status);
  const [delivered, setDelivered] = useState(deliveredStatus);
  const [pending, setPending] = usePending();
  const [error, setError] = useState<string | null>(null);
  const unchanged = paid === status && delivered === deliveredStatus;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await setOrderStatus({ id: orderId }, { status: paid, delivered_status: delivered });
      toast.success(tToasts("orderEdited"), { duration: 2000 });
      router.refresh();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-labelledby="order-status-heading" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 text-sm">
      <h2 id="order-status-heading" className="text-lg font-bold text-brand-800">{tAdminOrders("statusHeading")}</h2>
      <div className="grid grid-cols-1 gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={paidId} className="font-semibold text-stone-800">{tAdminOrders("paidLabel")}</label>
          <select id={paidId} value={paid} disabled={!online || pending} onChange={(e) => setPaid(e.target.value as PaidStatus)} className={controlStyles()}>
            {PAID_STATUSES.map((value) => (
              <option key={value} value={value}>{tOrders(`filters.${value}`)}</option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={deliveryId} className="font-semibold text-stone-800">{tAdminOrders("deliveryLabel")}</label>
          <select id={deliveryId} value={delivered} disabled={!online || pending} onChange={(e) => setDelivered(e.target.value as DeliveryStatus)} className={controlStyles()}>
            {DELIVERY_STATUSES.map((value) => (
              <option key={value} value={value}>{tOrders(`filters.${value}`)}</option>
            ))}
          </select>
        </div>
      </div>
      {!online && <OfflineNotice />}
      <Button type="submit" variant="secondary" pending={pending} disabled={!online || unchanged} className="self-start">
        {tAdminOrders("saveStatus")}
      </Button>
      <FormError message={error} />
    </form>
  );
}
