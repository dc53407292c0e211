import { describe, expect, it } from "vitest";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as patchItem } from "@/app/api/orders/purchased_item/[itemId]/route";
import { PATCH as addProducts } from "@/app/api/orders/add_product_to_order/[orderId]/route";
import * as build from "@/test/support/builders";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * The shop's own screens send the units the buyer chose (charged_quantity) and the server alone
 * adds the 10-1 free unit; `quantity` keeps docs/product.md §9's reading for existing API clients. A case
 * of 1 is where the two differ: 11 is "10 + 1 free" as quantity, "11 + 1 free" as charged_quantity.
 */

const billing = { companyName: "", country: "Canada", address: "1 Main St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "q@test.example.ca", phone: "6045550100", orderNotes: "" };

const place = (user: TestUser, body: object) =>
  placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...billing, ...body }, headers: tokenHeader(user) }), noParams).then(json);

const patch = (user: TestUser, itemId: number, body: unknown) =>
  patchItem(apiRequest(`/api/orders/purchased_item/${itemId}/`, { method: "PATCH", body, headers: tokenHeader(user) }), routeParams({ itemId: String(itemId) })).then(json);

const add = (user: TestUser, orderId: number, body: unknown) =>
  addProducts(apiRequest(`/api/orders/add_product_to_order/${orderId}/`, { method: "PATCH", body, headers: tokenHeader(user) }), routeParams({ orderId: String(orderId) })).then(json);

describe("charged_quantity: the units the buyer chose", () => {
  it("places a 10-1 line sold by the unit as chosen, the free unit derived by the server", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ price: "1.00", boxQuantity: 1, actions: "10-1" });
    const chosen = await place(buyer, { price: "11.00", purchased_items: [{ id: promo.id, charged_quantity: 11 }] });
    expect(chosen).toMatchObject({ status: 201, body: { order: { price: "11.00", purchased_items: [{ quantity: 11, free_quantity: 1, total_quantity: 12 }] } } });
    const submitted = await place(buyer, { price: "10.00", purchased_items: [{ id: promo.id, quantity: 11 }] });
    expect(submitted).toMatchObject({ status: 201, body: { order: { price: "10.00", purchased_items: [{ quantity: 10, free_quantity: 1 }] } } });
  });

  it("refuses charged units that are not whole cases, and a line that sends both readings", async () => {
    const buyer = await build.customer();
    const cased = await build.product({ price: "1.00", boxQuantity: 10, actions: "10-1" });
    // 11 is 10 + 1 free as quantity, but not whole cases as charged units.
    expect(await place(buyer, { price: "11.00", purchased_items: [{ id: cased.id, charged_quantity: 11 }] })).toMatchObject({
      status: 400,
      body: { purchased_items: [expect.stringContaining("case of 10")] },
    });
    expect(await place(buyer, { price: "10.00", purchased_items: [{ id: cased.id, quantity: 11, charged_quantity: 10 }] })).toMatchObject({
      status: 400,
      body: { "purchased_items.0.charged_quantity": [expect.any(String)] },
    });
    expect(await place(buyer, { price: "10.00", purchased_items: [{ id: cased.id }] })).toMatchObject({
      status: 400,
      body: { "purchased_items.0.quantity": ["This field is required."] },
    });
  });

  it("edits a line and adds products by charged units, merging into the line already there", async () => {
    const buyer = await build.customer();
    const promo = await build.product({ price: "1.00", boxQuantity: 1, actions: "10-1" });
    const plain = await build.product({ price: "2.00", boxQuantity: 6 });
    const { body } = await place(buyer, { price: "13.00", purchased_items: [{ id: promo.id, charged_quantity: 1 }, { id: plain.id, charged_quantity: 6 }] });
    const line = body.order.purchased_items[0];
    expect(await patch(buyer, line.id, { charged_quantity: 12 })).toMatchObject({ status: 200, body: { price: "24.00", purchased_items: [{ quantity: 12, free_quantity: 1 }, { quantity: 6 }] } });
    expect(await patch(buyer, line.id, { quantity: 12 })).toMatchObject({ status: 200, body: { price: "23.00", purchased_items: [{ quantity: 11, free_quantity: 1 }, { quantity: 6 }] } });
    expect(await patch(buyer, line.id, { charged_quantity: 7, quantity: 7 })).toMatchObject({ status: 400 });
    const added = await add(buyer, body.order.id, { price: "35.00", purchased_items: [{ id: plain.id, charged_quantity: 6 }] });
    expect(added).toMatchObject({ status: 200, body: { price: "35.00", purchased_items: [{ quantity: 11 }, { quantity: 12 }] } });
  });

  it("answers 404 for another customer's line before reading the body", async () => {
    const owner = await build.customer();
    const stranger = await build.customer();
    const p = await build.product({ price: "1.00" });
    const { body } = await place(owner, { price: "1.00", purchased_items: [{ id: p.id, charged_quantity: 1 }] });
    expect((await patch(stranger, body.order.purchased_items[0].id, { charged_quantity: "many" })).status).toBe(404);
    expect((await add(stranger, body.order.id, { purchased_items: "none" })).status).toBe(404);
    expect((await patch(owner, body.order.purchased_items[0].id, { charged_quantity: "many" })).status).toBe(400);
  });
});
