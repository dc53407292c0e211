"use client";

import { Trash2 } from "lucide-react";
import { deleteCustomer } from "@/client/api-client/customers";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";
import { toastsMessages } from "@/lib/shared/messages/toasts";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Delete, behind a confirmation; then 'Customer deleted succesfully' and back to the list (docs/product.md §2, §8). */
export function CustomerDelete({ customerId, name }: { customerId: number; name: string }) {
  const { online, run } = useAction();
  return (
    <ActionPanel id="customer-delete-title" title={t.deleteTitle} text={t.deleteText} danger online={online}>
      <ConfirmButton
        label={t.delete}
        icon={Trash2}
        title={t.deleteConfirmTitle}
        description={t.deleteConfirmText(name)}
        destructive
        onConfirm={() => run(() => deleteCustomer({ id: customerId }), { toast: toastsMessages.customerDeleted, then: "/admin/customers" })}
      />
    </ActionPanel>
  );
}
