import { EyeOff, Pencil } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import type { CategoryView } from "@/lib/catalog/categories";
import { adminCategoriesMessages as t } from "@/lib/shared/messages/admin-categories";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { MoveToTrashButton, RestoreButton } from "./category-state-button";

export type CategoryTab = "all" | "trash";

function EditLink({ category }: { category: CategoryView }) {
  return (
    <Link href={`/admin/category/${category.id}`} prefetch={false} className={`${buttonStyles.secondary} whitespace-nowrap py-1.5`}>
      <Pencil aria-hidden="true" className="size-4" />
      {t.edit}
      <span className="sr-only"> {category.name}</span>
    </Link>
  );
}

function ParentCell({ category }: { category: CategoryView }) {
  if (!category.parent_category) return <span className="text-stone-600">{t.topLevel}</span>;
  return <>{category.parent_category.name}</>;
}

/** In the trash list, a subcategory that is not trashed itself is there because its parent is. */
function hiddenWithParent(category: CategoryView): boolean {
  return !category.is_deleted && category.parent_category !== null;
}

function Actions({ category, tab, hasSubcategories, inCard = false }: { category: CategoryView; tab: CategoryTab; hasSubcategories: boolean; inCard?: boolean }) {
  let state: ReactNode;
  if (tab === "all") state = <MoveToTrashButton category={category} hasSubcategories={hasSubcategories} />;
  else if (hiddenWithParent(category))
    state = (
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs text-stone-700" title={t.hiddenWithParentHint(category.parent_category!.name)}>
        <EyeOff aria-hidden="true" className="size-4 shrink-0" />
        {t.hiddenWithParent}
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

function CategoryCard({ category, tab, hasSubcategories }: { category: CategoryView; tab: CategoryTab; hasSubcategories: boolean }) {
  return (
    <DataCard className="gap-3" data-testid="category-card">
      <h2 className="font-semibold break-words text-stone-900">{category.name}</h2>
      <DataCardFacts
        facts={[
          { label: t.parent, value: <ParentCell category={category} /> },
          { label: t.slug, value: category.slug, className: "font-mono text-xs break-all" },
        ]}
      />
      <Actions category={category} tab={tab} hasSubcategories={hasSubcategories} inCard />
    </DataCard>
  );
}

/**
 * The category lists of /admin/categories: name, parent, slug, then Edit and Move to trash (All
 * Categories) or Restore (Categories in trash); cards below 992 px.
 */
export function CategoryTable({ categories, tab, caption, empty }: { categories: CategoryView[]; tab: CategoryTab; caption: string; empty: EmptyStateProps }) {
  const parents = new Set(categories.flatMap((c) => (c.parent_category ? [c.parent_category.id] : [])));
  const columns: DataTableColumn<CategoryView>[] = [
    { id: "name", header: t.name, rowHeader: true, cellClassName: "font-semibold text-stone-900", cell: (c) => c.name },
    { id: "parent", header: t.parent, cell: (c) => <ParentCell category={c} /> },
    { id: "slug", header: t.slug, cellClassName: "font-mono text-xs break-all", cell: (c) => c.slug },
    { id: "actions", header: t.actions, hideHeader: true, align: "end", cell: (c) => <Actions category={c} tab={tab} hasSubcategories={parents.has(c.id)} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={categories}
      rowKey={(c) => c.id}
      caption={caption}
      rowProps={() => ({ "data-testid": "category-row" })}
      renderCard={(c) => <CategoryCard category={c} tab={tab} hasSubcategories={parents.has(c.id)} />}
      empty={empty}
    />
  );
}
