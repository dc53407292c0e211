import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { NextIntlClientProvider, type Messages } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ContactBanner } from "@/components/layout/contact-banner";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { OfflineSync } from "@/components/layout/offline-sync";
import { Providers } from "@/components/layout/providers";
import { clientMessages } from "@/lib/i18n/client-messages";
import { isLocale, LOCALES } from "@/lib/shared/i18n/locales";
import { companyContact } from "@/lib/system/company";
import "../globals.css";

/** Every page is prerendered in both languages (docs/i18n.md): proxy.ts rewrites /x to /en-CA/x and /fr/x to /fr-CA/x. */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const { name } = companyContact();
  const t = await getTranslations("layout");
  return {
    title: { default: t("metaTitle", { shop: name }), template: `%s | ${name}` },
    icons: { apple: "/icons/apple-touch-icon.png" },
    description: t("metaDescription", { shop: name }),
  };
}

export const viewport: Viewport = { themeColor: "#2d6a4f" };

/**
 * The same for everyone of a language, and nothing of it depends on the session. The header, the
 * page and the footer are SiteFrame (components/layout/site-frame.tsx), in two layouts: the
 * visitor's whole cached pages (app/[locale]/(visitor)) have VisitorFrame, with no per-request part,
 * every other page (app/[locale]/(site)) SessionFrame (components/layout/session-frame.tsx), whose
 * session parts sit in Suspense boundaries of the page's cached shell. The browser gets the texts
 * of the frame and the storefront (lib/i18n/client-messages.ts).
 */
export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations("layout");
  const messages = (await getMessages()) as Messages;
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider messages={clientMessages(messages, [])}>
          <Providers>
            <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
              {t("skipToContent")}
            </a>
            <OfflineBanner />
            <ContactBanner />
            {children}
            <OfflineSync />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
