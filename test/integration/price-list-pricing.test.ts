import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { GET as productList } from "@/app/api/products/product_list/route";
import { GET as allProducts } from "@/app/api/products/all_product_list/route";
import { GET as getCart } from "@/app/api/cart/route";
import { POST as addItem } from "@/app/api/cart/items/route";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as setLine } from "@/app/api/orders/purchased_item/[itemId]/route";
import { POST as previewQuickOrder } from "@/app/api/cart/quick_order/preview/route";
import { GET as getAdminDraft, PUT as putAdminDraft } from "@/app/api/orders/admin_draft/route";
import { POST as placeAdminOrder } from "@/app/api/orders/admin_order/details/route";
import { getDb, type Db } from "@/db/client";
import { orderItems, priceListEntries, priceLists, users, type ProductRow } from "@/db/schema";
import { newContext } from "@/lib/context/context";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { decodeOfflineCatalogue, type OfflineCatalogueBody } from "@/lib/shared/catalog/offline-catalogue";
import { findIdentityById, actorOf } from "@/lib/identity/user-record";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

/*
 * Issue 30: a customer with a price list pays its prices everywhere a price is shown or charged —
 * the catalogue's lists and pages, the offline catalogue, the cart, the quick order and the order —
 * and the order lines keep what priced them; an unconfirmed order's edit takes today's list.
 */

let db: Db;
let admin: TestUser;
let onList: TestUser;
let listPrice: TestUser;
let aisle: { id: number };
let shelf: { id: number };
let contract: ProductRow;
let discounted: ProductRow;
let broken: ProductRow;
let plain: ProductRow;
let listId: number;

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  onList = await build.customer({ state: "AB" });
  listPrice = await build.customer({ state: "AB" });
  aisle = await build.category();
  shelf = await build.category({ parentId: aisle.id });
  // $4.00 a unit, 12 a case: $48.00 a case at list price.
  contract = await build.product({ price: "4.00", boxQuantity: 12 });
  // In a subcategory of the discounted aisle: 12.5 % off $10.00.
  discounted = await build.product({ price: "10.00", boxQuantity: 6, categories: [aisle, shelf] });
  broken = await build.product({ price: "4.00", boxQuantity: 12 });
  plain = await build.product({ price: "7.00", boxQuantity: 2, special: "10" });
  const [list] = await db.insert(priceLists).values({ name: `Bistro contracts ${Date.now()}` }).returning();
  listId = list.id;
  await db.insert(priceListEntries).values([
    { priceListId: listId, kind: "product", productId: contract.id, casePrice: "41.10" },
    { priceListId: listId, kind: "category", categoryId: aisle.id, percentOff: "12.5" },
    { priceListId: listId, kind: "break", productId: broken.id, fromCases: 5, casePrice: "43.00" },
    { priceListId: listId, kind: "break", productId: broken.id, fromCases: 10, casePrice: "41.10" },
  ]);
  await db.update(users).set({ priceListId: listId }).where(eq(users.id, onList.id));
});

beforeEach(async () => {
  await db.update(priceLists).set({ validFrom: null, validTo: null }).where(eq(priceLists.id, listId));
});

async function listed(user: TestUser, product: ProductRow) {
  const { body } = await json(await productList(apiRequest(`/api/products/product_list/?search=${encodeURIComponent(product.item.toLowerCase())}`, { headers: tokenHeader(user) }), noParams));
  return (body.results as Array<Record<string, unknown>>).find((p) => p.id === product.id)!;
}

describe("the catalogue shows a price list's customers their prices", () => {
  it("product_list answers price as theirs, with list_price and case_price", async () => {
    expect(await listed(onList, contract)).toMatchObject({ price: "3.43", discounted_price: "3.43", list_price: "4.00", case_price: "41.10" });
    expect(await listed(onList, discounted)).toMatchObject({ price: "8.75", list_price: "10.00", case_price: "52.50" });
    expect(await listed(onList, broken)).toMatchObject({
      price: "4.00",
      case_price: "48.00",
      price_breaks: [
        { from_cases: 5, case_price: "43.00" },
        { from_cases: 10, case_price: "41.10" },
      ],
    });
    // A product the list says nothing of: the list price with its special.
    expect(await listed(onList, plain)).toMatchObject({ price: "6.30", list_price: "7.00", case_price: "12.60" });
  });

  it("a list-price customer and staff see list prices, and never another customer's", async () => {
    const theirs = await listed(listPrice, contract);
    expect(theirs).toMatchObject({ price: "4.00", discounted_price: "4.00" });
    expect(theirs).not.toHaveProperty("list_price");
    expect(await listed(admin, contract)).toMatchObject({ price: "4.00", discounted_price: "4.00" });
    expect(await listed(admin, contract)).not.toHaveProperty("case_price");
  });

  it("a list outside its validity period prices nothing", async () => {
    await db.update(priceLists).set({ validFrom: "2000-01-01", validTo: "2000-12-31" }).where(eq(priceLists.id, listId));
    expect(await listed(onList, contract)).toMatchObject({ price: "4.00" });
    expect(await listed(onList, contract)).not.toHaveProperty("list_price");
    await db.update(priceLists).set({ validFrom: "2999-01-01", validTo: null }).where(eq(priceLists.id, listId));
    expect(await listed(onList, contract)).not.toHaveProperty("list_price");
  });

  it("the product page and the offline catalogue carry the same prices", async () => {
    const identity = await findIdentityById(newContext(db, { kind: "visitor" }), onList.id);
    const detail = await getProductBySlug(newContext(db, actorOf(identity!)), contract.slug);
    expect(detail.product).toMatchObject({ price: "3.43", list_price: "4.00", case_price: "41.10" });
    const response = await allProducts(apiRequest("/api/products/all_product_list/", { headers: tokenHeader(onList) }), noParams);
    const catalogue = decodeOfflineCatalogue((await response.json()) as OfflineCatalogueBody);
    const product = catalogue.products.find((p) => p.id === contract.id)!;
    expect(product).toMatchObject({ price: "3.43", list_price: "4.00", case_price: "41.10" });
    // The category's percentage reaches a product of its subcategory there too.
    expect(catalogue.products.find((p) => p.id === discounted.id)).toMatchObject({ price: "8.75", list_price: "10.00", case_price: "52.50" });
    // Its version differs from the list-price customers' (their catalogue is another).
    const other = await allProducts(apiRequest("/api/products/all_product_list/", { headers: tokenHeader(listPrice) }), noParams);
    expect(response.headers.get("etag")).not.toBe(other.headers.get("etag"));
  });
});

async function cartOf(user: TestUser) {
  return (await json(await getCart(apiRequest("/api/cart/", { headers: tokenHeader(user) }), noParams))).body;
}

async function emptyCart(user: TestUser) {
  const { cartItems } = await import("@/db/schema");
  await db.delete(cartItems).where(eq(cartItems.userId, user.id));
}

describe("the cart, the quick order and the order charge them", () => {
  it("the cart prices each line by its rule and names the break reached and the next one", async () => {
    await emptyCart(onList);
    for (const [product, cases] of [
      [contract, 3],
      [discounted, 1],
      [broken, 3],
    ] as const) {
      const added = await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: product.id, cases }, headers: tokenHeader(onList) }), noParams);
      expect(added.status).toBe(201);
    }
    const cart = await cartOf(onList);
    const line = (p: ProductRow) => cart.items.find((i: { id: number }) => i.id === p.id);
    expect(line(contract)).toMatchObject({ line_total: "123.30", price_rule: "contract", list_price: "4.00", next_break: null });
    expect(line(discounted)).toMatchObject({ line_total: "52.50", price_rule: "category" });
    expect(line(broken)).toMatchObject({ line_total: "144.00", price_rule: "list", price_break: null, next_break: { from_cases: 5, cases_more: 2, case_price: "43.00" } });
    // 123.30 + 52.50 + 144.00, exempt products.
    expect(cart.subtotal).toBe("319.80");
    // Two more cases reach the break.
    await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: broken.id, cases: 2 }, headers: tokenHeader(onList) }), noParams);
    const more = await cartOf(onList);
    expect(more.items.find((i: { id: number }) => i.id === broken.id)).toMatchObject({
      line_total: "215.00",
      price_rule: "break",
      price_break: { from_cases: 5, case_price: "43.00" },
      next_break: { from_cases: 10, cases_more: 5, case_price: "41.10" },
    });
  });

  it("a list-price customer's cart is unchanged", async () => {
    await emptyCart(listPrice);
    await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: contract.id, cases: 3 }, headers: tokenHeader(listPrice) }), noParams);
    const cart = await cartOf(listPrice);
    expect(cart.items[0]).toMatchObject({ line_total: "144.00" });
    expect(cart.items[0]).not.toHaveProperty("price_rule");
  });

  it("the quick order previews their prices", async () => {
    const { body } = await json(await previewQuickOrder(apiRequest("/api/cart/quick_order/preview/", { method: "POST", body: { text: `${contract.item} 2` }, headers: tokenHeader(onList) }), noParams));
    expect(body.lines[0]).toMatchObject({ status: "ready", line_total: "82.20", product: { case_price: "41.10", list_price: "4.00" } });
    expect(body.subtotal).toBe("82.20");
  });

  it("the order charges the list's prices and its lines keep the list and the rule", async () => {
    const body = {
      companyName: "Bistro",
      country: "Canada",
      address: "1 Main St",
      townCity: "Calgary",
      state: "AB",
      zipcode: "T2P 1J9",
      email: "buyer@test.example.ca",
      phone: "4035550123",
      orderNotes: "",
      price: "134.60",
      // $48.00 at list price, 12 units of it: refused below.
      purchased_items: [
        { id: contract.id, quantity: 12 },
        { id: discounted.id, quantity: 12 },
      ],
    };
    // 41.10 + 2 × 52.50 = 146.10, + 5 % GST (exempt products: none) = 146.10.
    const wrong = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(onList) }), noParams);
    expect(wrong.status).toBe(400);
    const placed = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body: { ...body, price: "146.10" }, headers: tokenHeader(onList) }), noParams);
    expect(placed.status).toBe(201);
    const order = (await placed.json()).order;
    expect(order.subtotal).toBe("146.10");
    expect(order.purchased_items.map((i: { price_rule: string }) => i.price_rule)).toEqual(["contract", "category"]);
    const rows = await db.select({ priceListId: orderItems.priceListId, priceRule: orderItems.priceRule }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(rows).toEqual([
      { priceListId: listId, priceRule: "contract" },
      { priceListId: listId, priceRule: "category" },
    ]);

    // Today's list changes; an edit of the unconfirmed order re-prices its lines under it.
    await db.update(priceListEntries).set({ casePrice: "40.00" }).where(eq(priceListEntries.productId, contract.id));
    const item = order.purchased_items[0];
    const edited = await setLine(apiRequest(`/api/orders/purchased_item/${item.id}/`, { method: "PATCH", body: { quantity: 24 }, headers: tokenHeader(onList) }), routeParams({ itemId: String(item.id) }));
    expect(edited.status).toBe(200);
    const view = await edited.json();
    expect(view.purchased_items[0]).toMatchObject({ line_total: "80.00", price_rule: "contract" });
    expect(view.subtotal).toBe("185.00");
    await db.update(priceListEntries).set({ casePrice: "41.10" }).where(eq(priceListEntries.productId, contract.id));
  });

  it("staff editing an order after the customer left the list re-price it at list prices", async () => {
    const buyer = await build.customer({ state: "AB" });
    await db.update(users).set({ priceListId: listId }).where(eq(users.id, buyer.id));
    const body = {
      companyName: "Bistro", country: "Canada", address: "1 Main St", townCity: "Calgary", state: "AB", zipcode: "T2P 1J9",
      email: "b@test.example.ca", phone: "4035550123", orderNotes: "", price: "41.10", purchased_items: [{ id: contract.id, quantity: 12 }],
    };
    const placed = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(buyer) }), noParams);
    expect(placed.status).toBe(201);
    const order = (await placed.json()).order;
    await db.update(users).set({ priceListId: null }).where(eq(users.id, buyer.id));
    const item = order.purchased_items[0];
    const edited = await setLine(apiRequest(`/api/orders/purchased_item/${item.id}/`, { method: "PATCH", body: { quantity: 24 }, headers: tokenHeader(admin) }), routeParams({ itemId: String(item.id) }));
    expect(edited.status).toBe(200);
    expect((await edited.json()).purchased_items[0]).toMatchObject({ line_total: "96.00", price_rule: "list" });
    const [row] = await db.select({ priceListId: orderItems.priceListId }).from(orderItems).where(eq(orderItems.id, item.id));
    expect(row.priceListId).toBeNull();
  });
});

describe("staff ordering for a customer", () => {
  it("price the admin's cart for the chosen customer's list, and charge the same", async () => {
    const staff = await build.admin();
    await addItem(apiRequest("/api/cart/items/", { method: "POST", body: { product: contract.id, cases: 2 }, headers: tokenHeader(staff) }), noParams);
    // No customer chosen yet: list prices.
    expect((await json(await getAdminDraft(apiRequest("/api/orders/admin_draft/", { headers: tokenHeader(staff) }), noParams))).body).toMatchObject({ orderPrice: "96.00" });
    expect((await cartOf(staff)).items[0]).not.toHaveProperty("price_rule");
    const chosen = await json(await putAdminDraft(apiRequest("/api/orders/admin_draft/", { method: "PUT", body: { customer: onList.id, orderNotes: "" }, headers: tokenHeader(staff) }), noParams));
    expect(chosen.body).toMatchObject({ orderPrice: "82.20", products: [{ line_total: "82.20", price_rule: "contract" }] });
    expect((await cartOf(staff)).items[0]).toMatchObject({ line_total: "82.20", price_rule: "contract", list_price: "4.00" });
    const body = { customer: onList.id, price: "82.20", orderNotes: "", adminCreated: true, purchased_items: [{ id: contract.id, charged_quantity: 24 }] };
    const placed = await json(await placeAdminOrder(apiRequest("/api/orders/admin_order/details/", { method: "POST", body, headers: tokenHeader(staff) }), noParams));
    expect(placed).toMatchObject({ status: 201, body: { order: { subtotal: "82.20", purchased_items: [{ price_rule: "contract" }] } } });
  });
});
