"use client";

import { LogOut } from "lucide-react";
import { revokeCustomerTokens } from "@/client/api-client/customers";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Sign out everywhere, behind a confirmation: every web session and API token of the customer ends. */
export function CustomerAccess({ customerId, name }: { customerId: number; name: string }) {
  const { online, run } = useAction();
  return (
    <ActionPanel id="customer-access-title" title={t.accessTitle} text={t.accessText} online={online}>
      <ConfirmButton
        label={t.revokeAccess}
        icon={LogOut}
        title={t.revokeAccessConfirmTitle}
        description={t.revokeAccessConfirmText(name)}
        onConfirm={() => run(() => revokeCustomerTokens({ id: customerId }), { toast: t.accessRevokedToast(name) })}
      />
    </ActionPanel>
  );
}
