import { describe, expect, it } from "vitest";
import { PUT as putDraft } from "@/app/api/orders/draft/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as patchOrder } from "@/app/api/orders/order/details/[id]/route";
import { PATCH as addProducts } from "@/app/api/orders/add_product_to_order/[orderId]/route";
import { PATCH as patchItem } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PATCH as setCartItem } from "@/app/api/cart/items/[productId]/route";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/* Issue 10, findings 3 and 4: hostile text and out-of-range ids in the cart and order bodies are a 400 naming the field, never a 500. */

const billing = { companyName: "Kits Deli", country: "Canada", address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC", zipcode: "V6K 1N7", email: "orders@kitsdeli.example.ca", phone: "6045550199", orderNotes: "" };

const NUL = "Back\u0000door";
const LONE_SURROGATE = "Back \ud800 door";
const HUGE_IDS = [2 ** 31, 2 ** 31 + 1, 2 ** 53, 1e300];

const putDraftAs = (user: TestUser, body: unknown) => putDraft(apiRequest("/api/orders/draft/", { method: "PUT", body, headers: tokenHeader(user) }), noParams).then(json);
const place = (user: TestUser, body: unknown) => placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(user) }), noParams).then(json);
const patchBilling = (user: TestUser, orderId: number, body: unknown) =>
  patchOrder(apiRequest(`/api/orders/order/details/${orderId}/`, { method: "PATCH", body, headers: tokenHeader(user) }), routeParams({ id: String(orderId) })).then(json);
const addToOrder = (user: TestUser, orderId: number, body: unknown) =>
  addProducts(apiRequest(`/api/orders/add_product_to_order/${orderId}/`, { method: "PATCH", body, headers: tokenHeader(user) }), routeParams({ orderId: String(orderId) })).then(json);
const addToCart = (user: TestUser, body: unknown) => addItem(apiRequest("/api/cart/items/", { method: "POST", body, headers: tokenHeader(user) }), noParams).then(json);

describe("hostile text in the draft and order billing", () => {
  for (const [label, value] of [["a NUL byte", NUL], ["a lone UTF-16 surrogate", LONE_SURROGATE]] as const) {
    it(`refuses ${label} in the draft billing (PUT /api/orders/draft/) with a 400 naming the field`, async () => {
      const user = await build.customer();
      const p = await build.product();
      expect((await addToCart(user, { product: p.id })).status).toBe(201);
      for (const field of ["orderNotes", "address", "companyName", "townCity", "state"] as const) {
        const answer = await putDraftAs(user, { ...billing, [field]: value });
        expect(answer.status, field).toBe(400);
        expect(Object.keys(answer.body), field).toEqual([field]);
      }
      expect((await putDraftAs(user, billing)).status).toBe(200);
    });

    it(`refuses ${label} in an order's billing, placed or edited, with a 400 naming the field`, async () => {
      const user = await build.customer();
      const p = await build.product({ price: "2.00", boxQuantity: 1 });
      for (const field of ["orderNotes", "address", "companyName"] as const) {
        const answer = await place(user, { ...billing, [field]: value, price: "2.00", purchased_items: [{ id: p.id, quantity: 1 }] });
        expect(answer.status, field).toBe(400);
        expect(Object.keys(answer.body), field).toEqual([field]);
      }
      const order = await build.order(user, [{ product: p, quantity: 1 }]);
      const edited = await patchBilling(user, order.id, { ...billing, orderNotes: value });
      expect(edited).toMatchObject({ status: 400, body: { orderNotes: [expect.any(String)] } });
      expect(Object.keys(edited.body)).toEqual(["orderNotes"]);
    });
  }
});

describe("ids at or past 2^31 in cart and order bodies", () => {
  it("cart add: 400 naming product", async () => {
    const user = await build.customer();
    for (const id of HUGE_IDS) {
      const answer = await addToCart(user, { product: id });
      expect(answer.status, String(id)).toBe(400);
      expect(Object.keys(answer.body)).toEqual(["product"]);
    }
  });

  it("order placement and add_product_to_order: 400 naming the line's id", async () => {
    const user = await build.customer();
    const p = await build.product({ price: "2.00", boxQuantity: 1 });
    const order = await build.order(user, [{ product: p, quantity: 1 }]);
    for (const id of HUGE_IDS) {
      const placed = await place(user, { ...billing, price: "2.00", purchased_items: [{ id, quantity: 1 }] });
      expect(placed.status, String(id)).toBe(400);
      expect(Object.keys(placed.body)).toEqual(["purchased_items.0.id"]);
      const added = await addToOrder(user, order.id, { purchased_items: [{ id, quantity: 1 }] });
      expect(added.status, String(id)).toBe(400);
      expect(Object.keys(added.body)).toEqual(["purchased_items.0.id"]);
    }
  });

  it("in a path (an order, an order line, a cart line): not found", async () => {
    const user = await build.customer();
    const huge = String(2 ** 31);
    expect((await addToOrder(user, 2 ** 31, { purchased_items: [{ id: 1, quantity: 1 }] })).status).toBe(404);
    expect((await patchBilling(user, 2 ** 31, billing)).status).toBe(404);
    const line = await patchItem(apiRequest(`/api/orders/purchased_item/${huge}/`, { method: "PATCH", body: { quantity: 1 }, headers: tokenHeader(user) }), routeParams({ itemId: huge }));
    expect(line.status).toBe(404);
    const cartLine = await setCartItem(apiRequest(`/api/cart/items/${huge}/`, { method: "PATCH", body: { quantity: 1 }, headers: tokenHeader(user) }), routeParams({ productId: huge }));
    expect(cartLine.status).toBe(404);
  });
});
