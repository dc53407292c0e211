import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader, VisitorNav } from "./site-header";

/**
 * The frame of every page between the banners and the offline sync of the root layout: the header,
 * the page itself as <main>, the footer. The layouts render it, not the root layout, so that the
 * visitor's cached pages (app/[locale]/(visitor), docs/architecture.md "Whole cached pages for visitors") can
 * have a frame with no per-request part. Two frames fill it in:
 * - VisitorFrame (below): someone without a session, known without a request: a visitor's menu, no
 *   cart, no verification notice, no profile check;
 * - SessionFrame (components/layout/session-frame.tsx), for every other page: the session's parts,
 *   in Suspense boundaries of the page's cached shell. Kept in a module of its own so that the
 *   visitor's pages take none of its client code (account menus, cart link, log out, profile check).
 */
export function SiteFrame({
  children,
  nav,
  persistent,
  notice,
  watch,
}: {
  children: ReactNode;
  /** The header's menu, and what stays beside it on a phone (the cart). */
  nav: ReactNode;
  persistent?: ReactNode;
  /** Under the header: the verification notice. */
  notice?: ReactNode;
  /** After the footer: the profile check. */
  watch?: ReactNode;
}) {
  return (
    <>
      <SiteHeader nav={nav} persistent={persistent} />
      {notice}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {watch}
    </>
  );
}

/** The frame of someone without a session: nothing in it depends on a request (lib/entry/visitor-pages.ts). */
export function VisitorFrame({ children }: { children: ReactNode }) {
  return <SiteFrame nav={<VisitorNav />}>{children}</SiteFrame>;
}
