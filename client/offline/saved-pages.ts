"use client";

import { FETCHED_AT_HEADER, OFFLINE_CACHES } from "./offline-caches";
import { summariseSavedPages, type SavedPage, type SavedPagesSummary } from "@/lib/shared/offline/saved-pages";
import { pageLanguage } from "@/client/ui/page-language";

/*
 * Reads which pages the service worker saved (app/sw.ts) and when, straight from its pages cache:
 * for the offline screen's list of what is saved, and the banner's "as last loaded". Client-only.
 */

/** This build's pages cache (one per build; the worker drops older ones when it activates). */
async function pagesCache(): Promise<Cache | null> {
  if (typeof caches === "undefined") return null;
  const names = (await caches.keys()).filter((name) => name.startsWith(`${OFFLINE_CACHES.pages}-`));
  return names.length ? caches.open(names[names.length - 1]!) : null;
}

const stampOf = (response: Response | undefined) => response?.headers.get(FETCHED_AT_HEADER) ?? response?.headers.get("date") ?? null;

/** Every saved page: its path and query, and when it was fetched. */
export async function savedPages(): Promise<SavedPage[]> {
  try {
    const cache = await pagesCache();
    if (!cache) return [];
    const requests = await cache.keys();
    const pages = await Promise.all(
      requests.map(async (request) => {
        const url = new URL(request.url);
        const stamp = stampOf(await cache.match(request));
        return { path: url.pathname + url.search, savedAt: stamp ? new Date(stamp) : null };
      }),
    );
    return pages;
  } catch {
    return [];
  }
}

/** What the offline screen lists: the cart, My orders and the order pages saved, in the page's language. */
export async function savedPagesSummary(): Promise<SavedPagesSummary> {
  return summariseSavedPages(await savedPages(), pageLanguage());
}

/** When the saved copy of `path` (path and query) was fetched, or null when it is not saved. */
export async function savedPageDate(path: string): Promise<Date | null> {
  try {
    const cache = await pagesCache();
    const stamp = stampOf(await cache?.match(new URL(path, location.origin).href));
    return stamp ? new Date(stamp) : null;
  } catch {
    return null;
  }
}
