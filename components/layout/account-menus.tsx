"use client";

import { ChevronDown, CircleUserRound, LogOut, Settings } from "lucide-react";
import { Link } from "@/client/i18n/navigation";
import { DropdownMenu } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { useLogout } from "./logout-button";
import { navItemStyles } from "./nav-link";

const contentStyles =
  "z-50 min-w-52 rounded-xl border border-stone-200 bg-white p-1.5 text-sm shadow-lg";
const itemStyles =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 font-medium text-stone-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild className={itemStyles}>
      <Link href={href}>{children}</Link>
    </DropdownMenu.Item>
  );
}

function LogoutItem() {
  const { logout, pending } = useLogout();
  const t = useTranslations("accountNav");
  return (
    <DropdownMenu.Item className={itemStyles} disabled={pending} onSelect={() => void logout()}>
      <LogOut aria-hidden="true" className="size-4" />
      {t("logout")}
    </DropdownMenu.Item>
  );
}

/** docs/product.md §2: a customer's menu, labelled with their email; profile and orders once verified. */
export function ProfileMenu({ email, verified }: { email: string; verified: boolean }) {
  const t = useTranslations("accountNav");
  return (
    <DropdownMenu.Root modal={false}>
      {/* A long email is cut on a wide header (the shop's name and the links need the row, French ones ~20 % longer). */}
      <DropdownMenu.Trigger className={`${navItemStyles} max-w-full narrow:max-w-56`} title={email}>
        <CircleUserRound aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{email}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentStyles}>
          {verified && (
            <>
              <MenuLink href="/my-profile">{t("myProfile")}</MenuLink>
              <MenuLink href="/my-orders">{t("myOrders")}</MenuLink>
              <MenuLink href="/order-guide">{t("orderGuide")}</MenuLink>
              <MenuLink href="/quick-order">{t("quickOrder")}</MenuLink>
              <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
            </>
          )}
          <LogoutItem />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

const ADMIN_LINKS = [
  { href: "/admin", label: "workToDo" },
  { href: "/admin/products", label: "manageProducts" },
  { href: "/admin/orders", label: "manageOrders" },
  { href: "/admin/categories", label: "manageCategories" },
  { href: "/admin/vendors/", label: "manageVendors" },
  { href: "/admin/customers", label: "manageCustomers" },
] as const;

/** docs/product.md §2: the admin menu: the staff home (issue 25) and the five back-office screens. */
export function AdminMenu() {
  const t = useTranslations("accountNav");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={navItemStyles}>
        <Settings aria-hidden="true" className="size-4" />
        {t("manage")}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={contentStyles} aria-label={t("manageMenu")}>
          {ADMIN_LINKS.map((link) => (
            <MenuLink key={link.href} href={link.href}>
              {t(link.label)}
            </MenuLink>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
