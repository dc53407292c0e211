"use client";

import { useEffect, type ReactNode } from "react";
import { ToastRegion } from "./toast-region";

/*
 * Client-side providers of every page: the toasts (lib/ui/toast). TanStack Query is not here: the
 * few components that query REST data bring their own provider (components/ui/query-scope.tsx),
 * so that the catalogue does not load it.
 */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Lets end-to-end tests wait until the forms react to input (typing before hydration is lost).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      {children}
      <ToastRegion />
    </>
  );
}
