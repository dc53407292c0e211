import type { ReactNode } from "react";
import { VisitorFrame } from "@/components/layout/site-frame";

/** The visitor's frame: nothing in it depends on a request (lib/entry/visitor-pages.ts). */
export default function VisitorLayout({ children }: { children: ReactNode }) {
  return <VisitorFrame>{children}</VisitorFrame>;
}
