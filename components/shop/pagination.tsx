import { ChevronLeft, ChevronRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { messages } from "@/lib/messages/en";
import { paginationItems, type PaginationItem } from "@/lib/ui/pagination-items";

const box = "inline-flex h-9 min-w-9 sm:h-10 sm:min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold";
const linkStyles = `${box} border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white`;
const disabledStyles = `${box} border border-stone-200 text-stone-400`;

function Step({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) {
    return (
      <span aria-disabled="true" className={disabledStyles}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} aria-label={label} className={linkStyles} prefetch={false}>
      {children}
    </Link>
  );
}

function Items({ items, hrefFor, className }: { items: PaginationItem[]; hrefFor: (page: number) => string; className: string }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.kind === "page" ? item.page : item.position} className={className}>
          {item.kind === "page" ? (
            <Link
              href={hrefFor(item.page)}
              prefetch={false}
              aria-label={messages.catalog.pageLabel(item.page)}
              aria-current={item.current ? "page" : undefined}
              className={linkStyles}
            >
              {item.page}
            </Link>
          ) : (
            <span className={`${box} text-stone-600`}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{messages.catalog.morePages}</span>
            </span>
          )}
        </li>
      ))}
    </>
  );
}

/**
 * Page links (SPEC.md §9): every number up to 9 pages, abbreviated with ellipses above. Wide
 * screens show the current page ±2, small ones ±1 so that the row fits a phone.
 */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={messages.catalog.pagination} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <Step href={page > 1 ? hrefFor(page - 1) : null} label={messages.catalog.previousPage}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{messages.catalog.previous}</span>
          </Step>
        </li>
        <Items items={paginationItems(page, pageCount)} hrefFor={hrefFor} className="max-sm:hidden" />
        <Items items={paginationItems(page, pageCount, { siblings: 1 })} hrefFor={hrefFor} className="sm:hidden" />
        <li>
          <Step href={page < pageCount ? hrefFor(page + 1) : null} label={messages.catalog.nextPage}>
            <span className="max-sm:sr-only">{messages.catalog.next}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  );
}
