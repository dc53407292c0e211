import type { addToCart as addToServerCart, Cart } from "@/lib/cart/cart";
import { endpoint, schemaRef } from "./endpoint";

/* The caller's cart (docs/product.md §4 Cart): every answer is the whole cart, priced by the server. */

const schemas = () => import("@/lib/shared/cart/schemas");

type Added = Pick<Awaited<ReturnType<typeof addToServerCart>>, "added">;

export const getCart = endpoint<Cart>()({ method: "GET", path: "/api/cart/" });

export const clearCart = endpoint<Cart>()({ method: "DELETE", path: "/api/cart/" });

/** One case of a product; the answer also says what was added (the toast). */
export const addToCart = endpoint<Cart & Added>()({ method: "POST", path: "/api/cart/items/", body: schemaRef(schemas, "addToCartSchema") });

/** Whole cases; 0 removes the line. */
export const setCartQuantity = endpoint<Cart>()({ method: "PATCH", path: "/api/cart/items/{productId}/", body: schemaRef(schemas, "cartQuantitySchema") });

export const removeFromCart = endpoint<Cart>()({ method: "DELETE", path: "/api/cart/items/{productId}/" });
