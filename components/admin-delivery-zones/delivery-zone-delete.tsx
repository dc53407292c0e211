"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { deleteDeliveryZone } from "@/client/api-client/delivery-zones";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Delete, behind a confirmation saying what becomes of the zone's orders; then the toast and back to the list. */
export function DeliveryZoneDelete({ zoneId, name, orderCount }: { zoneId: number; name: string; orderCount: number }) {
  const t = useTranslations("adminDeliveryZones");
  const { online, run } = useAction();
  return (
    <ActionPanel id="delivery-zone-delete-title" title={t("deleteTitle")} text={t("deleteText")} danger online={online}>
      <ConfirmButton
        label={t("delete")}
        icon={Trash2}
        title={t("deleteConfirmTitle")}
        description={t("deleteConfirmText", { name, n: orderCount })}
        destructive
        onConfirm={() => run(() => deleteDeliveryZone({ id: zoneId }), { toast: t("deleted"), then: "/admin/delivery-zones" })}
      />
    </ActionPanel>
  );
}
