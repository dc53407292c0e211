"use client";

import { Menu, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";

const PANEL_ID = "site-nav-panel";

/**
 * The main navigation. Wide screens show the links in a row; at 991 px and below (docs/product.md §2) a
 * menu button opens them as a panel under the header. Following a link or Escape closes it.
 * `persistent` (the cart) stays in the header at every width, last on wide screens.
 */
export function HeaderNav({ children, persistent }: { children: ReactNode; persistent?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && open && !event.defaultPrevented) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <nav aria-label={t("layout.mainNavigation")} onKeyDown={closeOnEscape} className="flex items-center gap-2">
      {persistent && <div className="narrow:order-last">{persistent}</div>}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-lg border border-stone-300 px-2.5 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 sm:px-3 narrow:hidden"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {/* On a phone the icon, named for screen readers: Quick order and the cart need the room. */}
        <span className="max-sm:sr-only">{t("nav.menu")}</span>
      </button>
      <div
        id={PANEL_ID}
        onClick={closeOnLink}
        className={`${open ? "block" : "hidden"} absolute inset-x-0 top-full z-40 border-b border-stone-200 bg-white px-4 py-3 shadow-lg narrow:static narrow:block narrow:border-0 narrow:p-0 narrow:shadow-none`}
      >
        {children}
      </div>
    </nav>
  );
}
