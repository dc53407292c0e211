import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { categories, orders, productCategories, products, productStock, users, vendors, type CategoryRow, type ProductRow } from "@/db/schema";
import type { Billing } from "@/lib/shared/orders/schemas";
import type { OrderView } from "@/lib/orders/order-view";
import { centsToDecimal } from "@/lib/shared/pricing/money";
import { priceOrder } from "@/lib/shared/pricing/pricing";
import { submittedQuantity } from "@/lib/shared/pricing/quantities";
import { storedLine } from "@/lib/shared/pricing/stored-line";
import { createUser, tokenHeader, type TestUser } from "./accounts";
import { apiRequest, noParams } from "./requests";

/*
 * The rows integration tests start from, with defaults unique within the test file's database
 * (each file has its own, see integration-setup.ts). Import them as a namespace, so a test can
 * still call its own variables product, customer or order:
 *
 *   import * as build from "@/test/support/builders";
 *   const p = await build.product({ price: "2.50", boxQuantity: 6, salesTaxCode: "G" });
 *   const buyer = await build.customer();
 *   const placed = await build.order(buyer, [{ product: p, quantity: 12 }]);
 */

let sequence = 0;
const next = () => (sequence += 1);

export type ProductOverrides = Partial<typeof products.$inferInsert> & {
  /** The categories the product is filed under. */
  categories?: Array<{ id: number }>;
  /** Units on hand (a product_stock row); null: no row, so 0 on hand. Default 1,000. */
  onHand?: number | null;
};

/**
 * A products row: item code T-<n>, name "Product <item>", a unique slug, $10.00 a unit, sold by
 * the unit, in stock with 1,000 units on hand, tax-exempt (E), in no category; any column can be overridden.
 */
export async function product(overrides: ProductOverrides = {}): Promise<ProductRow> {
  const n = next();
  const { categories: filedUnder = [], onHand = 1000, ...columns } = overrides;
  const item = columns.item ?? `T-${n}`;
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({ item, name: `Product ${item}`, slug: `test_product_${n}`, price: "10.00", boxQuantity: 1, stock: true, salesTaxCode: "E", ...columns })
    .returning();
  if (filedUnder.length > 0) {
    await db.insert(productCategories).values(filedUnder.map((c) => ({ productId: row.id, categoryId: c.id })));
  }
  if (onHand !== null) await db.insert(productStock).values({ productId: row.id, quantity: onHand });
  return row;
}

/** A categories row: "Category <n>" with a unique slug, top-level unless parentId is given. */
export async function category(overrides: Partial<typeof categories.$inferInsert> = {}): Promise<CategoryRow> {
  const n = next();
  const db = await getDb();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${n}`, slug: `test_category_${n}`, ...overrides })
    .returning();
  return row;
}

type ProfileColumns = "company" | "firstName" | "lastName" | "phoneNumber" | "address" | "townCity" | "state" | "zipcode";

/**
 * A customer with a password, an API token (see tokenHeader and sessionCookie in ./accounts) and a
 * full Vancouver profile; verified unless { verified: false }.
 */
export async function customer(
  overrides: { verified?: boolean; email?: string } & Partial<Pick<typeof users.$inferInsert, ProfileColumns>> = {},
): Promise<TestUser> {
  const { verified, email, ...profile } = overrides;
  const user = await createUser({ role: "Customer", verified, email });
  if (Object.keys(profile).length > 0) {
    await (await getDb()).update(users).set(profile).where(eq(users.id, user.id));
  }
  return user;
}

/** A staff account (verified), with a password and an API token. */
export async function admin(overrides: { email?: string } = {}): Promise<TestUser> {
  return createUser({ role: "Admin", email: overrides.email });
}

/** An order line: a product and its charged units (whole cases; the 10-1 free unit is added on top). */
export type OrderLine = { product: ProductRow; quantity: number };

/** The grand total the shop charges for these lines, as the API writes money ("12.34"). */
export function orderTotal(lines: OrderLine[]): string {
  return centsToDecimal(priceOrder(lines.map(({ product: p, quantity }) => storedLine(p, quantity))).grandTotalCents);
}

/**
 * Places an order as the customer does at checkout: POST /api/orders/order/details/ with the
 * customer's token, the lines (a bare product is one case) as the checkout submits them and the
 * total the shop's pricing gives. Billing defaults to the customer's profile, as the cart's billing
 * form is filled in (billingFormDefaults). Throws with the answer when the shop refuses the order,
 * so a fixture never fails silently. Answers the placed order.
 */
export async function order(buyer: TestUser, lines: Array<ProductRow | OrderLine>, overrides: Partial<Billing> = {}): Promise<OrderView> {
  // Loaded on first use, so files that build only catalogue rows or accounts do not load the order handlers.
  const { POST: placeOrder } = await import("@/app/api/orders/order/details/route");
  const charged = lines.map((line) => ("product" in line ? line : { product: line, quantity: line.boxQuantity }));
  const [profile] = await (await getDb()).select().from(users).where(eq(users.id, buyer.id));
  const body = {
    companyName: profile.company,
    country: "Canada",
    address: profile.address,
    townCity: profile.townCity,
    state: profile.state,
    zipcode: profile.zipcode,
    email: profile.email,
    phone: profile.phoneNumber,
    orderNotes: "",
    ...overrides,
    price: orderTotal(charged),
    purchased_items: charged.map(({ product: p, quantity }) => ({ id: p.id, quantity: submittedQuantity(quantity, p.actions) })),
  };
  const response = await placeOrder(apiRequest("/api/orders/order/details/", { method: "POST", body, headers: tokenHeader(buyer) }), noParams);
  const answer = await response.json();
  if (response.status !== 201) throw new Error(`the order was refused (${response.status}): ${JSON.stringify(answer)}`);
  return (answer as { order: OrderView }).order;
}

/** Confirms an order as staff do, after which the customer can no longer change it. */
export async function confirmOrder(placed: { id: number }): Promise<void> {
  await (await getDb()).update(orders).set({ confirmed: true, confirmedAt: new Date() }).where(eq(orders.id, placed.id));
}

/** A vendors row: "Vendor <n>" with a contact, phone, fax and email; any column can be overridden. */
export async function vendor(overrides: Partial<typeof vendors.$inferInsert> = {}) {
  const n = next();
  const [row] = await (await getDb())
    .insert(vendors)
    .values({ name: `Vendor ${n}`, primaryContact: `Contact ${n}`, mainPhone: "604-555-0100", fax: "604-555-0101", email: `vendor${n}@test.example.ca`, ...overrides })
    .returning();
  return row;
}

/** Sets a product's stock on hand and reorder level (table product_stock), as staff do on the product form. */
export async function stockLevel(p: { id: number }, quantity: number, needToReorderBelow = 0): Promise<void> {
  await (await getDb())
    .insert(productStock)
    .values({ productId: p.id, quantity, needToReorderBelow })
    .onConflictDoUpdate({ target: productStock.productId, set: { quantity, needToReorderBelow } });
}

/** A product's stock on hand as stored (0 without a row). */
export async function stockOf(p: { id: number }): Promise<number> {
  const [row] = await (await getDb()).select({ quantity: productStock.quantity }).from(productStock).where(eq(productStock.productId, p.id));
  return row?.quantity ?? 0;
}

/** The audiences of the catalogue besides the visitor: staff, a verified customer, and one awaiting verification. */
export async function audiences(): Promise<{ admin: TestUser; customer: TestUser; pending: TestUser }> {
  return { admin: await admin(), customer: await customer(), pending: await customer({ verified: false }) };
}
