"use client";

import { CheckCircle2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/client/ui/toast";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { errorText } from "@/client/api-client/api-error";
import { confirmOrder } from "@/client/api-client/orders-admin";
import { useOnline } from "@/client/ui/use-online";
import { adminOrdersMessages as t } from "@/lib/shared/messages/admin-orders";

/**
 * Confirm order on the admin's edit screen (docs/product.md §4), behind a confirmation: it is final and
 * takes the units off stock. Then the order's page, which shows the confirmed-at time.
 */
export function ConfirmOrderButton({ orderId }: { orderId: number }) {
  const router = useRouter();
  const online = useOnline();
  const confirm = async () => {
    try {
      await confirmOrder({ id: orderId }, { confirmed: true });
    } catch (failure) {
      throw new Error(errorText(failure));
    }
    toast.success(t.orderConfirmed(orderId), { duration: 2000 });
    router.push(`/admin/order/${orderId}`);
    router.refresh();
  };
  return (
    <section aria-label={t.confirmOrder} className="flex flex-col gap-2 rounded-xl border border-brand-600/30 bg-brand-50 p-5 text-sm">
      <p className="text-stone-700">{t.confirmText}</p>
      {!online && <OfflineNotice />}
      <ConfirmButton
        label={t.confirmOrder}
        icon={CheckCircle2}
        variant="primary"
        className="self-start"
        title={t.confirmTitle(orderId)}
        description={t.confirmText}
        onConfirm={confirm}
      />
    </section>
  );
}
