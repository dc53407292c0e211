import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ContactBanner } from "@/components/layout/contact-banner";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { companyContact } from "@/lib/system/company";
import { messages } from "@/lib/messages/en";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const { name } = companyContact();
  return {
    title: { default: `${name} — wholesale food for Canadian businesses`, template: `%s | ${name}` },
    description: `${name}: wholesale groceries, baking supplies, beverages and packaging by the case for restaurants, cafés and grocers across Canada.`,
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-CA">
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {messages.layout.skipToContent}
        </a>
        <ContactBanner />
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
