/*
 * docs/product.md §4: someone who is not logged in at checkout goes to /login when a registration redirect
 * is flagged, otherwise home. The flag is set when a buyer reviews a cart (on the way to
 * checkout) and cleared when the order is placed; it is a plain cookie so the server-rendered
 * /checkout can read it. Client-safe.
 */
export const CHECKOUT_FLAG_COOKIE = "shop_checkout_redirect";

export function setCheckoutFlag(): void {
  document.cookie = `${CHECKOUT_FLAG_COOKIE}=1; path=/; max-age=86400; samesite=lax`;
}

export function clearCheckoutFlag(): void {
  document.cookie = `${CHECKOUT_FLAG_COOKIE}=; path=/; max-age=0; samesite=lax`;
}
