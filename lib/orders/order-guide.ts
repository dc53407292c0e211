import "server-only";
import { and, desc, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { cartItems, orderGuideLines, orderItems, orders, products, users } from "@/db/schema";
import { inTransaction, type Ctx } from "@/lib/context/context";
import { requireVerified } from "@/lib/identity/access";
import { growCartLines, MAX_LINE_UNITS, readCart, type Cart } from "@/lib/cart/cart";
import { productColumns } from "@/lib/catalog/product-list";
import { shapeProduct } from "@/lib/catalog/product-view";
import { actorPriceList, termsFor, type TermsByProduct } from "@/lib/pricing/price-list-terms";
import { audienceOf, isAdmin, mayAddToCart } from "@/lib/shared/accounts/actor";
import { Forbidden, Invalid, NotFound } from "@/lib/shared/errors/domain-errors";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import type { ReorderUnavailableReason } from "@/lib/shared/orders/reorder-reason";
import { translator } from "@/lib/i18n/translator";
import { guideEntries, moveLine, summariseHistory, type GuideEntry } from "@/lib/shared/orders/order-guide-rules";
import type { OrderGuideAddInput, OrderGuideLineChange } from "@/lib/shared/orders/order-guide-schemas";
import { recordAudit, type AuditValues } from "@/lib/audit/audit-log";

/** Staff changing a customer's guide is audited (docs/audit.md); a customer's own guide is theirs. */
async function auditGuide(ctx: Ctx, owner: number, action: string, values: { before?: AuditValues; after?: AuditValues }): Promise<void> {
  if (isAdmin(ctx.actor)) await recordAudit(ctx, { action, entity: "customer", entityId: owner, ...values });
}

/*
 * The order guide (docs/product.md §2 /order-guide, issue 26 point 2): a customer's usual products,
 * from their past orders and the products they pin, minus those they unpin, in their own order.
 * The rules are pure (lib/shared/orders/order-guide-rules.ts); this module reads and writes them.
 * Quantities here are cases: an order line's charged units in whole cases of its case size then.
 *
 * Reads stay per customer whatever the size of the shop: the customer's orders through
 * orders_customer_created_idx, their lines through order_items_order_idx, grouped in SQL to one
 * row per product and case count; the choices by order_guide_lines' primary key; the products by id.
 */

/** A guide line's product, shaped for the caller as the product list shapes it (prices for those who see them). */
export interface OrderGuideProduct {
  id: number;
  item: string;
  name: string;
  slug: string;
  image: string | null;
  box_quantity: number;
  stock: boolean;
  price?: string;
  discounted_price?: string;
  /** With a price list (issue 30): the list price per unit, and what a case costs them. */
  list_price?: string;
  case_price?: string;
  actions: "None" | "10-1";
  is_deleted: boolean;
}

export interface OrderGuideLine {
  product: OrderGuideProduct;
  /** Cases in the most recent order that had the product; null when never ordered. */
  last_quantity: number | null;
  /** Cases: the customer's own setting, else the most frequent count of their orders; null when neither. */
  usual_quantity: number | null;
  pinned: boolean;
  /** The line's place in the guide (1 = first): PATCH position moves a line there. */
  position: number;
}

export interface OrderGuide {
  customer: number;
  results: OrderGuideLine[];
}

/**
 * Whose guide a call is about: a customer's own (naming anyone else is a 403); staff must name a
 * customer (?customer=), else a 400 on customer, as is an id that is no customer's.
 */
export async function guideOwner(ctx: Ctx, customer: number | undefined): Promise<number> {
  const actor = requireVerified(ctx.actor);
  const t = translator(ctx.locale, "orderGuide");
  if (!isAdmin(ctx.actor)) {
    if (customer !== undefined && customer !== actor.id) throw new Forbidden(t("otherCustomer"));
    return actor.id;
  }
  if (customer === undefined) throw Invalid.field("customer", t("customerRequired"));
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.id, customer), eq(users.role, "Customer")));
  if (!row) throw Invalid.field("customer", t("notACustomer", { id: customer }));
  return row.id;
}

/**
 * How many of a customer's most recent orders make their guide: two orders a week for about five
 * years. Older orders no longer add products or count toward the usual quantity (a pinned product
 * stays).
 */
export const GUIDE_HISTORY_ORDERS = 500;

/** The customer's orders, one row per product and case count (the input of summariseHistory). */
async function caseCountGroups(ctx: Ctx, customerId: number) {
  // The newest orders only (orders_customer_created_idx, backwards): a buyer of many years costs no more than one of a few.
  const recentOrders = ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt))
    .limit(GUIDE_HISTORY_ORDERS);
  const perOrder = ctx.db
    .select({
      productId: sql<number>`${orderItems.productId}`.as("product_id"),
      orderId: sql<number>`${orders.id}`.as("order_id"),
      createdAt: sql<Date>`${orders.createdAt}`.as("created_at"),
      // An order may hold one product on two lines (staff edits): their units together, in cases of the case size then.
      cases: sql<number>`greatest(1, ceil(sum(${orderItems.quantity})::numeric / greatest(1, max(${orderItems.boxQuantity}))))::int`.as("cases"),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.id, recentOrders), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId, orders.id)
    .as("per_order");
  const rows = await ctx.db
    .select({
      productId: perOrder.productId,
      cases: perOrder.cases,
      orders: sql<number>`count(*)::int`,
      latestAt: sql<number>`(extract(epoch from max(${perOrder.createdAt})) * 1000)::float8`,
      latestOrderId: sql<number>`max(${perOrder.orderId})`,
    })
    .from(perOrder)
    .groupBy(perOrder.productId, perOrder.cases);
  return rows.map((r) => ({ productId: Number(r.productId), cases: Number(r.cases), orders: Number(r.orders), latestAt: Number(r.latestAt), latestOrderId: Number(r.latestOrderId) }));
}

type ProductRecord = Awaited<ReturnType<typeof guideProducts>>[number];

function guideProducts(ctx: Ctx, ids: number[]) {
  return ctx.db.select(productColumns).from(products).where(inArray(products.id, ids));
}

interface LoadedGuide {
  entries: GuideEntry[];
  products: Map<number, ProductRecord>;
  /** Products of past orders (an unpinned one is hidden rather than dropped). */
  ordered: Set<number>;
  /** A customer reading their own guide under a price list (issue 30): its terms for the products. */
  terms: TermsByProduct | null;
}

/** The customer's guide in their order, with each line's product record. */
async function loadGuide(ctx: Ctx, customerId: number): Promise<LoadedGuide> {
  const [groups, choices] = await Promise.all([
    caseCountGroups(ctx, customerId),
    ctx.db
      .select({
        productId: orderGuideLines.productId,
        pinned: orderGuideLines.pinned,
        hidden: orderGuideLines.hidden,
        usualQuantity: orderGuideLines.usualQuantity,
        position: orderGuideLines.position,
      })
      .from(orderGuideLines)
      .where(eq(orderGuideLines.customerId, customerId)),
  ]);
  const history = summariseHistory(groups);
  const ids = [...new Set([...history.keys(), ...choices.filter((c) => c.pinned).map((c) => c.productId)])];
  const rows = ids.length ? await guideProducts(ctx, ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const entries = guideEntries(history, choices, new Map(rows.map((r) => [r.id, r.name])));
  const priceList = actorPriceList(ctx);
  const terms = priceList === null ? null : await termsFor(ctx, priceList, ids);
  return { entries, products: byId, ordered: new Set(history.keys()), terms };
}

function shapeLine(ctx: Ctx, entry: GuideEntry, record: ProductRecord, place: number, terms: TermsByProduct | null): OrderGuideLine {
  const view = shapeProduct(ctx, record, [], undefined, terms === null ? undefined : (terms.get(record.id) ?? {}));
  return {
    product: {
      id: view.id,
      item: view.item,
      name: view.name,
      slug: view.slug,
      image: view.image,
      box_quantity: view.box_quantity,
      stock: view.stock,
      ...(view.price !== undefined && { price: view.price, discounted_price: view.discounted_price }),
      ...(view.list_price !== undefined && { list_price: view.list_price, case_price: view.case_price }),
      actions: view.actions,
      is_deleted: record.isDeleted,
    },
    last_quantity: entry.lastQuantity,
    usual_quantity: entry.usualQuantity,
    pinned: entry.pinned,
    position: place,
  };
}

function shapeGuide(ctx: Ctx, customerId: number, guide: LoadedGuide): OrderGuide {
  return { customer: customerId, results: guide.entries.map((e, i) => shapeLine(ctx, e, guide.products.get(e.productId)!, i + 1, guide.terms)) };
}

/** The guide of the caller (a customer) or of `customer` (staff). */
export async function getOrderGuide(ctx: Ctx, customer?: number): Promise<OrderGuide> {
  const owner = await guideOwner(ctx, customer);
  return shapeGuide(ctx, owner, await loadGuide(ctx, owner));
}

/** Changes to one customer's guide go one at a time (positions are renumbered together). */
async function lockGuide(tx: Ctx, customerId: number): Promise<void> {
  await tx.db.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for("no key update");
}

/**
 * Pins a product to the guide (a product unpinned before comes back). A product that is unknown
 * or in the trash cannot be pinned (404). When the customer has put lines in order, the new one
 * goes after them.
 */
export async function pinProduct(ctx: Ctx, customer: number | undefined, productId: number): Promise<OrderGuide> {
  const owner = await guideOwner(ctx, customer);
  return inTransaction(ctx, async (tx) => {
    await lockGuide(tx, owner);
    const [product] = await tx.db.select({ id: products.id, isDeleted: products.isDeleted }).from(products).where(eq(products.id, productId));
    if (!product || product.isDeleted) throw new NotFound(translator(ctx.locale, "orderGuide")("productUnknown"));
    const [{ last }] = await tx.db
      .select({ last: sql<number | null>`max(${orderGuideLines.position})` })
      .from(orderGuideLines)
      .where(and(eq(orderGuideLines.customerId, owner), eq(orderGuideLines.hidden, false)));
    const position = last === null ? null : Number(last) + 1;
    await tx.db
      .insert(orderGuideLines)
      .values({ customerId: owner, productId, pinned: true, hidden: false, position })
      .onConflictDoUpdate({
        target: [orderGuideLines.customerId, orderGuideLines.productId],
        set: { pinned: true, hidden: false, position: sql`coalesce(${orderGuideLines.position}, ${position}::int)`, updatedAt: new Date() },
      });
    await auditGuide(tx, owner, "guide_pin", { after: { order_guide_product: productId } });
    return shapeGuide(tx, owner, await loadGuide(tx, owner));
  });
}

function entryOf(ctx: Ctx, guide: LoadedGuide, productId: number): GuideEntry {
  const entry = guide.entries.find((e) => e.productId === productId);
  if (!entry) throw new NotFound(translator(ctx.locale, "orderGuide")("notInGuide", { id: productId }));
  return entry;
}

/**
 * Sets a line's usual cases (null: the most frequent of past orders again) and/or moves it to a
 * place (1 = first; past the end is the end): every line then has its place, 1…n, as shown.
 */
export async function changeGuideLine(ctx: Ctx, customer: number | undefined, productId: number, change: OrderGuideLineChange): Promise<OrderGuide> {
  const owner = await guideOwner(ctx, customer);
  return inTransaction(ctx, async (tx) => {
    await lockGuide(tx, owner);
    let guide = await loadGuide(tx, owner);
    entryOf(ctx, guide, productId);
    const key = [orderGuideLines.customerId, orderGuideLines.productId];
    if (change.usual_quantity !== undefined) {
      const usualQuantity = change.usual_quantity;
      await tx.db
        .insert(orderGuideLines)
        .values({ customerId: owner, productId, usualQuantity })
        .onConflictDoUpdate({ target: key, set: { usualQuantity, updatedAt: new Date() } });
    }
    if (change.position !== undefined) {
      const order = moveLine(guide.entries.map((e) => e.productId), productId, change.position);
      await tx.db
        .insert(orderGuideLines)
        .values(order.map((id, i) => ({ customerId: owner, productId: id, position: i + 1 })))
        .onConflictDoUpdate({ target: key, set: { position: sql`excluded.position`, updatedAt: new Date() } });
    }
    guide = await loadGuide(tx, owner);
    await auditGuide(tx, owner, "guide_change", { after: { order_guide_product: productId, ...change } });
    return shapeGuide(tx, owner, guide);
  });
}

/**
 * Takes a line out of the guide: a product of past orders stays hidden (until pinned again), a
 * pinned one is forgotten. The places after it close up.
 */
export async function unpinProduct(ctx: Ctx, customer: number | undefined, productId: number): Promise<OrderGuide> {
  const owner = await guideOwner(ctx, customer);
  return inTransaction(ctx, async (tx) => {
    await lockGuide(tx, owner);
    const guide = await loadGuide(tx, owner);
    const entry = entryOf(ctx, guide, productId);
    const line = and(eq(orderGuideLines.customerId, owner), eq(orderGuideLines.productId, productId));
    if (guide.ordered.has(productId)) {
      await tx.db
        .insert(orderGuideLines)
        .values({ customerId: owner, productId, hidden: true })
        .onConflictDoUpdate({ target: [orderGuideLines.customerId, orderGuideLines.productId], set: { pinned: false, hidden: true, position: null, updatedAt: new Date() } });
    } else {
      await tx.db.delete(orderGuideLines).where(line);
    }
    if (entry.position !== null) {
      await tx.db
        .update(orderGuideLines)
        .set({ position: sql`${orderGuideLines.position} - 1` })
        .where(and(eq(orderGuideLines.customerId, owner), gt(orderGuideLines.position, entry.position)));
    }
    await auditGuide(tx, owner, "guide_unpin", { before: { order_guide_product: productId } });
    return shapeGuide(tx, owner, await loadGuide(tx, owner));
  });
}

export interface OrderGuideAdded {
  id: number;
  name: string;
  cases: number;
  box_quantity: number;
  /** Units put in the cart: cases × today's box_quantity. */
  quantity: number;
}

export interface OrderGuideUnavailable {
  id: number;
  name: string;
  reason: ReorderUnavailableReason;
}

export interface OrderGuideCartResult {
  added: OrderGuideAdded[];
  /** Lines of the guide left out of "add all": no longer sold or out of stock. */
  unavailable: OrderGuideUnavailable[];
  cart: Cart;
}

/**
 * Adds guide lines to the caller's cart (a customer's own; staff's own admin cart, the one they
 * order for a customer with), in whole cases of today's case size, through the cart's rules (stock
 * for customers, the 10-1 free unit, a line's limit). `lines`: those products and cases, all or
 * nothing (a line not in the guide, no longer sold or out of stock is a 400 naming it). None:
 * every line that can be added at its usual quantity (1 case without one); the others are named.
 */
export async function addGuideToCart(ctx: Ctx, customer: number | undefined, input: OrderGuideAddInput): Promise<OrderGuideCartResult> {
  const owner = await guideOwner(ctx, customer);
  const cartOwner = requireVerified(ctx.actor).id;
  const audience = audienceOf(ctx.actor);
  return inTransaction(ctx, async (tx) => {
    const guide = await loadGuide(tx, owner);
    const problem = (record: ProductRecord): ReorderUnavailableReason | null =>
      record.isDeleted ? "gone" : mayAddToCart(audience, record) ? null : "out-of-stock";
    const wanted: Array<{ record: ProductRecord; cases: number }> = [];
    const unavailable: OrderGuideUnavailable[] = [];
    const t = translator(ctx.locale, "orderGuide");
    if (input.lines) {
      const errors: string[] = [];
      const seen = new Set<number>();
      const inGuide = new Set(guide.entries.map((e) => e.productId));
      for (const line of input.lines) {
        if (seen.has(line.product)) errors.push(t("duplicateLine", { id: line.product }));
        seen.add(line.product);
        const record = guide.products.get(line.product);
        if (!record || !inGuide.has(line.product)) errors.push(t("notInGuide", { id: line.product }));
        else {
          const why = problem(record);
          if (why === "gone") errors.push(t("lineNoLongerSold", { name: record.name }));
          else if (why === "out-of-stock") errors.push(t("lineOutOfStock", { name: record.name }));
          else wanted.push({ record, cases: line.cases });
        }
      }
      if (errors.length > 0) throw new Invalid({ lines: errors });
    } else {
      for (const entry of guide.entries) {
        const record = guide.products.get(entry.productId)!;
        const why = problem(record);
        if (why) unavailable.push({ id: record.id, name: record.name, reason: why });
        else wanted.push({ record, cases: entry.usualQuantity ?? 1 });
      }
      if (wanted.length === 0) throw Invalid.field("lines", t("nothingToAdd"));
    }
    const added = wanted.map(({ record, cases }) => ({ id: record.id, name: record.name, cases, box_quantity: record.boxQuantity, quantity: cases * record.boxQuantity }));
    // A cart line holds at most MAX_LINE_UNITS: refuse the whole add rather than add part of it.
    const held = new Map(
      (
        await tx.db
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(and(eq(cartItems.userId, cartOwner), inArray(cartItems.productId, added.map((a) => a.id))))
      ).map((r) => [r.productId, r.quantity]),
    );
    const tooLarge = Invalid.field("lines", ordersErrorMessages.lineTooLarge(MAX_LINE_UNITS));
    if (added.some((a) => a.quantity + (held.get(a.id) ?? 0) > MAX_LINE_UNITS)) throw tooLarge;
    if (!(await growCartLines(tx, cartOwner, added.map((a) => ({ productId: a.id, units: a.quantity }))))) throw tooLarge;
    return { added, unavailable, cart: await readCart(tx) };
  });
}

/** The most guide lines the home page shows. */
export const HOME_GUIDE_LINES = 5;

export interface RecentOrder {
  id: number;
  created_at: string;
  price: string;
  lines: number;
}

export interface HomeGuide {
  lines: OrderGuideLine[];
  total: number;
  recent: RecentOrder[];
}

/**
 * What a returning buyer sees first on the home page: the top of their guide and their last three
 * orders. Null for anyone else (visitors, customers awaiting verification, staff) and for a
 * customer whose guide is still empty: they keep the shop's usual home page.
 */
export async function homeGuide(ctx: Ctx): Promise<HomeGuide | null> {
  const actor = ctx.actor;
  if (actor.kind !== "user" || actor.role !== "Customer" || !actor.verified) return null;
  const [guide, recent] = await Promise.all([
    loadGuide(ctx, actor.id),
    ctx.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        price: orders.price,
        lines: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      })
      .from(orders)
      .where(eq(orders.customerId, actor.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(3),
  ]);
  if (guide.entries.length === 0) return null;
  const shaped = shapeGuide(ctx, actor.id, guide);
  return {
    lines: shaped.results.slice(0, HOME_GUIDE_LINES),
    total: shaped.results.length,
    recent: recent.map((r) => ({ id: r.id, created_at: new Date(r.createdAt).toISOString(), price: r.price, lines: Number(r.lines) })),
  };
}
