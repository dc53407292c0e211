"use client";

import { LogOut } from "lucide-react";
import { toast } from "@/client/ui/toast";
import { revokeCustomerTokens } from "@/client/api-client/customers";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";
import { useOnline } from "@/client/ui/use-online";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { OfflineNotice } from "@/components/ui/offline-notice";

/** Sign out everywhere, behind a confirmation: every web session and API token of the customer ends. */
export function CustomerAccess({ customerId, name }: { customerId: number; name: string }) {
  const online = useOnline();
  return (
    <section aria-labelledby="customer-access-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="customer-access-title" className="text-base font-semibold text-stone-900">
        {t.accessTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.accessText}</p>
      {!online && <OfflineNotice className="mt-2" />}
      <div className="mt-4">
        <ConfirmButton
          label={t.revokeAccess}
          icon={LogOut}
          disabled={!online}
          title={t.revokeAccessConfirmTitle}
          description={t.revokeAccessConfirmText(name)}
          confirmLabel={t.revokeAccess}
          onConfirm={async () => {
            await revokeCustomerTokens({ id: customerId });
            toast.success(t.accessRevokedToast(name), { duration: 2000 });
          }}
        />
      </div>
    </section>
  );
}
