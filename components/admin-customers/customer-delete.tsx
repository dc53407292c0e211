"use client";

import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/client/ui/toast";
import { deleteCustomer } from "@/client/api-client/customers";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";
import { toastsMessages } from "@/lib/shared/messages/toasts";
import { useOnline } from "@/client/ui/use-online";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { OfflineNotice } from "@/components/ui/offline-notice";

/** Delete, behind a confirmation; then 'Customer deleted succesfully' and back to the list (docs/product.md §2, §8). */
export function CustomerDelete({ customerId, name }: { customerId: number; name: string }) {
  const router = useRouter();
  const online = useOnline();
  return (
    <section aria-labelledby="customer-delete-title" className="rounded-xl border border-red-200 bg-white p-4 sm:p-6">
      <h2 id="customer-delete-title" className="text-base font-semibold text-stone-900">
        {t.deleteTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.deleteText}</p>
      {!online && <OfflineNotice className="mt-2" />}
      <div className="mt-4">
        <ConfirmButton
          label={t.delete}
          icon={Trash2}
          variant="danger"
          disabled={!online}
          title={t.deleteConfirmTitle}
          description={t.deleteConfirmText(name)}
          confirmLabel={t.delete}
          destructive
          onConfirm={async () => {
            await deleteCustomer({ id: customerId });
            toast.success(toastsMessages.customerDeleted, { duration: 2000 });
            router.push("/admin/customers");
          }}
        />
      </div>
    </section>
  );
}
