import type { Metadata, Viewport } from "next";
import { Suspense, type ReactNode } from "react";
import { ContactBanner } from "@/components/layout/contact-banner";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { OfflineSync } from "@/components/layout/offline-sync";
import { ProfileRefresher } from "@/components/layout/profile-refresher";
import { Providers } from "@/components/layout/providers";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { VerificationNotice } from "@/components/layout/verification-notice";
import { getPageContext } from "@/lib/entry/page-context";
import { companyContact } from "@/lib/system/company";
import { layoutMessages } from "@/lib/shared/messages/layout";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { name } = companyContact();
  return {
    title: { default: `${name} — wholesale food for Canadian businesses`, template: `%s | ${name}` },
    icons: { apple: "/icons/apple-touch-icon.png" },
    description: `${name}: wholesale groceries, baking supplies, beverages and packaging by the case for restaurants, cafés and grocers across Canada.`,
  };
}

export const viewport: Viewport = { themeColor: "#2d6a4f" };

/** The 60-second profile check of a logged-in user (docs/product.md §4); nothing for a visitor. */
async function SessionWatch() {
  const { actor } = await getPageContext();
  return actor.kind === "user" ? <ProfileRefresher userId={actor.id} form={actor.role} verified={actor.verified} /> : null;
}

/**
 * The same for everyone, so that it is part of each page's cached shell: what depends on the
 * session (the header's account menu and cart, the profile check) sits in Suspense boundaries.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="flex min-h-screen flex-col">
        <Providers>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
            {layoutMessages.skipToContent}
          </a>
          <OfflineBanner />
          <ContactBanner />
          <SiteHeader />
          <Suspense fallback={null}>
            <VerificationNotice />
          </Suspense>
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
          <Suspense fallback={null}>
            <SessionWatch />
          </Suspense>
          <OfflineSync />
        </Providers>
      </body>
    </html>
  );
}
