import { sql } from "drizzle-orm";
import { DELIVERY_STATUSES, PAID_STATUSES } from "@/lib/shared/orders/statuses";
import { PROMO_ACTIONS, TAX_CODES } from "@/lib/shared/pricing/pricing";
import { PROVINCIAL_TAX_CLASSES, PROVINCIAL_TAX_CODES, SALES_TAX_CODES } from "@/lib/shared/pricing/sales-taxes";
import { LOCALES } from "@/lib/shared/i18n/locales";
import { PRICE_LIST_ENTRY_KINDS, PRICE_RULES } from "@/lib/shared/pricing/price-lists";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/*
 * The whole data model of docs/product.md §3. Money is numeric(12,2) here and integer cents in TypeScript
 * (docs/architecture.md rule 5). Search uses the immutable SQL function shop_search_norm() (lowercase, common
 * Latin accents folded) created by migration 0000, plus pg_trgm indexes.
 */

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const ROLES = ["Admin", "Customer"] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ROLES }).notNull().default("Customer"),
    verified: boolean("verified").notNull().default(false),
    company: text("company").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    country: text("country").notNull().default("Canada"),
    address: text("address").notNull().default(""),
    townCity: text("town_city").notNull().default(""),
    state: text("state").notNull().default(""),
    zipcode: text("zipcode").notNull().default(""),
    // The language the user chose (en-CA or fr-CA) for pages, API answers and emails; null until they choose.
    locale: text("locale", { enum: LOCALES }),
    // Bumped to revoke every web session and API token of the user at once.
    tokenVersion: integer("token_version").notNull().default(0),
    // The customer's price list (issue 30, lib/shared/pricing/price-lists.ts); null: list prices.
    priceListId: integer("price_list_id").references((): AnyPgColumn => priceLists.id, { onDelete: "set null" }),
    // When the customer import (issue 32) sent this account its invitation to set a password; null: never.
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("users_price_list_idx").on(t.priceListId),
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_uq").on(sql`lower(${t.username})`),
    index("users_role_created_idx").on(t.role, t.createdAt),
    index("users_search_trgm_idx").using(
      "gin",
      sql`shop_search_norm(${t.company} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    check("users_role_ck", sql`${t.role} in ('Admin', 'Customer')`),
    check("users_email_ck", sql`position('@' in ${t.email}) > 1`),
    check("users_locale_ck", sql`${t.locale} is null or ${t.locale} in ('en-CA', 'fr-CA')`),
  ],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // SHA-256 of the random token; the token itself is only ever shown to its owner.
    tokenHash: text("token_hash").notNull(),
    // "auth" for a login token, "reset" for the temporary token of a password reset.
    purpose: text("purpose", { enum: ["auth", "reset"] }).notNull().default("auth"),
    // The user's token_version when issued; a bump revokes it.
    tokenVersion: integer("token_version").notNull(),
    createdAt: createdAt(),
    // Every token expires: a login token API_TOKEN_TTL_DAYS after its last use (renewed while in
    // use, at most once a day), a reset token 15 minutes after it was issued.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // When a use last renewed it (not every use: see lib/identity/api-tokens.ts).
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_uq").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.userId),
    check("api_tokens_purpose_ck", sql`${t.purpose} in ('auth', 'reset')`),
  ],
);

/**
 * Web sessions ended by signing out. A session cookie carries its session id (`sid`); the row
 * outlives every copy of that cookie (a revoked session is never refreshed), then is purged.
 */
export const revokedSessions = pgTable(
  "revoked_sessions",
  {
    sid: text("sid").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_sessions_expires_idx").on(t.expiresAt)],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("password_reset_codes_user_created_idx").on(t.userId, t.createdAt),
    check("password_reset_codes_attempts_ck", sql`${t.attempts} >= 0`),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    // The French name (fr-CA); empty until staff write one, and then French pages show the English.
    nameFr: text("name_fr").notNull().default(""),
    slug: text("slug").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, {
      onDelete: "restrict",
    }),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_slug_uq").on(t.slug),
    index("categories_parent_idx").on(t.parentId),
    index("categories_name_idx").on(t.name),
    check("categories_not_own_parent_ck", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
    check("categories_name_ck", sql`length(trim(${t.name})) > 0`),
  ],
);

export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    primaryContact: text("primary_contact").notNull().default(""),
    mainPhone: text("main_phone").notNull().default(""),
    fax: text("fax").notNull().default(""),
    email: text("email").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One vendor per name, case aside: the product form lists vendors by name.
    uniqueIndex("vendors_name_lower_uq").on(sql`lower(${t.name})`),
    check("vendors_name_ck", sql`length(trim(${t.name})) > 0`),
  ],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    item: text("item").notNull(),
    name: text("name").notNull(),
    // The French name (fr-CA); empty until staff write one, and then French pages show the English.
    nameFr: text("name_fr").notNull().default(""),
    slug: text("slug").notNull(),
    price: money("price").notNull(),
    cost: money("cost").notNull().default("0"),
    // Discount in percent, 0–100 (docs/product.md §5: above 100 becomes 100).
    special: numeric("special", { precision: 5, scale: 2 }).notNull().default("0"),
    // Storage key of the image (lib/storage), null when the product has none.
    image: text("image"),
    barcode: text("barcode"),
    boxQuantity: integer("box_quantity").notNull().default(1),
    stock: boolean("stock").notNull().default(true),
    salesTaxCode: text("sales_tax_code", { enum: TAX_CODES }).notNull().default("E"),
    purchaseTaxCode: text("purchase_tax_code", { enum: TAX_CODES }).notNull().default("E"),
    // In the provincial sales taxes' base (PST BC, RST MB, PST SK: docs/taxes.md): basic food is
    // exempt (the default), packaging, disposables and cleaning supplies are taxable.
    provincialTaxClass: text("provincial_tax_class", { enum: PROVINCIAL_TAX_CLASSES }).notNull().default("exempt"),
    ordering: integer("ordering").notNull().default(0),
    actions: text("actions", { enum: PROMO_ACTIONS }).notNull().default("None"),
    vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
    isDeleted: boolean("is_deleted").notNull().default(false),
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`shop_search_norm(name || case when name_fr = '' then '' else ' ' || name_fr end || ' ' || item || ' ' || coalesce(barcode, ''))`,
      ),
    // What French lists sort by: the name French readers see (the French one, or the English one
    // while it has none) with case and accents folded as the search folds them, so that « Épices »
    // sorts among the e, not after z as the database's byte order would put it.
    nameFrSort: text("name_fr_sort")
      .notNull()
      .generatedAlwaysAs(sql`shop_search_norm(coalesce(nullif(name_fr, ''), name))`),
    // The words of both names, normalised as search_text and padded with spaces (" extra virgin olive oil "):
    // search ranks whole-word and word-start matches by it, and its trigram index narrows the
    // one-letter-off search (docs/product.md, Products screen; lib/shared/catalog/search-rank.ts).
    nameWords: text("name_words")
      .notNull()
      .generatedAlwaysAs(sql`' ' || trim(regexp_replace(shop_search_norm(name || ' ' || name_fr), '[^0-9a-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u1fff]+', ' ', 'g')) || ' '`),
    // What one case costs before taxes: the unit price after the special, rounded to the cent, × the
    // units in a case. The price sorts read it (lib/shared/pricing/pricing.ts casePriceCents).
    casePrice: numeric("case_price", { precision: 14, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`round(price * (100 - special) / 100, 2) * box_quantity`),
    // The categories the product is filed under and their parents, kept by triggers on
    // product_categories and categories (migration 0008): the category filter reads this GIN index.
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_slug_uq").on(t.slug),
    uniqueIndex("products_item_uq").on(sql`lower(${t.item})`),
    index("products_barcode_idx").on(t.barcode),
    index("products_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("products_category_ids_idx").using("gin", t.categoryIds),
    index("products_active_name_idx").on(t.isDeleted, t.name, t.id),
    index("products_active_name_fr_idx").on(t.isDeleted, t.nameFrSort, t.id),
    index("products_name_words_trgm_idx").using("gin", sql`${t.nameWords} gin_trgm_ops`),
    index("products_active_case_price_idx").on(t.isDeleted, t.casePrice, t.id),
    index("products_active_ordering_idx").on(t.isDeleted, t.ordering, t.id),
    index("products_active_created_idx").on(t.isDeleted, t.createdAt, t.id),
    index("products_vendor_idx").on(t.vendorId),
    index("products_no_image_idx").on(t.name, t.id).where(sql`${t.image} is null`),
    index("products_special_idx").on(t.name, t.id).where(sql`${t.special} > 0`),
    check("products_price_ck", sql`${t.price} >= 0`),
    check("products_cost_ck", sql`${t.cost} >= 0`),
    check("products_special_ck", sql`${t.special} >= 0 and ${t.special} <= 100`),
    check("products_box_quantity_ck", sql`${t.boxQuantity} >= 1`),
    check("products_sales_tax_ck", sql`${t.salesTaxCode} in ('G', 'E')`),
    check("products_purchase_tax_ck", sql`${t.purchaseTaxCode} in ('G', 'E')`),
    check("products_provincial_tax_ck", sql`${t.provincialTaxClass} in ('exempt', 'taxable')`),
    check("products_actions_ck", sql`${t.actions} in ('None', '10-1')`),
    check("products_name_ck", sql`length(trim(${t.name})) > 0`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index("product_categories_category_idx").on(t.categoryId, t.productId),
  ],
);

/*
 * Every word of the products' names (name_words), kept by triggers on products (migration 0012): the
 * search that finds nothing looks here for the words one letter off each searched word, then lists
 * the products whose names hold them (lib/catalog/product-list.ts). Words are never removed: one no
 * name holds any more finds no product.
 */
export const catalogueWords = pgTable(
  "catalogue_words",
  { word: text("word").primaryKey() },
  (t) => [index("catalogue_words_first_length_idx").on(sql`left(${t.word}, 1)`, sql`length(${t.word})`)],
);

/**
 * Units on hand per product and the level below which it must be reordered (docs/product.md §3 quantity
 * and need_to_reorder_below), kept apart from the products row for the reason product_sales is:
 * confirming an order takes units off here, and on the wide products row every such update would
 * leave an entry in each of its indexes (the trigram search index included) until a VACUUM, which
 * PGlite and CI's PostgreSQL never run. A product without a row has 0 on hand and no reorder level;
 * writes upsert. The quantity may go below zero: confirmed orders are back-ordered, not refused.
 */
export const productStock = pgTable(
  "product_stock",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(0),
    needToReorderBelow: integer("need_to_reorder_below").notNull().default(0),
  },
  (t) => [
    // The "Need to reorder" tab: only the rows below their level are in this index.
    index("product_stock_reorder_idx").on(t.productId).where(sql`${t.quantity} < ${t.needToReorderBelow}`),
    check("product_stock_reorder_ck", sql`${t.needToReorderBelow} >= 0`),
  ],
);

export type ProductStockRow = typeof productStock.$inferSelect;

/**
 * Units sold per product (top sellers), kept apart from the products row: every placed order adds
 * to these counters, and updating the wide, heavily indexed products row instead would leave a new
 * entry in each of its indexes (the trigram search index included) per line ordered, so that
 * searches slowed down with every order until the next VACUUM (PGlite has no autovacuum).
 * The counts follow the lines of the orders: editing an unconfirmed order adds or takes back units.
 */
export const productSales = pgTable(
  "product_sales",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    // 64-bit: a counter that only grows must not overflow; "number" mode is exact up to 2^53.
    soldCount: bigint("sold_count", { mode: "number" }).notNull().default(0),
  },
  (t) => [index("product_sales_sold_idx").on(t.soldCount, t.productId), check("product_sales_sold_ck", sql`${t.soldCount} >= 0`)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index("cart_items_product_idx").on(t.productId),
    check("cart_items_quantity_ck", sql`${t.quantity} > 0`),
  ],
);

/** Customer billing of a saved draft (docs/product.md §3). */
export interface DraftBilling {
  companyName: string;
  country: "Canada";
  address: string;
  townCity: string;
  state: string;
  zipcode: string;
  email: string;
  phone: string;
  orderNotes: string;
  /** The buyer's purchase-order number (drafts saved before it existed have none). */
  po_number?: string | null;
}

/** The saved order draft of one user: billing (customer) or chosen customer (admin). Lines are the cart. */
export const orderDrafts = pgTable(
  "order_drafts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    billing: jsonb("billing").$type<DraftBilling>(),
    // Admin draft: the customer the order is placed for.
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    orderNotes: text("order_notes").notNull().default(""),
    // Admin draft: the purchase-order number given with the order notes (a customer's is in billing).
    poNumber: text("po_number"),
    updatedAt: updatedAt(),
  },
  (t) => [index("order_drafts_customer_idx").on(t.customerId)],
);

/** The customer's details as they were when the order was placed. */
export interface CustomerSnapshot {
  id: number;
  company: string;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  phone_number: string;
  country: string;
  address: string;
  townCity: string;
  state: string;
  zipcode: string;
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => users.id, { onDelete: "set null" }),
    customerSnapshot: jsonb("customer_snapshot").$type<CustomerSnapshot>().notNull(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    adminCreated: boolean("admin_created").notNull().default(false),
    status: text("status", { enum: PAID_STATUSES }).notNull().default("Not paid"),
    deliveredStatus: text("delivered_status", { enum: DELIVERY_STATUSES })
      .notNull()
      .default("Not delivered"),
    confirmed: boolean("confirmed").notNull().default(false),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // Confirmed although some lines exceeded the units on hand (issue 25): the shortfall ships later.
    backordered: boolean("backordered").notNull().default(false),
    // When it was marked Delivered (null while Not delivered): payment terms run from this day.
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    subtotal: money("subtotal").notNull(),
    tax: money("tax").notNull(),
    // Grand total (docs/product.md "price").
    price: money("price").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    companyName: text("company_name").notNull().default(""),
    fullName: text("full_name").notNull().default(""),
    address: text("address").notNull(),
    townCity: text("town_city").notNull(),
    state: text("state").notNull(),
    zipcode: text("zipcode").notNull(),
    country: text("country").notNull().default("Canada"),
    orderNotes: text("order_notes").notNull().default(""),
    // The buyer's own purchase-order number (optional, one line, at most 40 characters).
    poNumber: text("po_number"),
    // The day it is delivered (issue 31; America/Vancouver); null: to be arranged by staff (outside every
    // zone, or an order from before delivery days).
    deliveryDate: date("delivery_date", { mode: "string" }),
    // The zone that delivers it, as chosen when placed or edited (null: outside every zone).
    deliveryZoneId: integer("delivery_zone_id").references((): AnyPgColumn => deliveryZones.id, { onDelete: "set null" }),
    // The zone's fee for an order under its minimum (0 when none is charged); part of the price.
    deliveryFee: money("delivery_fee").notNull().default("0.00"),
    // The staff's customer search, normalised once when written (as products.search_text): computing
    // shop_search_norm on every row read made a search scan cost ~50 µs an order (issue 25's bench).
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`shop_search_norm(company_name || ' ' || full_name || ' ' || email)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_customer_created_idx").on(t.customerId, t.createdAt),
    index("orders_customer_price_idx").on(t.customerId, t.price),
    // The list's default order (created_at desc, id desc): deep pages walk it instead of sorting every order.
    index("orders_created_idx").on(t.createdAt, t.id),
    index("orders_price_idx").on(t.price),
    index("orders_status_created_idx").on(t.status, t.deliveredStatus, t.createdAt),
    // The staff's home: orders still to confirm, and delivered orders not paid (by delivery day).
    index("orders_unconfirmed_idx").on(t.createdAt).where(sql`not ${t.confirmed}`),
    index("orders_unpaid_delivered_idx").on(t.deliveredAt).where(sql`${t.status} = 'Not paid' and ${t.deliveredStatus} = 'Delivered'`),
    // The admin order list's delivery-date filter and sort, and the pick list of a day.
    index("orders_delivery_date_idx").on(t.deliveryDate, t.id),
    index("orders_delivery_zone_idx").on(t.deliveryZoneId).where(sql`${t.deliveryZoneId} is not null`),
    index("orders_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    check("orders_status_ck", sql`${t.status} in ('Paid', 'Not paid')`),
    check("orders_delivered_ck", sql`${t.deliveredStatus} in ('Delivered', 'Not delivered')`),
    check("orders_confirmed_at_ck", sql`${t.confirmed} = (${t.confirmedAt} is not null)`),
    check("orders_delivered_at_ck", sql`(${t.deliveredStatus} = 'Delivered') = (${t.deliveredAt} is not null)`),
    check("orders_backordered_ck", sql`not ${t.backordered} or ${t.confirmed}`),
    check("orders_po_number_ck", sql`char_length(${t.poNumber}) between 1 and 40`),
    check("orders_amounts_ck", sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.deliveryFee} >= 0 and ${t.price} = ${t.subtotal} + ${t.deliveryFee} + ${t.tax}`),
  ],
);

/** A purchased item with the snapshot of docs/architecture.md rule 6. */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    // Charged units; the 10-1 free unit is in free_quantity and never charged.
    quantity: integer("quantity").notNull(),
    freeQuantity: integer("free_quantity").notNull().default(0),
    name: text("name").notNull(),
    // The product's French name when ordered ('' when it had none: the English name is shown).
    nameFr: text("name_fr").notNull().default(""),
    item: text("item").notNull(),
    slug: text("slug").notNull().default(""),
    barcode: text("barcode"),
    image: text("image"),
    unitPrice: money("unit_price").notNull(),
    special: numeric("special", { precision: 5, scale: 2 }).notNull().default("0"),
    discountedUnitPrice: money("discounted_unit_price").notNull(),
    salesTaxCode: text("sales_tax_code", { enum: TAX_CODES }).notNull(),
    // The product's provincial tax class when ordered: an edit recomputes the taxes from the lines.
    provincialTaxClass: text("provincial_tax_class", { enum: PROVINCIAL_TAX_CLASSES }).notNull().default("exempt"),
    actions: text("actions", { enum: PROMO_ACTIONS }).notNull().default("None"),
    boxQuantity: integer("box_quantity").notNull().default(1),
    lineTotal: money("line_total").notNull(),
    // What priced the line (lib/shared/pricing/price-lists.ts): the price list in force for the
    // customer (null: none) and the rule of it that gave the lowest price ('list': the list price
    // with the product's own special).
    priceListId: integer("price_list_id").references((): AnyPgColumn => priceLists.id, { onDelete: "set null" }),
    priceRule: text("price_rule", { enum: PRICE_RULES }).notNull().default("list"),
    createdAt: createdAt(),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    index("order_items_product_idx").on(t.productId),
    // For the foreign key: deleting a price list clears it from the lines it priced.
    index("order_items_price_list_idx").on(t.priceListId).where(sql`${t.priceListId} is not null`),
    check("order_items_quantity_ck", sql`${t.quantity} > 0`),
    check("order_items_free_ck", sql`${t.freeQuantity} >= 0`),
    check("order_items_amounts_ck", sql`${t.unitPrice} >= 0 and ${t.discountedUnitPrice} >= 0 and ${t.lineTotal} >= 0`),
    check("order_items_tax_ck", sql`${t.salesTaxCode} in ('G', 'E')`),
    check("order_items_provincial_tax_ck", sql`${t.provincialTaxClass} in ('exempt', 'taxable')`),
    check("order_items_price_rule_ck", sql`${t.priceRule} in ('list', 'contract', 'category', 'break')`),
  ],
);

/**
 * The sales tax rates by province of delivery and date (docs/taxes.md, issue 29), seeded by
 * migration 0018 from lib/shared/pricing/sales-taxes.ts SALES_TAX_RATES. A change of rate is a new
 * row: a trigger refuses any edit but closing an open row (valid_to), and any delete.
 */
export const salesTaxRates = pgTable(
  "sales_tax_rates",
  {
    id: serial("id").primaryKey(),
    code: text("code", { enum: SALES_TAX_CODES }).notNull(),
    // Parts per million: 5 % is 50000, 9.975 % is 99750.
    ratePpm: integer("rate_ppm").notNull(),
    provinces: text("provinces").array().notNull(),
    validFrom: date("valid_from", { mode: "string" }).notNull(),
    validTo: date("valid_to", { mode: "string" }),
    source: text("source").notNull(),
  },
  (t) => [
    uniqueIndex("sales_tax_rates_code_from_idx").on(t.code, t.provinces, t.validFrom),
    check("sales_tax_rates_code_ck", sql`${t.code} in ('GST', 'HST', 'QST', 'PST_BC', 'RST_MB', 'PST_SK')`),
    check("sales_tax_rates_rate_ck", sql`${t.ratePpm} between 0 and 1000000`),
    check("sales_tax_rates_dates_ck", sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    check("sales_tax_rates_provinces_ck", sql`cardinality(${t.provinces}) > 0`),
  ],
);

/**
 * The taxes an order was charged, one row per tax (issue 29): what it was called, its rate, its
 * base and its amount, kept as charged; orders.tax is their sum. Orders placed before the taxes by
 * province have the one GST line they were charged (migration 0018).
 */
export const orderTaxes = pgTable(
  "order_taxes",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text("code", { enum: SALES_TAX_CODES }).notNull(),
    // The province the tax is named for (HST (ON), PST (BC)); null for the GST and QST.
    province: text("province"),
    ratePpm: integer("rate_ppm").notNull(),
    base: money("base").notNull(),
    amount: money("amount").notNull(),
    // The order the taxes are listed in: GST or HST first.
    position: integer("position").notNull(),
    // Waived under the customer's exemption (their PST number or QST registration, as it was when
    // the order was priced): the row shows the tax and why it is 0.00. Null: charged.
    exemptionNumber: text("exemption_number"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.code] }),
    check("order_taxes_code_ck", sql`${t.code} in ('GST', 'HST', 'QST', 'PST_BC', 'RST_MB', 'PST_SK')`),
    check("order_taxes_amounts_ck", sql`${t.base} >= 0 and ${t.amount} >= 0 and ${t.ratePpm} between 0 and 1000000`),
    check("order_taxes_exempt_ck", sql`${t.exemptionNumber} is null or ${t.amount} = 0`),
  ],
);

/**
 * A customer's exemptions from a provincial tax (issue 29): a PST number for goods bought for
 * resale in that province, or a QST registration, recorded by staff. The tax is not charged on
 * their orders, and the order says why.
 */
export const customerTaxExemptions = pgTable(
  "customer_tax_exemptions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code", { enum: PROVINCIAL_TAX_CODES }).notNull(),
    number: text("number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.code] }),
    check("customer_tax_exemptions_code_ck", sql`${t.code} in ('QST', 'PST_BC', 'RST_MB', 'PST_SK')`),
    check("customer_tax_exemptions_number_ck", sql`char_length(trim(${t.number})) between 1 and 40`),
  ],
);

/**
 * A customer's choices in their order guide (docs/product.md §2 /order-guide): products pinned to it,
 * products from past orders hidden from it, the usual case count and the customer's own order. The
 * guide itself is the products of the customer's orders plus the pinned ones, minus the hidden ones
 * (lib/orders/order-guide.ts); a row exists only where the customer (or staff for them) chose something.
 */
export const orderGuideLines = pgTable(
  "order_guide_lines",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    pinned: boolean("pinned").notNull().default(false),
    // Unpinned although it is in past orders: it stays out of the guide until pinned again.
    hidden: boolean("hidden").notNull().default(false),
    // Cases; null: the most frequent case count of the customer's orders.
    usualQuantity: integer("usual_quantity"),
    // 1-based place in the customer's own order; null: after the placed lines, by how often ordered.
    position: integer("position"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    // A product's permanent deletion cascades here.
    index("order_guide_lines_product_idx").on(t.productId),
    check("order_guide_lines_usual_ck", sql`${t.usualQuantity} is null or ${t.usualQuantity} between 1 and 999`),
    check("order_guide_lines_position_ck", sql`${t.position} is null or ${t.position} >= 1`),
    check("order_guide_lines_pinned_hidden_ck", sql`not (${t.pinned} and ${t.hidden})`),
  ],
);

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_key_ck", sql`length(${t.key}) between 1 and 255`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Price lists (issue 30): negotiated prices a customer is assigned (users.price_list_id), in force
 * from valid_from to valid_to inclusive (dates in America/Vancouver; null: open). The rule that
 * applies them is lib/shared/pricing/price-lists.ts.
 */
export const priceLists = pgTable(
  "price_lists",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("price_lists_name_lower_uq").on(sql`lower(${t.name})`),
    check("price_lists_name_ck", sql`char_length(trim(${t.name})) between 1 and 100`),
    check("price_lists_period_ck", sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validFrom} <= ${t.validTo}`),
  ],
);

/**
 * A price list's entries, of three kinds: 'product', a fixed case price for a product; 'category',
 * a percentage off the list price for a category and its subcategories; 'break', a case price for a
 * product from a number of cases on.
 */
export const priceListEntries = pgTable(
  "price_list_entries",
  {
    id: serial("id").primaryKey(),
    priceListId: integer("price_list_id")
      .notNull()
      .references(() => priceLists.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PRICE_LIST_ENTRY_KINDS }).notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    fromCases: integer("from_cases"),
    casePrice: money("case_price"),
    percentOff: numeric("percent_off", { precision: 5, scale: 2 }),
  },
  (t) => [
    index("price_list_entries_list_idx").on(t.priceListId),
    index("price_list_entries_product_idx").on(t.productId),
    index("price_list_entries_category_idx").on(t.categoryId),
    uniqueIndex("price_list_entries_product_uq").on(t.priceListId, t.productId).where(sql`${t.kind} = 'product'`),
    uniqueIndex("price_list_entries_category_uq").on(t.priceListId, t.categoryId).where(sql`${t.kind} = 'category'`),
    uniqueIndex("price_list_entries_break_uq").on(t.priceListId, t.productId, t.fromCases).where(sql`${t.kind} = 'break'`),
    check(
      "price_list_entries_shape_ck",
      sql`(${t.kind} = 'product' and ${t.productId} is not null and ${t.categoryId} is null and ${t.fromCases} is null and ${t.casePrice} is not null and ${t.percentOff} is null)
        or (${t.kind} = 'category' and ${t.productId} is null and ${t.categoryId} is not null and ${t.fromCases} is null and ${t.casePrice} is null and ${t.percentOff} is not null)
        or (${t.kind} = 'break' and ${t.productId} is not null and ${t.categoryId} is null and ${t.fromCases} >= 1 and ${t.casePrice} is not null and ${t.percentOff} is null)`,
    ),
    check("price_list_entries_amounts_ck", sql`(${t.casePrice} is null or ${t.casePrice} >= 0) and (${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} <= 100))`),
  ],
);

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceListEntryRow = typeof priceListEntries.$inferSelect;

/**
 * Delivery zones (issue 31, docs/delivery.md): the routes the trucks run. A zone serves postal-code
 * areas (FSA prefixes such as "V6B", or "V6*" for every area starting with V6), on ISO weekdays
 * (Monday 1), with an order cut-off (a time of day, so many days before, in America/Vancouver), a
 * minimum order value and, when it is set, a fee charged under that minimum instead of a refusal,
 * and the dates it does not run. The rule is lib/shared/orders/delivery-dates.ts.
 */
export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    postalPrefixes: text("postal_prefixes").array().notNull(),
    weekdays: integer("weekdays").array().notNull(),
    cutoffTime: text("cutoff_time").notNull().default("14:00"),
    cutoffDaysBefore: integer("cutoff_days_before").notNull().default(1),
    minimumOrder: money("minimum_order").notNull().default("0.00"),
    feeUnderMinimum: money("fee_under_minimum"),
    closedDates: date("closed_dates", { mode: "string" }).array().notNull().default(sql`'{}'::date[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("delivery_zones_name_lower_uq").on(sql`lower(${t.name})`),
    check("delivery_zones_name_ck", sql`char_length(trim(${t.name})) between 1 and 100`),
    check("delivery_zones_prefixes_ck", sql`cardinality(${t.postalPrefixes}) >= 1`),
    check("delivery_zones_weekdays_ck", sql`cardinality(${t.weekdays}) >= 1 and ${t.weekdays} <@ array[1,2,3,4,5,6,7]`),
    check("delivery_zones_cutoff_ck", sql`${t.cutoffTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.cutoffDaysBefore} between 0 and 14`),
    check("delivery_zones_amounts_ck", sql`${t.minimumOrder} >= 0 and (${t.feeUnderMinimum} is null or ${t.feeUnderMinimum} >= 0)`),
  ],
);

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;

/*
 * Issue 32. The audit log: one row per staff write, written in the same transaction as the change
 * (lib/audit/audit-log.ts). actor_id is deliberately not a foreign key: a row outlives its author,
 * and a trigger (migration 0022) refuses UPDATE and DELETE so the shop cannot edit its own history.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    actorEmail: text("actor_email").notNull().default(""),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_entity_at_idx").on(t.entity, t.at, t.id),
    index("audit_log_actor_at_idx").on(t.actorId, t.at, t.id),
    check("audit_log_action_ck", sql`char_length(${t.action}) between 1 and 40`),
    check("audit_log_entity_ck", sql`char_length(${t.entity}) between 1 and 40`),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/* Issue 32. Webhook endpoints staff register, and the queue of deliveries to them (lib/webhooks/). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial("id").primaryKey(),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("webhook_endpoints_url_ck", sql`char_length(${t.url}) between 9 and 2000`),
    check("webhook_endpoints_events_ck", sql`cardinality(${t.events}) >= 1`),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    // The exact JSON body sent (and signed); kept as text so every retry signs the same bytes.
    body: text("body").notNull(),
    status: text("status", { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.id),
    check("webhook_deliveries_status_ck", sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
