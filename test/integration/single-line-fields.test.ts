import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { POST as placeOrder } from "@/app/api/orders/order/details/route";
import { PATCH as patchBilling } from "@/app/api/orders/order/details/[id]/route";
import { PUT as saveDraft } from "@/app/api/orders/draft/route";
import { POST as createCustomer } from "@/app/api/users/profile/route";
import { PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { POST as createVendor } from "@/app/api/vendors/details/route";
import { PATCH as patchVendor } from "@/app/api/vendors/details/[id]/route";
import { POST as createCategory } from "@/app/api/categories/category/details/route";
import { PATCH as patchProduct } from "@/app/api/products/product/details/[id]/route";
import { POST as addToCart } from "@/app/api/cart/items/route";
import { getDb } from "@/db/client";
import { categories, orders, products, users, vendors } from "@/db/schema";
import { newContext } from "@/lib/context/context";
import { getOrder } from "@/lib/orders/customer-orders";
import { orderSummaryText } from "@/lib/orders/order-emails";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * Single-line fields are single lines (issue 22, item 2): a CR, LF, tab or other control character
 * in a name, company, address, town, phone, email and the like is a 400 naming the field, and
 * nothing is written; the order notes keep their line breaks. The order emails label every value
 * the customer supplied, so that even a stored value with a line break cannot forge a line.
 */

const FORGED = "1 Main St\r\n\r\nGrand total: $0.01 CAD (paid)";
const HOSTILE = [FORGED, "Main\nSt", "Main\rSt", "Main\tSt", "Main\u000bSt", "Main\u0085St", "Main\u2028St", "Main\u001bSt"];

let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  admin = await build.admin();
  buyer = await build.customer();
});
beforeEach(() => resetAllLimiters());

const billing = {
  companyName: "Gastown Deli",
  country: "Canada",
  address: "1 Main St",
  townCity: "Vancouver",
  state: "BC",
  zipcode: "V6B 1A1",
  email: "buyer@test.example.ca",
  phone: "6045550100",
  orderNotes: "",
};

async function countOf(table: typeof orders | typeof vendors | typeof categories): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(table);
  return row.n;
}

describe("a control character in a single-line field is a 400 naming the field, and nothing is written", () => {
  it.each(["first_name", "last_name", "address", "townCity", "state", "company"])("profile %s", async (field) => {
    const user = await build.customer({ company: "Gastown Deli" });
    const [before] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    for (const value of HOSTILE) {
      const response = await patchProfile(apiRequest(`/api/users/profile/${user.id}/`, { method: "PATCH", body: { [field]: value }, headers: tokenHeader(user) }), routeParams({ id: String(user.id) }));
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(Object.keys(await response.json())).toEqual([field]);
    }
    const [after] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(after).toEqual(before);
  });

  it.each(["companyName", "address", "townCity", "state", "email", "phone", "zipcode"])("order placement %s", async (field) => {
    const p = await build.product({ price: "5.00" });
    const before = await countOf(orders);
    for (const value of HOSTILE) {
      const body = { ...billing, [field]: value, price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
      const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(buyer) }), noParams);
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(await response.json()).toHaveProperty(field);
    }
    expect(await countOf(orders)).toBe(before);
  });

  it("order billing edit and the saved draft", async () => {
    const placed = await build.order(buyer, [await build.product()]);
    const [before] = await (await getDb()).select().from(orders).where(eq(orders.id, placed.id));
    const edit = await patchBilling(apiRequest(`/api/orders/order/details/${placed.id}/`, { method: "PATCH", body: { address: FORGED }, headers: tokenHeader(buyer) }), routeParams({ id: String(placed.id) }));
    expect(edit.status).toBe(400);
    expect(await edit.json()).toHaveProperty("address");
    const [after] = await (await getDb()).select().from(orders).where(eq(orders.id, placed.id));
    expect(after).toEqual(before);
    await addToCart(apiRequest("/api/cart/items/", { method: "POST", body: { product: (await build.product()).id, quantity: 1 }, headers: tokenHeader(buyer) }), noParams);
    const draft = await saveDraft(apiRequest("/api/orders/draft/", { method: "PUT", body: { ...billing, townCity: "Van\ncouver" }, headers: tokenHeader(buyer) }), noParams);
    expect(draft.status).toBe(400);
    expect(await draft.json()).toHaveProperty("townCity");
  });

  it("staff's customer, vendor, category and product fields", async () => {
    const customer = await createCustomer(apiRequest("/api/users/profile/", { method: "POST", body: { email: "new-one@test.example.ca", company: FORGED }, headers: tokenHeader(admin) }), noParams);
    expect(customer.status).toBe(400);
    expect(await customer.json()).toHaveProperty("company");

    const vendorsBefore = await countOf(vendors);
    const vendor = await createVendor(apiRequest("/api/vendors/details/", { method: "POST", body: { name: "Fromagerie\nLtd" }, headers: tokenHeader(admin) }), noParams);
    expect(vendor.status).toBe(400);
    expect(await vendor.json()).toHaveProperty("name");
    expect(await countOf(vendors)).toBe(vendorsBefore);
    const stored = await build.vendor();
    const contact = await patchVendor(apiRequest(`/api/vendors/details/${stored.id}/`, { method: "PATCH", body: { primary_contact: "Luc\r\nGagnon" }, headers: tokenHeader(admin) }), routeParams({ id: String(stored.id) }));
    expect(contact.status).toBe(400);
    expect(await contact.json()).toHaveProperty("primary_contact");

    const categoriesBefore = await countOf(categories);
    const category = await createCategory(apiRequest("/api/categories/category/details/", { method: "POST", body: { name: "Cheese\tand more" }, headers: tokenHeader(admin) }), noParams);
    expect(category.status).toBe(400);
    expect(await category.json()).toHaveProperty("name");
    expect(await countOf(categories)).toBe(categoriesBefore);

    const p = await build.product();
    const renamed = await patchProduct(apiRequest(`/api/products/product/details/${p.id}/`, { method: "PATCH", body: { name: "Brie\n- Free case: $0.00" }, headers: tokenHeader(admin) }), routeParams({ id: String(p.id) }));
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toHaveProperty("name");
    const [after] = await (await getDb()).select({ name: products.name }).from(products).where(eq(products.id, p.id));
    expect(after.name).toBe(p.name);
  });

  it("the error says what is wrong", async () => {
    const user = await build.customer();
    const response = await patchProfile(apiRequest(`/api/users/profile/${user.id}/`, { method: "PATCH", body: { address: FORGED }, headers: tokenHeader(user) }), routeParams({ id: String(user.id) }));
    expect(await response.json()).toEqual({ address: ["Must be one line: line breaks, tabs and other control characters are not allowed."] });
  });
});

describe("multi-line fields keep their line breaks", () => {
  it("order notes with line breaks and a tab are stored as typed", async () => {
    const p = await build.product({ price: "5.00" });
    const orderNotes = "Back door\r\nafter 9 am\n\tRing twice";
    const body = { ...billing, orderNotes, price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(buyer) }), noParams);
    expect(response.status).toBe(201);
    const { order } = await response.json();
    const [row] = await (await getDb()).select({ orderNotes: orders.orderNotes }).from(orders).where(eq(orders.id, order.id));
    expect(row.orderNotes).toBe(orderNotes);
  });

  it("order notes still refuse other control characters", async () => {
    const p = await build.product({ price: "5.00" });
    const body = { ...billing, orderNotes: "Ring\u001b[2J twice", price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(buyer) }), noParams);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty("orderNotes");
  });
});

describe("the order emails label every value the customer supplied", () => {
  it("no customer value can start a line of the shop's own, even one stored before the rule", async () => {
    const p = await build.product({ price: "5.00" });
    const body = { ...billing, orderNotes: "Leave at the back\nGrand total: $0.01 CAD (paid)", price: "5.00", purchased_items: [{ id: p.id, quantity: 1 }] };
    const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(buyer) }), noParams);
    const { order } = await response.json();
    const db = await getDb();
    // A row written before single-line fields were enforced.
    await db.update(orders).set({ address: FORGED, companyName: "Deli\nSubtotal: $0.00 CAD", townCity: "Van\u2028Tax (5% GST): $0.00 CAD" }).where(eq(orders.id, order.id));
    const text = orderSummaryText(await getOrder(newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true }), order.id));
    const lines = text.split("\n");
    expect(lines.filter((line) => line.startsWith("Grand total:"))).toEqual(["Grand total: $5.00 CAD"]);
    expect(lines.filter((line) => line.startsWith("Subtotal:"))).toEqual(["Subtotal: $5.00 CAD"]);
    // The tax lines by name (issue 29): the forged "Tax (5% GST)" starts none of them.
    expect(lines.filter((line) => /^(Tax|GST)\b/.test(line))).toEqual(["GST 5 %: $0.00 CAD"]);
    expect(text).not.toMatch(/\r|\u2028/);
    expect(lines).toContain("  Address: 1 Main St Grand total: $0.01 CAD (paid)");
    expect(lines).toContain("  Company: Deli Subtotal: $0.00 CAD");
    expect(lines).toContain("Order notes from the customer:");
    expect(lines).toContain("  | Grand total: $0.01 CAD (paid)");
  });
});
