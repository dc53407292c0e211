import type { APIRequestContext } from "@playwright/test";
import { expect } from "./expect";

export interface ShopProduct {
  id: number;
  name: string;
  slug: string;
  stock: boolean;
  box_quantity: number;
}

/** The Authorization header of `account`'s API token. */
export async function apiHeaders(request: APIRequestContext, account: { email: string; password: string }): Promise<Record<string, string>> {
  const login = await request.post("/api/rest-auth/login/", { data: { email: account.email, password: account.password } });
  return { Authorization: `Token ${((await login.json()) as { key: string }).key}` };
}

/** Places the caller's whole cart as an unconfirmed order, at the cart's total (the cart ends empty). Answers the order id. */
export async function placeCartOverApi(request: APIRequestContext, headers: Record<string, string>, email: string): Promise<number> {
  const cart = (await (await request.get("/api/cart/", { headers })).json()) as { items: Array<{ id: number; quantity: number }>; grand_total: string };
  const placed = await request.post("/api/orders/order/details/", {
    headers,
    data: {
      companyName: "Tremblay Bistro",
      country: "Canada",
      address: "1 Water St",
      townCity: "Vancouver",
      state: "BC",
      zipcode: "V6B 1A1",
      email,
      phone: "6045550100",
      orderNotes: "",
      purchased_items: cart.items.map((line) => ({ id: line.id, charged_quantity: line.quantity })),
      price: cart.grand_total,
    },
  });
  expect(placed.status()).toBe(201);
  return ((await placed.json()) as { order: { id: number } }).order.id;
}

/**
 * Places an unconfirmed order over the REST API as a verified customer: one case of `product`
 * (added to the cart, then ordered at the cart's total, so the cart ends empty). Answers the order id.
 */
export async function placeOrderOverApi(
  request: APIRequestContext,
  account: { email: string; password: string },
  pick: (products: ShopProduct[]) => ShopProduct,
): Promise<{ orderId: number; product: ShopProduct; products: ShopProduct[] }> {
  const headers = await apiHeaders(request, account);
  const list = await request.get("/api/products/product_list/?sort=name", { headers });
  const products = ((await list.json()) as { results: ShopProduct[] }).results;
  const product = pick(products);
  expect((await request.post("/api/cart/items/", { headers, data: { product: product.id } })).status()).toBe(201);
  return { orderId: await placeCartOverApi(request, headers, account.email), product, products };
}
