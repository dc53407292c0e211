import type { ReactNode } from "react";
import { SiteFrame } from "@/components/layout/site-frame";

/** The site's frame with its session parts (components/layout/site-frame.tsx). */
export default function SectionLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
