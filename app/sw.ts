/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from "serwist";
import {
  FETCHED_AT_HEADER,
  isCataloguePage,
  isPersonalPage,
  OFFLINE_CACHES,
  OFFLINE_CATALOGUE_URL,
  OFFLINE_CATEGORIES_URL,
  OFFLINE_LIMITS,
  OFFLINE_PAGE_URL,
  OFFLINE_PRODUCT_URL,
  OFFLINE_SCREEN_URL,
  offlineProductHref,
  offlineScreenHref,
  personalPageKey,
  PLACEHOLDER_IMAGE_URL,
  productSlugOf,
  isSessionCache,
  SESSION_CHANGED,
  CLAIM_CLIENTS,
  dataLocaleOf,
  offlineDataKey,
  offlineScreensFor,
} from "@/client/offline/offline-caches";
import { localizedPath, splitLocalePath } from "@/lib/shared/i18n/routing";

/*
 * The service worker (Serwist; served at /sw.js by app/serwist/[path]/route.ts). It precaches the
 * app's static files (scripts, styles, the offline page and placeholder picture) and keeps, as they
 * are used:
 * - the catalogue pages' HTML (network first, the saved copy when the network fails), one copy of
 *   /products for every query: the page runs the query on the saved catalogue when offline;
 * - the offline catalogue and the category list (stale-while-revalidate, a conditional request on
 *   the saved copy's ETag), one copy per language (offlineDataKey);
 * - product pictures as they are seen (stale-while-revalidate, at most OFFLINE_LIMITS.images);
 * - a verified customer's cart, My orders and the order pages they open, as last seen (network
 *   first without a timeout: online they are always the server's), in the same per-session cache.
 * Offline, a product page never saved redirects to the product screen, which shows it from the
 * saved catalogue; any other page never saved shows the offline screen (what is saved, with links),
 * or public/offline.html before that screen is saved. Pages are saved at their own address in each
 * language (/products, /fr/products), and a page never saved goes to the screens of its language
 * (the other language's when only those are saved).
 * Nothing else is cached: checkout, accounts, the API and the back office always go to the network.
 * When the catalogue comes back for another audience (the person logged in or out elsewhere, or was
 * verified), the saved pages of the previous one are dropped.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isRsc = (request: Request, url: URL) => request.headers.has("RSC") || url.searchParams.has("_rsc");

/*
 * Saved pages name the build's script files, which a new build's precache replaces: the pages are
 * kept per build (the precache list's digest), and the page saves them again for the new one.
 */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}
const PAGES = `${OFFLINE_CACHES.pages}-${digest(JSON.stringify(self.__SW_MANIFEST ?? []))}`;

async function dropCaches(keep: (name: string) => boolean): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !keep(name)).map((name) => caches.delete(name)));
}

/** An older build's pages, and a catalogue cache of an older layout (shop-catalogue-v1). */
const isOutdated = (name: string) =>
  (name.startsWith(`${OFFLINE_CACHES.pages}-`) && name !== PAGES) || (name.startsWith("shop-catalogue-") && name !== OFFLINE_CACHES.catalogue);

self.addEventListener("activate", (event) => {
  event.waitUntil(dropCaches((name) => !isOutdated(name)));
});

/*
 * A login or logout (client/offline/offline-caches.ts) asks the worker to drop what it saved for the
 * previous person, and waits for its answer. A save that was fetched for that person and lands
 * afterwards is refused, or removed if it landed in between.
 */
let session = 0;

self.addEventListener("message", (event) => {
  if (event.data?.type === CLAIM_CLIENTS) {
    event.waitUntil(self.clients.claim());
    return;
  }
  if (event.data?.type !== SESSION_CHANGED) return;
  session++;
  event.waitUntil(dropCaches((name) => !isSessionCache(name)).finally(() => event.ports[0]?.postMessage("dropped")));
});

/**
 * What is saved is read in full first (the catalogue is megabytes, a page streams its priced part
 * last), then refused if the session changed since it was fetched, and stamped with the time it
 * was fetched; one that landed while the session changed is removed again. A page that only
 * redirects (a bad or past-the-end /products query) is not saved: it would replace the good copy,
 * and offline it would redirect to itself. (A plugin's state is its own: one plugin does it all.)
 */
function settle(options: { refuse?: (body: string) => boolean; refuseRedirected?: boolean } = {}): SerwistPlugin {
  const changed = (state: { session?: number } | undefined) => !state || state.session !== session;
  return {
    requestWillFetch: async ({ request, state }) => {
      if (state) state.session = session;
      return request;
    },
    cacheWillUpdate: async ({ response, state }) => {
      if (response.status !== 200 || (options.refuseRedirected && response.redirected)) return null;
      const body = await response.text();
      if (changed(state) || options.refuse?.(body)) return null;
      const headers = new Headers(response.headers);
      headers.set(FETCHED_AT_HEADER, new Date().toISOString());
      return new Response(body, { status: response.status, statusText: response.statusText, headers });
    },
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (changed(state)) await (await caches.open(cacheName)).delete(request);
    },
  };
}

const isRedirectPage = (html: string) => html.includes("__next-page-redirect");

/**
 * The catalogue and the categories are saved once per language, the one the page asked for (its
 * Accept-Language): the answers differ by language, and the server does not Vary on it.
 */
const dataKey = (request: Request) => {
  const url = new URL(request.url);
  return `${url.origin}${offlineDataKey(url.pathname + url.search, dataLocaleOf(request.headers))}`;
};

const onePerLanguage: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => dataKey(request),
};

/**
 * The catalogue is revalidated by the worker itself: it sends the saved copy's ETag and keeps the
 * copy on a 304. The browser's HTTP cache never stores it (the answer is no-store: it can carry
 * prices, and logging out could not clear that cache).
 */
const revalidateWithEtag: SerwistPlugin = {
  requestWillFetch: async ({ request }) => {
    const saved = await caches.match(dataKey(request), { cacheName: OFFLINE_CACHES.catalogue });
    const etag = saved?.headers.get("etag");
    if (!etag) return request;
    const headers = new Headers(request.headers);
    headers.set("If-None-Match", etag);
    return new Request(request.url, { headers, credentials: "same-origin" });
  },
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status !== 304) return response;
    return (await caches.match(dataKey(request), { cacheName: OFFLINE_CACHES.catalogue })) ?? response;
  },
};

/** The audience a catalogue answer was made for, from its ETag (W/"customer-…"). */
const audienceOf = (response: Response | undefined | null) => response?.headers.get("etag")?.match(/^W\/"(\w+)-/)?.[1] ?? null;

/**
 * The catalogue came back for another audience (the person was verified, or logged in or out
 * elsewhere): the saved pages, and the other language's copies of the catalogue, were of the
 * previous one.
 */
const dropPagesOfAnotherAudience: SerwistPlugin = {
  cacheDidUpdate: async ({ cacheName, request, oldResponse, newResponse }) => {
    if (!oldResponse || audienceOf(oldResponse) === audienceOf(newResponse)) return;
    await caches.delete(PAGES);
    const cache = await caches.open(cacheName);
    const kept = dataKey(request);
    for (const saved of await cache.keys()) if (saved.url !== kept && saved.url.startsWith(`${self.location.origin}${OFFLINE_CATALOGUE_URL}`)) await cache.delete(saved);
  },
};

/**
 * A catalogue page is saved under its path alone: every /products?… under /products (and
 * /fr/products?… under /fr/products); offline, the page runs its own URL's query.
 */
const onePagePerPath: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    // "/fr/" is the page saved as "/fr".
    return `${url.origin}${url.pathname.replace(/(?<=.)\/+$/, "")}`;
  },
};

/** A personal page is saved under its own key (personalPageKey): My orders' pages and filters apart. */
const personalKey: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => personalPageKey(new URL(request.url)),
};

/** The saved copy of one of the shop's pages, in this build's pages cache. */
async function savedPage(path: string): Promise<Response | undefined> {
  return caches.match(`${self.location.origin}${path}`, { cacheName: PAGES });
}

/**
 * A page the network cannot give and the cache does not hold: a product page goes to the product
 * screen (it shows the product from the saved catalogue); any other page to the offline screen
 * (what is saved), else the static offline page. Redirects, so that each screen is a page of its
 * own address (its saved copy is the app's page for that address) and can go back to the page
 * asked for once the shop answers again.
 */
const offlineFallback: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.destination !== "document") return undefined;
    const url = new URL(request.url);
    const { locale, path } = splitLocalePath(url.pathname);
    const slug = productSlugOf(url.pathname);
    const languages = offlineScreensFor(locale);
    if (slug !== null) {
      for (const language of languages) {
        if (await savedPage(localizedPath(OFFLINE_PRODUCT_URL, language))) return Response.redirect(`${url.origin}${offlineProductHref(slug, language)}`, 302);
      }
    }
    if (path !== OFFLINE_SCREEN_URL) {
      for (const language of languages) {
        if (await savedPage(localizedPath(OFFLINE_SCREEN_URL, language))) {
          return Response.redirect(`${url.origin}${offlineScreenHref(url.pathname + url.search, language)}`, 302);
        }
      }
    }
    return serwist.matchPrecache(OFFLINE_PAGE_URL);
  },
};

/** Catalogue and personal pages share one limit of saved pages. */
const pageExpiration = new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.pages, purgeOnQuotaError: true });

const catalogueData = ({ url, request }: RouteMatchCallbackOptions) =>
  request.method === "GET" && sameOrigin(url) && [OFFLINE_CATALOGUE_URL, OFFLINE_CATEGORIES_URL].includes(url.pathname + url.search);

const cataloguePage = ({ url, request }: RouteMatchCallbackOptions) =>
  request.method === "GET" && sameOrigin(url) && isCataloguePage(url.pathname) && !isRsc(request, url);

const personalPage = ({ url, request }: RouteMatchCallbackOptions) =>
  request.method === "GET" && sameOrigin(url) && isPersonalPage(url.pathname) && !isRsc(request, url);

const productPicture = ({ url, request }: RouteMatchCallbackOptions) => request.method === "GET" && sameOrigin(url) && url.pathname.startsWith("/media/");

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: catalogueData,
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.catalogue,
        plugins: [onePerLanguage, revalidateWithEtag, settle(), dropPagesOfAnotherAudience],
      }),
    },
    {
      matcher: cataloguePage,
      handler: new NetworkFirst({
        cacheName: PAGES,
        networkTimeoutSeconds: 6,
        // A page the proxy redirected (to the other language: the remembered choice changed in
        // another tab) is not saved under the address asked for.
        plugins: [onePagePerPath, settle({ refuse: isRedirectPage, refuseRedirected: true }), pageExpiration, offlineFallback],
      }),
    },
    {
      // No network timeout: online, a cart or an order is always the server's, never a saved copy.
      // A page that redirects (to login: the session ended) is not saved.
      matcher: personalPage,
      handler: new NetworkFirst({
        cacheName: PAGES,
        plugins: [personalKey, settle({ refuse: isRedirectPage, refuseRedirected: true }), pageExpiration, offlineFallback],
      }),
    },
    {
      matcher: productPicture,
      handler: new StaleWhileRevalidate({
        cacheName: OFFLINE_CACHES.images,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: OFFLINE_LIMITS.images, maxAgeSeconds: OFFLINE_LIMITS.imageMaxAgeSeconds, purgeOnQuotaError: true }),
        ],
      }),
    },
    // Any other page: the network, or the offline screen when there is none.
    { matcher: ({ request }) => request.mode === "navigate", handler: new NetworkOnly({ plugins: [offlineFallback] }) },
  ],
  // The pictures' route gets the placeholder from Serwist (a route without its own handlerDidError).
  fallbacks: {
    entries: [{ url: PLACEHOLDER_IMAGE_URL, matcher: ({ request }) => request.destination === "image" }],
  },
});

serwist.addEventListeners();
