"use client";

import { LogOut } from "lucide-react";
import { revokeCustomerTokens } from "@/client/api-client/customers";
import { useTranslations } from "next-intl";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Sign out everywhere, behind a confirmation: every web session and API token of the customer ends. */
export function CustomerAccess({ customerId, name }: { customerId: number; name: string }) {
  const t = useTranslations("adminCustomers");
  const { online, run } = useAction();
  return (
    <ActionPanel id="customer-access-title" title={t("accessTitle")} text={t("accessText")} online={online}>
      <ConfirmButton
        label={t("revokeAccess")}
        icon={LogOut}
        title={t("revokeAccessConfirmTitle")}
        description={t("revokeAccessConfirmText", { who: name })}
        onConfirm={() => run(() => revokeCustomerTokens({ id: customerId }), { toast: t("accessRevokedToast", { who: name }) })}
      />
    </ActionPanel>
  );
}
