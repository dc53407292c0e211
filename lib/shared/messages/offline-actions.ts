/* Strings shown to users (docs/architecture.md rule 10), area "offline-actions": why a control that needs the
 * server is disabled while the browser is offline. Apart from "offline" (the banner, in every
 * page's layout), so that only the pages with such controls carry these. Add to cart's, on every
 * catalogue page, is shopMessages.addToCartOffline. */
export const offlineActionsMessages = {
  cartNeedsConnection: "You are offline. The cart can be changed again once you are back online.",
  editOrderNeedsConnection: "You are offline. This order can be changed again once you are back online.",
  quickOrderNeedsConnection: "You are offline. Lines can be checked and added to the cart once you are back online.",
  reorderNeedsConnection: "You are offline. Reorder works again once you are back online.",
  listNeedsConnection: "You are offline. Changes here work again once you are back online.",
};
