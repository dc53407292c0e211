import type { CategoryView } from "@/lib/catalog/categories";
import { useTranslations } from "next-intl";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { CategoryActions, CategoryPathName, ParentCell, type CategoryTab } from "./category-row-parts";

export type { CategoryTab } from "./category-row-parts";

interface Props {
  categories: CategoryView[];
  tab: CategoryTab;
  caption: string;
  empty: EmptyStateProps;
  /** Names matches by their path ("Produce › Tomatoes"): a search's results. */
  showPath?: boolean;
  /** The categories that have subcategories (Move to trash says they go with it); by default, those of the list. */
  parentIds?: ReadonlySet<number>;
}

function CategoryCard({ category, tab, hasSubcategories, showPath }: { category: CategoryView; tab: CategoryTab; hasSubcategories: boolean; showPath: boolean }) {
  const t = useTranslations("adminCategories");
  return (
    <DataCard className="gap-3" data-testid="category-card">
      <h2 className="font-semibold break-words text-stone-900">{showPath ? <CategoryPathName category={category} /> : category.name}</h2>
      <DataCardFacts
        facts={[
          { label: t("parent"), value: <ParentCell category={category} /> },
          { label: t("slug"), value: category.slug, className: "font-mono text-xs break-all" },
        ]}
      />
      <CategoryActions category={category} tab={tab} hasSubcategories={hasSubcategories} inCard />
    </DataCard>
  );
}

/**
 * The flat category lists of /admin/categories, a search's matches and Categories in trash: name
 * (a match by its path), parent, slug, then Edit and Move to trash (All Categories) or Restore
 * (Categories in trash); cards below 992 px. The unsearched All Categories is a tree (category-tree.tsx).
 */
export function CategoryTable({ categories, tab, caption, empty, showPath = false, parentIds }: Props) {
  const t = useTranslations("adminCategories");
  const parents = parentIds ?? new Set(categories.flatMap((c) => (c.parent_category ? [c.parent_category.id] : [])));
  const columns: DataTableColumn<CategoryView>[] = [
    { id: "name", header: t("name"), rowHeader: true, cellClassName: "font-semibold text-stone-900", cell: (c) => (showPath ? <CategoryPathName category={c} /> : c.name) },
    { id: "parent", header: t("parent"), cell: (c) => <ParentCell category={c} /> },
    { id: "slug", header: t("slug"), cellClassName: "font-mono text-xs break-all", cell: (c) => c.slug },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: (c) => <CategoryActions category={c} tab={tab} hasSubcategories={parents.has(c.id)} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={categories}
      rowKey={(c) => c.id}
      caption={caption}
      rowProps={() => ({ "data-testid": "category-row" })}
      renderCard={(c) => <CategoryCard category={c} tab={tab} hasSubcategories={parents.has(c.id)} showPath={showPath} />}
      empty={empty}
    />
  );
}
