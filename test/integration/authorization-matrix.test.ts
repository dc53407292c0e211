import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { deliveryZones, orderGuideLines, priceLists, webhookDeliveries, webhookEndpoints, type ProductRow } from "@/db/schema";
import type { Access } from "@/lib/entry/api-route";
import type { DeclaredRoute } from "@/lib/entry/openapi";
import type { TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import {
  ALL_ROUTES,
  callRoute,
  cookieHeaders,
  freshToken,
  keysIn,
  leaksIn,
  PRICE_FIELDS,
  putInCart,
  routeKey,
  SAME_ORIGIN,
  tokenHeaders,
  type CallInput,
} from "@/test/support/matrix";

/*
 * The authorization matrix (issue 10): every exported method of every route in the manifest ×
 * {visitor, unverified customer, verified customer A, verified customer B on A's ids, admin}, each
 * cell a request with valid input and the status it must answer. The expectation comes from the
 * route's declared access, with the per-route exceptions below. A route in the manifest without a
 * row in ROWS fails the first test: a new endpoint cannot ship without its cells.
 */

const ACTORS = ["visitor", "unverified", "customerA", "customerB", "admin"] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

interface World {
  a: TestUser;
  b: TestUser;
  unverified: TestUser;
  admin: TestUser;
  /** Signs in through rest-auth/login in its cells (its password never changes). */
  loginUser: TestUser;
  product: ProductRow;
  other: ProductRow;
}

interface Cell {
  actor: ActorName;
  /** The acting user (undefined: the visitor). */
  user?: TestUser;
}

interface Row {
  /** Valid input for the cell, with fixtures made for it where a cell changes them. */
  input: (w: World, cell: Cell) => Promise<CallInput> | CallInput;
  /** Exceptions to the status the declared access gives. */
  expect?: Partial<Expected>;
  /** Why a cell differs from what it should be while a fix is under way (the cell still asserts the fixed status). */
  known?: Partial<Record<ActorName, string>>;
}

const BILLING = {
  companyName: "Matrix Co",
  country: "Canada",
  address: "1 Main St",
  townCity: "Vancouver",
  state: "BC",
  zipcode: "V6B 1A1",
  email: "billing@test.example.ca",
  phone: "6045550100",
  orderNotes: "",
};

/** A fresh unconfirmed order of A's with two lines (so a line can be removed), made per cell. */
const freshOrderOfA = async (w: World) => build.order({ ...w.a, token: await freshToken(w.a) }, [w.product, w.other]);

/** A fresh confirmed order of A's (an invoice exists only once staff confirm). */
const confirmedOrderOfA = async (w: World) => {
  const order = await freshOrderOfA(w);
  await build.confirmOrder(order);
  return order;
};

let registrations = 0;
let products = 0;
let vendorsMade = 0;
let customersMade = 0;

/** A's order guide with the product pinned (each cell may have changed it): the cells name A's guide with ?customer=. */
async function pinnedForA(w: World): Promise<void> {
  const db = await getDb();
  await db
    .insert(orderGuideLines)
    .values({ customerId: w.a.id, productId: w.product.id, pinned: true })
    .onConflictDoUpdate({ target: [orderGuideLines.customerId, orderGuideLines.productId], set: { pinned: true, hidden: false } });
}

let priceListsMade = 0;

/** A price list of its own for a cell (issue 30): a cell may rename, import into or delete it. */
async function matrixPriceList(): Promise<string> {
  const db = await getDb();
  const [row] = await db.insert(priceLists).values({ name: `Matrix Price List ${(priceListsMade += 1)}` }).returning({ id: priceLists.id });
  return String(row.id);
}

let deliveryZonesMade = 0;

/**
 * A delivery zone of its own for a cell (issue 31): a cell may edit or delete it. Its area (X0A,
 * Nunavut) is no fixture's postal code, so no order a cell places meets its minimum or fee.
 */
async function matrixDeliveryZone(): Promise<string> {
  const db = await getDb();
  const [row] = await db.insert(deliveryZones).values({ name: `Matrix Zone ${(deliveryZonesMade += 1)}`, postalPrefixes: ["X0A"], weekdays: [2] }).returning({ id: deliveryZones.id });
  return String(row.id);
}

let webhooksMade = 0;

/**
 * A webhook endpoint of its own for a cell (issue 32), switched off, with one failed delivery a cell
 * may send again. Its address is a public literal (no DNS; private addresses are refused here, as
 * WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is unset); nothing is ever sent, the dispatcher does not run in tests.
 */
async function matrixWebhook(): Promise<{ id: string; deliveryId: string }> {
  const db = await getDb();
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ url: `https://198.51.100.7/matrix/${(webhooksMade += 1)}`, events: ["order.delivered"], secret: "matrix-secret-0123456789", active: false })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint.id, event: "order.delivered", body: "{}", status: "failed", attempts: 3 })
    .returning({ id: webhookDeliveries.id });
  return { id: String(endpoint.id), deliveryId: String(delivery.id) };
}

/** A CSV file for the price list import's multipart body. */
function priceListCsv(w: World): FormData {
  const form = new FormData();
  form.set("file", new File([`item,case_price\n${w.product.item},9.00\n`], "prices.csv", { type: "text/csv" }));
  return form;
}

/** A customer CSV opening a new customer each call (issue 32): a real run that writes. */
let customersImported = 0;
function customerCsv(): FormData {
  const form = new FormData();
  form.set("file", new File([`email,company\nmatrix-import-${(customersImported += 1)}-${process.pid}@customers.example.ca,Matrix Import Co\n`], "customers.csv", { type: "text/csv" }));
  return form;
}

/** A product CSV changing the world's product's cost (issue 32): a real run that writes. */
function productCsv(w: World): FormData {
  const form = new FormData();
  form.set("file", new File([`item,cost\n${w.product.item},1.25\n`], "products.csv", { type: "text/csv" }));
  return form;
}

/** Everyone names A's guide: A their own, staff theirs to edit, B someone else's (403). */
const GUIDE_OF_A = (w: World) => ({ customer: String(w.a.id) });
const GUIDE_EXPECT: Partial<Expected> = { customerB: 403 };

/** Another customer's object answers 404, to B and to an unverified customer alike (docs/product.md §6). */
const NOT_THEIRS: Partial<Expected> = { customerB: 404, unverified: 404 };

const ROWS: Record<string, Row> = {
  "GET /api/cart/": { input: () => ({}) },
  "DELETE /api/cart/": { input: () => ({}) },
  "POST /api/cart/items/": { input: (w) => ({ body: { product: w.product.id } }) },
  "PATCH /api/cart/items/{productId}/": { input: (w) => ({ params: { productId: String(w.product.id) }, body: { quantity: 1 } }) },
  "DELETE /api/cart/items/{productId}/": { input: (w) => ({ params: { productId: String(w.product.id) } }) },
  "POST /api/cart/quick_order/": { input: (w) => ({ body: { text: `${w.product.item} 1` } }) },
  "POST /api/cart/quick_order/preview/": { input: (w) => ({ body: { text: `${w.product.item} 2\nUNKNOWN-CODE 1` } }) },
  "GET /api/categories/list/": { input: () => ({}) },
  "POST /api/categories/category/details/": { input: () => ({ body: { name: "Matrix Category", parent_category: null } }) },
  "PATCH /api/categories/category/details/{id}/": { input: async () => ({ params: { id: String((await build.category()).id) }, body: { name: "Matrix Renamed" } }) },
  "GET /api/order-guide/": { input: (w) => ({ query: GUIDE_OF_A(w) }), expect: GUIDE_EXPECT },
  "POST /api/order-guide/": { input: (w) => ({ query: GUIDE_OF_A(w), body: { product: w.other.id } }), expect: GUIDE_EXPECT },
  "PATCH /api/order-guide/{productId}/": {
    input: async (w) => {
      await pinnedForA(w);
      return { params: { productId: String(w.product.id) }, query: GUIDE_OF_A(w), body: { usual_quantity: 2, position: 1 } };
    },
    expect: GUIDE_EXPECT,
  },
  "DELETE /api/order-guide/{productId}/": {
    input: async (w) => {
      await pinnedForA(w);
      return { params: { productId: String(w.product.id) }, query: GUIDE_OF_A(w) };
    },
    expect: GUIDE_EXPECT,
  },
  "POST /api/order-guide/add-to-cart/": {
    input: async (w) => {
      await pinnedForA(w);
      return { query: GUIDE_OF_A(w), body: { lines: [{ product: w.product.id, cases: 1 }] } };
    },
    expect: GUIDE_EXPECT,
  },
  "GET /api/health/": { input: () => ({}) },
  "GET /api/health/live/": { input: () => ({}) },
  "GET /api/health/ready/": { input: () => ({}) },
  "PATCH /api/orders/add_product_to_order/{orderId}/": {
    input: async (w) => ({ params: { orderId: String((await freshOrderOfA(w)).id) }, body: { purchased_items: [{ id: w.product.id, charged_quantity: 1 }] } }),
    expect: NOT_THEIRS,
  },
  "GET /api/orders/draft/": { input: () => ({}) },
  "PUT /api/orders/draft/": {
    input: async (w, cell) => {
      if (cell.user) await putInCart(cell.user, w.product);
      return { body: BILLING };
    },
  },
  "GET /api/orders/admin_draft/": { input: () => ({}) },
  "PUT /api/orders/admin_draft/": {
    input: async (w, cell) => {
      if (cell.user) await putInCart(cell.user, w.product);
      return { body: { customer: w.a.id, orderNotes: "" } };
    },
  },
  // Staff only: A's most recent order into the admin's own cart (a customer is refused with 403, whoever's id).
  "POST /api/orders/admin_draft/repeat_last/": {
    input: async (w) => {
      await freshOrderOfA(w);
      return { body: { customer: w.a.id } };
    },
  },
  "POST /api/orders/admin_order/details/": {
    input: (w) => ({ body: { customer: w.a.id, adminCreated: true, price: build.orderTotal([{ product: w.product, quantity: 1 }]), purchased_items: [{ id: w.product.id, charged_quantity: 1 }] } }),
  },
  // With the delivery day and its sort (issue 31).
  "GET /api/orders/order_list/": { input: () => ({ query: { sort: "-delivery_date", status: "Not paid", delivery_date: "2026-12-04" } }) },
  "PATCH /api/orders/confirm_order/{id}/": { input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) }, body: { confirmed: true } }) },
  "POST /api/orders/bulk/": { input: async (w) => ({ body: { ids: [(await freshOrderOfA(w)).id], action: "mark_paid" } }) },
  "PATCH /api/orders/order_status/{id}/": {
    input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) }, body: { status: "Paid", delivered_status: "Delivered", delivery_date: "2026-12-04" } }),
  },
  "GET /api/orders/my_orders/": { input: () => ({ query: { sort: "-price" } }) },
  // Anyone logged in, verified or not (issue 31): the zone and dates of a postal code are no one's own data.
  "GET /api/orders/delivery_dates/": { input: () => ({ query: { zipcode: "V6B 1A1" } }) },
  "POST /api/orders/order/details/": {
    input: (w) => ({
      body: { ...BILLING, price: build.orderTotal([{ product: w.product, quantity: 1 }]), purchased_items: [{ id: w.product.id, charged_quantity: 1 }] },
    }),
  },
  "GET /api/orders/order/details/{id}/": { input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) } }), expect: NOT_THEIRS },
  "PATCH /api/orders/order/details/{id}/": { input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) }, body: BILLING }), expect: NOT_THEIRS },
  // Customers only (admins order from the admin cart): B gets 404 for A's order, the unverified 403 first.
  "POST /api/orders/reorder/{id}/": { input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) } }), expect: { customerB: 404 } },
  // The delivery documents (issue 31): the pick list and packing slip are staff's; the invoice of a confirmed
  // order is its customer's and staff's (B and the unverified: not found).
  "GET /api/orders/pick_list/": { input: () => ({ query: { date: "2026-12-04" } }) },
  // The orders for accounting (issue 32): staff only, a plain download link.
  "GET /api/orders/export/": { input: () => ({ query: { from: "2026-12-01", to: "2026-12-31", confirmed: "true" } }) },
  "GET /api/orders/packing_slip/{id}/": { input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) } }) },
  "GET /api/orders/invoice/{id}/": { input: async (w) => ({ params: { id: String((await confirmedOrderOfA(w)).id) } }), expect: NOT_THEIRS },
  "DELETE /api/orders/purchased_item/{itemId}/": {
    input: async (w) => ({ params: { itemId: String((await freshOrderOfA(w)).purchased_items[0].id) } }),
    expect: NOT_THEIRS,
  },
  "PATCH /api/orders/purchased_item/{itemId}/": {
    input: async (w) => ({ params: { itemId: String((await freshOrderOfA(w)).purchased_items[0].id) }, body: { charged_quantity: 2 } }),
    expect: NOT_THEIRS,
  },
  "GET /api/price-lists/": { input: () => ({}) },
  "POST /api/price-lists/": { input: (w) => ({ body: { name: `Matrix New List ${(priceListsMade += 1)}`, entries: [{ product: w.product.id, case_price: "10.00" }] } }) },
  "GET /api/price-lists/{id}/": { input: async () => ({ params: { id: await matrixPriceList() } }) },
  "PATCH /api/price-lists/{id}/": { input: async () => ({ params: { id: await matrixPriceList() }, body: { valid_to: "2099-12-31" } }) },
  "DELETE /api/price-lists/{id}/": { input: async () => ({ params: { id: await matrixPriceList() } }) },
  "POST /api/price-lists/{id}/import/": { input: async (w) => ({ params: { id: await matrixPriceList() }, query: { dry_run: "false" }, body: priceListCsv(w) }) },
  "GET /api/price-lists/{id}/export/": { input: async () => ({ params: { id: await matrixPriceList() } }) },
  "GET /api/delivery-zones/": { input: () => ({}) },
  "POST /api/delivery-zones/": { input: () => ({ body: { name: `Matrix New Zone ${(deliveryZonesMade += 1)}`, postal_prefixes: ["X0B"], weekdays: [2, 5], closed_dates: [] } }) },
  "GET /api/delivery-zones/{id}/": { input: async () => ({ params: { id: await matrixDeliveryZone() } }) },
  "PATCH /api/delivery-zones/{id}/": { input: async () => ({ params: { id: await matrixDeliveryZone() }, body: { cutoff_time: "12:00" } }) },
  "DELETE /api/delivery-zones/{id}/": { input: async () => ({ params: { id: await matrixDeliveryZone() } }) },
  // Webhooks (issue 32): staff only.
  "GET /api/webhooks/": { input: () => ({}) },
  "POST /api/webhooks/": { input: () => ({ body: { url: `https://198.51.100.7/matrix-new/${(webhooksMade += 1)}`, events: ["order.delivered"] } }) },
  "GET /api/webhooks/{id}/": { input: async () => ({ params: { id: (await matrixWebhook()).id } }) },
  "PATCH /api/webhooks/{id}/": { input: async () => ({ params: { id: (await matrixWebhook()).id }, body: { events: ["order.paid", "order.delivered"] } }) },
  "DELETE /api/webhooks/{id}/": { input: async () => ({ params: { id: (await matrixWebhook()).id } }) },
  "POST /api/webhooks/{id}/test/": { input: async () => ({ params: { id: (await matrixWebhook()).id } }) },
  "GET /api/webhooks/{id}/deliveries/": { input: async () => ({ params: { id: (await matrixWebhook()).id } }) },
  "POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver/": { input: async () => ({ params: await matrixWebhook() }) },
  "POST /api/products/import/": { input: (w) => ({ query: { dry_run: "false" }, body: productCsv(w) }) },
  "POST /api/users/import/": { input: () => ({ query: { dry_run: "false" }, body: customerCsv() }) },
  "GET /api/products/export/": { input: (w) => ({ query: { search: w.product.item.toLowerCase() } }) },
  "GET /api/products/all_product_list/": { input: () => ({}) },
  "GET /api/products/product_list/": { input: (w) => ({ query: { search: w.product.name.toLowerCase(), sort: "name" } }) },
  "GET /api/products/generate/pdf/": { input: (w) => ({ query: { search: w.product.name.toLowerCase() } }) },
  "POST /api/products/product/details/": {
    input: async () => {
      const category = await build.category();
      products += 1;
      return {
        body: { item: `MX-NEW-${products}`, name: `Matrix New ${products}`, price: "4.20", box_quantity: 6, sales_tax_code: "G", purchase_tax_code: "E", provincial_tax_class: "taxable", actions: "None", cat: String(category.id) },
      };
    },
  },
  "PATCH /api/products/product/details/{id}/": { input: (w) => ({ params: { id: String(w.other.id) }, body: { ordering: 7, provincial_tax_class: "taxable" } }) },
  "POST /api/rest-auth/login/": { input: (w) => ({ body: { email: w.loginUser.email, password: w.loginUser.password } }) },
  "POST /api/rest-auth/logout/": { input: () => ({}) },
  "POST /api/rest-auth/registration/": {
    input: () => {
      registrations += 1;
      const email = `matrix-new-${registrations}@test.example.ca`;
      return { body: { username: email, email, password1: "a-long-secret-1", password2: "a-long-secret-1", form: "Customer" } };
    },
  },
  "GET /api/rest-auth/user/": { input: () => ({}) },
  // Only the temporary reset token opens change_password (issue 10 finding 2): no token is a 400
  // as in the reset flow, a login token a 401 (the reset-token cell is in "beyond the grid" below).
  "POST /api/users/change_password/": {
    input: () => ({ body: { new_password: "another-secret-2" } }),
    expect: { visitor: 400, unverified: 401, customerA: 401, customerB: 401, admin: 401 },
  },
  "POST /api/users/create_password_reset_code/": { input: (w) => ({ body: { email: w.a.email } }) },
  "POST /api/users/profile/": { input: () => ({ body: { email: `matrix-customer-${(customersMade += 1)}@test.example.ca`, company: "Matrix Co", zipcode: "V6B 1A1" } }) },
  "DELETE /api/users/profile/{id}/": { input: async () => ({ params: { id: String((await build.customer()).id) } }) },
  "GET /api/users/customers_list/": { input: () => ({ query: { search: "test", verified: "false" } }) },
  "GET /api/users/customers_list_v2/": { input: () => ({}) },
  "GET /api/users/profile/{id}/": { input: (w) => ({ params: { id: String(w.a.id) } }), expect: NOT_THEIRS },
  "PATCH /api/users/profile/{id}/": { input: (w) => ({ params: { id: String(w.a.id) }, body: { company: "Renamed Co", phone_number: "6045550199" } }), expect: NOT_THEIRS },
  "PATCH /api/users/profile_verification/{id}/": { input: (w) => ({ params: { id: String(w.a.id) }, body: { verified: true } }) },
  // A customer of its own per cell: staff end every token and session of theirs.
  "POST /api/users/revoke_tokens/{id}/": { input: async () => ({ params: { id: String((await build.customer()).id) } }) },
  "PATCH /api/users/registration_profile/{id}/": { input: (w) => ({ params: { id: String(w.a.id) }, body: { first_name: "Alice" } }), expect: NOT_THEIRS },
  // A wrong code is the valid input anyone can send: {"error": …} 400 for every caller.
  "POST /api/users/reset_password_code_check/": {
    input: (w) => ({ body: { email: w.a.email, code: "000000" } }),
    expect: { visitor: 400, unverified: 400, customerA: 400, customerB: 400, admin: 400 },
  },
  "GET /api/vendors/vendors_list/": { input: () => ({ query: { search: "foods" } }) },
  "POST /api/vendors/details/": {
    input: () => {
      vendorsMade += 1;
      return { body: { name: `Matrix Vendor ${vendorsMade}`, main_phone: "604-555-0100", email: "orders@matrix.example.ca" } };
    },
  },
  "PATCH /api/vendors/details/{id}/": { input: async () => ({ params: { id: String((await build.vendor()).id) }, body: { primary_contact: "Matrix Contact" } }) },
  // The audit log (issue 32): staff only, read only; the filters of a real question.
  "GET /api/audit/": { input: (w) => ({ query: { actor: w.admin.email, entity: "product", from: "2026-01-01", to: "2099-12-31" } }) },
  "GET /api/openapi.json": { input: () => ({}) },
};

/** The status each actor gets from the declared access alone, `ok` being the route's success status. */
function byAccess(access: Access, ok: number): Expected {
  switch (access) {
    case "anonymous":
    case "public":
      return { visitor: ok, unverified: ok, customerA: ok, customerB: ok, admin: ok };
    case "user":
      return { visitor: 401, unverified: ok, customerA: ok, customerB: ok, admin: ok };
    case "verified":
      return { visitor: 401, unverified: 403, customerA: ok, customerB: ok, admin: ok };
    case "customer":
      return { visitor: 401, unverified: 403, customerA: ok, customerB: ok, admin: 403 };
    case "admin":
      return { visitor: 401, unverified: 403, customerA: 403, customerB: 403, admin: ok };
  }
}

let world: World;
const answered: string[] = [];

function userOf(actor: ActorName): TestUser | undefined {
  return { visitor: undefined, unverified: world.unverified, customerA: world.a, customerB: world.b, admin: world.admin }[actor];
}

async function runCell(route: DeclaredRoute, row: Row, actor: ActorName, expected: number): Promise<void> {
  const user = userOf(actor);
  const input = await row.input(world, { actor, user });
  const headers = { ...input.headers, ...(user ? await tokenHeaders(user) : {}) };
  const answer = await callRoute(route, { ...input, headers });
  answered.push(`${routeKey(route)} ${actor} ${answer.status}`);
  const known = row.known?.[actor];
  expect({ cell: `${routeKey(route)} as ${actor}`, status: answer.status, ...(known ? { known } : {}) }).toEqual({
    cell: `${routeKey(route)} as ${actor}`,
    status: expected,
    ...(known ? { known } : {}),
  });
  expect(leaksIn(answer.text)).toEqual([]);
  if ((actor === "visitor" || actor === "unverified") && route.path.startsWith("/api/products/")) {
    expect(keysIn(answer.json, PRICE_FIELDS)).toEqual([]);
  }
}

beforeAll(async () => {
  const product = await build.product({ name: "Matrix Widget", price: "12.50", boxQuantity: 1 });
  const other = await build.product({ name: "Matrix Gadget", price: "3.00", boxQuantity: 1 });
  world = {
    a: await build.customer(),
    b: await build.customer(),
    unverified: await build.customer({ verified: false }),
    admin: await build.admin(),
    loginUser: await build.customer(),
    product,
    other,
  };
});

afterAll(() => {
  console.log(`authorization matrix: ${answered.length} API cells answered`);
});

describe("the authorization matrix", () => {
  it("has a row for every exported method of every route in the manifest, and none for a route that is gone", () => {
    const declared = ALL_ROUTES.map(routeKey).sort();
    expect(declared.filter((key) => !(key in ROWS))).toEqual([]);
    expect(Object.keys(ROWS).filter((key) => !declared.includes(key))).toEqual([]);
  });

  // Cells that change state (a removed line, a changed password) have fixtures of their own.
  describe.each(ALL_ROUTES.map((route) => [routeKey(route), route] as const))("%s", (key, route) => {
    const row = ROWS[key];
    it.each([...ACTORS])("as %s", async (actor) => {
      if (!row) throw new Error(`no row for ${key}`);
      const expected = { ...byAccess(route.handler.spec.access, route.handler.spec.status ?? 200), ...row.expect }[actor];
      await runCell(route, row, actor, expected);
    });
  });
});

describe("beyond the grid", () => {
  const route = (key: string) => {
    const found = ALL_ROUTES.find((r) => routeKey(r) === key);
    if (!found) throw new Error(`no route ${key}`);
    return found;
  };

  const trash: Array<[string, Expected]> = [
    ["GET /api/products/product_list/", { visitor: 401, unverified: 403, customerA: 403, customerB: 403, admin: 200 }],
    ["GET /api/categories/list/", { visitor: 401, unverified: 403, customerA: 403, customerB: 403, admin: 200 }],
    ["GET /api/products/all_product_list/", { visitor: 400, unverified: 400, customerA: 400, customerB: 400, admin: 400 }],
  ];
  describe.each(trash)("%s?is_deleted=true (the trash is staff's)", (key, expected) => {
    it.each([...ACTORS])("as %s", async (actor) => {
      await runCell(route(key), { input: () => ({ query: { is_deleted: "true" } }) }, actor, expected[actor]);
    });
  });

  it.each([
    ["no_image", "true"],
    ["no_name_fr", "true"],
    ["need_to_reorder", "true"],
  ])("product_list ?%s (a staff filter) answers 403 to a verified customer, 200 to an admin", async (name, value) => {
    await runCell(route("GET /api/products/product_list/"), { input: () => ({ query: { [name]: value } }) }, "customerA", 403);
    await runCell(route("GET /api/products/product_list/"), { input: () => ({ query: { [name]: value } }) }, "admin", 200);
  });

  // A staff-only body field of a route every signed-in user may call (issue 29): only the customer's own id reaches the 403.
  const exemptionsOfA: Expected = { visitor: 401, unverified: 404, customerA: 403, customerB: 404, admin: 200 };
  it.each([...ACTORS])("PATCH /api/users/profile/{id}/ with tax_exemptions (staff only) as %s", async (actor) => {
    const row: Row = { input: (w) => ({ params: { id: String(w.a.id) }, body: { tax_exemptions: [{ code: "QST", number: "1234567890TQ0001" }] } }) };
    await runCell(route("PATCH /api/users/profile/{id}/"), row, actor, exemptionsOfA[actor]);
  });

  // ?customer= (issue 30): an admin's price sheet for one customer; customer A asking for their own is a 403 too.
  const priceSheetOfA: Expected = { visitor: 401, unverified: 403, customerA: 403, customerB: 403, admin: 200 };
  it.each([...ACTORS])("GET /api/products/generate/pdf/?customer=<A> (a price sheet, staff only) as %s", async (actor) => {
    const row: Row = { input: (w) => ({ query: { customer: String(w.a.id), search: w.product.name.toLowerCase() } }) };
    await runCell(route("GET /api/products/generate/pdf/"), row, actor, priceSheetOfA[actor]);
  });

  // The customer's price list (issue 30), staff's alone like tax_exemptions: a list without entries, so A's prices stay.
  it.each([...ACTORS])("PATCH /api/users/profile/{id}/ with price_list (staff only) as %s", async (actor) => {
    const row: Row = { input: async (w) => ({ params: { id: String(w.a.id) }, body: { price_list: Number(await matrixPriceList()) } }) };
    await runCell(route("PATCH /api/users/profile/{id}/"), row, actor, exemptionsOfA[actor]);
  });

  // No invoice before staff confirm the order (issue 31): not found to its own customer and to staff alike.
  const unconfirmedInvoice: Expected = { visitor: 401, unverified: 404, customerA: 404, customerB: 404, admin: 404 };
  it.each([...ACTORS])("GET /api/orders/invoice/{id}/ of an unconfirmed order as %s", async (actor) => {
    const row: Row = { input: async (w) => ({ params: { id: String((await freshOrderOfA(w)).id) } }) };
    await runCell(route("GET /api/orders/invoice/{id}/"), row, actor, unconfirmedInvoice[actor]);
  });

  it("an unverified customer reaches their own profile (200) but not their orders (403)", async () => {
    const own = { input: (w: World) => ({ params: { id: String(w.unverified.id) } }) };
    await runCell(route("GET /api/users/profile/{id}/"), own, "unverified", 200);
    await runCell(route("GET /api/orders/my_orders/"), { input: () => ({}) }, "unverified", 403);
  });

  it("change_password with the temporary reset token answers 200 and a new login token", async () => {
    const owner = await build.customer();
    const answer = await callRoute(route("POST /api/users/change_password/"), {
      body: { new_password: "another-secret-3" },
      headers: { authorization: `Token ${await freshToken(owner, "reset")}` },
    });
    answered.push(`POST /api/users/change_password/ reset-token ${answer.status}`);
    expect(answer.status).toBe(200);
  });

  it("a visitor's product answers carry no price field", async () => {
    for (const key of ["GET /api/products/product_list/", "GET /api/products/all_product_list/"]) {
      const answer = await callRoute(route(key));
      expect(answer.status).toBe(200);
      expect(keysIn(answer.json, PRICE_FIELDS)).toEqual([]);
      expect(JSON.stringify(answer.json)).toContain("Matrix Widget");
    }
  });
});

describe("the web session cookie", () => {
  const route = (key: string) => ALL_ROUTES.find((r) => routeKey(r) === key)!;

  async function cookieCell(key: string, actor: ActorName, origin: string | undefined, expected: number): Promise<void> {
    const row = ROWS[key];
    const user = userOf(actor)!;
    const input = await row.input(world, { actor, user });
    const answer = await callRoute(route(key), { ...input, headers: await cookieHeaders(user, { origin }) });
    answered.push(`${key} ${actor} cookie${origin ? ` origin=${origin}` : ""} ${answer.status}`);
    expect({ cell: `${key} as ${actor} by cookie, Origin ${origin ?? "none"}`, status: answer.status }).toEqual({
      cell: `${key} as ${actor} by cookie, Origin ${origin ?? "none"}`,
      status: expected,
    });
  }

  it.each([
    ["GET /api/cart/", "customerA", undefined, 200],
    ["GET /api/orders/order/details/{id}/", "customerA", undefined, 200],
    ["GET /api/orders/order/details/{id}/", "customerB", undefined, 404],
    ["GET /api/users/profile/{id}/", "admin", undefined, 200],
    // The PDF catalogue is a plain link: the admin's browser sends the session cookie, no Origin.
    ["GET /api/products/generate/pdf/", "admin", undefined, 200],
    ["GET /api/products/generate/pdf/", "customerA", undefined, 403],
    // The delivery documents are plain links too (issue 31).
    ["GET /api/orders/pick_list/", "admin", undefined, 200],
    ["GET /api/orders/export/", "admin", undefined, 200],
    ["GET /api/orders/export/", "customerA", undefined, 403],
    ["GET /api/orders/invoice/{id}/", "customerA", undefined, 200],
    ["GET /api/orders/invoice/{id}/", "customerB", undefined, 404],
    ["GET /api/cart/", "unverified", undefined, 403],
    // Same-origin writes pass the same checks as a token.
    ["POST /api/cart/items/", "customerA", SAME_ORIGIN, 201],
    ["PATCH /api/users/profile/{id}/", "customerA", SAME_ORIGIN, 200],
    ["PATCH /api/users/profile/{id}/", "customerB", SAME_ORIGIN, 404],
    ["PATCH /api/users/profile_verification/{id}/", "admin", SAME_ORIGIN, 200],
    ["POST /api/users/revoke_tokens/{id}/", "admin", SAME_ORIGIN, 200],
    ["POST /api/cart/items/", "unverified", SAME_ORIGIN, 403],
  ] as Array<[string, ActorName, string | undefined, number]>)("%s as %s by cookie, Origin %s: %i (reads need no Origin)", async (key, actor, origin, expected) => {
    await cookieCell(key, actor, origin, expected);
  });

  it.each([
    ["POST /api/cart/items/", "customerA"],
    ["DELETE /api/cart/", "customerA"],
    ["PATCH /api/users/profile/{id}/", "customerA"],
    ["PATCH /api/orders/order/details/{id}/", "customerA"],
    ["DELETE /api/orders/purchased_item/{itemId}/", "customerA"],
    ["POST /api/orders/order/details/", "customerA"],
    ["PUT /api/orders/draft/", "customerA"],
    ["PATCH /api/users/profile_verification/{id}/", "admin"],
    ["POST /api/users/revoke_tokens/{id}/", "admin"],
    ["POST /api/rest-auth/logout/", "customerA"],
    ["POST /api/orders/admin_order/details/", "admin"],
    ["PUT /api/orders/admin_draft/", "admin"],
    ["POST /api/orders/admin_draft/repeat_last/", "admin"],
  ] as Array<[string, ActorName]>)("a cookie write %s (%s) without a same-origin Origin is 403", async (key, actor) => {
    await cookieCell(key, actor, undefined, 403);
    await cookieCell(key, actor, "https://evil.example", 403);
  });
});
