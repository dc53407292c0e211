/*
 * What the offline screen says is saved on the device (app/[locale]/(site)/(shop)/offline): of the pages the service
 * worker kept (client/offline/saved-pages.ts), the customer's own: the cart, My orders (its first
 * page, else any page or filter of it) and the order pages opened, newest order first, of the
 * screen's language, with their paths without the language (the screen's links add it). Pure.
 */
import type { Locale } from "@/lib/shared/i18n/locales";
import { splitLocalePath } from "@/lib/shared/i18n/routing";

export interface SavedPage {
  /** Path and query, as saved. */
  path: string;
  /** When it was fetched (null when the copy carries no date). */
  savedAt: Date | null;
}

export interface SavedPagesSummary {
  cart: SavedPage | null;
  myOrders: SavedPage | null;
  orders: Array<SavedPage & { id: number }>;
}

const ORDER_PAGE = /^\/order\/(\d+)$/;

/** A saved page's path (and query) without its language, when it is a page of `locale`; else null. */
function pathIn(locale: Locale, path: string): string | null {
  const query = path.indexOf("?");
  const split = splitLocalePath(query < 0 ? path : path.slice(0, query));
  return split.locale === locale ? split.path + (query < 0 ? "" : path.slice(query)) : null;
}

export function summariseSavedPages(all: readonly SavedPage[], locale: Locale): SavedPagesSummary {
  const pages = all.flatMap((page) => {
    const path = pathIn(locale, page.path);
    return path === null ? [] : [{ ...page, path }];
  });
  const cart = pages.find((page) => page.path === "/cart") ?? null;
  const myOrdersPages = pages.filter((page) => page.path === "/my-orders" || page.path.startsWith("/my-orders?"));
  const myOrders = myOrdersPages.find((page) => page.path === "/my-orders") ?? myOrdersPages[0] ?? null;
  const orders = pages
    .flatMap((page) => {
      const match = ORDER_PAGE.exec(page.path);
      return match ? [{ ...page, id: Number(match[1]) }] : [];
    })
    .sort((a, b) => b.id - a.id);
  return { cart, myOrders, orders };
}
