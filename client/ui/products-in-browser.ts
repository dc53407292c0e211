"use client";

import type { MouseEvent } from "react";

/*
 * Offline, another view of /products (a search, a category, a sort, a page) is answered in the
 * browser from the saved catalogue (components/shop/offline-products.tsx): only the URL changes,
 * and the page follows it. Client-only.
 */

/** Said on the window when openInBrowser changed the address (pushState tells no one). */
const ADDRESS_CHANGED = "shop:address-changed";

export function openInBrowser(href: string): void {
  window.history.pushState(null, "", href);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

/**
 * Calls `onChange` when the address may have changed in the browser alone: openInBrowser, or the
 * back and forward buttons (for useSyncExternalStore, with `location.search` as the snapshot).
 */
export function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener(ADDRESS_CHANGED, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(ADDRESS_CHANGED, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/** A click on a link to another view of /products stays in the browser. */
export function keepListLinksInBrowser(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as HTMLElement).closest("a");
  if (!anchor || anchor.target) return;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname !== "/products") return;
  event.preventDefault();
  event.stopPropagation();
  openInBrowser(url.pathname + url.search);
}
