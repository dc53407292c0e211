"use client";

import { SlidersHorizontal } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

// The dialog's Radix code (~28 kB gzip) loads when someone first opens the filters, not with the page.
const FiltersDialog = dynamic(() => import("./filters-dialog").then((m) => m.FiltersDialog), { ssr: false });

/**
 * docs/product.md §2: on narrow screens (991 px and below) the filters open in a side drawer. The page
 * renders it with a key per view, so choosing a category, search or sort closes it.
 */
export function FiltersDrawer({ children }: { children: ReactNode }) {
  const t = useTranslations("catalogFilters");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "filters-drawer" : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 shadow-sm hover:bg-stone-100 narrow:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t("showFilters")}
      </button>
      {loaded && (
        <FiltersDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef}>
          {children}
        </FiltersDialog>
      )}
    </>
  );
}
