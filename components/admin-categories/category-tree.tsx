"use client";

import { ChevronRight, CornerDownRight } from "lucide-react";
import { useState } from "react";
import type { CategoryView } from "@/lib/catalog/categories";
import { categoryRows, type CategoryRow } from "@/lib/shared/catalog/category-tree";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { EmptyStateProps } from "@/components/ui/empty-state";
import { CategoryActions, ParentCell } from "./category-row-parts";

/*
 * All Categories as a tree (docs/product.md §2 /admin/categories): each top-level category with its
 * subcategories indented under it, each parent's open by default and closed or opened again with its
 * own button (aria-expanded), or all at once. A table from 992 px, cards below.
 */

type Where = "row" | "card";

const lineId = (where: Where, id: number) => `category-${where}-${id}`;

function Toggle({ row, open, where, onToggle }: { row: CategoryRow; open: boolean; where: Where; onToggle: () => void }) {
  const t = useTranslations("adminCategories");
  const { category, childIds } = row;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={childIds.map((id) => lineId(where, id)).join(" ")}
      onClick={onToggle}
      className={cx(
        "inline-flex shrink-0 items-center gap-1 rounded-md text-sm hover:bg-stone-100",
        where === "row" ? "size-8 justify-center font-normal text-stone-700 hover:text-stone-900" : "-ml-1 self-start px-1 py-1 font-semibold text-brand-800",
      )}
    >
      <ChevronRight aria-hidden="true" className={cx("size-4 shrink-0 transition-transform", open && "rotate-90")} />
      {where === "row" ? <span className="sr-only">{t("subcategoriesOf", { name: category.name })}</span> : (
        <>
          <span className="sr-only">{category.name}: </span>
          {t("subcategoryCount", { n: childIds.length })}
        </>
      )}
    </button>
  );
}

function NameCell({ row, open, onToggle }: { row: CategoryRow; open: boolean; onToggle: () => void }) {
  const t = useTranslations("adminCategories");
  if (row.depth === 1) {
    return (
      <span className="flex items-center gap-2 pl-10 font-normal">
        <CornerDownRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
        {row.category.name}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2">
      {row.childIds.length > 0 ? <Toggle row={row} open={open} where="row" onToggle={onToggle} /> : <span aria-hidden="true" className="size-8 shrink-0" />}
      <span>
        {row.category.name}
        {row.childIds.length > 0 && <span className="ml-2 text-xs font-normal whitespace-nowrap text-stone-600">{t("subcategoryCount", { n: row.childIds.length })}</span>}
      </span>
    </span>
  );
}

function TreeCard({ row, open, hidden, onToggle }: { row: CategoryRow; open: boolean; hidden: boolean; onToggle: () => void }) {
  const t = useTranslations("adminCategories");
  const { category, depth, childIds } = row;
  return (
    <DataCard
      id={lineId("card", category.id)}
      hidden={hidden}
      className={cx("gap-3", depth === 1 && "ml-5 border-l-4 border-l-brand-200")}
      data-testid="category-card"
      data-depth={depth}
    >
      <h2 className="flex items-start gap-2 font-semibold break-words text-stone-900">
        {depth === 1 && <CornerDownRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />}
        {category.name}
      </h2>
      {childIds.length > 0 && <Toggle row={row} open={open} where="card" onToggle={onToggle} />}
      <DataCardFacts
        facts={[
          { label: t("parent"), value: <ParentCell category={category} /> },
          { label: t("slug"), value: category.slug, className: "font-mono text-xs break-all" },
        ]}
      />
      <CategoryActions category={category} tab="all" hasSubcategories={childIds.length > 0} inCard />
    </DataCard>
  );
}

export function CategoryTree({ categories, caption, empty }: { categories: CategoryView[]; caption: string; empty: EmptyStateProps }) {
  const t = useTranslations("adminCategories");
  const rows = categoryRows(categories);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const parentOf = new Map(rows.flatMap((r) => r.childIds.map((id) => [id, r.category.id] as const)));
  const isOpen = (id: number) => !closed.has(id);
  const isHidden = (row: CategoryRow) => row.depth === 1 && closed.has(parentOf.get(row.category.id)!);
  const toggle = (id: number) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const parentIds = rows.filter((r) => r.childIds.length > 0).map((r) => r.category.id);

  const columns: DataTableColumn<CategoryRow>[] = [
    {
      id: "name",
      header: t("name"),
      rowHeader: true,
      cellClassName: "py-2 font-semibold text-stone-900",
      cell: (r) => <NameCell row={r} open={isOpen(r.category.id)} onToggle={() => toggle(r.category.id)} />,
    },
    { id: "parent", header: t("parent"), cell: (r) => <ParentCell category={r.category} /> },
    { id: "slug", header: t("slug"), cellClassName: "font-mono text-xs break-all", cell: (r) => r.category.slug },
    { id: "actions", header: t("actions"), hideHeader: true, align: "end", cell: (r) => <CategoryActions category={r.category} tab="all" hasSubcategories={r.childIds.length > 0} /> },
  ];

  return (
    <>
      {parentIds.length > 0 && (
        <div role="group" aria-label={t("treeControls")} className="mb-3 flex flex-wrap gap-2">
          <button type="button" className={cx(buttonStyles.secondary, "py-1.5")} onClick={() => setClosed(new Set())}>
            {t("expandAll")}
          </button>
          <button type="button" className={cx(buttonStyles.secondary, "py-1.5")} onClick={() => setClosed(new Set(parentIds))}>
            {t("collapseAll")}
          </button>
        </div>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.category.id}
        caption={caption}
        rowProps={(r) => ({
          id: lineId("row", r.category.id),
          hidden: isHidden(r),
          "data-testid": "category-row",
          "data-depth": String(r.depth),
          className: r.depth === 1 ? "bg-stone-50/60" : undefined,
        })}
        renderCard={(r) => <TreeCard row={r} open={isOpen(r.category.id)} hidden={isHidden(r)} onToggle={() => toggle(r.category.id)} />}
        empty={empty}
      />
    </>
  );
}
