import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { cartItems, categories, orderItems, orders, products, users, vendors } from "@/db/schema";
import * as build from "@/test/support/builders";

let db: Db;

/** Runs a statement that must be refused by the database. */
async function refused(write: () => Promise<unknown>): Promise<void> {
  let failed = false;
  try {
    await write();
  } catch {
    failed = true;
  }
  expect(failed, "the database should refuse this write").toBe(true);
}

const snapshot = {
  id: 0, company: "", first_name: "", last_name: "", email: "a@b.ca", username: "a@b.ca",
  phone_number: "", country: "Canada", address: "", townCity: "", state: "", zipcode: "",
};

beforeAll(async () => {
  db = await getDb();
});

describe("the data model protects its data", () => {
  it("keeps emails unique case-insensitively", async () => {
    await db.insert(users).values({ email: "Buyer@Example.ca", username: "Buyer@Example.ca" });
    const before = await db.select().from(users);
    await refused(() => db.insert(users).values({ email: "buyer@example.CA", username: "other" }));
    expect(await db.select().from(users)).toHaveLength(before.length);
  });

  it("refuses unknown roles, negative prices, bad tax codes, discounts above 100 and empty boxes", async () => {
    await refused(() => db.insert(users).values({ email: "x@y.ca", username: "x@y.ca", role: "Owner" as "Admin" }));
    await refused(() => build.product({ item: "NEG-1", price: "-1.00" }));
    await refused(() => build.product({ item: "TAX-1", salesTaxCode: "X" as "G" }));
    await refused(() => build.product({ item: "DSC-1", special: "100.01" }));
    await refused(() => build.product({ item: "BOX-1", boxQuantity: 0 }));
    await refused(() => build.product({ item: "ACT-1", actions: "2-1" as "None" }));
  });

  it("keeps item codes unique case-insensitively", async () => {
    await build.product({ item: "UNI-1" });
    await refused(() => build.product({ item: "uni-1", slug: "another_slug" }));
  });

  it("refuses cart and order quantities below one", async () => {
    const user = await build.customer({ email: "cart@x.ca" });
    const product = await build.product({ item: "CRT-1" });
    await refused(() => db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 0 }));
    await refused(() => db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: -12 }));
    await db.insert(cartItems).values({ userId: user.id, productId: product.id, quantity: 12 });
    const [order] = await db
      .insert(orders)
      .values({ customerId: user.id, customerSnapshot: snapshot, subtotal: "10.00", tax: "0.50", price: "10.50", email: "a@b.ca", phone: "1", address: "a", townCity: "b", state: "BC", zipcode: "V6B 1A1" })
      .returning();
    const line = { orderId: order.id, productId: product.id, name: "n", item: "i", unitPrice: "1.00", discountedUnitPrice: "1.00", salesTaxCode: "E" as const, lineTotal: "1.00" };
    await refused(() => db.insert(orderItems).values({ ...line, quantity: 0 }));
    await db.insert(orderItems).values({ ...line, quantity: 1 });
  });

  it("refuses an order whose total is not subtotal plus tax, or confirmed without a time", async () => {
    const base = { customerSnapshot: snapshot, email: "a@b.ca", phone: "1", address: "a", townCity: "b", state: "BC", zipcode: "V6B 1A1" };
    await refused(() => db.insert(orders).values({ ...base, subtotal: "10.00", tax: "0.50", price: "11.00" }));
    await refused(() => db.insert(orders).values({ ...base, subtotal: "10.00", tax: "0.50", price: "10.50", confirmed: true }));
    await refused(() => db.insert(orders).values({ ...base, subtotal: "10.00", tax: "0.50", price: "10.50", status: "Pending" as "Paid" }));
  });

  it("keeps an order's lines when the product is deleted for good, and its history when the customer goes", async () => {
    const user = await build.customer({ email: "gone@x.ca" });
    const product = await build.product({ item: "DEL-1", name: "Product DEL-1" });
    const [order] = await db
      .insert(orders)
      .values({ customerId: user.id, customerSnapshot: { ...snapshot, id: user.id, email: "gone@x.ca" }, subtotal: "20.00", tax: "0.00", price: "20.00", email: "gone@x.ca", phone: "1", address: "a", townCity: "b", state: "BC", zipcode: "V6B 1A1" })
      .returning();
    await db.insert(orderItems).values({ orderId: order.id, productId: product.id, quantity: 2, name: product.name, item: product.item, unitPrice: "10.00", discountedUnitPrice: "10.00", salesTaxCode: "E", lineTotal: "20.00" });
    await db.delete(products).where(eq(products.id, product.id));
    await db.delete(users).where(eq(users.id, user.id));
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line).toMatchObject({ productId: null, name: "Product DEL-1", lineTotal: "20.00" });
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.customerId).toBeNull();
    expect(kept.customerSnapshot.email).toBe("gone@x.ca");
  });

  it("does not let a category be its own parent, nor delete a parent that has children", async () => {
    const parent = await build.category({ name: "Frozen" });
    await build.category({ name: "Ice cream", parentId: parent.id });
    await refused(() => db.update(categories).set({ parentId: parent.id }).where(eq(categories.id, parent.id)));
    await refused(() => db.delete(categories).where(eq(categories.id, parent.id)));
  });

  it("clears a product's vendor when the vendor is deleted", async () => {
    const [vendor] = await db.insert(vendors).values({ name: "Gone Foods" }).returning();
    const product = await build.product({ item: "VEN-1", vendorId: vendor.id });
    await db.delete(vendors).where(eq(vendors.id, vendor.id));
    const [row] = await db.select({ vendorId: products.vendorId }).from(products).where(eq(products.id, product.id));
    expect(row.vendorId).toBeNull();
  });

  it("folds case and accents into the search text of name, item code and barcode", async () => {
    const product = await build.product({ item: "CRM-77", name: "Crème Fraîche ÉPAISSE 1 L", barcode: "0623456789012" });
    expect(product.searchText).toBe("creme fraiche epaisse 1 l crm-77 0623456789012");
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.searchText} like '%' || shop_search_norm(${"CRÈME fraiche"}) || '%'`);
    expect(found.map((r) => r.id)).toContain(product.id);
  });

  it("searches the French name too, and sorts French lists by it or, without one, by the English, folded", async () => {
    const named = await build.product({ item: "CRM-78", name: "Thick Cream 1 L", nameFr: "Crème ÉPAISSE 1 L" });
    expect(named.searchText).toBe("thick cream 1 l creme epaisse 1 l crm-78 ");
    expect(named.nameWords).toBe(" thick cream 1 l creme epaisse 1 l ");
    expect(named.nameFrSort).toBe("creme epaisse 1 l");
    const unnamed = await build.product({ item: "CRM-79", name: "Sour Cream 500 mL" });
    expect(unnamed.searchText).toBe("sour cream 500 ml crm-79 ");
    expect(unnamed.nameFrSort).toBe("sour cream 500 ml");
  });
});
