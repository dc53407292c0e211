"use client";

import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { setApiClientTexts } from "@/client/api-client/api-client-texts";
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
  // The API client's own texts, in the page's language, for the browser code that cannot read them (client/api-client/api-client-texts.ts).
  const tApiClient = useTranslations("apiClient");
  const fallback = tApiClient("fallback");
  const unreachable = tApiClient("unreachable");
  useEffect(() => setApiClientTexts({ fallback, unreachable }), [fallback, unreachable]);
  return (
    <>
      {children}
      <ToastRegion />
    </>
  );
}
