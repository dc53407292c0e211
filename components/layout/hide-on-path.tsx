"use client";

import { usePathname } from "@/client/i18n/navigation";
import type { ReactNode } from "react";

/** Its children everywhere but on `path` (a layout part that a page already says itself). */
export function HideOnPath({ path, children }: { path: string; children: ReactNode }) {
  return usePathname().replace(/\/+$/, "") === path ? null : children;
}
