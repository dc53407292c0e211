"use client";

import { Trash2 } from "lucide-react";
import { updateProduct } from "@/client/api-client/products-admin";
import { useTranslations } from "next-intl";
import { useAction, type ActionDone } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { announceProductChange } from "./products-channel";

/**
 * docs/product.md §4 Product states on the edit screen, each behind a confirmation: Move to trash for an
 * active product; Permanently Delete for one in the trash, whose Restore is in the notice at the top
 * of the screen (product-restore.tsx). The other tabs showing the products hear of it.
 */
export function ProductStateActions({ productId, name, isDeleted }: { productId: number; name: string; isDeleted: boolean }) {
  const t = useTranslations("adminProduct");
  const { online, run } = useAction();
  const change = (body: Parameters<typeof updateProduct>[1], message: string, then: ActionDone["then"]) =>
    run(() => updateProduct({ id: productId }, body), { toast: message, notify: announceProductChange, then });

  return (
    <ActionPanel id="product-state-title" title={t("stateTitle")} text={isDeleted ? t("trashedNotice") : undefined} online={online}>
      {isDeleted ? (
        <>
          <ConfirmButton
            label={t("deleteForever")}
            icon={Trash2}
            title={t("deleteForeverTitle")}
            description={t("deleteForeverText", { name })}
            destructive
            onConfirm={() => change({ permanently_deleted: true }, t("deletedForever"), "/admin/products?tab=trash")}
          />
        </>
      ) : (
        <ConfirmButton
          label={t("moveToTrash")}
          icon={Trash2}
          title={t("moveToTrashTitle")}
          description={t("moveToTrashText", { name })}
          onConfirm={() => change({ is_deleted: true }, t("movedToTrash"), "refresh")}
        />
      )}
    </ActionPanel>
  );
}
