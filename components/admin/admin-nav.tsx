"use client";

import { BadgePercent, CalendarDays, ChevronDown, FolderTree, History, House, Package, ShoppingBag, Store, Truck, Users, Webhook } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { usePathname } from "@/client/i18n/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";
import { cx } from "@/lib/shared/ui/class-names";

/**
 * The back office's sections. A section owns the paths that start with one of its prefixes
 * (the list, its add screen and its edit screen), so it stays marked on every screen of its own;
 * Home owns /admin alone.
 */
export const ADMIN_SECTIONS = [
  { href: "/admin", label: "navHome", icon: House, prefixes: [] },
  { href: "/admin/products", label: "navProducts", icon: Package, prefixes: ["/admin/products", "/admin/add-product", "/admin/product/"] },
  { href: "/admin/categories", label: "navCategories", icon: FolderTree, prefixes: ["/admin/categories", "/admin/add-category", "/admin/category/"] },
  { href: "/admin/vendors/", label: "navVendors", icon: Truck, prefixes: ["/admin/vendors", "/admin/add-vendor", "/admin/edit-vendor/"] },
  { href: "/admin/customers", label: "navCustomers", icon: Users, prefixes: ["/admin/customers", "/admin/create-customer", "/admin/edit-customer/"] },
  { href: "/admin/price-lists", label: "navPriceLists", icon: BadgePercent, prefixes: ["/admin/price-lists", "/admin/add-price-list", "/admin/price-list/"] },
  { href: "/admin/delivery-zones", label: "navDeliveryZones", icon: CalendarDays, prefixes: ["/admin/delivery-zones", "/admin/add-delivery-zone", "/admin/delivery-zone/"] },
  { href: "/admin/orders", label: "navOrders", icon: ShoppingBag, prefixes: ["/admin/orders", "/admin/order/", "/admin/customer-orders/"] },
  { href: "/admin/webhooks", label: "navWebhooks", icon: Webhook, prefixes: ["/admin/webhooks", "/admin/webhook/"] },
  { href: "/admin/audit", label: "navAudit", icon: History, prefixes: ["/admin/audit"] },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function sectionOf(pathname: string): AdminSection | undefined {
  if (pathname === "/admin" || pathname === "/admin/") return ADMIN_SECTIONS[0];
  return ADMIN_SECTIONS.find((section) => section.prefixes.some((prefix: string) => pathname === prefix || pathname.startsWith(prefix)));
}

const linkStyles = "flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold";

/**
 * The side navigation of every /admin page: a column on wide screens; below the `narrow` breakpoint
 * (992 px) a button naming the current section ("Orders ▾") that shows and hides the same list (a
 * disclosure: the button says whether it is open, Escape closes it and returns to the button, and
 * it closes on every navigation, having been opened on one page only).
 */
export function AdminNav() {
  const t = useTranslations("admin");
  const pathname = usePathname() ?? "";
  const current = sectionOf(pathname);
  // The page the list was opened on: another page (a navigation) closes it, with no effect to run.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const CurrentIcon = current?.icon ?? House;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    setOpenOn(null);
    button.current?.focus();
  };

  return (
    <nav aria-label={t("sections")} className="narrow:w-52 narrow:shrink-0" onKeyDown={onKeyDown}>
      <p className="mb-2 hidden px-3 text-xs font-semibold uppercase tracking-wide text-stone-600 narrow:block">{t("backOffice")}</p>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex w-full items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm font-semibold text-stone-900 hover:bg-stone-50 narrow:hidden"
      >
        <CurrentIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        <span className="sr-only">{t("sectionsMenu")} </span>
        <span className="flex-1 text-left">{t(current?.label ?? "backOffice")}</span>
        <ChevronDown aria-hidden="true" className={cx("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      <ul
        id={listId}
        className={cx(
          "mt-1 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-1.5 shadow-sm narrow:mt-0 narrow:flex narrow:border-0 narrow:bg-transparent narrow:p-0 narrow:shadow-none",
          open ? "flex" : "hidden",
        )}
      >
        {ADMIN_SECTIONS.map(({ href, label, icon: Icon }) => {
          const active = current?.href === href;
          return (
            <li key={href}>
              <Link
                href={href}
                prefetch={false}
                aria-current={active ? "page" : undefined}
                onClick={() => setOpenOn(null)}
                className={cx(linkStyles, active ? "bg-brand-600 text-white" : "text-stone-700 hover:bg-stone-100 hover:text-brand-800")}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {t(label)}
              </Link>
            </li>
          );
        })}
        <li className="mt-1 border-t border-stone-200 pt-1 narrow:mt-4 narrow:pt-4">
          <Link href="/products" prefetch={false} className={cx(linkStyles, "text-stone-700 hover:bg-stone-100 hover:text-brand-800")}>
            <Store aria-hidden="true" className="size-4 shrink-0" />
            {t("toStorefront")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
