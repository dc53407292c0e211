import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { PATCH as patchProfile } from "@/app/api/users/profile/[id]/route";
import { PATCH as patchRegistrationProfile } from "@/app/api/users/registration_profile/[id]/route";
import { PATCH as patchVerification } from "@/app/api/users/profile_verification/[id]/route";
import { PATCH as patchProduct } from "@/app/api/products/product/details/[id]/route";
import { PATCH as patchCategory } from "@/app/api/categories/category/details/[id]/route";
import { PATCH as patchVendor } from "@/app/api/vendors/details/[id]/route";
import { PATCH as patchBilling } from "@/app/api/orders/order/details/[id]/route";
import { PATCH as patchOrderStatus } from "@/app/api/orders/order_status/[id]/route";
import { getDb } from "@/db/client";
import { categories, orders, productCategories, products, productStock, users, vendors } from "@/db/schema";
import { resetAllLimiters } from "@/lib/security/rate-limit";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, routeParams } from "@/test/support/requests";

/*
 * A PATCH changes only the fields it names (issue 22, item 1): for every PATCH of the API and every
 * field it takes, a body of that one field leaves every other stored column byte for byte as it
 * was. Each row names the columns the field may change; the test also checks that they did change,
 * so a value equal to the stored one cannot make a row pass without testing anything.
 */

type Handler = (request: ReturnType<typeof apiRequest>, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Snapshot = Record<string, unknown>;

interface Target {
  id: number;
  caller: TestUser;
  /** Every stored column the PATCH could touch, by name. */
  snapshot: () => Promise<Snapshot>;
}

interface FieldCase {
  value: unknown | (() => Promise<unknown>);
  /** The snapshot keys this field changes (besides updatedAt); empty when the value is already stored. */
  changes: string[];
}

interface PatchCase {
  route: string;
  handler: Handler;
  /** A fresh target per field, so that every field starts from the same stored row. */
  target: () => Promise<Target>;
  fields: Record<string, FieldCase>;
}

let admin: TestUser;
let vendorId: number;
let otherCategoryId: number;
let imagePng: Buffer;

const prefixed = (prefix: string, row: object): Snapshot => Object.fromEntries(Object.entries(row).map(([key, value]) => [`${prefix}.${key}`, value]));

async function userSnapshot(id: number): Promise<Snapshot> {
  const [row] = await (await getDb()).select().from(users).where(eq(users.id, id));
  return prefixed("users", row);
}

/** A customer whose every profile column holds a value no default would write. */
async function filledCustomer(verified = true): Promise<TestUser> {
  return build.customer({ verified, company: "Gastown Deli", firstName: "Ann", lastName: "Lee", address: "9 Water St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1" });
}

const profileFields: Record<string, FieldCase> = {
  phone_number: { value: "6045550199", changes: ["users.phoneNumber"] },
  first_name: { value: "Only", changes: ["users.firstName"] },
  last_name: { value: "Tremblay", changes: ["users.lastName"] },
  country: { value: "Canada", changes: [] },
  address: { value: "1 Cordova St", changes: ["users.address"] },
  townCity: { value: "Burnaby", changes: ["users.townCity"] },
  state: { value: "AB", changes: ["users.state"] },
  zipcode: { value: "t2p1j9", changes: ["users.zipcode"] },
  company: { value: "Cordova Foods", changes: ["users.company"] },
  language: { value: "fr-CA", changes: ["users.locale"] },
};

async function productSnapshot(id: number): Promise<Snapshot> {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id));
  const [stock] = await db.select().from(productStock).where(eq(productStock.productId, id));
  const filed = await db.select({ categoryId: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)).orderBy(asc(productCategories.categoryId));
  return { ...prefixed("products", row), ...prefixed("stock", stock ?? {}), "categories.ids": filed.map((f) => f.categoryId) };
}

async function orderSnapshot(id: number): Promise<Snapshot> {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return prefixed("orders", row);
}

async function placedOrder(): Promise<Target> {
  const buyer = await filledCustomer();
  const placed = await build.order(buyer, [await build.product()], { companyName: "Gastown Deli", orderNotes: "Back door\nafter 9" });
  return { id: placed.id, caller: buyer, snapshot: () => orderSnapshot(placed.id) };
}

const cases: PatchCase[] = [
  {
    route: "PATCH /api/users/profile/{id}/ (the customer's own)",
    handler: patchProfile as Handler,
    target: async () => {
      const user = await filledCustomer();
      return { id: user.id, caller: user, snapshot: () => userSnapshot(user.id) };
    },
    fields: profileFields,
  },
  {
    route: "PATCH /api/users/profile/{id}/ (staff on a customer)",
    handler: patchProfile as Handler,
    target: async () => {
      const user = await filledCustomer();
      return { id: user.id, caller: admin, snapshot: () => userSnapshot(user.id) };
    },
    fields: profileFields,
  },
  {
    route: "PATCH /api/users/registration_profile/{id}/",
    handler: patchRegistrationProfile as Handler,
    target: async () => {
      const user = await filledCustomer(false);
      return { id: user.id, caller: user, snapshot: () => userSnapshot(user.id) };
    },
    fields: profileFields,
  },
  {
    route: "PATCH /api/users/profile_verification/{id}/",
    handler: patchVerification as Handler,
    target: async () => {
      const user = await filledCustomer(false);
      return { id: user.id, caller: admin, snapshot: () => userSnapshot(user.id) };
    },
    fields: { verified: { value: true, changes: ["users.verified"] } },
  },
  {
    route: "PATCH /api/products/product/details/{id}/",
    handler: patchProduct as Handler,
    target: async () => {
      const category = await build.category();
      const product = await build.product({
        barcode: "0001112223334",
        cost: "4.00",
        special: "5",
        boxQuantity: 6,
        ordering: 2,
        purchaseTaxCode: "E",
        vendorId: (await build.vendor()).id,
        image: "old-picture.webp",
        categories: [category],
      });
      await build.stockLevel(product, 40, 4);
      return { id: product.id, caller: admin, snapshot: () => productSnapshot(product.id) };
    },
    fields: {
      item: { value: () => `PP-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`, changes: ["products.item", "products.searchText"] },
      // The product has no French name: French pages show (and sort by) the English one.
      name: { value: "Pâté de campagne", changes: ["products.name", "products.searchText", "products.nameWords", "products.nameFrSort"] },
      name_fr: { value: "Pâté de campagne à l'ancienne", changes: ["products.nameFr", "products.searchText", "products.nameWords", "products.nameFrSort"] },
      price: { value: "12.34", changes: ["products.price", "products.casePrice"] },
      cost: { value: "3.21", changes: ["products.cost"] },
      special: { value: "15", changes: ["products.special", "products.casePrice"] },
      barcode: { value: "0629104150021", changes: ["products.barcode", "products.searchText"] },
      box_quantity: { value: 12, changes: ["products.boxQuantity", "products.casePrice"] },
      stock: { value: false, changes: ["products.stock"] },
      quantity: { value: 77, changes: ["stock.quantity"] },
      sales_tax_code: { value: "G", changes: ["products.salesTaxCode"] },
      purchase_tax_code: { value: "G", changes: ["products.purchaseTaxCode"] },
      provincial_tax_class: { value: "taxable", changes: ["products.provincialTaxClass"] },
      need_to_reorder_below: { value: 9, changes: ["stock.needToReorderBelow"] },
      ordering: { value: 7, changes: ["products.ordering"] },
      actions: { value: "10-1", changes: ["products.actions"] },
      vendor: { value: () => vendorId, changes: ["products.vendorId"] },
      cat: { value: () => String(otherCategoryId), changes: ["categories.ids", "products.categoryIds"] },
      slug: { value: () => `patched_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`, changes: ["products.slug"] },
      image: { value: () => new Blob([new Uint8Array(imagePng)], { type: "image/png" }), changes: ["products.image"] },
      is_deleted: { value: true, changes: ["products.isDeleted"] },
    },
  },
  {
    route: "PATCH /api/categories/category/details/{id}/",
    handler: patchCategory as Handler,
    target: async () => {
      const parent = await build.category();
      const category = await build.category({ parentId: parent.id });
      return {
        id: category.id,
        caller: admin,
        snapshot: async () => {
          const [row] = await (await getDb()).select().from(categories).where(eq(categories.id, category.id));
          return prefixed("categories", row);
        },
      };
    },
    fields: {
      name: { value: "Fine cheeses", changes: ["categories.name"] },
      name_fr: { value: "Fromages fins", changes: ["categories.nameFr"] },
      slug: { value: () => `cat_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`, changes: ["categories.slug"] },
      parent_category: { value: null, changes: ["categories.parentId"] },
      is_deleted: { value: true, changes: ["categories.isDeleted"] },
    },
  },
  {
    route: "PATCH /api/vendors/details/{id}/",
    handler: patchVendor as Handler,
    target: async () => {
      const vendor = await build.vendor();
      return {
        id: vendor.id,
        caller: admin,
        snapshot: async () => {
          const [row] = await (await getDb()).select().from(vendors).where(eq(vendors.id, vendor.id));
          return prefixed("vendors", row);
        },
      };
    },
    fields: {
      name: { value: () => `Fromagerie ${Math.random().toString(36).slice(2, 8)}`, changes: ["vendors.name"] },
      primary_contact: { value: "Luc Gagnon", changes: ["vendors.primaryContact"] },
      main_phone: { value: "+1 (250) 555-0199", changes: ["vendors.mainPhone"] },
      fax: { value: "250-555-0198", changes: ["vendors.fax"] },
      email: { value: "orders@fromagerie.example.ca", changes: ["vendors.email"] },
    },
  },
  {
    route: "PATCH /api/orders/order/details/{id}/ (billing of an unconfirmed order)",
    handler: patchBilling as Handler,
    target: placedOrder,
    fields: {
      companyName: { value: "Cordova Foods", changes: ["orders.companyName", "orders.searchText"] },
      country: { value: "Canada", changes: [] },
      address: { value: "1 Cordova St", changes: ["orders.address"] },
      townCity: { value: "Burnaby", changes: ["orders.townCity"] },
      state: { value: "AB", changes: ["orders.state"] },
      zipcode: { value: "T2P 1J9", changes: ["orders.zipcode"] },
      email: { value: "buyer@cordova.example.ca", changes: ["orders.email", "orders.searchText"] },
      phone: { value: "2505550111", changes: ["orders.phone"] },
      orderNotes: { value: "Front door", changes: ["orders.orderNotes"] },
    },
  },
  {
    route: "PATCH /api/orders/order_status/{id}/",
    handler: patchOrderStatus as Handler,
    target: async () => ({ ...(await placedOrder()), caller: admin }),
    fields: {
      status: { value: "Paid", changes: ["orders.status"] },
      delivered_status: { value: "Delivered", changes: ["orders.deliveredStatus", "orders.deliveredAt"] },
    },
  },
];

beforeAll(async () => {
  await resetAllLimiters();
  admin = await build.admin();
  vendorId = (await build.vendor()).id;
  otherCategoryId = (await build.category()).id;
  imagePng = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
});

function without(snapshot: Snapshot, keys: string[]): Snapshot {
  const rest = { ...snapshot };
  for (const key of [...keys, "users.updatedAt", "products.updatedAt", "categories.updatedAt", "vendors.updatedAt", "orders.updatedAt", "stock.updatedAt"]) delete rest[key];
  return rest;
}

function bodyOf(field: string, value: unknown): FormData | Record<string, unknown> {
  if (!(value instanceof Blob)) return { [field]: value };
  const form = new FormData();
  form.append(field, value, "picture.png");
  return form;
}

describe.each(cases)("$route", ({ handler, target, fields }) => {
  it.each(Object.entries(fields))("a body of %s alone changes that field and nothing else", async (field, { value, changes }) => {
    const { id, caller, snapshot } = await target();
    const before = await snapshot();
    const sent = typeof value === "function" ? await (value as () => Promise<unknown>)() : value;
    const response = await handler(apiRequest(`/patch/${id}/`, { method: "PATCH", body: bodyOf(field, sent), headers: tokenHeader(caller) }), routeParams({ id: String(id) }));
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const after = await snapshot();
    expect(without(after, changes)).toEqual(without(before, changes));
    for (const key of changes) expect(after[key], key).not.toEqual(before[key]);
  });
});
