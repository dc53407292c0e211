import { clearCart, getCart } from "@/lib/cart/cart";
import { apiRoute } from "@/lib/entry/api-route";

export const GET = apiRoute({ access: "verified", summary: "The caller's cart, priced by the server." }, ({ ctx }) => getCart(ctx));

export const DELETE = apiRoute({ access: "verified", summary: "Empties the cart (and the saved draft)." }, ({ ctx }) => clearCart(ctx));
