import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { paginationItems, type PaginationItem } from "@/lib/shared/ui/pagination-items";

// page-box and page-link: app/globals.css (a list of pages repeats them on every number).
const linkStyles = "page-link";
const disabledStyles = "page-box border border-stone-200 text-stone-400";

/**
 * Where a page number leads: a link per page (server-rendered lists, paging by URL without
 * JavaScript), or a callback (client-side lists such as pickers; the parent is a client component).
 */
export type PageTarget = { hrefFor: (page: number) => string; onPageChange?: never } | { onPageChange: (page: number) => void; hrefFor?: never };

export type PaginationProps = PageTarget & {
  page: number;
  pageCount: number;
  /** The navigation landmark's name; "Pagination" unless a page has two of them. */
  label?: string;
  className?: string;
};

interface ControlProps {
  target: PageTarget;
  page: number;
  label: string;
  current?: boolean;
  children: ReactNode;
}

function PageControl({ target, page, label, current, children }: ControlProps) {
  const currentProp = current ? ("page" as const) : undefined;
  if (target.hrefFor) {
    return (
      <Link href={target.hrefFor(page)} prefetch={false} aria-label={label} aria-current={currentProp} className={linkStyles}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" onClick={() => target.onPageChange(page)} aria-label={label} aria-current={currentProp} className={linkStyles}>
      {children}
    </button>
  );
}

function Step({ target, page, label, children }: Omit<ControlProps, "page"> & { page: number | null }) {
  if (page === null) {
    return (
      <span aria-disabled="true" className={disabledStyles}>
        {children}
      </span>
    );
  }
  return (
    <PageControl target={target} page={page} label={label}>
      {children}
    </PageControl>
  );
}

function Items({ items, target, className }: { items: PaginationItem[]; target: PageTarget; className: string }) {
  const t = useTranslations("ui");
  return (
    <>
      {items.map((item) => (
        <li key={item.kind === "page" ? item.page : item.position} className={className}>
          {item.kind === "page" ? (
            <PageControl target={target} page={item.page} label={t("pageLabel", { page: item.page })} current={item.current}>
              {item.page}
            </PageControl>
          ) : (
            <span className="page-box text-stone-600">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t("morePages")}</span>
            </span>
          )}
        </li>
      ))}
    </>
  );
}

/**
 * Page links (docs/product.md §9): every number up to 9 pages, abbreviated with ellipses above. Wide
 * screens show the current page ±2, small ones ±1 so that the row fits a phone. Nothing is shown
 * for a single page.
 */
export function Pagination({ page, pageCount, label, className = "", ...target }: PaginationProps) {
  const t = useTranslations("ui");
  if (pageCount <= 1) return null;
  const to = target as PageTarget;
  return (
    <nav aria-label={label ?? t("pagination")} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <Step target={to} page={page > 1 ? page - 1 : null} label={t("previousPage")}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{t("previous")}</span>
          </Step>
        </li>
        <Items items={paginationItems(page, pageCount)} target={to} className="max-sm:hidden" />
        <Items items={paginationItems(page, pageCount, { siblings: 1 })} target={to} className="sm:hidden" />
        <li>
          <Step target={to} page={page < pageCount ? page + 1 : null} label={t("nextPage")}>
            <span className="max-sm:sr-only">{t("next")}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
