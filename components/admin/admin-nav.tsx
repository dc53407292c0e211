"use client";

import { FolderTree, Package, ShoppingBag, Store, Truck, Users } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { adminMessages as t } from "@/lib/shared/messages/admin";
import { cx } from "@/lib/shared/ui/class-names";

/**
 * The back office's sections. A section owns the paths that start with one of its prefixes
 * (the list, its add screen and its edit screen), so it stays marked on every screen of its own.
 */
export const ADMIN_SECTIONS = [
  { href: "/admin/products", label: t.navProducts, icon: Package, prefixes: ["/admin/products", "/admin/add-product", "/admin/product/"] },
  { href: "/admin/categories", label: t.navCategories, icon: FolderTree, prefixes: ["/admin/categories", "/admin/add-category", "/admin/category/"] },
  { href: "/admin/vendors/", label: t.navVendors, icon: Truck, prefixes: ["/admin/vendors", "/admin/add-vendor", "/admin/edit-vendor/"] },
  { href: "/admin/customers", label: t.navCustomers, icon: Users, prefixes: ["/admin/customers", "/admin/create-customer", "/admin/edit-customer/"] },
  { href: "/admin/orders", label: t.navOrders, icon: ShoppingBag, prefixes: ["/admin/orders", "/admin/order/", "/admin/customer-orders/"] },
] as const;


export function sectionOf(pathname: string): string | undefined {
  return ADMIN_SECTIONS.find((section) => section.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix)))?.href;
}

/** The side navigation of every /admin page: a column on wide screens, a scrolling row on narrow ones. */
export function AdminNav() {
  const current = sectionOf(usePathname() ?? "");
  return (
    <nav aria-label={t.sections} className="narrow:w-52 narrow:shrink-0">
      <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-stone-600 narrow:block">{t.backOffice}</p>
      <ul className="flex gap-1 overflow-x-auto pb-1 narrow:flex-col narrow:overflow-visible narrow:pb-0">
        {ADMIN_SECTIONS.map(({ href, label, icon: Icon }) => {
          const active = current === href;
          return (
            <li key={href}>
              <Link
                href={href}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                className={cx(
                  "flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold",
                  active ? "bg-brand-600 text-white" : "text-stone-700 hover:bg-stone-100 hover:text-brand-800",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </Link>
            </li>
          );
        })}
        <li className="narrow:mt-4 narrow:border-t narrow:border-stone-200 narrow:pt-4">
          <Link href="/products" prefetch={false} className="flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-brand-800">
            <Store aria-hidden="true" className="size-4 shrink-0" />
            {t.toStorefront}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
