"use client";

import { useCallback } from "react";
import { clearSessionCaches } from "@/client/offline/offline-caches";
import { forgetOfflineSync } from "@/client/offline/service-worker";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { pageLanguage } from "./page-language";
import { clearSavedDrafts } from "./saved-drafts";

/**
 * Go to a page after the session changed (login, register, password reset, logout). A full page
 * load, not a client navigation: the shared layout (header, menus) must be rendered again for the
 * new actor, all client state of the previous one is dropped (docs/product.md §4), and router.replace()
 * followed by router.refresh() races (the refresh can win and render the old URL). The previous
 * actor's saved drafts, and what the service worker saved for them (pages with prices, the priced
 * catalogue), are dropped first; the next page saves the new actor's. `path` is in the page's language.
 */
export function useSessionNavigation() {
  return useCallback((path: string) => {
    clearSavedDrafts();
    forgetOfflineSync();
    void clearSessionCaches().finally(() => window.location.replace(localizedPath(path, pageLanguage())));
  }, []);
}
