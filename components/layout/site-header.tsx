import Link from "next/link";
import { Suspense, type ReactElement } from "react";
import type { Actor } from "@/lib/context/actor";
import { cartLineCount } from "@/lib/cart/cart";
import { getPageContext } from "@/lib/accounts/page-context";
import { companyContact } from "@/lib/system/company";
import { navMessages } from "@/lib/messages/nav";
import { AdminMenu, ProfileMenu } from "./account-menus-lazy";
import { CartLink } from "./cart-link";
import { HeaderNav } from "./header-nav";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";

/** SPEC.md §2 "Navigation": what each actor sees in the header. */
function navItems(actor: Actor, cartCount: number): ReactElement[] {
  if (actor.kind === "visitor") {
    return [
      <NavLink key="products" href="/products">
        {navMessages.products}
      </NavLink>,
      <NavLink key="login" href="/login">
        {navMessages.login}
      </NavLink>,
      <NavLink key="register" href="/register">
        {navMessages.register}
      </NavLink>,
    ];
  }
  if (actor.role === "Admin") {
    return [
      <NavLink key="products" href="/products">
        {navMessages.products}
      </NavLink>,
      <AdminMenu key="admin" />,
      // The admin's cart is the one that orders for a customer (SPEC.md §2 admin routes).
      <CartLink key="cart" href="/cart-admin" count={cartCount} />,
      <LogoutButton key="logout" />,
    ];
  }
  if (!actor.verified) return [<ProfileMenu key="profile" email={actor.email} verified={false} />];
  return [
    <NavLink key="products" href="/products">
      {navMessages.products}
    </NavLink>,
    <CartLink key="cart" href="/cart" count={cartCount} />,
    <ProfileMenu key="profile" email={actor.email} verified />,
  ];
}

/** The header's account part: who is looking decides it, so it renders per request. */
async function AccountNav() {
  const ctx = await getPageContext();
  const cartCount = await cartLineCount(ctx);
  return (
    <ul className="flex flex-col gap-1 narrow:flex-row narrow:items-center narrow:gap-2">
      {navItems(ctx.actor, cartCount).map((item) => (
        <li key={item.key}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The site header. Its frame is the same for everyone and is part of each page's cached shell;
 * the navigation depends on the session and streams in with the request (DESIGN.md rule 12).
 */
export function SiteHeader() {
  const { name } = companyContact();
  return (
    <header className="relative border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-4">
        <Link href="/" className="flex min-w-0 items-center gap-3 text-base font-bold leading-tight text-brand-800 sm:text-lg">
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-600 text-white">
            FH
          </span>
          <span>{name}</span>
        </Link>
        <HeaderNav>
          <Suspense fallback={<div className="h-10 w-40" />}>
            <AccountNav />
          </Suspense>
        </HeaderNav>
      </div>
    </header>
  );
}
