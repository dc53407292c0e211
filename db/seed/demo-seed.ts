import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { taxOrder, writeOrderTaxes } from "@/lib/orders/order-taxes";
import type { Db } from "@/db/client";
import {
  categories,
  deliveryZones,
  orderItems,
  orders,
  priceListEntries,
  priceLists,
  productCategories,
  products,
  users,
  vendors,
} from "@/db/schema";
import { hashPassword } from "@/lib/identity/password";
import { VISITOR } from "@/lib/context/actor";
import { inTransaction, newContext, type Ctx } from "@/lib/context/context";
import { slugify } from "@/lib/shared/catalog/slug";
import { holidaysAhead } from "@/lib/shared/orders/delivery-dates";
import { shopDay } from "@/lib/shared/orders/order-time";
import { centsToDecimal, toCents } from "@/lib/shared/pricing/money";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import type { ProvincialTaxClass } from "@/lib/shared/pricing/sales-taxes";
import { storedLine } from "@/lib/shared/pricing/stored-line";
import { customerSnapshot, customerSnapshotColumns, lineSnapshot, orderItemRows, productSnapshotColumns } from "@/lib/orders/order-rows";
import { addSoldCounts } from "@/lib/orders/sold-counts";
import { setStockLevels } from "@/lib/catalog/stock";
import { DEMO_CATEGORIES, DEMO_PRODUCTS, DEMO_VENDORS, type DemoProduct } from "./data/demo-catalog";
import { DEMO_CATEGORY_NAMES_FR, DEMO_PRODUCT_NAMES_FR } from "./data/demo-catalog-fr";
import { DEMO_USERS } from "./demo-users";
import { generateProductImage } from "./product-images";

/*
 * The demo shop: vendors, the category tree, the catalogue with generated pictures, the demo
 * accounts and orders in every state. Idempotent: every part is inserted only when missing.
 */

export interface SeedSummary {
  vendors: number;
  categories: number;
  products: number;
  users: number;
  orders: number;
}

export async function seedVendors(db: Db): Promise<Map<string, number>> {
  const existing = await db.select({ id: vendors.id, name: vendors.name }).from(vendors);
  const ids = new Map(existing.map((v) => [v.name, v.id]));
  const missing = DEMO_VENDORS.filter((v) => !ids.has(v.name));
  if (missing.length) {
    const inserted = await db
      .insert(vendors)
      .values(missing.map((v) => ({ name: v.name, primaryContact: v.primaryContact, mainPhone: v.mainPhone, fax: v.fax, email: v.email })))
      .returning({ id: vendors.id, name: vendors.name });
    for (const v of inserted) ids.set(v.name, v.id);
  }
  return ids;
}

/** Category ids by "Parent" and "Parent/Sub". */
export async function seedCategories(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const parent of DEMO_CATEGORIES) {
    const parentSlug = slugify(parent.name);
    await db.insert(categories).values({ name: parent.name, nameFr: DEMO_CATEGORY_NAMES_FR[parent.name] ?? "", slug: parentSlug }).onConflictDoNothing();
    const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, parentSlug));
    ids.set(parent.name, row.id);
    for (const sub of parent.subcategories) {
      const subSlug = slugify(`${parent.name} ${sub}`);
      await db
        .insert(categories)
        .values({ name: sub, nameFr: DEMO_CATEGORY_NAMES_FR[`${parent.name}/${sub}`] ?? "", slug: subSlug, parentId: row.id })
        .onConflictDoNothing();
      const [subRow] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, subSlug));
      ids.set(`${parent.name}/${sub}`, subRow.id);
    }
  }
  return ids;
}

/**
 * The demo's French names where a shop seeded before there were French names has none (issue 28):
 * a demo category or product whose French name is still empty gets the demo's. Names staff wrote
 * are left alone.
 */
export async function fillDemoFrenchNames(db: Db): Promise<void> {
  const categoryNames = DEMO_CATEGORIES.flatMap((parent) => [
    { slug: slugify(parent.name), nameFr: DEMO_CATEGORY_NAMES_FR[parent.name] ?? "" },
    ...parent.subcategories.map((sub) => ({ slug: slugify(`${parent.name} ${sub}`), nameFr: DEMO_CATEGORY_NAMES_FR[`${parent.name}/${sub}`] ?? "" })),
  ]);
  await db.execute(sql`update categories set name_fr = named.name_fr
    from (select * from json_to_recordset(${JSON.stringify(categoryNames.map((c) => ({ slug: c.slug, name_fr: c.nameFr })))}::json) as x(slug text, name_fr text)) as named
    where categories.slug = named.slug and categories.name_fr = '' and named.name_fr <> ''`);
  const productNames = DEMO_PRODUCTS.map((p) => ({ item: p.item, name_fr: DEMO_PRODUCT_NAMES_FR[p.item] ?? "" }));
  await db.execute(sql`update products set name_fr = named.name_fr
    from (select * from json_to_recordset(${JSON.stringify(productNames)}::json) as x(item text, name_fr text)) as named
    where lower(products.item) = lower(named.item) and products.name_fr = '' and named.name_fr <> ''`);
}

function productSlug(p: DemoProduct): string {
  return slugify(`${p.name} ${p.item}`);
}

/**
 * The demo's departments that sell no food (napkins, takeout containers, cups, wraps, cleaners,
 * gloves, garbage bags): in the provincial sales taxes' base (PST BC, RST MB, PST SK;
 * docs/taxes.md). Every other demo product is food, exempt.
 */
export const PROVINCIALLY_TAXABLE_DEMO_CATEGORIES: ReadonlySet<string> = new Set(["Paper & Packaging", "Cleaning & Sanitation"]);

export function demoProvincialTaxClass(p: DemoProduct): ProvincialTaxClass {
  return PROVINCIALLY_TAXABLE_DEMO_CATEGORIES.has(p.category) ? "taxable" : "exempt";
}

export async function seedProducts(
  db: Db,
  vendorIds: Map<string, number>,
  categoryIds: Map<string, number>,
  mediaDir?: string,
): Promise<number> {
  const present = new Set(
    (await db.select({ item: products.item }).from(products).where(inArray(products.item, DEMO_PRODUCTS.map((p) => p.item)))).map(
      (r) => r.item,
    ),
  );
  const missing = DEMO_PRODUCTS.filter((p) => !present.has(p.item));
  if (missing.length === 0) return 0;
  // Pictures first, several at a time (sharp renders off the main thread).
  const images = new Map<string, string | null>();
  for (let i = 0; i < missing.length; i += 8) {
    const chunk = missing.slice(i, i + 8);
    const keys = await Promise.all(
      chunk.map((p, j) => (p.image ? generateProductImage(productSlug(p), p.color, i + j, mediaDir) : Promise.resolve(null))),
    );
    chunk.forEach((p, j) => images.set(p.item, keys[j]));
  }
  const now = Date.now();
  const inserted = await db
    .insert(products)
    .values(
      missing.map((p) => ({
        item: p.item,
        name: p.name,
        nameFr: DEMO_PRODUCT_NAMES_FR[p.item] ?? "",
        slug: productSlug(p),
        price: p.price,
        cost: p.cost,
        special: p.special,
        image: images.get(p.item) ?? null,
        barcode: p.barcode,
        boxQuantity: p.boxQuantity,
        stock: p.stock,
        salesTaxCode: p.salesTaxCode,
        purchaseTaxCode: p.purchaseTaxCode,
        provincialTaxClass: demoProvincialTaxClass(p),
        ordering: p.ordering,
        actions: p.actions,
        vendorId: vendorIds.get(p.vendor) ?? null,
        isDeleted: p.isDeleted,
        // Spread creation dates over the catalogue (a stride through it, so that the newest arrivals
        // come from every department) to give "new arrivals" a real order.
        createdAt: new Date(now - ((DEMO_PRODUCTS.indexOf(p) * 37) % DEMO_PRODUCTS.length) * 3_600_000),
      })),
    )
    .returning({ id: products.id, item: products.item });
  const idByItem = new Map(inserted.map((r) => [r.item, r.id]));
  const links: Array<{ productId: number; categoryId: number }> = [];
  for (const p of missing) {
    const productId = idByItem.get(p.item);
    if (!productId) continue;
    const ids = [categoryIds.get(p.category), p.subcategory ? categoryIds.get(`${p.category}/${p.subcategory}`) : undefined];
    for (const categoryId of ids) if (categoryId !== undefined) links.push({ productId, categoryId });
  }
  if (links.length) await db.insert(productCategories).values(links).onConflictDoNothing();
  await setStockLevels(
    newContext(db, VISITOR),
    missing.flatMap((p) => {
      const productId = idByItem.get(p.item);
      return productId ? [{ productId, quantity: p.quantity, needToReorderBelow: p.needToReorderBelow }] : [];
    }),
  );
  return missing.length;
}

export async function seedUsers(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const u of DEMO_USERS) {
    const [found] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${u.email.toLowerCase()}`);
    if (found) {
      ids.set(u.email, found.id);
      continue;
    }
    const [row] = await db
      .insert(users)
      .values({
        email: u.email,
        username: u.email,
        passwordHash: await hashPassword(u.password),
        role: u.role,
        verified: u.verified,
        company: u.company,
        firstName: u.firstName,
        lastName: u.lastName,
        phoneNumber: u.phoneNumber,
        country: "Canada",
        address: u.address,
        townCity: u.townCity,
        state: u.state,
        zipcode: u.zipcode,
      })
      .returning({ id: users.id });
    ids.set(u.email, row.id);
  }
  return ids;
}

interface DemoOrderPlan {
  customer: string;
  daysAgo: number;
  lines: Array<{ item: string; cases: number }>;
  confirmed: boolean;
  status: "Paid" | "Not paid";
  deliveredStatus: "Delivered" | "Not delivered";
  adminCreated?: boolean;
  notes?: string;
}

/** Picks active, in-stock products deterministically for the demo orders. */
function orderPlans(): DemoOrderPlan[] {
  const active = DEMO_PRODUCTS.filter((p) => !p.isDeleted && p.stock);
  const promo = active.filter((p) => p.actions === "10-1");
  const pick = (start: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ item: active[(start + i * 7) % active.length].item, cases: 1 + ((start + i) % 3) }));
  // A 10-1 line with more than 9 units earns the free unit.
  const promoLine = (i: number) => {
    const p = promo[i % promo.length];
    return { item: p.item, cases: Math.ceil(10 / p.boxQuantity) };
  };
  const a = "customer@demo.example.ca";
  const b = "harbourcafe@demo.example.ca";
  return [
    { customer: a, daysAgo: 1, lines: [...pick(3, 4), promoLine(0)], confirmed: false, status: "Not paid", deliveredStatus: "Not delivered", notes: "Please deliver before 10 am." },
    { customer: a, daysAgo: 6, lines: pick(11, 6), confirmed: true, status: "Not paid", deliveredStatus: "Not delivered" },
    { customer: a, daysAgo: 13, lines: [...pick(20, 3), promoLine(1)], confirmed: true, status: "Paid", deliveredStatus: "Not delivered" },
    { customer: a, daysAgo: 27, lines: pick(31, 8), confirmed: true, status: "Paid", deliveredStatus: "Delivered" },
    { customer: a, daysAgo: 41, lines: pick(45, 2), confirmed: true, status: "Not paid", deliveredStatus: "Delivered", adminCreated: true, notes: "Phoned in by Jordan." },
    { customer: b, daysAgo: 3, lines: pick(52, 5), confirmed: false, status: "Not paid", deliveredStatus: "Not delivered" },
    { customer: b, daysAgo: 19, lines: [...pick(60, 4), promoLine(2)], confirmed: true, status: "Paid", deliveredStatus: "Delivered" },
  ];
}

export async function seedOrders(ctx: Ctx, userIds: Map<string, number>): Promise<number> {
  const { db } = ctx;
  const customerIds = [...userIds.entries()].filter(([email]) => email !== "admin@demo.example.ca").map(([, id]) => id);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.customerId, customerIds));
  if (n > 0) return 0;
  const adminId = userIds.get("admin@demo.example.ca") ?? null;
  let created = 0;
  for (const plan of orderPlans()) {
    const customerId = userIds.get(plan.customer);
    if (!customerId) continue;
    const [customer] = await db.select(customerSnapshotColumns).from(users).where(eq(users.id, customerId));
    const items = await db
      .select(productSnapshotColumns)
      .from(products)
      .where(and(inArray(products.item, plan.lines.map((l) => l.item)), eq(products.isDeleted, false)));
    const byItem = new Map(items.map((p) => [p.item, p]));
    const lines = plan.lines
      .map((l) => ({ product: byItem.get(l.item), cases: l.cases }))
      .filter((l): l is { product: (typeof items)[number]; cases: number } => l.product !== undefined);
    const priced = priceOrder(lines.map(({ product, cases }) => storedLine(product, cases * product.boxQuantity)));
    const createdAt = new Date(Date.now() - plan.daysAgo * 86_400_000);
    const taxed = await taxOrder({ db }, priced, lines.map(({ product }) => product.provincialTaxClass), { customerId, state: customer.state, placedAt: createdAt });
    const [order] = await db
      .insert(orders)
      .values({
        customerId,
        customerSnapshot: customerSnapshot(customer),
        createdById: plan.adminCreated ? adminId : customerId,
        adminCreated: plan.adminCreated ?? false,
        status: plan.status,
        deliveredStatus: plan.deliveredStatus,
        // Delivered three days after it was placed.
        deliveredAt: plan.deliveredStatus === "Delivered" ? new Date(createdAt.getTime() + 3 * 86_400_000) : null,
        confirmed: plan.confirmed,
        confirmedAt: plan.confirmed ? new Date(createdAt.getTime() + 5_400_000) : null,
        subtotal: centsToDecimal(priced.subtotalCents),
        tax: centsToDecimal(taxed.taxes.totalCents),
        price: centsToDecimal(taxed.grandTotalCents),
        email: customer.email,
        phone: customer.phoneNumber,
        companyName: customer.company,
        fullName: `${customer.firstName} ${customer.lastName}`,
        address: customer.address,
        townCity: customer.townCity,
        state: customer.state,
        zipcode: customer.zipcode,
        country: "Canada",
        orderNotes: plan.notes ?? "",
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    const rows = orderItemRows(order.id, { snapshots: lines.map(({ product }) => lineSnapshot(product)), priced, priceList: null });
    await db.insert(orderItems).values(rows.map((row) => ({ ...row, createdAt })));
    await writeOrderTaxes({ db }, order.id, taxed.taxes);
    await addSoldCounts(ctx, lines.map(({ product }, i) => ({ productId: product.id, units: priced.lines[i].totalQuantity })));
    created += 1;
  }
  return created;
}

/** Seeds the whole demo in one transaction (pictures are written first, content-addressed). */
export async function seedDemo(db: Db, options: { mediaDir?: string } = {}): Promise<SeedSummary> {
  return inTransaction(newContext(db, VISITOR), async (ctx) => {
    const t = ctx.db;
    const vendorIds = await seedVendors(t);
    const categoryIds = await seedCategories(t);
    const productCount = await seedProducts(t, vendorIds, categoryIds, options.mediaDir);
    await fillDemoFrenchNames(t);
    const userIds = await seedUsers(t);
    const orderCount = await seedOrders(ctx, userIds);
    await seedPriceLists(t, categoryIds, userIds);
    await seedDeliveryZones(t);
    return { vendors: vendorIds.size, categories: categoryIds.size, products: productCount, users: userIds.size, orders: orderCount };
  });
}

const DEMO_PRICE_LIST = "Harbour Café contract";

/**
 * The demo's price list (docs/pricing.md), on Harbour Café's account: 8 % off dairy, contract case
 * prices for two olive oils and a quantity break on a rice. Once: a list of that name is left as it is.
 */
export async function seedPriceLists(db: Db, categoryIds: Map<string, number>, userIds: Map<string, number>): Promise<void> {
  const [known] = await db.select({ id: priceLists.id }).from(priceLists).where(eq(priceLists.name, DEMO_PRICE_LIST));
  const dairy = categoryIds.get("Dairy & Eggs");
  const oils = categoryIds.get("Oils & Vinegars/Olive Oils");
  const rice = categoryIds.get("Rice & Grains/Basmati & Jasmine Rice");
  const customer = userIds.get("harbourcafe@demo.example.ca");
  if (known || dairy === undefined || oils === undefined || rice === undefined || customer === undefined) return;
  const inCategory = (id: number, limit: number) =>
    db
      .select({ id: products.id, price: products.price, boxQuantity: products.boxQuantity })
      .from(products)
      .where(and(sql`${products.categoryIds} @> array[${id}::int]`, eq(products.isDeleted, false)))
      .orderBy(products.item)
      .limit(limit);
  // A case price of `percent` % of the list price of a case.
  const share = (p: { price: string; boxQuantity: number }, percent: number) => centsToDecimal(Math.round((toCents(p.price) * p.boxQuantity * percent) / 100));
  const [list] = await db.insert(priceLists).values({ name: DEMO_PRICE_LIST }).returning({ id: priceLists.id });
  const entries: Array<typeof priceListEntries.$inferInsert> = [{ priceListId: list.id, kind: "category", categoryId: dairy, percentOff: "8" }];
  for (const oil of await inCategory(oils, 2)) entries.push({ priceListId: list.id, kind: "product", productId: oil.id, casePrice: share(oil, 90) });
  for (const grain of await inCategory(rice, 1)) {
    entries.push({ priceListId: list.id, kind: "break", productId: grain.id, fromCases: 5, casePrice: share(grain, 92) });
    entries.push({ priceListId: list.id, kind: "break", productId: grain.id, fromCases: 10, casePrice: share(grain, 88) });
  }
  await db.insert(priceListEntries).values(entries);
  await db.update(users).set({ priceListId: list.id }).where(and(eq(users.id, customer), isNull(users.priceListId)));
}

/** The demo's delivery zones (docs/delivery.md "Zones"): ISO weekdays, money as decimal strings. */
export const DEMO_DELIVERY_ZONES = [
  { name: "Vancouver & Burnaby", postalPrefixes: ["V5*", "V6*"], weekdays: [2, 5], cutoffTime: "14:00", cutoffDaysBefore: 1, minimumOrder: "0.00", feeUnderMinimum: null },
  { name: "North Shore", postalPrefixes: ["V7*"], weekdays: [1, 4], cutoffTime: "14:00", cutoffDaysBefore: 1, minimumOrder: "0.00", feeUnderMinimum: null },
  { name: "Vancouver Island", postalPrefixes: ["V8*", "V9*"], weekdays: [3], cutoffTime: "12:00", cutoffDaysBefore: 2, minimumOrder: "0.00", feeUnderMinimum: null },
  { name: "Okanagan", postalPrefixes: ["V1V", "V1W", "V1X", "V1Y", "V1Z", "V1T", "V4V"], weekdays: [3], cutoffTime: "14:00", cutoffDaysBefore: 2, minimumOrder: "250.00", feeUnderMinimum: null },
  { name: "Fraser Valley", postalPrefixes: ["V2S", "V2T", "V3G", "V4X"], weekdays: [4], cutoffTime: "14:00", cutoffDaysBefore: 1, minimumOrder: "150.00", feeUnderMinimum: "15.00" },
] as const satisfies ReadonlyArray<Omit<typeof deliveryZones.$inferInsert, "closedDates">>;

/**
 * The demo's delivery zones: the Lower Mainland twice a week, the islands and the interior once, each
 * closed on the coming year's statutory holidays (as a zone staff create). The minimums stay 0 where
 * the demo customers order, so their totals do not change. A zone of that name already there is left
 * as it is.
 */
export async function seedDeliveryZones(db: Db, today = shopDay(new Date())): Promise<void> {
  const known = new Set((await db.select({ name: deliveryZones.name }).from(deliveryZones)).map((z) => z.name.toLowerCase()));
  const closedDates = holidaysAhead(today);
  const missing = DEMO_DELIVERY_ZONES.filter((zone) => !known.has(zone.name.toLowerCase()));
  if (missing.length === 0) return;
  await db.insert(deliveryZones).values(missing.map((zone) => ({ ...zone, postalPrefixes: [...zone.postalPrefixes], weekdays: [...zone.weekdays], closedDates })));
}

/** True when the database holds no product and no user: a fresh installation. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const anyProduct = await db.select({ id: products.id }).from(products).limit(1);
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  return anyProduct.length === 0 && anyUser.length === 0;
}
