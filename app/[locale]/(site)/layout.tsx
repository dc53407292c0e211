import type { ReactNode } from "react";
import { IntlScope } from "@/components/layout/intl-scope";
import { SessionFrame } from "@/components/layout/session-frame";
import { SESSION_NAMESPACES } from "@/lib/i18n/client-messages";

/**
 * The frame of every page but the visitor's whole cached pages (app/[locale]/(visitor)): the header, <main>
 * and the footer, with the session parts in Suspense (components/layout/session-frame.tsx). One layout
 * for all of them, so that moving between the storefront, the account pages and the back office
 * keeps one frame.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <IntlScope namespaces={SESSION_NAMESPACES}>
      <SessionFrame>{children}</SessionFrame>
    </IntlScope>
  );
}
