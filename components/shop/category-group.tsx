"use client";

import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";

/**
 * A parent category: its link, and a button that opens or closes its subcategories (the arrow
 * shows which). Closed subcategories stay in the page (hidden), so their links are crawlable.
 */
export function CategoryGroup({ name, link, defaultOpen, children }: { name: string; link: ReactNode; defaultOpen: boolean; children: ReactNode }) {
  const t = useTranslations("catalogFilters");
  const [open, setOpen] = useState(defaultOpen);
  const listId = useId();
  return (
    <>
      <div className="flex items-center gap-1">
        {link}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t("subcategoriesOf", { name })}
          onClick={() => setOpen((value) => !value)}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-stone-700 hover:bg-brand-50 hover:text-brand-800"
        >
          <span aria-hidden="true" className={`icon-chevron-right size-4 ${open ? "rotate-90" : ""}`} />
        </button>
      </div>
      <ul id={listId} hidden={!open} className="mb-1 ml-3 border-l border-stone-200 pl-2">
        {children}
      </ul>
    </>
  );
}
