"use client";

import { Link } from "@/client/i18n/navigation";
import { usePathname } from "@/client/i18n/navigation";
import type { ReactNode } from "react";

export const navItemStyles =
  "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-4";

/** A header link that marks itself as the current page. `className` adds to the shared styles. */
export function NavLink({ href, children, label, className }: { href: string; children: ReactNode; label?: string; className?: string }) {
  const pathname = usePathname();
  const current = pathname === href || (href !== "/" && pathname.startsWith(`${href}/`));
  return (
    <Link href={href} aria-label={label} aria-current={current ? "page" : undefined} className={className ? `${navItemStyles} ${className}` : navItemStyles}>
      {children}
    </Link>
  );
}
