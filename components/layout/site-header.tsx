import Link from "next/link";
import { Zap } from "lucide-react";
import { Suspense, type ReactElement } from "react";
import { VISITOR, type Actor } from "@/lib/context/actor";
import { cartLineCount } from "@/lib/cart/cart";
import { getPageContext } from "@/lib/entry/page-context";
import { audienceOf, cartPathFor } from "@/lib/shared/accounts/actor";
import { companyContact } from "@/lib/system/company";
import { navMessages } from "@/lib/shared/messages/nav";
import { AdminMenu, ProfileMenu } from "./account-menus-lazy";
import { CartLink } from "./cart-link";
import { HeaderNav } from "./header-nav";
import { HeaderSearch } from "./header-search";
import { LogoutButton } from "./logout-button";
import { NavLink } from "./nav-link";

/** docs/product.md §2 "Navigation": what each actor sees in the header's menu (the cart is beside it). */
function navItems(actor: Actor): ReactElement[] {
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
      <LogoutButton key="logout" />,
    ];
  }
  if (!actor.verified) return [<ProfileMenu key="profile" email={actor.email} verified={false} />];
  return [
    <NavLink key="products" href="/products">
      {navMessages.products}
    </NavLink>,
    <ProfileMenu key="profile" email={actor.email} verified />,
  ];
}

function NavList({ actor }: { actor: Actor }) {
  return (
    <ul className="flex flex-col gap-1 narrow:flex-row narrow:items-center narrow:gap-2">
      {navItems(actor).map((item) => (
        <li key={item.key}>{item}</li>
      ))}
    </ul>
  );
}

/** The header's account part: who is looking decides it, so it renders per request. */
async function AccountNav() {
  const ctx = await getPageContext();
  return <NavList actor={ctx.actor} />;
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
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <NavLink href="/quick-order" className="whitespace-nowrap max-sm:px-2">
        <Zap aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{navMessages.quickOrder}</span>
      </NavLink>
      <CartLink href={href} count={await cartLineCount(ctx)} className="whitespace-nowrap max-sm:px-2" />
    </div>
  );
}

/**
 * The site header. Its frame is the same for everyone and is part of each page's cached shell;
 * the navigation depends on the session and streams in with the request (docs/architecture.md rule 12).
 * `visitor`: the header of the visitor's whole cached pages (components/layout/site-frame.tsx), whose
 * navigation is known without a request: a visitor's, and no cart.
 */
export function SiteHeader({ visitor = false }: { visitor?: boolean }) {
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
        {visitor ? (
          <HeaderNav>
            <NavList actor={VISITOR} />
          </HeaderNav>
        ) : (
          <HeaderNav
            persistent={
              <Suspense fallback={null}>
                <HeaderCart />
              </Suspense>
            }
          >
            <Suspense fallback={<div className="h-10 w-40" />}>
              <AccountNav />
            </Suspense>
          </HeaderNav>
        )}
      </div>
    </header>
  );
}
