"use client";

import { ArchiveRestore, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { toast } from "@/client/ui/toast";
import { updateProduct } from "@/client/api-client/products-admin";
import { adminProductMessages as t } from "@/lib/shared/messages/admin";
import { useOnline } from "@/client/ui/use-online";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { announceProductChange } from "./products-channel";

/**
 * docs/product.md §4 Product states on the edit screen, each behind a confirmation: Move to trash for an
 * active product; Restore (back in stock too) and Permanently Delete for one in the trash.
 */
export function ProductStateActions({ productId, name, isDeleted }: { productId: number; name: string; isDeleted: boolean }) {
  const router = useRouter();
  const online = useOnline();

  const run = async (body: Parameters<typeof updateProduct>[1], message: string, then: () => void) => {
    await updateProduct({ id: productId }, body);
    toast.success(message, { duration: 2000 });
    announceProductChange(message);
    then();
  };

  return (
    <section aria-labelledby="product-state-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="product-state-title" className="text-base font-semibold text-stone-900">
        {t.stateTitle}
      </h2>
      {isDeleted && <p className="mt-1 text-sm text-stone-700">{t.trashedNotice}</p>}
      {!online && <OfflineNotice />}
      <div className="mt-4 flex flex-wrap gap-3">
        {isDeleted ? (
          <>
            <ConfirmButton
              label={t.restore}
              icon={ArchiveRestore}
              disabled={!online}
              title={t.restoreTitle}
              description={t.restoreText(name)}
              confirmLabel={t.restore}
              onConfirm={() => run({ stock: true, is_deleted: false }, t.restored, () => router.refresh())}
            />
            <ConfirmButton
              label={t.deleteForever}
              icon={Trash2}
              variant="danger"
              disabled={!online}
              title={t.deleteForeverTitle}
              description={t.deleteForeverText(name)}
              confirmLabel={t.deleteForever}
              destructive
              onConfirm={() => run({ permanently_deleted: true }, t.deletedForever, () => router.push("/admin/products?tab=trash"))}
            />
          </>
        ) : (
          <ConfirmButton
            label={t.moveToTrash}
            icon={Trash2}
            disabled={!online}
            title={t.moveToTrashTitle}
            description={t.moveToTrashText(name)}
            confirmLabel={t.moveToTrash}
            onConfirm={() => run({ is_deleted: true }, t.movedToTrash, () => router.refresh())}
          />
        )}
      </div>
    </section>
  );
}
