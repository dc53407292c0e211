import { Link } from "@/client/i18n/navigation";
import type { ReactElement, ReactNode } from "react";
import { companyContact } from "@/lib/system/company";
import { useTranslations } from "next-intl";
import { HeaderNav } from "./header-nav";
import { HeaderSearch } from "./header-search";
import { NavLink } from "./nav-link";

/** docs/product.md §2 "Navigation": a visitor's menu (a session's: components/layout/session-frame.tsx). */
export function VisitorNav() {
  const t = useTranslations("nav");
  return (
    <NavList
      items={[
        <NavLink key="products" href="/products">
          {t("products")}
        </NavLink>,
        <NavLink key="login" href="/login">
          {t("login")}
        </NavLink>,
        <NavLink key="register" href="/register">
          {t("register")}
        </NavLink>,
      ]}
    />
  );
}

export function NavList({ items }: { items: ReactElement[] }) {
  return (
    <ul className="flex flex-col gap-1 narrow:flex-row narrow:items-center narrow:gap-2">
      {items.map((item) => (
        <li key={item.key}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The site header: the company's mark, the search and the menu. This module is the part that is the
 * same for everyone; `nav` is the menu and `persistent` what stays beside it on a phone. The visitor's
 * frame gives a visitor's menu (components/layout/site-frame.tsx); a session's frame gives its
 * account menu and cart, which depend on the request and stream in (components/layout/session-frame.tsx,
 * docs/architecture.md rule 12). Nothing of a session is imported here, so that a visitor's pages
 * carry none of its client code.
 */
export function SiteHeader({ nav, persistent }: { nav: ReactNode; persistent?: ReactNode }) {
  const { name } = companyContact();
  return (
    <header className="relative border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4 sm:py-4">
        <Link href="/" className="mr-auto flex min-w-0 items-center gap-2 text-sm font-bold leading-tight text-brand-800 sm:gap-3 sm:text-lg">
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
            FH
          </span>
          {/* The narrowest phones (under 375 px) keep the mark: the header's links need the room. */}
          <span className="max-[374px]:sr-only">{name}</span>
        </Link>
        <HeaderSearch />
        <HeaderNav persistent={persistent}>{nav}</HeaderNav>
      </div>
    </header>
  );
}
