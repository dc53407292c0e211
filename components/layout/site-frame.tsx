import { Suspense, type ReactNode } from "react";
import { getPageContext } from "@/lib/entry/page-context";
import { ProfileRefresher } from "./profile-refresher";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { VerificationNotice } from "./verification-notice";

/** The 60-second profile check of a logged-in user (docs/product.md §4); nothing for a visitor. */
async function SessionWatch() {
  const { actor } = await getPageContext();
  return actor.kind === "user" ? <ProfileRefresher userId={actor.id} form={actor.role} verified={actor.verified} /> : null;
}

/**
 * The frame of every page between the banners and the offline sync of the root layout: the header,
 * the page itself as <main>, the footer. The site's layout renders it (app/(site)/layout.tsx), not
 * the root layout, so that the visitor's cached pages (app/(visitor),
 * docs/architecture.md "Whole cached pages for visitors") can have a frame with no per-request part:
 * `visitor` is the header of someone without a session (no account menu, no cart), no verification
 * notice and no profile check. Everywhere else what depends on the session sits in Suspense
 * boundaries of the page's cached shell.
 */
export function SiteFrame({ children, visitor = false }: { children: ReactNode; visitor?: boolean }) {
  return (
    <>
      <SiteHeader visitor={visitor} />
      {!visitor && (
        <Suspense fallback={null}>
          <VerificationNotice />
        </Suspense>
      )}
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      {!visitor && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
    </>
  );
}
