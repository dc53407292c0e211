import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as createRoute } from "@/app/api/products/product/details/route";
import { PATCH as patchRoute } from "@/app/api/products/product/details/[id]/route";
import { GET as productList } from "@/app/api/products/product_list/route";
import { getDb, type Db } from "@/db/client";
import { products, type CategoryRow, type ProductRow } from "@/db/schema";
import { PRODUCT_LISTS, productTag } from "@/lib/catalog/catalog-cache";
import { getProductBySlug } from "@/lib/catalog/product-detail";
import { VISITOR, type Actor } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { takeExpiredTags } from "@/test/support/next-cache-stub";
import { apiRequest, noParams, routeParams } from "@/test/support/requests";

/*
 * Issue 29: a product's provincial tax class (`provincial_tax_class`, "exempt" by default or
 * "taxable": whether PST in BC, RST in MB and PST in SK apply, docs/taxes.md). Admins set it on
 * create and edit and read it in product answers, like the other staff fields; customers and
 * visitors never see it and cannot change it; a bad value is a 400 on the field that writes nothing.
 */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;
let category: CategoryRow;
let itemSeq = 0;

const CLASS_MESSAGE = 'Select a valid choice: "exempt", "taxable".';

beforeAll(async () => {
  db = await getDb();
  ({ admin, customer, pending } = await build.audiences());
  category = await build.category({ name: "Takeout containers" });
});

beforeEach(() => {
  takeExpiredTags();
});

const newFields = () => ({
  item: `PTC-${(itemSeq += 1)}`,
  name: `Kraft takeout box ${itemSeq}`,
  price: "0.42",
  box_quantity: "200",
  sales_tax_code: "G",
  purchase_tax_code: "G",
  actions: "None",
  cat: String(category.id),
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

/** `user` null: a visitor. */
async function create(body: FormData | object, user: TestUser | null = admin) {
  const response = await createRoute(apiRequest("/api/products/product/details/", { method: "POST", body, headers: user ? tokenHeader(user) : {} }), noParams);
  return { status: response.status, body: await response.json() };
}

async function patch(id: number, body: FormData | object, user: TestUser | null = admin) {
  const response = await patchRoute(
    apiRequest(`/api/products/product/details/${id}/`, { method: "PATCH", body, headers: user ? tokenHeader(user) : {} }),
    routeParams({ id: String(id) }),
  );
  return { status: response.status, body: await response.json() };
}

/** The product as the list answers it to `user` (null: a visitor), found by its item code. */
async function listed(product: { item: string; id: number }, user: TestUser | null = admin): Promise<Record<string, unknown>> {
  const response = await productList(
    apiRequest(`/api/products/product_list/?search=${encodeURIComponent(product.item.toLowerCase())}`, { headers: user ? tokenHeader(user) : {} }),
    noParams,
  );
  expect(response.status).toBe(200);
  const found = ((await response.json()).results as Array<Record<string, unknown>>).find((p) => p.id === product.id);
  expect(found, product.item).toBeDefined();
  return found!;
}

const stored = async (id: number): Promise<ProductRow> => (await db.select().from(products).where(eq(products.id, id)))[0];
const productCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n;

describe("an admin sets and reads the provincial tax class", () => {
  it("on create, from the multipart form; a product created without it is exempt", async () => {
    const taxable = await create(form({ ...newFields(), provincial_tax_class: "taxable" }));
    expect(taxable.status).toBe(201);
    expect(taxable.body.provincial_tax_class).toBe("taxable");
    expect((await stored(taxable.body.id)).provincialTaxClass).toBe("taxable");
    expect((await listed(taxable.body)).provincial_tax_class).toBe("taxable");

    const plain = await create(newFields());
    expect(plain.status).toBe(201);
    expect(plain.body.provincial_tax_class).toBe("exempt");
    expect((await stored(plain.body.id)).provincialTaxClass).toBe("exempt");
  });

  it("on edit, in JSON and multipart: the answer, the row and the next list read all carry it", async () => {
    const product = await build.product({ categories: [category] });
    expect((await listed(product)).provincial_tax_class).toBe("exempt");

    const toTaxable = await patch(product.id, { provincial_tax_class: "taxable" });
    expect(toTaxable.status).toBe(200);
    expect(toTaxable.body.provincial_tax_class).toBe("taxable");
    expect((await stored(product.id)).provincialTaxClass).toBe("taxable");
    // The edit drops the cached answers that show it: the product's own and every list.
    expect(takeExpiredTags().sort()).toEqual([PRODUCT_LISTS, productTag(product.id)].sort());
    expect((await listed(product)).provincial_tax_class).toBe("taxable");

    const back = await patch(product.id, form({ provincial_tax_class: "exempt" }));
    expect(back.status).toBe(200);
    expect(back.body.provincial_tax_class).toBe("exempt");
    expect((await stored(product.id)).provincialTaxClass).toBe("exempt");
    expect((await listed(product)).provincial_tax_class).toBe("exempt");
  });

  it("an edit of other fields leaves the class as it is", async () => {
    const product = await build.product({ provincialTaxClass: "taxable" });
    const renamed = await patch(product.id, { name: "Deli container 16 oz" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.provincial_tax_class).toBe("taxable");
    expect((await stored(product.id)).provincialTaxClass).toBe("taxable");
  });
});

describe("a bad class", () => {
  const BAD: unknown[] = ["Taxable", "TAXABLE", "zero-rated", "", " taxable", "G", 1, true, null, ["taxable"], { value: "taxable" }];

  it.each(BAD.map((value) => [JSON.stringify(value), value]))("%s: an edit is a 400 on the field and writes nothing, not even the body's other fields", async (_label, value) => {
    const product = await build.product({ name: "Paper hot cups 12 oz" });
    const before = await stored(product.id);
    const answer = await patch(product.id, { name: "Renamed cups", provincial_tax_class: value });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ provincial_tax_class: [CLASS_MESSAGE] });
    expect(await stored(product.id)).toEqual(before);
    expect(takeExpiredTags()).toEqual([]);
  });

  it("a create with it is a 400 on the field and adds no product", async () => {
    const count = await productCount();
    const multipart = await create(form({ ...newFields(), provincial_tax_class: "yes" }));
    const json = await create({ ...newFields(), provincial_tax_class: null });
    for (const answer of [multipart, json]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ provincial_tax_class: [CLASS_MESSAGE] });
    }
    expect(await productCount()).toBe(count);
    expect(takeExpiredTags()).toEqual([]);
  });
});

describe("customers and visitors", () => {
  it("never see the class: not in the list, not on the product's page", async () => {
    const product = await build.product({ provincialTaxClass: "taxable", categories: [category] });
    for (const user of [null, pending, customer]) {
      const row = await listed(product, user);
      expect(row).not.toHaveProperty("provincial_tax_class");
    }
    const actors: Array<[string, Actor]> = [
      ["visitor", VISITOR],
      ["customer", { kind: "user", id: customer.id, email: customer.email, role: "Customer", verified: true }],
    ];
    for (const [label, actor] of actors) {
      const detail = await getProductBySlug(newContext(db, actor), product.slug);
      expect(detail.product, label).not.toHaveProperty("provincial_tax_class");
    }
    const asAdmin = await getProductBySlug(newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true }), product.slug);
    expect(asAdmin.product.provincial_tax_class).toBe("taxable");
  });

  it("cannot set it: a customer's edit or create is a 403, a visitor's a 401, and nothing changes", async () => {
    const product = await build.product();
    const before = await stored(product.id);
    const count = await productCount();
    expect((await patch(product.id, { provincial_tax_class: "taxable" }, customer)).status).toBe(403);
    expect((await patch(product.id, { provincial_tax_class: "taxable" }, pending)).status).toBe(403);
    expect((await patch(product.id, { provincial_tax_class: "taxable" }, null)).status).toBe(401);
    expect((await create({ ...newFields(), provincial_tax_class: "taxable" }, customer)).status).toBe(403);
    expect((await create({ ...newFields(), provincial_tax_class: "taxable" }, null)).status).toBe(401);
    expect(await stored(product.id)).toEqual(before);
    expect(await productCount()).toBe(count);
    expect(takeExpiredTags()).toEqual([]);
  });
});
