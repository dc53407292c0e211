"use client";

import {
  isCataloguePage,
  isPersonalPage,
  CLAIM_CLIENTS,
  OFFLINE_CATALOGUE_URL,
  OFFLINE_CACHES,
  OFFLINE_CATEGORIES_URL,
  offlineDataKey,
  OFFLINE_PRODUCT_URL,
  OFFLINE_SCREEN_URL,
} from "./offline-caches";
import { pageLanguage } from "@/client/ui/page-language";
import { localizedPath } from "@/lib/shared/i18n/routing";
import { PAGE_LANGUAGE_HEADER, type Locale } from "@/lib/shared/i18n/locales";

/*
 * The page's side of the service worker (app/sw.ts): registers it, and asks it to save the
 * catalogue pages and data while online. Client-only.
 */

/**
 * When the catalogue was last saved in a language: each language is saved apart (its pages and
 * its copy of the catalogue), so switching language saves the other one at once.
 */
const SYNCED_AT_PREFIX = "shop.offline.syncedAt.v2.";
const syncedAtKey = (locale: Locale) => `${SYNCED_AT_PREFIX}${locale}`;
/** The catalogue and the home and list pages are refreshed at most this often (and on reconnecting). */
const SYNC_EVERY_MS = 5 * 60 * 1000;
/** A catalogue asked for this long ago and still not saved is asked for again. */
const MISSING_AFTER_MS = 30 * 1000;

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext;
}

export async function registerServiceWorker(): Promise<void> {
  if (!serviceWorkerSupported()) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  // A page loaded while the worker was activating is not one it claimed (offline-caches.ts CLAIM_CLIENTS).
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: CLAIM_CLIENTS });
}

function syncedAt(locale: Locale): number {
  try {
    return Number(localStorage.getItem(syncedAtKey(locale))) || 0;
  } catch {
    return 0; // Storage refused (private mode): sync every time.
  }
}

function setSyncedAt(locale: Locale, value: number): void {
  try {
    localStorage.setItem(syncedAtKey(locale), String(value));
  } catch {
    // As above.
  }
}

/**
 * Whether this language's catalogue is saved: the worker drops the other language's copy when the
 * catalogue comes back for another audience (the person was verified), which the time of the last
 * sync cannot tell.
 */
async function catalogueSaved(locale: Locale): Promise<boolean> {
  try {
    return (await caches.match(new URL(offlineDataKey(OFFLINE_CATALOGUE_URL, locale), location.origin).href, { cacheName: OFFLINE_CACHES.catalogue })) !== undefined;
  } catch {
    return true; // Caches unreadable: the time decides.
  }
}

/** A sync of the catalogue this page has asked for and not yet handed to the worker. */
let syncing = false;

/**
 * Saves the page being shown (a catalogue page, or a customer's cart, My orders or order page: as
 * last seen) and, now and then, the catalogue, the categories, the home and list pages and the
 * offline screens, in the page's language: what browsing offline needs. Serwist's CACHE_URLS
 * message has the worker fetch them through its routes, which save what they match. The time is
 * written once the worker has the message (a page left at once does not skip the sync), and a
 * second call meanwhile does not ask for the catalogue again.
 */
export async function saveForOffline(options: { force?: boolean } = {}): Promise<void> {
  if (!serviceWorkerSupported() || !navigator.onLine) return;
  const here = isCataloguePage(location.pathname) || isPersonalPage(location.pathname);
  const urls = here ? [location.pathname + location.search] : [];
  const locale = pageLanguage();
  // A catalogue missing although synced lately: dropped for another audience (not one still being
  // fetched: that gets its time to land).
  const since = Date.now() - syncedAt(locale);
  const stale = since > SYNC_EVERY_MS || (since > MISSING_AFTER_MS && !(await catalogueSaved(locale)));
  // Read after the wait: a second call meanwhile sees the first one's sync.
  const due = options.force || (!syncing && stale);
  if (due) {
    syncing = true;
    const pages = ["/", "/products", OFFLINE_SCREEN_URL, OFFLINE_PRODUCT_URL].map((path) => localizedPath(path, locale));
    urls.push(OFFLINE_CATALOGUE_URL, OFFLINE_CATEGORIES_URL, ...pages);
  }
  // The catalogue and the categories in the page's language, not the browser's (docs/i18n.md); the
  // worker saves them under that language (offlineDataKey).
  const inPageLanguage = { headers: { "Accept-Language": locale, [PAGE_LANGUAGE_HEADER]: locale } };
  const requests = [...new Set(urls)].map((url) => (url === OFFLINE_CATALOGUE_URL || url === OFFLINE_CATEGORIES_URL ? [url, inPageLanguage] : url));
  if (urls.length === 0) return;
  try {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) return;
    registration.active.postMessage({ type: "CACHE_URLS", payload: { urlsToCache: requests } });
    if (due) setSyncedAt(locale, Date.now());
  } finally {
    if (due) syncing = false;
  }
}

/** The next visit syncs at once (after login or logout the saved data is for someone else). */
export function forgetOfflineSync(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(SYNCED_AT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing saved.
  }
}
