import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { Fragment, type ComponentProps, type HTMLAttributes, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";
import { EmptyState, type EmptyStateProps } from "./empty-state";

type SortDirection = "ascending" | "descending";

export interface DataTableColumn<Row> {
  /** Unique among the table's columns. */
  id: string;
  header: ReactNode;
  /** The header is read by screen readers only (an actions column still needs a name). */
  hideHeader?: boolean;
  cell: (row: Row) => ReactNode;
  /** This column's cell names its row (`<th scope="row">`), like an order number. */
  rowHeader?: boolean;
  /** Makes the header a sort control for this value; its descending order is `-<sortKey>` (DRF's ordering). */
  sortKey?: string;
  /** The order the header asks for first (default ascending; dates and totals often want descending). */
  firstSort?: SortDirection;
  align?: "start" | "center" | "end";
  /** Classes of the header and the cells, e.g. "max-lg:hidden" to drop a column on narrower screens. */
  className?: string;
  /** Classes of the cells only, e.g. "whitespace-nowrap" or "font-mono text-xs". */
  cellClassName?: string;
}

/**
 * The table's order, kept by the caller: `value` is the sort key ascending or `-key` descending
 * (undefined for the default order). Headers link to `hrefFor(next value)`, so sorting works by
 * URL without JavaScript (the href should drop the page number), or call `onSortChange` from a
 * client component.
 */
export type DataTableSort = { value?: string } & ({ hrefFor: (value: string) => string; onSortChange?: never } | { onSortChange: (value: string) => void; hrefFor?: never });

type RowProps = HTMLAttributes<HTMLTableRowElement> & { [attribute: `data-${string}`]: string | undefined };

export interface DataTableProps<Row> {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** Names the table (and the card list) for screen readers; visible only with `showCaption`. */
  caption: string;
  showCaption?: boolean;
  sort?: DataTableSort;
  /** Shown instead of the table when there are no rows (default: "No results"). */
  empty?: EmptyStateProps;
  /** Extra attributes of a row: `data-testid`, a className for a highlighted row. */
  rowProps?: (row: Row) => RowProps;
  /** Below the `narrow` breakpoint (992 px) each row is this card (a `<DataCard>`) instead of a table row. */
  renderCard?: (row: Row) => ReactNode;
  /** Tighter cells, for a work list read many rows at a time (the back office's orders). */
  dense?: boolean;
  className?: string;
}

const alignClasses = { start: "", center: "text-center", end: "text-right" } as const;

function sortDirection(value: string | undefined, key: string): SortDirection | undefined {
  if (value === key) return "ascending";
  if (value === `-${key}`) return "descending";
  return undefined;
}

function SortControl<Row>({ column, sort, sortKey }: { column: DataTableColumn<Row>; sort: DataTableSort; sortKey: string }) {
  const t = useTranslations("ui");
  const current = sortDirection(sort.value, sortKey);
  const next: SortDirection = current ? (current === "ascending" ? "descending" : "ascending") : (column.firstSort ?? "ascending");
  const nextValue = next === "ascending" ? sortKey : `-${sortKey}`;
  const Icon = current === "ascending" ? ArrowUp : current === "descending" ? ArrowDown : ArrowUpDown;
  const content = (
    <>
      <span className={column.hideHeader ? "sr-only" : undefined}>{column.header}</span>
      <Icon aria-hidden="true" className={cx("size-3.5 shrink-0", current ? "text-brand-700" : "text-stone-400")} />
      <span className="sr-only">, {next === "ascending" ? t("sortAscending") : t("sortDescending")}</span>
    </>
  );
  const styles = "inline-flex items-center gap-1 rounded font-semibold hover:text-brand-800 hover:underline";
  if (sort.hrefFor) {
    return (
      <Link href={sort.hrefFor(nextValue)} prefetch={false} className={styles}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => sort.onSortChange(nextValue)} className={styles}>
      {content}
    </button>
  );
}

const cellPadding = (dense: boolean) => (dense ? "px-2 py-1.5" : "px-4 py-3");

function HeaderCell<Row>({ column, sort, dense }: { column: DataTableColumn<Row>; sort?: DataTableSort; dense: boolean }) {
  const align = alignClasses[column.align ?? "start"];
  const sortKey = sort ? column.sortKey : undefined;
  return (
    <th scope="col" aria-sort={sort && sortKey ? sortDirection(sort.value, sortKey) : undefined} className={cx(cellPadding(dense), align, column.className)}>
      {sort && sortKey ? (
        <SortControl column={column} sort={sort} sortKey={sortKey} />
      ) : column.hideHeader ? (
        <span className="sr-only">{column.header}</span>
      ) : (
        column.header
      )}
    </th>
  );
}

function BodyCell<Row>({ column, row, dense }: { column: DataTableColumn<Row>; row: Row; dense: boolean }) {
  const className = cx(cellPadding(dense), alignClasses[column.align ?? "start"], column.className, column.cellClassName);
  if (column.rowHeader) {
    return (
      <th scope="row" className={className}>
        {column.cell(row)}
      </th>
    );
  }
  return <td className={className}>{column.cell(row)}</td>;
}

/**
 * A table declared as data: columns with their header, cell and optional sort key, the rows, and
 * what to show when there are none. A server component (no state of its own), so it renders in a
 * page as in a client list. Wide tables scroll sideways inside their frame.
 */
export function DataTable<Row>({ columns, rows, rowKey, caption, showCaption = false, sort, empty, rowProps, renderCard, dense = false, className = "" }: DataTableProps<Row>) {
  const t = useTranslations("ui");
  if (rows.length === 0) return <EmptyState title={t("noResults")} {...empty} />;
  return (
    <>
      <div className={cx("overflow-x-auto rounded-xl border border-stone-200 bg-white", renderCard && "max-narrow:hidden", className)}>
        <table className="w-full text-left text-sm">
          <caption className={showCaption ? "px-4 pt-3 text-left text-base font-semibold text-stone-900" : "sr-only"}>{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} dense={dense} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { className: rowClassName, ...props } = rowProps?.(row) ?? {};
              return (
                <tr key={rowKey(row)} {...props} className={cx("border-b border-stone-100 last:border-0", rowClassName)}>
                  {columns.map((column) => (
                    <BodyCell key={column.id} column={column} row={row} dense={dense} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {renderCard && (
        <ul className="flex flex-col gap-3 narrow:hidden" aria-label={caption}>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>{renderCard(row)}</Fragment>
          ))}
        </ul>
      )}
    </>
  );
}

/** One row as a card in the narrow layout of a DataTable (`gap-2` unless the className sets a gap). */
export function DataCard({ className = "gap-2", ...props }: ComponentProps<"li">) {
  return <li {...props} className={cx("flex flex-col rounded-xl border border-stone-200 bg-white p-4", className)} />;
}

export interface CardFact {
  label: ReactNode;
  value: ReactNode;
  /** Classes of the value, e.g. "font-semibold" for a total. */
  className?: string;
}

/** A card's column values as label / value pairs, the values on the right. */
export function DataCardFacts({ facts }: { facts: CardFact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {facts.map((fact, index) => (
        <Fragment key={index}>
          <dt className="text-stone-600">{fact.label}</dt>
          <dd className={cx("text-right", fact.className)}>{fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
