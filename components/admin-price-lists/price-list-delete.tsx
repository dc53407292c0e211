"use client";

import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { deletePriceList } from "@/client/api-client/price-lists";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/** Delete, behind a confirmation naming what it takes away; then the toast and back to the list. */
export function PriceListDelete({ priceListId, name, customerCount }: { priceListId: number; name: string; customerCount: number }) {
  const t = useTranslations("adminPriceLists");
  const { online, run } = useAction();
  return (
    <ActionPanel id="price-list-delete-title" title={t("deleteTitle")} text={t("deleteText")} danger online={online}>
      <ConfirmButton
        label={t("delete")}
        icon={Trash2}
        title={t("deleteConfirmTitle")}
        description={t("deleteConfirmText", { name, n: customerCount })}
        destructive
        onConfirm={() => run(() => deletePriceList({ id: priceListId }), { toast: t("deleted"), then: "/admin/price-lists" })}
      />
    </ActionPanel>
  );
}
