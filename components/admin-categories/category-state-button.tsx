"use client";

import { ArchiveRestore, Trash2 } from "lucide-react";
import { useRouter } from "@/client/i18n/navigation";
import { toast } from "@/client/ui/toast";
import { errorText } from "@/client/api-client/api-error";
import { updateCategory } from "@/client/api-client/categories";
import { useTranslations } from "next-intl";
import { useOnline } from "@/client/ui/use-online";
import { cx } from "@/lib/shared/ui/class-names";
import { Button, buttonStyles } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { usePending } from "@/client/ui/use-pending";

interface Props {
  category: { id: number; name: string };
  /** The category has subcategories, which the trash hides with it (the dialog says so). */
  hasSubcategories?: boolean;
  /** Where to go once done; the current page is refreshed when none. */
  then?: string;
  className?: string;
}

/** docs/product.md §4 Category: Move to trash, behind a confirmation; disabled while offline. */
export function MoveToTrashButton({ category, hasSubcategories = false, then, className }: Props) {
  const tAdminCategories = useTranslations("adminCategories");
  const router = useRouter();
  const online = useOnline();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" disabled={!online} className={cx(buttonStyles.secondary, "whitespace-nowrap py-1.5", className)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {tAdminCategories("moveToTrash")}
          <span className="sr-only"> {category.name}</span>
        </button>
      }
      title={tAdminCategories("moveToTrashTitle")}
      description={hasSubcategories ? tAdminCategories("moveToTrashWithChildrenText", { name: category.name }) : tAdminCategories("moveToTrashText", { name: category.name })}
      confirmLabel={tAdminCategories("moveToTrash")}
      onConfirm={async () => {
        await updateCategory({ id: category.id }, { is_deleted: true });
        toast.success(tAdminCategories("movedToTrash"), { duration: 2000 });
        if (then) router.push(then);
        router.refresh();
      }}
    />
  );
}

/** docs/product.md §4 Category: Restore ('Category restored succesfully'); disabled while offline. */
export function RestoreButton({ category, then, className }: Props) {
  const tAdminCategories = useTranslations("adminCategories");
  const tToasts = useTranslations("toasts");
  const router = useRouter();
  const online = useOnline();
  const [pending, setPending] = usePending();
  const restore = async () => {
    setPending(true);
    try {
      await updateCategory({ id: category.id }, { is_deleted: false });
      toast.success(tToasts("categoryRestored"), { duration: 2000 });
      if (then) router.push(then);
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
      {tAdminCategories("restore")}
      <span className="sr-only"> {category.name}</span>
    </Button>
  );
}
