"use client";

import { Trash2 } from "lucide-react";
import { deleteCustomer } from "@/client/api-client/customers";
import { useTranslations } from "next-intl";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Delete, behind a confirmation; then 'Customer deleted succesfully' and back to the list (docs/product.md §2, §8). */
export function CustomerDelete({ customerId, name }: { customerId: number; name: string }) {
  const tAdminCustomers = useTranslations("adminCustomers");
  const tToasts = useTranslations("toasts");
  const { online, run } = useAction();
  return (
    <ActionPanel id="customer-delete-title" title={tAdminCustomers("deleteTitle")} text={tAdminCustomers("deleteText")} danger online={online}>
      <ConfirmButton
        label={tAdminCustomers("delete")}
        icon={Trash2}
        title={tAdminCustomers("deleteConfirmTitle")}
        description={tAdminCustomers("deleteConfirmText", { who: name })}
        destructive
        onConfirm={() => run(() => deleteCustomer({ id: customerId }), { toast: tToasts("customerDeleted"), then: "/admin/customers" })}
      />
    </ActionPanel>
  );
}
