import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ContactBanner } from "@/components/layout/contact-banner";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { OfflineSync } from "@/components/layout/offline-sync";
import { Providers } from "@/components/layout/providers";
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

/**
 * The same for everyone, and nothing of it depends on the session. The header, the page and the
 * footer are SiteFrame (components/layout/site-frame.tsx), in two layouts: the visitor's whole
 * cached pages (app/(visitor)) have VisitorFrame, with no per-request part, every other page
 * (app/(site)) SessionFrame (components/layout/session-frame.tsx), whose session parts sit in
 * Suspense boundaries of the page's cached shell.
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
          {children}
          <OfflineSync />
        </Providers>
      </body>
    </html>
  );
}
