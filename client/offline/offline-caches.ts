import { DEFAULT_LOCALE, isLocale, LOCALES, PAGE_LANGUAGE_HEADER, type Locale } from "@/lib/shared/i18n/locales";
import { localizedPath, splitLocalePath } from "@/lib/shared/i18n/routing";

/*
 * What the service worker (app/sw.ts) keeps for offline use, named once for the worker and for the
 * pages that read or clear it. Client-safe, no dependencies but the shop's URL scheme: the worker
 * bundles it. Pages are kept in each language at their own address (/products, /fr/products:
 * lib/shared/i18n/routing.ts); the catalogue and the categories once per language (offlineDataKey).
 */

export const OFFLINE_CACHES = {
  /**
   * The HTML of the catalogue pages as the person saw them (prices for a verified customer): the
   * prefix of one cache per build, "shop-pages-<digest of the build's files>" (app/sw.ts).
   */
  pages: "shop-pages",
  /**
   * The offline catalogue and the category list, for the person's audience, one copy per language
   * (v2: v1 held one copy under the bare URL; the worker drops it when it activates).
   */
  catalogue: "shop-catalogue-v2",
  /** Product pictures as they were seen; the same for everyone. */
  images: "shop-images-v1",
} as const;

/** The offline catalogue (lib/shared/catalog/offline-catalogue.ts) and the category list, as they are fetched. */
export const OFFLINE_CATALOGUE_URL = "/api/products/all_product_list/?is_deleted=false";
export const OFFLINE_CATEGORIES_URL = "/api/categories/list/?is_deleted=false";

/**
 * The language a saved catalogue or category list was asked for: the page's, named by
 * PAGE_LANGUAGE_HEADER (client/offline/service-worker.ts; the API answers in it whatever the
 * person's stored choice), else read from Accept-Language: French for any French tag, else English.
 */
export function dataLocaleOf(headers: Headers): Locale {
  const page = headers.get(PAGE_LANGUAGE_HEADER);
  if (isLocale(page)) return page;
  return headers.get("accept-language")?.trim().toLowerCase().startsWith("fr") ? "fr-CA" : DEFAULT_LOCALE;
}

/**
 * The key the catalogue or the category list (`url`, one of the two above) is saved under for a
 * language: one copy per language, so that a French page offline reads French names and an English
 * one English names, whichever was saved last. Only a cache key: the request itself is `url`.
 */
export function offlineDataKey(url: string, locale: Locale): string {
  return `${url}&locale=${locale}`;
}

/** Set by the worker on what it saves: when the copy was fetched (the "last fetch" shown offline). */
export const FETCHED_AT_HEADER = "x-shop-fetched-at";

/** A static page (public/) for a page that was never saved, and the picture for one never seen. */
export const OFFLINE_PAGE_URL = "/offline.html";
export const PLACEHOLDER_IMAGE_URL = "/placeholder-product.svg";

/**
 * The shop's own offline screens (app/[locale]/(site)/(shop)/offline): saved with the catalogue, with the person's
 * header. A product page never saved is answered by the product screen from the saved catalogue
 * (its slug in the query); any other page never saved by the screen that says what is saved. The
 * static OFFLINE_PAGE_URL stands in until they are saved.
 */
/** Not "/offline": the precache would answer it with OFFLINE_PAGE_URL (Serwist tries "<path>.html"). */
export const OFFLINE_SCREEN_URL = "/offline/saved";
export const OFFLINE_PRODUCT_URL = "/offline/product";

/** The offline screens in each language, the page's own first: where a page never saved goes. */
export function offlineScreensFor(locale: Locale): Locale[] {
  return [locale, ...LOCALES.filter((other) => other !== locale)];
}

/**
 * Limits, so the saved data cannot fill a device: pages (catalogue and personal pages together, in
 * one cache), pictures and their age.
 */
export const OFFLINE_LIMITS = { pages: 60, images: 400, imageMaxAgeSeconds: 30 * 24 * 3600 } as const;

/**
 * The pages that work offline for everyone: home, the product list (any query), product pages, the
 * offline screens, in either language.
 */
export function isCataloguePage(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return (
    path === "/" ||
    path === "/products" ||
    /^\/products\/[^/]+$/.test(path) ||
    path === OFFLINE_SCREEN_URL ||
    path === OFFLINE_PRODUCT_URL
  );
}

/**
 * A verified customer's own pages that are kept as last seen, to read offline: the cart, My orders
 * (each query apart) and the order pages opened. Never another's: they are session caches, dropped
 * at login and logout.
 */
export function isPersonalPage(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return path === "/cart" || path === "/my-orders" || /^\/order\/\d+$/.test(path);
}

/**
 * The key a personal page is saved under: its path (with its language), with the query for My
 * orders (its pages and filters).
 */
export function personalPageKey(url: URL): string {
  return splitLocalePath(url.pathname).path === "/my-orders" ? `${url.origin}${url.pathname}${url.search}` : `${url.origin}${url.pathname}`;
}

/** The product a /products/{slug} path (or /fr/products/{slug}) names, else null (not the list, not a deeper path). */
export function productSlugOf(pathname: string): string | null {
  const match = /^\/products\/([^/]+)$/.exec(splitLocalePath(pathname).path);
  if (!match || match[1] === "not-found") return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Where the offline screen in `locale` answers a page never saved: `from`, the page asked for
 * (path and query, with its language).
 */
export function offlineScreenHref(from: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localizedPath(OFFLINE_SCREEN_URL, locale)}?${new URLSearchParams({ from })}`;
}

/** The page an offline screen stands in for, when it is one of the shop's own paths; else null. */
export function pageToReturnTo(from: string | null): string | null {
  if (!from || !from.startsWith("/") || from.startsWith("//")) return null;
  return splitLocalePath(from.split("?")[0]!).path.startsWith("/offline/") ? null : from;
}

/** Where the offline product screen in `locale` answers a product page never saved. */
export function offlineProductHref(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${localizedPath(OFFLINE_PRODUCT_URL, locale)}?${new URLSearchParams({ slug })}`;
}

/** The message that asks the worker to drop the session's caches (app/sw.ts); it answers when done. */
export const SESSION_CHANGED = "SESSION_CHANGED";

/**
 * A page the worker does not control although it is active asks it to take the page over: a
 * navigation that began while the worker was activating makes a page its clients.claim() missed,
 * which would otherwise stay uncontrolled (nothing saved, nothing offline) until it is reloaded.
 */
export const CLAIM_CLIENTS = "CLAIM_CLIENTS";

/** Caches that depend on who is logged in: dropped at login and logout (docs/product.md §4). */
export function isSessionCache(name: string): boolean {
  return name === OFFLINE_CACHES.catalogue || name.startsWith(`${OFFLINE_CACHES.pages}-`);
}

/** Asks the worker to drop the session's caches and refuse saves begun before; at most `ms`. */
async function tellWorker(ms: number): Promise<void> {
  const worker = (await navigator.serviceWorker?.getRegistration())?.active;
  if (!worker) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, ms);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage({ type: SESSION_CHANGED }, [channel.port2]);
  });
}

/** Drops what the service worker saved for the person who was logged in. */
export async function clearSessionCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await tellWorker(2000).catch(() => undefined);
  const names = await caches.keys();
  await Promise.all(names.filter(isSessionCache).map((name) => caches.delete(name).catch(() => false)));
}
