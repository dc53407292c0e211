import { beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import * as auditRoute from "@/app/api/audit/route";
import { POST as createProductRoute } from "@/app/api/products/product/details/route";
import { PATCH as patchProductRoute } from "@/app/api/products/product/details/[id]/route";
import { POST as createCategoryRoute } from "@/app/api/categories/category/details/route";
import { PATCH as patchCategoryRoute } from "@/app/api/categories/category/details/[id]/route";
import { POST as createVendorRoute } from "@/app/api/vendors/details/route";
import { PATCH as patchVendorRoute } from "@/app/api/vendors/details/[id]/route";
import { POST as createCustomerRoute } from "@/app/api/users/profile/route";
import { DELETE as deleteCustomerRoute, PATCH as patchProfileRoute } from "@/app/api/users/profile/[id]/route";
import { PATCH as verifyRoute } from "@/app/api/users/profile_verification/[id]/route";
import { POST as revokeRoute } from "@/app/api/users/revoke_tokens/[id]/route";
import { POST as adminOrderRoute } from "@/app/api/orders/admin_order/details/route";
import { PATCH as confirmRoute } from "@/app/api/orders/confirm_order/[id]/route";
import { PATCH as statusRoute } from "@/app/api/orders/order_status/[id]/route";
import { PATCH as billingRoute } from "@/app/api/orders/order/details/[id]/route";
import { PATCH as lineRoute } from "@/app/api/orders/purchased_item/[itemId]/route";
import { POST as createListRoute } from "@/app/api/price-lists/route";
import { DELETE as deleteListRoute, PATCH as patchListRoute } from "@/app/api/price-lists/[id]/route";
import { POST as importListRoute } from "@/app/api/price-lists/[id]/import/route";
import { POST as createZoneRoute } from "@/app/api/delivery-zones/route";
import { DELETE as deleteZoneRoute, PATCH as patchZoneRoute } from "@/app/api/delivery-zones/[id]/route";
import { getDb, type Db } from "@/db/client";
import { auditLog, vendors, type ProductRow } from "@/db/schema";
import { inTransaction, newContext } from "@/lib/context/context";
import { recordAudit } from "@/lib/audit/audit-log";
import { updateVendor } from "@/lib/vendors/vendors";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * The audit log (issue 32, docs/audit.md): every staff write leaves one row — who, action, entity,
 * id, and the fields it changed before and after — in the write's own transaction, so a refused or
 * failed write leaves none; a customer's writes to their own data leave none; the database refuses
 * UPDATE and DELETE of the log; GET /api/audit/ filters by who, what and when, staff only.
 */

let db: Db;
let admin: TestUser;
let otherAdmin: TestUser;
let customer: TestUser;

type Handler = (request: ReturnType<typeof apiRequest>, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: unknown, path: string, options: { method?: string; body?: unknown; user?: TestUser | null; params?: Record<string, string> } = {}) {
  const user = options.user === undefined ? admin : options.user;
  await resetAllLimiters();
  const response = await (handler as Handler)(
    apiRequest(path, { method: options.method ?? "GET", body: options.body, headers: user ? tokenHeader(user) : {} }),
    options.params ? routeParams(options.params) : noParams,
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The log's rows about one record, oldest first. */
async function rowsOf(entity: string, id: number | string) {
  return db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.entity} = ${entity} and ${auditLog.entityId} = ${String(id)}`)
    .orderBy(auditLog.id);
}

async function lastRow() {
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

const rowCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0].n;

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  otherAdmin = await build.admin();
  customer = await build.customer();
});

describe("every staff write leaves its row", () => {
  it("products: create, a price edit (only what changed), stock, trash, restore, permanent deletion", async () => {
    const category = await build.category();
    const created = await call(createProductRoute, "/api/products/product/details/", {
      method: "POST",
      body: { item: "AUD-1", name: "Audited Rice", price: "12.00", box_quantity: 6, sales_tax_code: "E", purchase_tax_code: "E", provincial_tax_class: "exempt", actions: "None", cat: String(category.id), quantity: 30 },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const path = `/api/products/product/details/${id}/`;
    expect((await call(patchProductRoute, path, { method: "PATCH", params: { id: String(id) }, body: { price: "13.50" } })).status).toBe(200);
    expect((await call(patchProductRoute, path, { method: "PATCH", params: { id: String(id) }, body: { quantity: 24, need_to_reorder_below: 6 } })).status).toBe(200);
    expect((await call(patchProductRoute, path, { method: "PATCH", params: { id: String(id) }, body: { is_deleted: true } })).status).toBe(200);
    expect((await call(patchProductRoute, path, { method: "PATCH", params: { id: String(id) }, body: { is_deleted: false } })).status).toBe(200);
    expect((await call(patchProductRoute, path, { method: "PATCH", params: { id: String(id) }, body: { is_deleted: true } })).status).toBe(200);
    expect((await call(patchProductRoute, path, { method: "PATCH", params: { id: String(id) }, body: { permanently_deleted: true } })).status).toBe(200);

    const rows = await rowsOf("product", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "update", "trash", "restore", "trash", "delete"]);
    expect(rows.every((r) => r.actorId === admin.id && r.actorEmail === admin.email)).toBe(true);
    expect(rows[0].before).toBeNull();
    expect(rows[0].after).toMatchObject({ item: "AUD-1", name: "Audited Rice", price: "12.00", box_quantity: 6, quantity: 30, is_deleted: false });
    expect(rows[0].after).not.toHaveProperty("discounted_price");
    expect(rows[1].before).toEqual({ price: "12.00" });
    expect(rows[1].after).toEqual({ price: "13.50" });
    expect(rows[2].before).toEqual({ quantity: 30, need_to_reorder_below: 0 });
    expect(rows[2].after).toEqual({ quantity: 24, need_to_reorder_below: 6 });
    expect(rows[3].after).toEqual({ is_deleted: true });
    // Restore puts the product back in stock: both fields are in the row.
    expect(rows[4].after).toMatchObject({ is_deleted: false });
    expect(rows[6].before).toMatchObject({ item: "AUD-1", price: "13.50", is_deleted: true });
    expect(rows[6].after).toBeNull();
  });

  it("a write that changes nothing records nothing", async () => {
    const product = await build.product({ price: "5.00" });
    const before = await rowCount();
    const answer = await call(patchProductRoute, `/api/products/product/details/${product.id}/`, { method: "PATCH", params: { id: String(product.id) }, body: { price: "5.00" } });
    expect(answer.status).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it("categories and vendors", async () => {
    const category = await call(createCategoryRoute, "/api/categories/category/details/", { method: "POST", body: { name: "Audited Spices", parent_category: null } });
    expect(category.status).toBe(201);
    const cid = String(category.body.id);
    await call(patchCategoryRoute, `/api/categories/category/details/${cid}/`, { method: "PATCH", params: { id: cid }, body: { name: "Audited Herbs" } });
    await call(patchCategoryRoute, `/api/categories/category/details/${cid}/`, { method: "PATCH", params: { id: cid }, body: { is_deleted: true } });
    const categoryRows = await rowsOf("category", cid);
    expect(categoryRows.map((r) => [r.action, r.before, r.after])).toEqual([
      ["create", null, expect.objectContaining({ name: "Audited Spices", parent_category: null, is_deleted: false })],
      ["update", { name: "Audited Spices" }, { name: "Audited Herbs" }],
      ["trash", { is_deleted: false }, { is_deleted: true }],
    ]);

    const vendor = await call(createVendorRoute, "/api/vendors/details/", { method: "POST", body: { name: "Audited Farms", email: "orders@audited.example.ca" } });
    expect(vendor.status).toBe(201);
    const vid = String(vendor.body.id);
    await call(patchVendorRoute, `/api/vendors/details/${vid}/`, { method: "PATCH", params: { id: vid }, body: { main_phone: "604-555-0142" } });
    const vendorRows = await rowsOf("vendor", vid);
    expect(vendorRows.map((r) => r.action)).toEqual(["create", "update"]);
    expect(vendorRows[0].after).toMatchObject({ name: "Audited Farms", email: "orders@audited.example.ca" });
    expect(vendorRows[1].before).toEqual({ main_phone: "" });
    expect(vendorRows[1].after).toEqual({ main_phone: "604-555-0142" });
  });

  it("customers: create, edit, verify and unverify, price list, tax exemptions, sessions, delete — never a password hash", async () => {
    const created = await call(createCustomerRoute, "/api/users/profile/", { method: "POST", body: { email: "audited-buyer@test.example.ca", company: "Audited Bistro", zipcode: "V6B 1A1" } });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    const list = await call(createListRoute, "/api/price-lists/", { method: "POST", body: { name: "Audited Contract" } });
    await call(patchProfileRoute, `/api/users/profile/${id}/`, { method: "PATCH", params: { id }, body: { company: "Audited Bistro Ltd" } });
    await call(verifyRoute, `/api/users/profile_verification/${id}/`, { method: "PATCH", params: { id }, body: { verified: false } });
    await call(verifyRoute, `/api/users/profile_verification/${id}/`, { method: "PATCH", params: { id }, body: { verified: true } });
    await call(patchProfileRoute, `/api/users/profile/${id}/`, { method: "PATCH", params: { id }, body: { price_list: list.body.id } });
    await call(patchProfileRoute, `/api/users/profile/${id}/`, { method: "PATCH", params: { id }, body: { tax_exemptions: [{ code: "PST_BC", number: "PST-1234-5678" }] } });
    await call(revokeRoute, `/api/users/revoke_tokens/${id}/`, { method: "POST", params: { id } });
    expect((await call(deleteCustomerRoute, `/api/users/profile/${id}/`, { method: "DELETE", params: { id } })).status).toBe(204);

    const rows = await rowsOf("customer", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "unverify", "verify", "update", "update", "revoke_sessions", "delete"]);
    expect(rows[0].after).toMatchObject({ email: "audited-buyer@test.example.ca", company: "Audited Bistro", verified: true });
    expect([rows[1].before, rows[1].after]).toEqual([{ company: "Audited Bistro" }, { company: "Audited Bistro Ltd" }]);
    expect([rows[2].before, rows[2].after]).toEqual([{ verified: true }, { verified: false }]);
    expect([rows[4].before, rows[4].after]).toEqual([{ price_list: null }, { price_list: { id: list.body.id, name: "Audited Contract" } }]);
    expect([rows[5].before, rows[5].after]).toEqual([{ tax_exemptions: [] }, { tax_exemptions: [{ code: "PST_BC", number: "PST-1234-5678" }] }]);
    expect(rows[7].before).toMatchObject({ email: "audited-buyer@test.example.ca", company: "Audited Bistro Ltd" });
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/password|argon2|token/i);
  });

  it("orders staff place, confirm, mark, reschedule and edit", async () => {
    const buyer = await build.customer({ company: "Audited Deli" });
    const p = await build.product({ price: "4.00" });
    const q = await build.product({ price: "6.00" });
    const placed = await call(adminOrderRoute, "/api/orders/admin_order/details/", {
      method: "POST",
      body: { customer: buyer.id, price: build.orderTotal([{ product: p, quantity: 1 }, { product: q, quantity: 1 }]), purchased_items: [{ id: p.id, charged_quantity: 1 }, { id: q.id, charged_quantity: 1 }] },
    });
    expect(placed.status).toBe(201);
    const order = placed.body.order;
    const id = String(order.id);
    await call(billingRoute, `/api/orders/order/details/${id}/`, { method: "PATCH", params: { id }, body: { orderNotes: "Back door" } });
    await call(lineRoute, `/api/orders/purchased_item/${order.purchased_items[0].id}/`, { method: "PATCH", params: { itemId: String(order.purchased_items[0].id) }, body: { charged_quantity: 3 } });
    expect((await call(confirmRoute, `/api/orders/confirm_order/${id}/`, { method: "PATCH", params: { id }, body: { confirmed: true } })).status).toBe(200);
    await call(statusRoute, `/api/orders/order_status/${id}/`, { method: "PATCH", params: { id }, body: { status: "Paid" } });
    await call(statusRoute, `/api/orders/order_status/${id}/`, { method: "PATCH", params: { id }, body: { delivered_status: "Delivered", delivery_date: "2026-12-04" } });

    const rows = await rowsOf("order", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "update", "confirm", "mark_paid", "status"]);
    expect(rows[0].after).toMatchObject({ customer: buyer.id, confirmed: false, lines: [`${p.item} × 1`, `${q.item} × 1`] });
    expect([rows[1].before, rows[1].after]).toEqual([{ orderNotes: "" }, { orderNotes: "Back door" }]);
    expect(rows[2].before).toMatchObject({ lines: [`${p.item} × 1`, `${q.item} × 1`] });
    expect(rows[2].after).toMatchObject({ lines: [`${p.item} × 3`, `${q.item} × 1`] });
    expect(rows[2].after).toHaveProperty("price");
    expect(rows[3].after).toMatchObject({ confirmed: true });
    expect([rows[4].before, rows[4].after]).toEqual([{ status: "Not paid" }, { status: "Paid" }]);
    expect(rows[5].after).toMatchObject({ delivered_status: "Delivered", delivery_date: "2026-12-04" });
  });

  it("price lists (entries as changed, the CSV import as action import) and delivery zones", async () => {
    const p = await build.product({ item: "AUD-PL-1", price: "2.00" });
    const list = await call(createListRoute, "/api/price-lists/", { method: "POST", body: { name: "Audited List", entries: [{ product: p.id, case_price: "10.00" }] } });
    expect(list.status).toBe(201);
    const id = String(list.body.id);
    await call(patchListRoute, `/api/price-lists/${id}/`, { method: "PATCH", params: { id }, body: { entries: [{ product: p.id, case_price: "9.50" }] } });
    const form = new FormData();
    form.set("file", new File([`item,from_cases,case_price\nAUD-PL-1,5,9.00\n`], "prices.csv", { type: "text/csv" }));
    expect((await call(importListRoute, `/api/price-lists/${id}/import/`, { method: "POST", params: { id }, body: form })).status).toBe(200);
    expect((await call(deleteListRoute, `/api/price-lists/${id}/`, { method: "DELETE", params: { id } })).status).toBe(204);
    const rows = await rowsOf("price_list", id);
    expect(rows.map((r) => r.action)).toEqual(["create", "update", "import", "delete"]);
    expect(rows[0].after).toMatchObject({ name: "Audited List", entries: ["AUD-PL-1: 10.00"] });
    expect([rows[1].before, rows[1].after]).toEqual([{ entries: ["AUD-PL-1: 10.00"] }, { entries: ["AUD-PL-1: 9.50"] }]);
    expect(rows[2].after).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(rows[3].before).toMatchObject({ name: "Audited List", entries: ["AUD-PL-1: 9.50", "AUD-PL-1 ≥5: 9.00"] });

    const zone = await call(createZoneRoute, "/api/delivery-zones/", { method: "POST", body: { name: "Audited Route", postal_prefixes: ["X0A"], weekdays: [2], closed_dates: [] } });
    expect(zone.status).toBe(201);
    const zid = String(zone.body.id);
    await call(patchZoneRoute, `/api/delivery-zones/${zid}/`, { method: "PATCH", params: { id: zid }, body: { minimum_order: "150.00" } });
    await call(deleteZoneRoute, `/api/delivery-zones/${zid}/`, { method: "DELETE", params: { id: zid } });
    const zoneRows = await rowsOf("delivery_zone", zid);
    expect(zoneRows.map((r) => r.action)).toEqual(["create", "update", "delete"]);
    expect(zoneRows[0].after).not.toHaveProperty("order_count");
    expect([zoneRows[1].before, zoneRows[1].after]).toEqual([{ minimum_order: "0.00" }, { minimum_order: "150.00" }]);
  });
});

describe("the row commits or rolls back with its change", () => {
  it("a refused write (400) leaves no row and no change", async () => {
    const taken = await build.product({ item: "AUD-TAKEN" });
    const product = await build.product();
    const before = await rowCount();
    const answer = await call(patchProductRoute, `/api/products/product/details/${product.id}/`, { method: "PATCH", params: { id: String(product.id) }, body: { item: taken.item } });
    expect(answer.status).toBe(400);
    const zone = await call(createZoneRoute, "/api/delivery-zones/", { method: "POST", body: { name: "", postal_prefixes: [], weekdays: [] } });
    expect(zone.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("an error thrown inside the transaction after the write takes its row with it", async () => {
    const vendor = await build.vendor({ name: "Rollback Farms" });
    const ctx = newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });
    const before = await rowCount();
    await expect(
      inTransaction(ctx, async (tx) => {
        await updateVendor(tx, vendor.id, { name: "Renamed Farms" });
        // The row is written, inside the transaction.
        const [row] = await tx.db.select({ entity: auditLog.entity, after: auditLog.after }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
        expect(row).toEqual({ entity: "vendor", after: { name: "Renamed Farms" } });
        throw new Error("the rest of the change failed");
      }),
    ).rejects.toThrow("the rest of the change failed");
    expect(await rowCount()).toBe(before);
    const [stored] = await db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendor.id));
    expect(stored.name).toBe("Rollback Farms");
    // The same write, committed, leaves exactly its row.
    await updateVendor(ctx, vendor.id, { name: "Renamed Farms" });
    expect(await rowCount()).toBe(before + 1);
  });

  it("a customer's writes to their own data leave no row", async () => {
    const buyer = await build.customer();
    const p = await build.product();
    const before = await rowCount();
    const order = await build.order(buyer, [p, await build.product()]);
    const id = String(order.id);
    await call(billingRoute, `/api/orders/order/details/${id}/`, { method: "PATCH", params: { id }, body: { orderNotes: "Mine" }, user: buyer });
    await call(lineRoute, `/api/orders/purchased_item/${order.purchased_items[0].id}/`, { method: "PATCH", params: { itemId: String(order.purchased_items[0].id) }, body: { charged_quantity: 2 }, user: buyer });
    const own = String(buyer.id);
    expect((await call(patchProfileRoute, `/api/users/profile/${own}/`, { method: "PATCH", params: { id: own }, body: { company: "My Own Co" }, user: buyer })).status).toBe(200);
    expect(await rowCount()).toBe(before);
  });
});

describe("append-only", () => {
  it("the database refuses UPDATE and DELETE of a row", async () => {
    const ctx = newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });
    await recordAudit(ctx, { action: "update", entity: "settings", entityId: "shop", before: { name: "A" }, after: { name: "B" } });
    const row = await lastRow();
    // Drizzle wraps the database's error: its message is the cause's.
    const refusal = async (query: PromiseLike<unknown>) => {
      try {
        await query;
        return "carried out";
      } catch (error) {
        const { message, cause } = error as { message: string; cause?: { message?: string } };
        return `${message} ${cause?.message ?? ""}`;
      }
    };
    expect(await refusal(db.update(auditLog).set({ action: "forged" }).where(eq(auditLog.id, row.id)))).toMatch(/audit_log is append-only: UPDATE refused/);
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, row.id)))).toMatch(/audit_log is append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await lastRow()).toEqual(row);
  });

  it("the API serves GET only: no POST, PUT, PATCH or DELETE", () => {
    const served = Object.keys(auditRoute).filter((name) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(name));
    expect(served).toEqual(["GET"]);
  });
});

describe("GET /api/audit/", () => {
  let productId: number;
  let mine: number;

  beforeAll(async () => {
    // Rows of another staff member, and of the days around a shop-day boundary.
    const ctx = newContext(db, { kind: "user", id: otherAdmin.id, email: otherAdmin.email, role: "Admin", verified: true });
    await recordAudit(ctx, { action: "update", entity: "vendor", entityId: 999, before: { fax: "" }, after: { fax: "604-555-0199" } });
    const product: ProductRow = await build.product({ price: "12.00" });
    productId = product.id;
    await call(patchProductRoute, `/api/products/product/details/${product.id}/`, { method: "PATCH", params: { id: String(product.id) }, body: { price: "13.50" } });
    mine = await rowCount();
  });

  const list = (query: string, user?: TestUser | null) => call(auditRoute.GET, `/api/audit/${query}`, { user });

  it("answers the newest rows first with who, when, what and the fields", async () => {
    const answer = await list("");
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(mine);
    expect(answer.body.results).toHaveLength(Math.min(16, mine));
    expect(answer.body.next).toBe(mine > 16 ? "http://shop.test/api/audit/?page=2" : null);
    expect(answer.body.previous).toBeNull();
    const [newest] = answer.body.results;
    expect(newest).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actor: admin.email,
      actor_id: admin.id,
      action: "update",
      entity: "product",
      entity_id: String(productId),
      before: { price: "12.00" },
      after: { price: "13.50" },
    });
    const ids = answer.body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("filters by who (an id, or part of an email), what and when", async () => {
    const byId = await list(`?actor=${otherAdmin.id}`);
    expect(byId.body.results.map((r: { actor: string }) => r.actor)).toEqual([otherAdmin.email]);
    const byEmail = await list(`?actor=${encodeURIComponent(otherAdmin.email.slice(0, 8).toUpperCase())}`);
    expect(byEmail.body.results.every((r: { actor_id: number }) => [otherAdmin.id, admin.id].includes(r.actor_id))).toBe(true);
    const byFullEmail = await list(`?actor=${encodeURIComponent(otherAdmin.email)}`);
    expect(byFullEmail.body.count).toBe(1);
    expect((await list("?actor=nobody-here%40example.ca")).body.count).toBe(0);

    const products = await list("?entity=product");
    expect(products.body.count).toBeGreaterThan(0);
    expect(products.body.results.every((r: { entity: string }) => r.entity === "product")).toBe(true);

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Vancouver" }).format(new Date());
    expect((await list(`?from=${today}&to=${today}`)).body.count).toBe(mine);
    expect((await list("?to=2020-01-01")).body.count).toBe(0);
    expect((await list("?from=2099-01-01")).body.count).toBe(0);
    expect((await list(`?actor=${otherAdmin.id}&entity=product`)).body.count).toBe(0);
    expect((await list("?entity=&actor=&from=&to=")).body.count).toBe(mine);
  });

  it("pages 16 at a time with absolute links that keep the filters", async () => {
    expect(mine).toBeGreaterThan(16);
    const second = await list("?entity=&page=2");
    expect(second.status).toBe(200);
    expect(second.body.previous).toBe("http://shop.test/api/audit/?entity=");
    const first = await list("");
    const both = [...first.body.results, ...second.body.results].map((r: { id: number }) => r.id);
    expect(new Set(both).size).toBe(both.length);
    expect((await list("?page=999")).status).toBe(404);
  });

  it("refuses bad filters with a 400 naming the field", async () => {
    expect(await list("?entity=password")).toMatchObject({ status: 400, body: { entity: [expect.any(String)] } });
    expect(await list("?from=2026-02-30")).toMatchObject({ status: 400, body: { from: ["Enter a date as YYYY-MM-DD."] } });
    expect(await list("?from=2026-05-02&to=2026-05-01")).toMatchObject({ status: 400, body: { to: [expect.any(String)] } });
    expect(await list(`?actor=${encodeURIComponent("a\u0000b")}`)).toMatchObject({ status: 400, body: { actor: [expect.any(String)] } });
    expect(await list(`?actor=${"a".repeat(300)}`)).toMatchObject({ status: 400, body: { actor: [expect.any(String)] } });
  });

  it("is staff's: 401 for a visitor, 403 for a customer", async () => {
    expect((await list("", null)).status).toBe(401);
    expect((await list("", customer)).status).toBe(403);
    expect((await list("", await build.customer({ verified: false }))).status).toBe(403);
  });
});
