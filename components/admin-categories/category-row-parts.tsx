import { EyeOff, Pencil } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import type { CategoryView } from "@/lib/catalog/categories";
import { categoryPath } from "@/lib/shared/catalog/category-tree";
import { useTranslations } from "next-intl";
import { buttonStyles } from "@/components/ui/button";
import { MoveToTrashButton, RestoreButton } from "./category-state-button";

/* The pieces of a category's line, shared by the flat lists (trash, search) and the tree of /admin/categories. */

export type CategoryTab = "all" | "trash";

function EditLink({ category }: { category: CategoryView }) {
  const t = useTranslations("adminCategories");
  return (
    <Link href={`/admin/category/${category.id}`} prefetch={false} className={`${buttonStyles.secondary} whitespace-nowrap py-1.5`}>
      <Pencil aria-hidden="true" className="size-4" />
      {t("edit")}
      <span className="sr-only"> {category.name}</span>
    </Link>
  );
}

export function ParentCell({ category }: { category: CategoryView }) {
  const t = useTranslations("adminCategories");
  if (!category.parent_category) return <span className="text-stone-600">{t("topLevel")}</span>;
  return <>{category.parent_category.name}</>;
}

/** A search's match by where it sits: "Produce › Tomatoes", the parent's part quieter. */
export function CategoryPathName({ category }: { category: CategoryView }) {
  const t = useTranslations("adminCategories");
  const [first, second] = categoryPath(category);
  if (second === undefined) return <>{first}</>;
  return (
    <>
      <span className="font-normal text-stone-600">
        {first}
        {t("pathSeparator")}
      </span>
      {second}
    </>
  );
}

/** In the trash list, a subcategory that is not trashed itself is there because its parent is. */
function hiddenWithParent(category: CategoryView): boolean {
  return !category.is_deleted && category.parent_category !== null;
}

export function CategoryActions({ category, tab, hasSubcategories, inCard = false }: { category: CategoryView; tab: CategoryTab; hasSubcategories: boolean; inCard?: boolean }) {
  const t = useTranslations("adminCategories");
  let state: ReactNode;
  if (tab === "all") state = <MoveToTrashButton category={category} hasSubcategories={hasSubcategories} />;
  else if (hiddenWithParent(category))
    state = (
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs text-stone-700" title={t("hiddenWithParentHint", { parent: category.parent_category!.name })}>
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        {t("hiddenWithParent")}
      </span>
    );
  else state = <RestoreButton category={category} />;
  return (
    <div className={inCard ? "flex flex-wrap items-center gap-2" : "flex items-center justify-end gap-2"}>
      <EditLink category={category} />
      {state}
    </div>
  );
}
