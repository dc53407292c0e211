/*
 * What the offline screen says is saved on the device (app/[locale]/(site)/(shop)/offline): of the pages the service
 * worker kept (client/offline/saved-pages.ts), the customer's own: the cart, My orders (its first
 * page, else any page or filter of it) and the order pages opened, newest order first. Pure.
 */

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

export function summariseSavedPages(pages: readonly SavedPage[]): SavedPagesSummary {
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
