"use client";

import { ArchiveRestore, Trash2 } from "lucide-react";
import { useRouter } from "@/client/i18n/navigation";
import { updateProduct } from "@/client/api-client/products-admin";
import { errorText } from "@/client/api-client/api-error";
import { toast } from "@/client/ui/toast";
import { useAction } from "@/client/ui/use-action";
import { useOnline } from "@/client/ui/use-online";
import { usePending } from "@/client/ui/use-pending";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { announceProductChange } from "./products-channel";

/** The body of docs/product.md §4 Product's Restore: out of the trash and back in stock. */
const RESTORE = { stock: true, is_deleted: false } as const;

/**
 * Restore on a line of Products in trash, as Categories in trash has it: one click (nothing is
 * lost, Move to trash undoes it), the toast "Product restored", and the list again without it.
 * Disabled while offline.
 */
export function RestoreProductButton({ product, className }: { product: { id: number; name: string }; className?: string }) {
  const t = useTranslations("adminProduct");
  const router = useRouter();
  const online = useOnline();
  const [pending, setPending] = usePending();
  const restore = async () => {
    setPending(true);
    try {
      await updateProduct({ id: product.id }, RESTORE);
      toast.success(t("restored"), { duration: 2000 });
      router.refresh();
    } catch (error) {
      toast.error(errorText(error), { duration: 4000 });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="secondary" pending={pending} disabled={!online} onClick={() => void restore()} className={cx("whitespace-nowrap py-1.5", className)}>
      <ArchiveRestore aria-hidden="true" className="size-4" />
      {t("restore")}
      <span className="sr-only"> {product.name}</span>
    </Button>
  );
}

/**
 * At the top of a trashed product's edit screen, before the form: that it is in the trash, and its
 * Restore (behind the same confirmation as the state panel's).
 */
export function TrashedProductNotice({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations("adminProduct");
  const { online, run } = useAction();
  return (
    <section aria-labelledby="product-trashed-title" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="product-trashed-notice">
      <div className="flex items-start gap-3">
        <Trash2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div>
          <h2 id="product-trashed-title" className="font-semibold text-stone-900">
            {t("trashedNoticeTitle")}
          </h2>
          <p className="mt-1 text-sm text-stone-800">{t("trashedNoticeText")}</p>
          {!online && <OfflineNotice className="mt-2" />}
        </div>
      </div>
      <ConfirmButton
        label={t("restore")}
        icon={ArchiveRestore}
        title={t("restoreTitle")}
        description={t("restoreText", { name })}
        disabled={!online}
        className="shrink-0 self-start sm:self-center"
        onConfirm={() => run(() => updateProduct({ id: productId }, RESTORE), { toast: t("restored"), notify: announceProductChange, then: "refresh" })}
      />
    </section>
  );
}
