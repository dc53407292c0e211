import type { ReactNode } from "react";
import { SessionFrame } from "@/components/layout/session-frame";

/**
 * The frame of every page but the visitor's whole cached pages (app/[locale]/(visitor)): the header, <main>
 * and the footer, with the session parts in Suspense (components/layout/session-frame.tsx). One layout
 * for all of them, so that moving between the storefront, the account pages and the back office
 * keeps one frame.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SessionFrame>{children}</SessionFrame>;
}
