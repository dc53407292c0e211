import { clearCart, getCart } from "@/lib/cart/cart";
import { apiContext } from "@/lib/context/api-context";
import { apiRoute } from "@/lib/http/route-handler";

/** The caller's cart, priced by the server. */
export const GET = apiRoute(async (request) => getCart(await apiContext(request)));

/** Empties the cart (and the saved draft). */
export const DELETE = apiRoute(async (request) => clearCart(await apiContext(request)));
