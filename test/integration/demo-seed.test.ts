import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db/client";
import { categories, orderItems, orders, products, productStock, users } from "@/db/schema";
import { isDatabaseEmpty, PROVINCIALLY_TAXABLE_DEMO_CATEGORIES, seedDemo } from "@/db/seed/demo-seed";
import { DEMO_PRODUCTS } from "@/db/seed/data/demo-catalog";
import { seedLargeCatalog } from "@/db/seed/large-catalog";
import { listNewArrivals } from "@/lib/catalog/featured-products";
import { verifyPassword } from "@/lib/identity/password";
import { VISITOR } from "@/lib/context/actor";
import { GET as getMedia } from "@/app/media/[...key]/route";
import { apiRequest, routeParams } from "@/test/support/requests";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import { parsePercent, toCents } from "@/lib/shared/pricing/money";

let db: Db;
const count = async (query: Promise<Array<{ n: number }>>) => (await query)[0].n;
const n = sql<number>`count(*)::int`;

beforeAll(async () => {
  db = await getDb();
  expect(await isDatabaseEmpty(db)).toBe(true);
  await seedDemo(db);
}, 120_000);

describe("the demo data", () => {
  it("is a realistic catalogue: 150+ products in 8+ parent categories with subcategories", async () => {
    expect(await count(db.select({ n }).from(products))).toBeGreaterThanOrEqual(150);
    const parents = await count(db.select({ n }).from(categories).where(isNull(categories.parentId)));
    expect(parents).toBeGreaterThanOrEqual(8);
    const subs = await count(db.select({ n }).from(categories).where(sql`${categories.parentId} is not null`));
    expect(subs).toBeGreaterThan(parents);
  });

  it("has every kind of product the shop must show", async () => {
    const where = async (condition: ReturnType<typeof sql>) => count(db.select({ n }).from(products).where(condition));
    expect(await where(sql`sales_tax_code = 'G'`)).toBeGreaterThan(10);
    expect(await where(sql`sales_tax_code = 'E'`)).toBeGreaterThan(10);
    expect(await where(sql`special > 0`)).toBeGreaterThan(5);
    expect(await where(sql`actions = '10-1'`)).toBeGreaterThan(5);
    expect(await where(sql`not stock`)).toBeGreaterThan(3);
    expect(await where(sql`id in (select product_id from product_stock where quantity < need_to_reorder_below)`)).toBeGreaterThan(3);
    expect(await where(sql`image is null`)).toBeGreaterThan(3);
    expect(await where(sql`is_deleted`)).toBeGreaterThan(2);
  });

  it("has its non-food products (packaging, disposables, cleaning) in the provincial sales taxes' base, and its food exempt", async () => {
    const classes = new Map((await db.select({ item: products.item, provincialTaxClass: products.provincialTaxClass }).from(products)).map((p) => [p.item, p.provincialTaxClass]));
    const taxable = DEMO_PRODUCTS.filter((p) => PROVINCIALLY_TAXABLE_DEMO_CATEGORIES.has(p.category));
    expect(taxable.length).toBeGreaterThan(20);
    for (const p of DEMO_PRODUCTS) expect(classes.get(p.item), `${p.item} ${p.name}`).toBe(taxable.includes(p) ? "taxable" : "exempt");
    const byName = (name: string) => classes.get(DEMO_PRODUCTS.find((p) => p.name === name)!.item);
    expect(byName("Kraft Takeout Box No. 2 200 ct")).toBe("taxable");
    expect(byName("Bleach 6% 3.6 L")).toBe("taxable");
    expect(byName("Unbleached Bread Flour 20 kg")).toBe("exempt");
  });

  it("has a demo admin, a verified and an unverified customer, with working passwords", async () => {
    const accounts = await db.select().from(users);
    const admin = accounts.find((u) => u.role === "Admin");
    expect(admin).toBeDefined();
    expect(accounts.some((u) => u.role === "Customer" && u.verified)).toBe(true);
    expect(accounts.some((u) => u.role === "Customer" && !u.verified)).toBe(true);
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin!.passwordHash!, "demo-admin")).toBe(true);
    expect(await verifyPassword(admin!.passwordHash!, "wrong")).toBe(false);
  });

  it("has orders in every state, priced by lib/shared/pricing", async () => {
    const all = await db.select().from(orders);
    expect(all.some((o) => !o.confirmed)).toBe(true);
    expect(all.some((o) => o.confirmed && o.status === "Not paid")).toBe(true);
    expect(all.some((o) => o.status === "Paid" && o.deliveredStatus === "Not delivered")).toBe(true);
    expect(all.some((o) => o.deliveredStatus === "Delivered")).toBe(true);
    expect(all.some((o) => o.adminCreated)).toBe(true);
    for (const order of all) {
      const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      expect(lines.length).toBeGreaterThan(0);
      const priced = priceOrder(
        lines.map((l) => ({ priceCents: toCents(l.unitPrice), specialBasisPoints: parsePercent(l.special), salesTaxCode: l.salesTaxCode, action: l.actions, quantity: l.quantity })),
      );
      expect(toCents(order.price)).toBe(priced.grandTotalCents);
      expect(toCents(order.tax)).toBe(priced.taxCents);
    }
    const free = await count(db.select({ n }).from(orderItems).where(sql`free_quantity = 1`));
    expect(free).toBeGreaterThan(0);
  });

  it("is idempotent: a second run adds nothing", async () => {
    const before = {
      products: await count(db.select({ n }).from(products)),
      users: await count(db.select({ n }).from(users)),
      orders: await count(db.select({ n }).from(orders)),
      categories: await count(db.select({ n }).from(categories)),
    };
    const summary = await seedDemo(db);
    expect(summary).toMatchObject({ products: 0, orders: 0 });
    expect({
      products: await count(db.select({ n }).from(products)),
      users: await count(db.select({ n }).from(users)),
      orders: await count(db.select({ n }).from(orders)),
      categories: await count(db.select({ n }).from(categories)),
    }).toEqual(before);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it("names every product and category in French too (issue 28)", async () => {
    expect(await count(db.select({ n }).from(products).where(eq(products.nameFr, "")))).toBe(0);
    expect(await count(db.select({ n }).from(categories).where(eq(categories.nameFr, "")))).toBe(0);
    const [rice] = await db.select().from(products).where(eq(products.item, "RIC-1001"));
    expect(rice.nameFr).not.toBe(rice.name);
  });

  it("gives a demo seeded before French names its French names, and keeps the ones staff wrote", async () => {
    const [kept] = await db.select({ id: products.id }).from(products).where(eq(products.item, "RIC-1001"));
    await db.update(products).set({ nameFr: "" }).where(sql`item like 'RIC-%'`);
    await db.update(products).set({ nameFr: "Le riz de la maison" }).where(eq(products.id, kept.id));
    await db.update(categories).set({ nameFr: "" });
    await seedDemo(db);
    expect(await count(db.select({ n }).from(products).where(eq(products.nameFr, "")))).toBe(0);
    expect(await count(db.select({ n }).from(categories).where(eq(categories.nameFr, "")))).toBe(0);
    const [after] = await db.select({ nameFr: products.nameFr }).from(products).where(eq(products.id, kept.id));
    expect(after.nameFr).toBe("Le riz de la maison");
  });

  it("serves the generated product pictures", async () => {
    const [withImage] = await db.select().from(products).where(sql`image is not null`).limit(1);
    const response = await getMedia(apiRequest(`/media/${withImage.image}`), routeParams({ key: withImage.image!.split("/") }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
    const missing = await getMedia(apiRequest("/media/products/nothing.webp"), routeParams({ key: ["products", "nothing.webp"] }));
    expect(missing.status).toBe(404);
    const escape = await getMedia(apiRequest("/media/x"), routeParams({ key: ["..", "..", "etc", "passwd"] }));
    expect(escape.status).toBe(404);
  });

  it("gives the home page active products without prices for a visitor", async () => {
    const list = await listNewArrivals({ actor: VISITOR, db }, 8);
    expect(list).toHaveLength(8);
    for (const product of list) {
      expect(product).not.toHaveProperty("price");
      expect(product).not.toHaveProperty("cost");
    }
    const trashed = await db.select({ id: products.id }).from(products).where(eq(products.isDeleted, true));
    expect(list.map((p) => p.id)).not.toEqual(expect.arrayContaining(trashed.slice(0, 1).map((t) => t.id)));
  });

  it("grows a generated catalogue for benchmarks, idempotently", async () => {
    const start = await count(db.select({ n }).from(products));
    await seedLargeCatalog(db, start + 1200);
    expect(await count(db.select({ n }).from(products))).toBe(start + 1200);
    await seedLargeCatalog(db, start + 1200);
    expect(await count(db.select({ n }).from(products))).toBe(start + 1200);
    const accented = await count(db.select({ n }).from(products).where(and(sql`item like 'BEN-%'`, sql`name <> search_text`)));
    expect(accented).toBeGreaterThan(0);
    const belowReorder = await count(db.select({ n }).from(productStock).where(lt(productStock.quantity, productStock.needToReorderBelow)));
    expect(belowReorder).toBeGreaterThan(0);
    // Named in French as they are made, and, seeded before French names, named on the next run.
    const unnamed = () => count(db.select({ n }).from(products).where(and(sql`item like 'BEN-%'`, eq(products.nameFr, ""))));
    expect(await unnamed()).toBe(0);
    const [sample] = await db.select().from(products).where(sql`item like 'BEN-%'`).orderBy(products.id).limit(1);
    await db.update(products).set({ nameFr: "" }).where(sql`item like 'BEN-%'`);
    await seedLargeCatalog(db, start + 1200);
    expect(await unnamed()).toBe(0);
    const [again] = await db.select({ nameFr: products.nameFr }).from(products).where(eq(products.id, sample.id));
    expect(again.nameFr).toBe(sample.nameFr);
  }, 120_000);
});
