"use client";

import { Link } from "@/client/i18n/navigation";
import { useId, type KeyboardEvent, type ReactNode } from "react";
import { cx } from "@/lib/shared/ui/class-names";
import { urlWithParam, type QueryRecord } from "@/client/ui/url-with-param";

export interface UrlTab {
  value: string;
  label: ReactNode;
  /** A number shown beside the label, such as how many products are in the trash. */
  count?: number;
}

export interface UrlTabsProps {
  /** Names the tab list for screen readers ("Product lists"). */
  label: string;
  tabs: UrlTab[];
  /** The page's path and its current search parameters (the page's awaited searchParams). */
  pathname: string;
  searchParams?: QueryRecord;
  /** The search parameter that holds the tab (default "tab"); the first tab has none. */
  param?: string;
  /** Parameters a tab change drops (default the page number). */
  resetParams?: readonly string[];
  /** The selected tab when the page has already read it; otherwise read from the parameter. */
  value?: string;
  /** The selected tab's content, rendered as its tab panel. */
  children?: ReactNode;
  className?: string;
}

const tabStyles =
  "-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-stone-700 hover:text-brand-800 sm:px-4 aria-selected:border-brand-600 aria-selected:text-brand-800";

function focusTab(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const last = tabs.length - 1;
  const moves: Record<string, number> = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last };
  const to = moves[event.key];
  if (to !== undefined) {
    event.preventDefault();
    tabs[to]?.focus();
  } else if (event.key === " ") {
    event.preventDefault();
    tabs[at]?.click();
  }
}

/**
 * Scrolls a tab list sideways so that its selected tab shows in full (on a phone the list is wider
 * than the screen), without moving the page.
 */
function revealSelected(tab: HTMLElement | null) {
  const list = tab?.parentElement;
  if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
  const right = tab.offsetLeft - list.offsetLeft + tab.offsetWidth;
  if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth;
}

/**
 * Tabs that are links: each sets ?tab=… (and drops ?page=), so the server renders the chosen list
 * and a view can be bookmarked. Tab list semantics with arrow keys, Home and End moving between
 * tabs; Enter or Space opens one (manual activation: opening a tab loads a page).
 */
export function UrlTabs({ label, tabs, pathname, searchParams = {}, param = "tab", resetParams = ["page"], value, children, className }: UrlTabsProps) {
  const baseId = useId();
  const asked = value ?? searchParams[param];
  const selectedIndex = Math.max(0, tabs.findIndex((tab) => tab.value === asked));
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined;
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={focusTab} className="mb-5 flex gap-1 overflow-x-auto border-b border-stone-200">
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <Link
              key={tab.value}
              id={tabId(index)}
              role="tab"
              href={urlWithParam(pathname, searchParams, param, index === 0 ? undefined : tab.value, resetParams)}
              prefetch={false}
              scroll={false}
              aria-selected={isSelected}
              aria-controls={isSelected && hasPanel ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              ref={isSelected ? revealSelected : undefined}
              className={tabStyles}
            >
              {tab.label}
              {tab.count !== undefined && (
                <span className={cx("rounded-full px-2 py-0.5 text-xs", isSelected ? "bg-brand-50 text-brand-800" : "bg-stone-100 text-stone-700")}>{tab.count}</span>
              )}
            </Link>
          );
        })}
      </div>
      {hasPanel && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selectedIndex)}>
          {children}
        </div>
      )}
    </div>
  );
}
