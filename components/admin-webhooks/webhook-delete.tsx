"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { deleteWebhook } from "@/client/api-client/webhooks";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Delete, behind a confirmation; then the toast and back to the list. */
export function WebhookDelete({ endpointId, url }: { endpointId: number; url: string }) {
  const t = useTranslations("adminWebhooks");
  const { online, run } = useAction();
  return (
    <ActionPanel id="webhook-delete-title" title={t("deleteTitle")} text={t("deleteText")} danger online={online}>
      <ConfirmButton
        label={t("delete")}
        icon={Trash2}
        title={t("deleteConfirmTitle")}
        description={t("deleteConfirmText", { url })}
        destructive
        onConfirm={() => run(() => deleteWebhook({ id: endpointId }), { toast: t("deleted"), then: "/admin/webhooks" })}
      />
    </ActionPanel>
  );
}
