import { Zap } from "lucide-react";
import { Suspense, type ReactElement, type ReactNode } from "react";
import type { Actor } from "@/lib/context/actor";
import { cartLineCount } from "@/lib/cart/cart";
import { getPageContext } from "@/lib/entry/page-context";
import { audienceOf, cartPathFor } from "@/lib/shared/accounts/actor";
import { getTranslations } from "next-intl/server";
import { AdminMenu, ProfileMenu } from "./account-menus-lazy";
import { CartLink } from "./cart-link";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";
import { ProfileRefresher } from "./profile-refresher";
import { NavList, VisitorNav } from "./site-header";
import { SiteFrame } from "./site-frame";
import { VerificationNotice } from "./verification-notice";

/** docs/product.md §2 "Navigation": what each actor sees in the header's menu (the cart is beside it). */
function navItems(actor: Exclude<Actor, { kind: "visitor" }>, t: Awaited<ReturnType<typeof getTranslations<"nav">>>): ReactElement[] {
  if (actor.role === "Admin") {
    return [
      <NavLink key="products" href="/products">
        {t("products")}
      </NavLink>,
      <AdminMenu key="admin" />,
      <LogoutButton key="logout" />,
    ];
  }
  if (!actor.verified) return [<ProfileMenu key="profile" email={actor.email} verified={false} />];
  return [
    <NavLink key="products" href="/products">
      {t("products")}
    </NavLink>,
    <ProfileMenu key="profile" email={actor.email} verified />,
  ];
}

/** The header's account part: who is looking decides it, so it renders per request. */
async function AccountNav() {
  const ctx = await getPageContext();
  if (ctx.actor.kind === "visitor") return <VisitorNav />;
  return <NavList items={navItems(ctx.actor, await getTranslations("nav"))} />;
}

/**
 * Quick order and the cart with its count, at every width: one tap on a phone (docs/product.md §2:
 * verified customers and admins, who have a cart; the admin's cart is the one that orders for a
 * customer). Below 640 px Quick order is its icon, named for screen readers, and both links are
 * narrower.
 */
async function HeaderCart() {
  const ctx = await getPageContext();
  const href = cartPathFor(audienceOf(ctx.actor));
  if (!href) return null;
  const t = await getTranslations("accountNav");
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <NavLink href="/quick-order" className="whitespace-nowrap max-sm:px-2">
        <Zap aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t("quickOrder")}</span>
      </NavLink>
      <CartLink href={href} count={await cartLineCount(ctx)} className="whitespace-nowrap max-sm:px-2" />
    </div>
  );
}

/** The 60-second profile check of a logged-in user (docs/product.md §4); nothing for a visitor. */
async function SessionWatch() {
  const { actor } = await getPageContext();
  return actor.kind === "user" ? <ProfileRefresher userId={actor.id} form={actor.role} verified={actor.verified} /> : null;
}

/**
 * The frame of every page but the visitor's whole cached pages (app/[locale]/(site)/layout.tsx): the header
 * with the account menu and the cart, the verification notice and the profile check, each in a
 * Suspense boundary of the page's cached shell, since they depend on the session
 * (docs/architecture.md rule 12).
 */
export function SessionFrame({ children }: { children: ReactNode }) {
  return (
    <SiteFrame
      nav={
        <Suspense fallback={<div className="h-10 w-40" />}>
          <AccountNav />
        </Suspense>
      }
      persistent={
        <Suspense fallback={null}>
          <HeaderCart />
        </Suspense>
      }
      notice={
        <Suspense fallback={null}>
          <VerificationNotice />
        </Suspense>
      }
      watch={
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      }
    >
      {children}
    </SiteFrame>
  );
}
