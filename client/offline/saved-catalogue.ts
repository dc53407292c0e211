"use client";

import { categoryTree } from "@/lib/shared/catalog/category-tree";
import type { CategoryNode, CategoryView } from "@/lib/catalog/categories";
import { decodeOfflineCatalogue, type OfflineCatalogue, type OfflineCatalogueBody } from "@/lib/shared/catalog/offline-catalogue";
import { FETCHED_AT_HEADER, OFFLINE_CACHES, OFFLINE_CATALOGUE_URL, OFFLINE_CATEGORIES_URL, offlineDataKey } from "./offline-caches";
import { pageLanguage } from "@/client/ui/page-language";

/*
 * Reads what the service worker saved (app/sw.ts) straight from the cache, never the network: the
 * catalogue, the categories and when they were fetched, in the page's language. Client-only.
 */

export interface SavedCatalogue {
  catalogue: OfflineCatalogue;
  tree: CategoryNode[];
}

async function saved(url: string): Promise<Response | undefined> {
  if (typeof caches === "undefined") return undefined;
  return caches.match(new URL(offlineDataKey(url, pageLanguage()), location.origin).href, { cacheName: OFFLINE_CACHES.catalogue });
}

/** When the catalogue was last fetched, or null when none is saved. */
export async function savedCatalogueDate(): Promise<Date | null> {
  const response = await saved(OFFLINE_CATALOGUE_URL).catch(() => undefined);
  const stamp = response?.headers.get(FETCHED_AT_HEADER) ?? response?.headers.get("date");
  return stamp ? new Date(stamp) : null;
}

/** The last catalogue decoded, with the fetch stamp it was decoded from. */
let decoded: { stamp: string; saved: Promise<SavedCatalogue> } | null = null;

async function decode(products: Response, categories: Response | undefined): Promise<SavedCatalogue> {
  const catalogue = decodeOfflineCatalogue((await products.json()) as OfflineCatalogueBody);
  const list = categories ? ((await categories.json()) as CategoryView[]) : [];
  return { catalogue, tree: categoryTree(list) };
}

/**
 * The saved catalogue, or null when nothing is saved yet (or it cannot be read). Decoded again
 * only when the worker has saved a newer copy since.
 */
export async function loadSavedCatalogue(): Promise<SavedCatalogue | null> {
  try {
    const [products, categories] = await Promise.all([saved(OFFLINE_CATALOGUE_URL), saved(OFFLINE_CATEGORIES_URL)]);
    if (!products) return null;
    const stamp = products.headers.get(FETCHED_AT_HEADER) ?? products.headers.get("date") ?? "";
    if (decoded?.stamp !== stamp) decoded = { stamp, saved: decode(products, categories) };
    return await decoded.saved;
  } catch {
    decoded = null;
    return null;
  }
}
