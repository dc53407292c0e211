"use client";

import { ShoppingCart } from "lucide-react";
import { useCartCount } from "@/client/ui/cart-count";
import { useTranslations } from "next-intl";
import { NavLink } from "./nav-link";

/** The cart link with its item-count badge (verified customers and admins). */
export function CartLink({ href, count, className }: { href: string; count: number; className?: string }) {
  const shown = useCartCount(count);
  const t = useTranslations("accountNav");
  return (
    <NavLink href={href} label={t("cartLabel", { count: shown })} className={className}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">{t("cart")}</span>
      <span aria-hidden="true" className="grid min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-bold leading-5 text-white">
        {shown}
      </span>
    </NavLink>
  );
}
